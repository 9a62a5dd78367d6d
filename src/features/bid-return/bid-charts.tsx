import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { RATE_BIN_EDGES } from '@/domain/bid-return/compare'
import { asFen, fenToYuan } from '@/domain/money'
import { BidFrame, money, percent } from './bid-frame'
import { CHART_FONT, countTicks, Figure } from './bid-figure'
import { HeatMap } from './bid-heat-map'
import type { ScreenResult } from './use-bid'

const M = { top: 16, right: 16, bottom: 48, left: 80 }
/** Axis tick labels at the chart font size (visx's default is 10 px, and was scaled down too). */
const TICK_LABEL = { fontSize: CHART_FONT, fill: '#334155' } as const
const leftTicks = () => ({ ...TICK_LABEL, textAnchor: 'end' as const, dx: -4, dy: 4 })
const bottomTicks = () => ({ ...TICK_LABEL, textAnchor: 'middle' as const })
const COLORS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#475569',
]

/** selfChart: totals by bidder, a heat map of 差额率 (items × bidders), the distribution of 差额率. */
export function BidCharts() {
  return (
    <BidFrame title="图表">
      {({ result }) => (
        <div className="space-y-6">
          <TotalsChart result={result} />
          <HeatMap result={result} />
          <Distribution result={result} />
        </div>
      )}
    </BidFrame>
  )
}

function TotalsChart({ result }: { result: ScreenResult }) {
  const data = result.charts.totals
  const H = 260
  const yuan = (fen: number) => fenToYuan(asFen(fen))
  const max = yuan(Math.max(result.totals.controlFen, ...data.map((d) => d.statedFen), 1))
  const y = scaleLinear({ domain: [0, max * 1.1], range: [H - M.top - M.bottom, 0], nice: true })
  const control = y(yuan(result.totals.controlFen))
  return (
    <Figure title="投标总价（元）与招标控制价" height={H}>
      {(W) => {
        const x = scaleBand({
          domain: data.map((d) => d.name),
          range: [0, W - M.left - M.right],
          padding: 0.3,
        })
        // A name longer than its band is cut to what fits (the full name is in the bar's title).
        const fit = Math.max(2, Math.floor(x.step() / CHART_FONT))
        return (
          <Group left={M.left} top={M.top}>
            {data.map((d) => (
              <Bar
                key={d.bidderId}
                x={x(d.name)}
                y={y(yuan(d.statedFen))}
                width={x.bandwidth()}
                height={H - M.top - M.bottom - y(yuan(d.statedFen))}
                fill="#2563eb"
              >
                <title>{`${d.name}：${money(d.statedFen)} 元，差额率 ${percent(d.rate)}`}</title>
              </Bar>
            ))}
            <line
              x1={0}
              x2={W - M.left - M.right}
              y1={control}
              y2={control}
              stroke="#dc2626"
              strokeDasharray="4 4"
            />
            <text
              x={W - M.left - M.right}
              y={control - 4}
              textAnchor="end"
              fontSize={CHART_FONT}
              fill="#dc2626"
            >
              招标控制价 {money(result.totals.controlFen)}
            </text>
            <AxisLeft
              scale={y}
              numTicks={5}
              tickFormat={(v) => `${Number(v) / 10000}万`}
              tickLabelProps={leftTicks}
            />
            <AxisBottom
              top={H - M.top - M.bottom}
              scale={x}
              tickFormat={(name) => (name.length > fit ? `${name.slice(0, fit - 1)}…` : name)}
              tickLabelProps={bottomTicks}
            />
          </Group>
        )
      }}
    </Figure>
  )
}

const BIN_LABELS = [
  '<-30',
  ...RATE_BIN_EDGES.slice(0, -1).map((e, i) => `${e}~${RATE_BIN_EDGES[i + 1] ?? ''}`),
  `≥${RATE_BIN_EDGES[RATE_BIN_EDGES.length - 1] ?? ''}`,
]

const LEGEND_STEP = 130

function Distribution({ result }: { result: ScreenResult }) {
  const { distribution } = result.charts
  const names = new Map(result.totals.bidders.map((b) => [b.bidderId, b.name]))
  const H = 280
  const max = Math.max(1, ...distribution.flatMap((d) => d.counts))
  const y = scaleLinear({ domain: [0, max], range: [H - M.top - M.bottom, 0], nice: true })
  const perRow = (W: number) => Math.max(1, Math.floor((W - M.left) / LEGEND_STEP))
  return (
    <Figure
      title="差额率分布（%，各区间的清单项数）"
      height={(W) => H + 24 + 18 * Math.ceil(distribution.length / perRow(W))}
    >
      {(W) => {
        const x = scaleBand({ domain: BIN_LABELS, range: [0, W - M.left - M.right], padding: 0.2 })
        const inner = scaleBand({
          domain: distribution.map((d) => d.bidderId),
          range: [0, x.bandwidth()],
          padding: 0.05,
        })
        const n = perRow(W)
        return (
          <Group left={M.left} top={M.top}>
            {BIN_LABELS.map((label, b) => (
              <Group key={label} left={x(label) ?? 0}>
                {distribution.map((d, k) => (
                  <Bar
                    key={d.bidderId}
                    x={inner(d.bidderId)}
                    y={y(d.counts[b] ?? 0)}
                    width={inner.bandwidth()}
                    height={H - M.top - M.bottom - y(d.counts[b] ?? 0)}
                    fill={COLORS[k % COLORS.length]}
                  >
                    <title>{`${names.get(d.bidderId) ?? ''} ${label}%：${d.counts[b] ?? 0} 项`}</title>
                  </Bar>
                ))}
              </Group>
            ))}
            <AxisLeft
              scale={y}
              {...countTicks(y.ticks(Math.min(5, max)))}
              tickLabelProps={leftTicks}
            />
            <AxisBottom top={H - M.top - M.bottom} scale={x} tickLabelProps={bottomTicks} />
            {distribution.map((d, k) => (
              <g
                key={d.bidderId}
                transform={`translate(${(k % n) * LEGEND_STEP}, ${H - 4 + 18 * Math.floor(k / n)})`}
              >
                <rect width={12} height={12} fill={COLORS[k % COLORS.length]} />
                <text x={16} y={11} fontSize={CHART_FONT}>
                  {(names.get(d.bidderId) ?? '').slice(0, 8)}
                </text>
              </g>
            ))}
          </Group>
        )
      }}
    </Figure>
  )
}
