import {
  GRADES,
  type BrandRef,
  type EstimateChoice,
  type EstimateFunction,
  type Grade,
  type SystemRef,
} from '@/domain/estimate/model'
import { zoneFactor, zoneOf } from '@/domain/estimate/zones'
import { roundTo } from '@/domain/money'

const SELECT = 'h-8 w-full min-w-0 rounded-md border border-input bg-background px-1 text-xs'

interface Props {
  functions: readonly EstimateFunction[]
  systems: readonly SystemRef[]
  brands: readonly BrandRef[]
  choices: readonly EstimateChoice[]
  grade: Grade
  onArea: (code: string, area: number) => void
  onGrade: (fn: string, system: string, grade: Grade) => void
  onBrand: (system: string, brandId: string) => void
}

/**
 * 功能区 × 系统: each function's area and, per system, its grade; one brand per system below
 * (it applies to the cells whose grade is the brand's, so only the grades the system uses are
 * offered; a chosen brand whose grade no cell uses any more says it adds nothing). Native
 * selects keep 80 cells light. A system the function's 业态 does not have (a 地下室's 景观) is a dash.
 */
export function EstimateGrid({
  functions,
  systems,
  brands,
  choices,
  grade,
  onArea,
  onGrade,
  onBrand,
}: Props) {
  const choiceOf = (f: string, s: string) => choices.find((c) => c.Function === f && c.System === s)
  const has = (f: EstimateFunction, s: SystemRef) =>
    zoneFactor(zoneOf(f), s.Specialty, functions) > 0
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full table-fixed text-sm" aria-label="功能区与系统配置">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th className="w-24 px-2 py-1 text-left font-medium">功能区</th>
            <th className="w-24 px-2 py-1 text-right font-medium">面积（m²）</th>
            {systems.map((s) => (
              <th key={s.Code} className="px-1 py-1 font-medium">
                {s.Name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {functions.map((f) => (
            <tr key={f.Code} className="border-t">
              <td className="truncate px-2 py-1" title={`${f.Name}（按${zoneOf(f)}计价）`}>
                {f.Name}
              </td>
              <td className="px-1 py-1">
                <input
                  aria-label={`${f.Name}面积`}
                  className="h-8 w-full rounded-md border border-input bg-background px-1 text-right text-xs tabular-nums"
                  inputMode="decimal"
                  defaultValue={f.Area}
                  key={`${f.Code}-${f.Area}`}
                  onBlur={(e) => {
                    const n = Number(e.currentTarget.value.replace(/,/g, ''))
                    if (Number.isFinite(n) && n >= 0) onArea(f.Code, roundTo(n, 2) ?? 0)
                    else e.currentTarget.value = String(f.Area)
                  }}
                />
              </td>
              {systems.map((s) =>
                has(f, s) ? (
                  <td key={s.Code} className="px-1 py-1">
                    <select
                      aria-label={`${f.Name}${s.Name}档次`}
                      className={SELECT}
                      value={choiceOf(f.Code, s.Code)?.Grade ?? grade}
                      onChange={(e) => onGrade(f.Code, s.Code, e.currentTarget.value as Grade)}
                    >
                      {GRADES.map((g) => (
                        <option key={g} value={g}>
                          {g}
                        </option>
                      ))}
                    </select>
                  </td>
                ) : (
                  <td
                    key={s.Code}
                    className="px-1 py-1 text-center text-xs text-muted-foreground"
                    aria-label={`${f.Name}无${s.Name}`}
                    title={`${zoneOf(f)}不含${s.Name}`}
                  >
                    —
                  </td>
                ),
              )}
            </tr>
          ))}
          <tr className="border-t bg-muted/30">
            <td className="px-2 py-1 text-xs text-muted-foreground" colSpan={2}>
              品牌（按档次加价）
            </td>
            {systems.map((s) => {
              // A brand prices only the cells of its grade: offer the grades this system uses.
              const used = new Set(
                functions
                  .filter((f) => has(f, s))
                  .map((f) => choiceOf(f.Code, s.Code)?.Grade ?? grade),
              )
              const chosen = choices.find((c) => c.System === s.Code && c.BrandId)?.BrandId ?? ''
              const own = brands.filter(
                (b) => b.SystemCode === s.Code && (used.has(b.Grade) || b.ID === chosen),
              )
              return (
                <td key={s.Code} className="px-1 py-1">
                  <select
                    aria-label={`${s.Name}品牌`}
                    className={SELECT}
                    value={chosen}
                    onChange={(e) => onBrand(s.Code, e.currentTarget.value)}
                  >
                    <option value="">不指定</option>
                    {own.map((b) => (
                      <option
                        key={b.ID}
                        value={b.ID}
                      >{`${b.Grade}·${b.Name}${used.has(b.Grade) ? ` ${Number(b.Premium) >= 0 ? '+' : ''}${Number(b.Premium)}%` : '（无该档次区域，不加价）'}`}</option>
                    ))}
                  </select>
                </td>
              )
            })}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
