import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { RATE_BIN_EDGES } from '@/domain/bidreturn/compare'
import { BidFrame, money, percent } from './bid-frame'
import type { ScreenResult } from './use-bid'

const W = 900
const M = { top: 16, right: 16, bottom: 48, left: 80 }
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

function Figure({
  title,
  children,
  height,
}: {
  title: string
  children: React.ReactNode
  height: number
}) {
  return (
    <figure className="space-y-2">
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${height}`}
        className="h-auto w-full max-w-full"
        role="img"
        aria-label={title}
      >
        {children}
      </svg>
    </figure>
  )
}

function TotalsChart({ result }: { result: ScreenResult }) {
  const data = result.charts.totals
  const H = 260
  const x = scaleBand({
    domain: data.map((d) => d.name),
    range: [0, W - M.left - M.right],
    padding: 0.3,
  })
  const max = Math.max(result.totals.controlFen, ...data.map((d) => d.statedFen), 1) / 100
  const y = scaleLinear({ domain: [0, max * 1.1], range: [H - M.top - M.bottom, 0], nice: true })
  const control = y(result.totals.controlFen / 100)
  return (
    <Figure title="投标总价（元）与招标控制价" height={H}>
      <Group left={M.left} top={M.top}>
        {data.map((d) => (
          <Bar
            key={d.bidderId}
            x={x(d.name)}
            y={y(d.statedFen / 100)}
            width={x.bandwidth()}
            height={H - M.top - M.bottom - y(d.statedFen / 100)}
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
          fontSize={11}
          fill="#dc2626"
        >
          招标控制价 {money(result.totals.controlFen)}
        </text>
        <AxisLeft scale={y} numTicks={5} tickFormat={(v) => `${Number(v) / 10000}万`} />
        <AxisBottom top={H - M.top - M.bottom} scale={x} />
      </Group>
    </Figure>
  )
}

const heatColor = (r: number | null) => {
  if (r === null) return '#e5e7eb'
  const t = Math.max(-1, Math.min(1, r / 0.3))
  return t >= 0 ? `rgba(220, 38, 38, ${0.1 + 0.9 * t})` : `rgba(37, 99, 235, ${0.1 + 0.9 * -t})`
}

function HeatMap({ result }: { result: ScreenResult }) {
  const { heat } = result.charts
  const names = new Map(result.totals.bidders.map((b) => [b.bidderId, b.name]))
  const rows = heat.rates.slice(0, 60)
  const cell = 14
  const left = 150
  const colW = Math.min(80, (W - left - 10) / Math.max(1, heat.bidderIds.length))
  const H = 30 + rows.length * cell
  return (
    <Figure
      title={`各项差额率热力图（红高蓝低，±30% 为最深；前 ${rows.length} 项，共 ${heat.keys.length} 项）`}
      height={H}
    >
      {heat.bidderIds.map((id, j) => (
        <text key={id} x={left + j * colW + colW / 2} y={14} fontSize={11} textAnchor="middle">
          {(names.get(id) ?? id).slice(0, 6)}
        </text>
      ))}
      {rows.map((line, i) => (
        <g key={heat.keys[i] ?? i} transform={`translate(0, ${22 + i * cell})`}>
          <text x={left - 6} y={cell - 3} fontSize={10} textAnchor="end">
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
              <title>{`${names.get(heat.bidderIds[j] ?? '') ?? ''} ${(heat.keys[i] ?? '').split('|')[1] ?? ''}：${r === null ? '未报' : percent(r)}`}</title>
            </rect>
          ))}
        </g>
      ))}
    </Figure>
  )
}

const BIN_LABELS = [
  '<-30',
  ...RATE_BIN_EDGES.slice(0, -1).map((e, i) => `${e}~${RATE_BIN_EDGES[i + 1] ?? ''}`),
  `≥${RATE_BIN_EDGES[RATE_BIN_EDGES.length - 1] ?? ''}`,
]

function Distribution({ result }: { result: ScreenResult }) {
  const { distribution } = result.charts
  const names = new Map(result.totals.bidders.map((b) => [b.bidderId, b.name]))
  const H = 280
  const x = scaleBand({ domain: BIN_LABELS, range: [0, W - M.left - M.right], padding: 0.2 })
  const inner = scaleBand({
    domain: distribution.map((d) => d.bidderId),
    range: [0, x.bandwidth()],
    padding: 0.05,
  })
  const max = Math.max(1, ...distribution.flatMap((d) => d.counts))
  const y = scaleLinear({ domain: [0, max], range: [H - M.top - M.bottom, 0], nice: true })
  return (
    <Figure title="差额率分布（%，各区间的清单项数）" height={H + 24}>
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
        <AxisLeft scale={y} numTicks={5} />
        <AxisBottom
          top={H - M.top - M.bottom}
          scale={x}
          tickLabelProps={{ fontSize: 10, textAnchor: 'middle' }}
        />
        {distribution.map((d, k) => (
          <g key={d.bidderId} transform={`translate(${k * 110}, ${H - 8})`}>
            <rect width={10} height={10} fill={COLORS[k % COLORS.length]} />
            <text x={14} y={9} fontSize={11}>
              {(names.get(d.bidderId) ?? '').slice(0, 7)}
            </text>
          </g>
        ))}
      </Group>
    </Figure>
  )
}
