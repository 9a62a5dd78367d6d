import { formatPercent } from '@/domain/format'
import { percent } from './bid-frame'
import { CHART_FONT, Figure } from './bid-figure'
import type { ScreenResult } from './use-bid'

/** ±30 % or beyond takes the deepest colour: red above the base, blue below. */
const FULL_RATE = 0.3
const NO_PRICE = '#e5e7eb'

/** The colour of a 差额率 (a ratio, 0.1 = 10 %); null (not priced) is grey. */
export function heatColor(r: number | null): string {
  if (r === null) return NO_PRICE
  const t = Math.max(-1, Math.min(1, r / FULL_RATE))
  return t >= 0 ? `rgba(220, 38, 38, ${0.1 + 0.9 * t})` : `rgba(37, 99, 235, ${0.1 + 0.9 * -t})`
}

/** The steps the legend shows, lowest first. */
const LEGEND_RATES = [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]
const legendLabel = (r: number) => {
  const text = (r > 0 ? '+' : '') + formatPercent(r, 0)
  return r === -FULL_RATE ? `≤${text}` : r === FULL_RATE ? `≥${text}` : text
}

/** The heat map's key: the colour scale with its 差额率 values, and the grey of 未报价. */
export function HeatLegend() {
  return (
    <div
      role="group"
      aria-label="热力图图例"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs"
    >
      <span className="font-medium">差额率</span>
      <span className="text-muted-foreground">低于基准</span>
      <ul className="flex">
        {LEGEND_RATES.map((r) => (
          <li key={r} className="flex w-14 flex-col items-center gap-0.5">
            <span aria-hidden className="h-3 w-full" style={{ background: heatColor(r) }} />
            <span className="tabular-nums">{legendLabel(r)}</span>
          </li>
        ))}
      </ul>
      <span className="text-muted-foreground">高于基准</span>
      <span className="flex items-center gap-1">
        <span aria-hidden className="h-3 w-5" style={{ background: NO_PRICE }} />
        未报价
      </span>
    </div>
  )
}

export function HeatMap({ result }: { result: ScreenResult }) {
  const { heat } = result.charts
  const names = new Map(result.totals.bidders.map((b) => [b.bidderId, b.name]))
  const rows = heat.rates.slice(0, 60)
  const cell = 18
  const left = 130
  const H = 30 + rows.length * cell
  return (
    <Figure
      title={`各项差额率热力图（前 ${rows.length} 项，共 ${heat.keys.length} 项）`}
      height={H}
      legend={<HeatLegend />}
    >
      {(W) => {
        const colW = Math.min(100, (W - left - 10) / Math.max(1, heat.bidderIds.length))
        return (
          <>
            {heat.bidderIds.map((id, j) => (
              <text
                key={id}
                x={left + j * colW + colW / 2}
                y={16}
                fontSize={CHART_FONT}
                textAnchor="middle"
              >
                {(names.get(id) ?? id).slice(0, Math.max(2, Math.floor((colW - 8) / CHART_FONT)))}
              </text>
            ))}
            {rows.map((line, i) => (
              <g key={heat.keys[i] ?? i} transform={`translate(0, ${26 + i * cell})`}>
                <text x={left - 6} y={cell - 5} fontSize={CHART_FONT} textAnchor="end">
                  {(heat.keys[i] ?? '').split('|')[1] ?? ''}
                </text>
                {line.map((r, j) => (
                  <rect
                    key={j}
                    x={left + j * colW}
                    y={0}
                    width={colW - 2}
                    height={cell - 2}
                    fill={heatColor(r)}
                  >
                    <title>{`${names.get(heat.bidderIds[j] ?? '') ?? ''} ${(heat.keys[i] ?? '').split('|')[1] ?? ''}：${r === null ? '未报价' : percent(r)}`}</title>
                  </rect>
                ))}
              </g>
            ))}
          </>
        )
      }}
    </Figure>
  )
}
