import { Printer } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PrintRoot, printDocument } from '@/components/print-root'
import { asFen, fenToDecimal } from '@/domain/money'
import type { EstimateFigures } from '@/domain/estimate/preview'
import { scopeText } from '@/domain/estimate/scope-text'
import { formatMoney, formatMoneyUnit } from '@/domain/format'

/**
 * 估算报告 (打印估算): the estimate of a project on A4 pages — the figure, the range of comparable
 * templates with its n, the split per function × system with grades, the brands chosen and the
 * count-based items, printed alone (PrintRoot: the app's one print mechanism). On A4 portrait
 * (186 mm between the margins, about 703 px) the report fits: numbers never wrap (.num: nowrap, tabular digits), the
 * tables take the page width with automatic column widths (the numbers set the widths, the names
 * wrap), the print font is smaller, and no heading is left alone at the bottom of a page.
 */
const PRINT_CSS = `
.estimate-report table { width: 100%; border-collapse: collapse; table-layout: auto; font-size: 11px; }
.estimate-report th, .estimate-report td { border: 1px solid hsl(var(--border, 0 0% 80%)); padding: 2px 4px; overflow-wrap: anywhere; vertical-align: top; }
.estimate-report th { font-weight: 500; }
.estimate-report .name { min-width: 4.5em; }
.estimate-report .num { white-space: nowrap; overflow-wrap: normal; text-align: right; font-variant-numeric: tabular-nums; }
.estimate-report thead { display: table-header-group; }
.estimate-report tr, .estimate-report section { break-inside: avoid; }
.estimate-report h1, .estimate-report h2 { break-after: avoid; }
@media print {
  .estimate-report { font-size: 10pt; }
  .estimate-report table { font-size: 8pt; }
}`

const yuan = (fen: number | null) =>
  fen === null ? '--' : formatMoneyUnit(fenToDecimal(asFen(fen)))

export interface ReportHead {
  name: string
  projectType: string
  city: string
  grade: string
  scope: string
}

