import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, Circle, Line } from '@visx/shape'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { figureText, resultLabel } from './format'
import {
  AXIS_LABEL,
  CHART_W,
  ChartCard,
  countTicks,
  MARGIN,
  TICK,
  BLUE,
  RED,
  RED_BAR,
} from './chart-card'
import { formatDecimal } from '@/domain/format'

const W = CHART_W
const M = MARGIN
const tick = TICK
/** Each axis's name (its unit in brackets), drawn in the SVG. */
const axisLabel = { labelProps: AXIS_LABEL }

/** Histogram of one indicator's samples (only from n ≥ 10: fewer samples say nothing about a shape). */
export function Histogram({ row }: { row: CompactResult }) {
  const bins = row.stats.histogram
  if (!bins)
    return (
      <p className="text-sm text-muted-foreground">样本少于10个（n={row.stats.n}），不画直方图。</p>
    )
  const height = 220
  const x = scaleBand<number>({
    domain: bins.map((_, i) => i),
    range: [0, W - M.left - M.right],
    padding: 0.1,
  })
  // Counts are whole samples: whole-number ticks only, the axis topped at the last one.
  const ticks = countTicks(Math.max(...bins.map((b) => b.count)))
  const y = scaleLinear<number>({
    domain: [0, ticks[ticks.length - 1] ?? 1],
    range: [height - M.top - M.bottom, 0],
  })
  const t = row.stats.target
  const at =
    t === null
      ? -1
      : bins.findIndex((b, i) => t >= b.from && (t < b.to || i === bins.length - 1) && t <= b.to)
  const bin = bins[at]
  const tx = bin
    ? (x(at) ?? 0) + (x.bandwidth() * (t! - bin.from)) / (bin.to - bin.from || 1)
    : null
  return (
    <ChartCard
      title={`直方图：${resultLabel(row)}（n=${row.stats.n}）`}
      legend={[
        { label: '各区间样本数', color: BLUE, shape: 'box' },
        ...(tx === null ? [] : [{ label: '目标项目', color: RED, shape: 'line' as const }]),
      ]}
      height={height}
    >
      <Group left={M.left} top={M.top}>
        {bins.map((b, i) => (
          <Bar
            key={i}
            x={x(i)}
            y={y(b.count)}
            width={x.bandwidth()}
            height={y(0) - y(b.count)}
            fill={BLUE}
          />
        ))}
        {tx !== null && (
          <Line
            data-testid="target-line"
            from={{ x: tx, y: 0 }}
            to={{ x: tx, y: y(0) }}
            stroke={RED}
            strokeWidth={2}
            strokeDasharray="4 3"
          />
        )}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(v) => String(v)}
          tickLabelProps={tick}
          label="样本数（个）"
          labelOffset={28}
          {...axisLabel}
        />
        <AxisBottom
          top={y(0)}
          scale={x}
          tickFormat={(i) => figureText(bins[i]?.from ?? null, row)}
          tickLabelProps={tick}
          label={`${row.label}（${row.unit}，刻度为各区间下限）`}
          {...axisLabel}
        />
      </Group>
    </ChartCard>
  )
}

/** Bars by 专业: the samples' median next to the target's value. */
export function SpecialtyBars({ rows }: { rows: readonly CompactResult[] }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">没有按专业的单方造价可比。</p>
  const height = 240
  const x = scaleBand<string>({
    domain: rows.map((r) => r.groupLabel),
    range: [0, W - M.left - M.right],
    padding: 0.25,
  })
  const max = Math.max(...rows.flatMap((r) => [r.stats.median ?? 0, r.stats.target ?? 0]))
  const y = scaleLinear<number>({
    domain: [0, max || 1],
    range: [height - M.top - M.bottom, 0],
    nice: true,
  })
  const bw = x.bandwidth() / 2
  return (
    <ChartCard
      title="按专业：单方造价"
      legend={[
        { label: '样本中位数', color: BLUE, shape: 'box' },
        { label: '目标项目', color: RED_BAR, shape: 'box' },
      ]}
      height={height}
    >
      <Group left={M.left} top={M.top}>
        {rows.map((r) => (
          <Group key={r.group} left={x(r.groupLabel) ?? 0}>
            <Bar
              x={0}
              y={y(r.stats.median ?? 0)}
              width={bw}
              height={y(0) - y(r.stats.median ?? 0)}
              fill={BLUE}
            />
            <Bar
              x={bw}
              y={y(r.stats.target ?? 0)}
              width={bw}
              height={y(0) - y(r.stats.target ?? 0)}
              fill={RED_BAR}
            />
          </Group>
        ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickLabelProps={tick}
          label="单方造价（元/m²）"
          labelOffset={44}
          {...axisLabel}
        />
        <AxisBottom top={y(0)} scale={x} tickLabelProps={tick} label="专业" {...axisLabel} />
      </Group>
    </ChartCard>
  )
}

export interface ScatterPoint {
  name: string
  area: number
  value: number
  target: boolean
}

/** 单方造价 against 建筑面积, one point per project; the target in red. */
export function Scatter({ points }: { points: readonly ScatterPoint[] }) {
  if (points.length === 0)
    return <p className="text-sm text-muted-foreground">没有可画的单方造价。</p>
  const height = 260
  const x = scaleLinear<number>({
    domain: [0, Math.max(...points.map((p) => p.area)) || 1],
    range: [0, W - M.left - M.right],
    nice: true,
  })
  const y = scaleLinear<number>({
    domain: [0, Math.max(...points.map((p) => p.value)) || 1],
    range: [height - M.top - M.bottom, 0],
    nice: true,
  })
  return (
    <ChartCard
      title="散点图：单方造价与建筑面积"
      legend={[
        { label: '样本项目', color: '#2563eb', shape: 'dot' },
        { label: '目标项目', color: RED, shape: 'dot' },
      ]}
      height={height}
    >
      <Group left={M.left} top={M.top}>
        {points.map((p, i) => (
          <Circle
            key={i}
            cx={x(p.area)}
            cy={y(p.value)}
            r={p.target ? 6 : 4}
            fill={p.target ? RED : '#2563eb'}
            fillOpacity={0.8}
          >
            <title>{`${p.name}：${formatDecimal(p.value, 0, true) ?? ''} 元/m²，${formatDecimal(p.area, 0, true) ?? ''} m²`}</title>
          </Circle>
        ))}
        <AxisLeft
          scale={y}
          numTicks={5}
          tickLabelProps={tick}
          label="单方造价（元/m²）"
          labelOffset={44}
          {...axisLabel}
        />
        <AxisBottom
          top={y(0)}
          scale={x}
          numTicks={5}
          tickLabelProps={tick}
          label="建筑面积（m²）"
          {...axisLabel}
        />
      </Group>
    </ChartCard>
  )
}
