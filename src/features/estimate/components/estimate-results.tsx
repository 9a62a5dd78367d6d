import { asFen, fenToDecimal } from '@/domain/money'
import type { EstimateFigures } from '@/domain/estimate/preview'
import { scopeText } from '@/domain/estimate/scope-text'
import { formatMoney, formatMoneyUnit, formatPercent } from '@/domain/format'

const yuan = (fen: number | null) =>
  fen === null ? '--' : formatMoneyUnit(fenToDecimal(asFen(fen)))

/** The point figure, the range of comparable templates beside it, and the split per function and system. */
export function EstimateResults({
  figures,
  scope,
  city,
}: {
  figures: EstimateFigures
  scope: string
  city: string
}) {
  const { totals, range } = figures
  return (
    <section aria-label="估算结果" className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="估算总价" value={yuan(totals.TotalFen)} testId="estimate-total" />
        <Figure
          label="单方造价（元/m²）"
          value={formatMoney(fenToDecimal(asFen(totals.UnitCostFen)))}
        />
        <Figure
          label="区间 P25 – P75"
          value={range.LowFen === null ? '--' : `${yuan(range.LowFen)} – ${yuan(range.HighFen)}`}
        />
        <Figure label="中位数" value={yuan(range.MidFen)} testId="estimate-median" />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="estimate-range-note">
        {scopeText(scope, city)}：n = {range.n}，可信度 {range.confidence}
        {range.median !== null
          ? `；单方 P25 ${formatMoney(range.p25)} / 中位 ${formatMoney(range.median)} / P75 ${formatMoney(range.p75)} 元/m²`
          : ''}
      </p>
      {/* items-start: the shorter table keeps its own height instead of stretching its rows to the other. */}
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <table className="w-full text-sm" aria-label="按功能区">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="text-left font-medium">功能区</th>
              <th className="text-right font-medium">面积</th>
              <th className="text-right font-medium">造价</th>
              <th className="text-right font-medium">单方</th>
            </tr>
          </thead>
          <tbody>
            {totals.ByFunction.map((f) => (
              <tr key={f.Code} className="border-t">
                <td>
                  {f.Name}
                  {f.Usage !== f.Name && (
                    <span className="ml-1 text-xs text-muted-foreground">{f.Usage}</span>
                  )}
                </td>
                <td className="text-right tabular-nums">{formatMoney(f.Area)}</td>
                <td className="text-right tabular-nums">{yuan(f.AmountFen)}</td>
                <td className="text-right tabular-nums">
                  {formatMoney(fenToDecimal(asFen(f.UnitCostFen)))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm" aria-label="按系统">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="text-left font-medium">系统</th>
              <th className="text-right font-medium">造价</th>
              <th className="text-right font-medium">占比</th>
            </tr>
          </thead>
          <tbody>
            {totals.BySystem.map((s) => (
              <tr key={s.Code} className="border-t">
                <td>{s.Name}</td>
                <td className="text-right tabular-nums">{yuan(s.AmountFen)}</td>
                <td className="text-right tabular-nums">
                  {totals.TotalFen > 0 ? formatPercent(s.AmountFen / totals.TotalFen, 1) : '--'}
                </td>
              </tr>
            ))}
            {totals.CountLines.length > 0 && (
              <tr className="border-t text-muted-foreground">
                <td>其中按户型计价项</td>
                <td className="text-right tabular-nums">
                  {yuan(totals.CountLines.reduce((a, l) => a + l.AmountFen, 0))}
                </td>
                <td />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="truncate text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  )
}
