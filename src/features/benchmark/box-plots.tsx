import { AxisBottom } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Bar, Line } from '@visx/shape'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { CHART_W, ChartCard, MARGIN, RED, TICK, type LegendEntry } from './chart-card'
import { displayValue } from '@/domain/benchmark/display'
import { figureText, resultLabel } from './format'

const BOX_LEGEND: LegendEntry[] = [
  { label: '箱体：P25–P75', color: '#bfdbfe', shape: 'box' },
  { label: '中位数', color: '#1d4ed8', shape: 'line' },
  { label: '须：最小值–最大值', color: '#64748b', shape: 'line' },
  { label: '目标项目', color: RED, shape: 'diamond' },
]

/** One horizontal box plot per indicator (min, P25, median, P75, max), the target as a red diamond. */
export function BoxPlots({ rows }: { rows: readonly CompactResult[] }) {
  const rowH = 72
  const height = rows.length * rowH + 4
  const inner = CHART_W - 200 - MARGIN.right
  return (
    <ChartCard title="箱线图：样本分布与目标项目" legend={BOX_LEGEND} height={height}>
      {rows.map((r, i) => {
        const s = r.stats
        // Drawn in the unit the table shows (占比 in %), so the scale reads as the figures do.
        const d = (v: number) => displayValue(v, r) ?? 0
        const lo = Math.min(s.min ?? 0, s.target ?? Infinity)
        const hi = Math.max(s.max ?? 0, s.target ?? -Infinity)
        const scale = scaleLinear<number>({
          domain: [d(lo), hi === lo ? d(lo) + 1 : d(hi)],
          range: [0, inner],
          nice: true,
        })
        const x = (v: number) => scale(d(v))
        const y = i * rowH + 26
        return (
          <Group key={`${r.group}|${r.key}`} left={200} top={0} data-testid="box-plot">
            <text x={-8} y={y + 4} textAnchor="end" fontSize={11} fill="#0f172a">
              {resultLabel(r).slice(0, 18)}
            </text>
            <text x={-8} y={y + 18} textAnchor="end" fontSize={9} fill="#64748b">
              {r.unit}
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
            <text x={inner} y={y - 14} textAnchor="end" fontSize={9} fill="#64748b">
              n={s.n} 中位数 {figureText(s.median, r)} 目标 {figureText(s.target, r)} {r.unit}
            </text>
            <AxisBottom
              top={y + 12}
              scale={scale}
              numTicks={5}
              tickLength={3}
              tickLabelProps={{ ...TICK, fontSize: 9 }}
            />
          </Group>
        )
      })}
    </ChartCard>
  )
}
