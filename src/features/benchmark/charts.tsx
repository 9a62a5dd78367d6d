import { useRef, type ReactNode } from 'react'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, Circle, Line } from '@visx/shape'
import { Button } from '@/components/ui/button'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { figureText, resultLabel } from './format'
import { savePng } from './png'
import { formatDecimal } from '@/domain/format'

const W = 640
const M = { top: 12, right: 16, bottom: 36, left: 64 }
const tick = { fontSize: 10, fill: '#475569' }

/** A chart with a title and a PNG export of its SVG. */
export function ChartCard({
  title,
  children,
  height,
}: {
  title: string
  children: ReactNode
  height: number
}) {
  const ref = useRef<SVGSVGElement>(null)
  return (
    <figure className="rounded border p-2">
      <figcaption className="flex items-center text-sm font-medium">
        {title}
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          onClick={() => ref.current && void savePng(ref.current, title)}
        >
          导出图片
        </Button>
      </figcaption>
      <svg
        ref={ref}
        role="img"
        aria-label={title}
        viewBox={`0 0 ${W} ${height}`}
        className="h-auto w-full max-w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={W} height={height} fill="#fff" />
        {children}
      </svg>
    </figure>
  )
}

/** One horizontal box plot per indicator (min, P25, median, P75, max), the target as a red diamond. */
export function BoxPlots({ rows }: { rows: readonly CompactResult[] }) {
  const rowH = 44
  const height = rows.length * rowH + 8
  const inner = W - 200 - M.right
  return (
    <ChartCard title="箱线图（红色菱形为目标项目）" height={height}>
      {rows.map((r, i) => {
        const s = r.stats
        const lo = Math.min(s.min ?? 0, s.target ?? Infinity)
        const hi = Math.max(s.max ?? 0, s.target ?? -Infinity)
        const x = scaleLinear<number>({
          domain: [lo, hi === lo ? lo + 1 : hi],
          range: [0, inner],
          nice: true,
        })
        const y = 8 + i * rowH + 14
        return (
          <Group key={`${r.group}|${r.key}`} left={200} top={0} data-testid="box-plot">
            <text x={-8} y={y + 4} textAnchor="end" fontSize={11} fill="#0f172a">
              {resultLabel(r).slice(0, 18)}
            </text>
            {s.n > 0 &&
              s.min !== null &&
              s.max !== null &&
              s.p25 !== null &&
              s.p75 !== null &&
              s.median !== null && (
                <>
                  <Line from={{ x: x(s.min), y }} to={{ x: x(s.max), y }} stroke="#64748b" />
                  <Line
                    from={{ x: x(s.min), y: y - 6 }}
                    to={{ x: x(s.min), y: y + 6 }}
                    stroke="#64748b"
                  />
                  <Line
                    from={{ x: x(s.max), y: y - 6 }}
                    to={{ x: x(s.max), y: y + 6 }}
                    stroke="#64748b"
                  />
                  <Bar
                    x={x(s.p25)}
                    y={y - 9}
                    width={Math.max(1, x(s.p75) - x(s.p25))}
                    height={18}
                    fill="#bfdbfe"
                    stroke="#1d4ed8"
                  />
                  <Line
                    from={{ x: x(s.median), y: y - 9 }}
                    to={{ x: x(s.median), y: y + 9 }}
                    stroke="#1d4ed8"
                    strokeWidth={2}
                  />
                </>
              )}
            {s.target !== null && (
              <path
                data-testid="target-marker"
                d={`M${x(s.target)},${y - 7} l6,7 l-6,7 l-6,-7 z`}
                fill="#dc2626"
              />
            )}
            <text x={inner} y={y + 20} textAnchor="end" fontSize={9} fill="#64748b">
              n={s.n} 中位数 {figureText(s.median, r)} 目标 {figureText(s.target, r)} {r.unit}
            </text>
          </Group>
        )
      })}
    </ChartCard>
  )
}

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
  const y = scaleLinear<number>({
    domain: [0, Math.max(...bins.map((b) => b.count))],
    range: [height - M.top - M.bottom, 0],
    nice: true,
  })
  return (
    <ChartCard title={`直方图：${resultLabel(row)}`} height={height}>
      <Group left={M.left} top={M.top}>
        {bins.map((b, i) => (
          <Bar
            key={i}
            x={x(i)}
            y={y(b.count)}
            width={x.bandwidth()}
            height={y(0) - y(b.count)}
            fill="#60a5fa"
          />
        ))}
        <AxisLeft scale={y} numTicks={4} tickLabelProps={tick} />
        <AxisBottom
          top={y(0)}
          scale={x}
          tickFormat={(i) => figureText(bins[i]?.from ?? null, row)}
          tickLabelProps={tick}
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
    <ChartCard title="按专业：单方造价（蓝为样本中位数，红为目标）" height={height}>
      <Group left={M.left} top={M.top}>
        {rows.map((r) => (
          <Group key={r.group} left={x(r.groupLabel) ?? 0}>
            <Bar
              x={0}
              y={y(r.stats.median ?? 0)}
              width={bw}
              height={y(0) - y(r.stats.median ?? 0)}
              fill="#60a5fa"
            />
            <Bar
              x={bw}
              y={y(r.stats.target ?? 0)}
              width={bw}
              height={y(0) - y(r.stats.target ?? 0)}
              fill="#f87171"
            />
          </Group>
        ))}
        <AxisLeft scale={y} numTicks={4} tickLabelProps={tick} />
        <AxisBottom top={y(0)} scale={x} tickLabelProps={tick} />
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
    <ChartCard title="散点图：单方造价（元/m²）与建筑面积（m²）" height={height}>
      <Group left={M.left} top={M.top}>
        {points.map((p, i) => (
          <Circle
            key={i}
            cx={x(p.area)}
            cy={y(p.value)}
            r={p.target ? 6 : 4}
            fill={p.target ? '#dc2626' : '#2563eb'}
            fillOpacity={0.8}
          >
            <title>{`${p.name}：${formatDecimal(p.value, 0, true) ?? ''} 元/m²，${formatDecimal(p.area, 0, true) ?? ''} m²`}</title>
          </Circle>
        ))}
        <AxisLeft scale={y} numTicks={5} tickLabelProps={tick} />
        <AxisBottom top={y(0)} scale={x} numTicks={5} tickLabelProps={tick} />
      </Group>
    </ChartCard>
  )
}