export function EstimateReport({
  head,
  figures,
  onClose,
}: {
  head: ReportHead
  figures: EstimateFigures
  onClose: () => void
}) {
  const { totals, range } = figures
  const systems = totals.BySystem
  const cell = new Map(totals.Lines.map((l) => [`${l.Function}|${l.System}`, l]))
  const brands = [
    ...new Map(
      totals.Lines.filter((l) => l.BrandName).map((l) => [
        `${l.System}|${l.Grade}|${l.BrandName}`,
        l,
      ]),
    ).values(),
  ]
  const today = new Date().toLocaleDateString('zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  return (
    <PrintRoot className="mx-auto w-full min-w-0 max-w-[210mm] p-4">
      <article className="estimate-report space-y-4 text-sm" aria-label="估算报告">
        <style>{PRINT_CSS}</style>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Button variant="outline" onClick={onClose}>
            返回估算
          </Button>
          <Button className="ml-auto" onClick={printDocument}>
            <Printer aria-hidden className="size-4" />
            打印
          </Button>
        </div>
        <header className="space-y-1 text-center">
          <h1 className="text-xl font-semibold break-all">{head.name} 估算报告</h1>
          <p className="text-xs text-muted-foreground">
            {[
              head.projectType,
              head.city || '城市未填',
              `总建筑面积 ${formatMoney(totals.TotalArea)} m²`,
              `默认档次 ${head.grade}`,
              today,
            ].join(' · ')}
          </p>
        </header>
        <section aria-label="估算结果" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fig label="估算总价" value={yuan(totals.TotalFen)} testId="report-total" />
          <Fig
            label="单方造价（元/m²）"
            value={formatMoney(fenToDecimal(asFen(totals.UnitCostFen)))}
          />
          <Fig
            label="区间 P25 – P75"
            value={range.LowFen === null ? '--' : `${yuan(range.LowFen)} – ${yuan(range.HighFen)}`}
          />
          <Fig label="中位数" value={yuan(range.MidFen)} />
        </section>
        <p className="text-xs" data-testid="report-range">
          {scopeText(head.scope, head.city)}：n = {range.n}，可信度 {range.confidence}
          {range.median !== null
            ? `；单方 P25 ${formatMoney(range.p25)} / 中位 ${formatMoney(range.median)} / P75 ${formatMoney(range.p75)} 元/m²`
            : '；区间仅在有可比模板时给出'}
        </p>
        <section aria-label="功能区 × 系统" className="space-y-1">
          <h2 className="font-medium">按功能区和系统（造价，括号内为档次）</h2>
          <table>
            <thead>
              <tr>
                <th className="name text-left">功能区</th>
                <th className="text-right">面积 m²</th>
                {systems.map((s) => (
                  <th key={s.Code} className="text-right">
                    {s.Name}
                  </th>
                ))}
                <th className="text-right">合计</th>
              </tr>
            </thead>
            <tbody>
              {totals.ByFunction.map((f) => (
                <tr key={f.Code}>
                  <td className="name">{f.Name}</td>
                  <td className="num tabular-nums">{formatMoney(f.Area)}</td>
                  {systems.map((s) => {
                    const l = cell.get(`${f.Code}|${s.Code}`)
                    return (
                      <td key={s.Code} className="num tabular-nums">
                        {l ? (
                          <>
                            {yuan(l.AmountFen)}
                            <span className="block text-[0.9em] text-muted-foreground">
                              （{l.Grade}）
                            </span>
                          </>
                        ) : (
                          '--'
                        )}
                      </td>
                    )
                  })}
                  <td className="num tabular-nums">{yuan(f.AmountFen)}</td>
                </tr>
              ))}
              <tr className="font-medium">
                <td className="name">合计</td>
                <td className="num tabular-nums">{formatMoney(totals.TotalArea)}</td>
                {systems.map((s) => (
                  <td key={s.Code} className="num tabular-nums">
                    {yuan(s.AmountFen)}
                  </td>
                ))}
                <td className="num tabular-nums">{yuan(totals.TotalFen)}</td>
              </tr>
            </tbody>
          </table>
        </section>
        <section aria-label="品牌" className="space-y-1">
          <h2 className="font-medium">品牌</h2>
          {brands.length === 0 ? (
            <p className="text-xs text-muted-foreground">未指定品牌，按各档次的基准单价估算。</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th className="name text-left">系统</th>
                  <th className="text-left">档次</th>
                  <th className="text-left">品牌</th>
                  <th className="text-right">单价（元/m²，含溢价）</th>
                </tr>
              </thead>
              <tbody>
                {brands.map((b) => (
                  <tr key={`${b.System}|${b.Grade}|${b.BrandName}`}>
                    <td>{b.SystemName}</td>
                    <td>{b.Grade}</td>
                    <td>{b.BrandName}</td>
                    <td className="num tabular-nums">
                      {formatMoney(fenToDecimal(asFen(b.UnitPriceFen)))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {totals.CountLines.length > 0 && (
          <section aria-label="按户型计价项" className="space-y-1">
            <h2 className="font-medium">按户型计价项</h2>
            <table>
              <thead>
                <tr>
                  <th className="name text-left">项目</th>
                  <th className="text-left">房间</th>
                  <th className="text-right">数量</th>
                  <th className="text-right">单价（元）</th>
                  <th className="text-right">造价</th>
                </tr>
              </thead>
              <tbody>
                {totals.CountLines.map((l) => (
                  <tr key={l.Code}>
                    <td>{l.Name}</td>
                    <td>{l.Room}</td>
                    <td className="num tabular-nums">{`${l.Quantity} ${l.Unit}`}</td>
                    <td className="num tabular-nums">
                      {formatMoney(fenToDecimal(asFen(l.UnitPriceFen)))}
                    </td>
                    <td className="num tabular-nums">{yuan(l.AmountFen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <p className="text-xs text-muted-foreground">
          估算 = Σ 功能区面积 × 系统单方（按档次与品牌溢价）+
          按户型计价项；区间为可比已发布模板单方造价的 P25 / 中位数 / P75 × 总建筑面积，样本少于 3
          个时仅供参考。
        </p>
      </article>
    </PrintRoot>
  )
}

function Fig({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0 rounded-md border p-2">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="truncate font-semibold tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  )
}
