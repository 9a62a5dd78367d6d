import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { asFen, fenToDecimal, fenToYuan } from '@/domain/money'
import type { TrendSeries } from '@/domain/materials/trend'

/** One material's price over periods, one line per series (信息价 vs 市场价, or per city). */
const COLORS = [
  '#2563eb',
  '#ea580c',
  '#16a34a',
  '#9333ea',
  '#db2777',
  '#0891b2',
  '#ca8a04',
  '#4b5563',
]
const WIDTH = 560
const HEIGHT = 240
const MARGIN = { top: 12, right: 16, bottom: 32, left: 64 }

export function TrendChart({ series, title }: { series: TrendSeries[]; title: string }) {
  const periods = [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))].sort()
  const values = series.flatMap((s) => s.points.map((p) => fenToYuan(asFen(p.fen))))
  if (periods.length === 0)
    return <p className="text-sm text-muted-foreground">暂无该材料的走势数据</p>
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const pad = (hi - lo) * 0.1 || hi * 0.05 || 1
  const innerW = WIDTH - MARGIN.left - MARGIN.right
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scalePoint<string>({ domain: periods, range: [0, innerW], padding: 0.5 })
  const y = scaleLinear<number>({
    domain: [Math.max(0, lo - pad), hi + pad],
    range: [innerH, 0],
    nice: true,
  })
  const step = Math.max(1, Math.ceil(periods.length / 6))
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-[560px]"
        role="img"
        aria-label={title}
        data-testid="trend-chart"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(v) => Number(v).toLocaleString('zh-CN')}
            tickLabelProps={{ fontSize: 10, fill: '#6b7280' }}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            tickValues={periods.filter((_, i) => i % step === 0)}
            tickLabelProps={{ fontSize: 10, fill: '#6b7280' }}
          />
          {series.map((s, i) => (
            <g key={s.key}>
              <LinePath
                data={s.points}
                x={(p) => x(p.period) ?? 0}
                y={(p) => y(fenToYuan(asFen(p.fen)))}
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
              />
              {s.points.map((p) => (
                <circle
                  key={p.period}
                  cx={x(p.period) ?? 0}
                  cy={y(fenToYuan(asFen(p.fen)))}
                  r={3}
                  fill={COLORS[i % COLORS.length]}
                >
                  <title>{`${s.label} ${p.period}：${fenToDecimal(asFen(p.fen))} 元`}</title>
                </circle>
              ))}
            </g>
          ))}
        </Group>
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs">
        {series.map((s, i) => (
          <span key={s.key} className="inline-flex items-center gap-1">
            <span
              className="inline-block size-2.5 rounded-full"
              style={{ background: COLORS[i % COLORS.length] }}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
