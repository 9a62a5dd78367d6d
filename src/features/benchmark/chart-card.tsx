import { useRef, type ReactNode } from 'react'
import { Group } from '@visx/group'
import { Button } from '@/components/ui/button'
import { savePng } from './png'

/** The drawing width of every 对标 chart (the SVG scales to its box). */
export const CHART_W = 640
/** Plot margins inside a chart's body: room for the axes' ticks and names. */
export const MARGIN = { top: 8, right: 16, bottom: 44, left: 76 }
export const BLUE = '#60a5fa'
export const RED = '#dc2626'
export const RED_BAR = '#f87171'
export const TICK = { fontSize: 10, fill: '#475569' }
export const AXIS_LABEL = { fontSize: 11, fill: '#0f172a', textAnchor: 'middle' as const }

export interface LegendEntry {
  label: string
  color: string
  /** How the entry is drawn: a filled box (bars), a dot, a diamond (the target) or a line. */
  shape: 'box' | 'dot' | 'diamond' | 'line'
}

const TITLE_H = 22
const LEGEND_H = 18

function LegendMark({ entry, x, y }: { entry: LegendEntry; x: number; y: number }) {
  const c = entry.color
  if (entry.shape === 'dot') return <circle cx={x + 5} cy={y} r={4} fill={c} />
  if (entry.shape === 'diamond')
    return <path d={`M${x + 5},${y - 6} l5,6 l-5,6 l-5,-6 z`} fill={c} />
  if (entry.shape === 'line')
    return <line x1={x} x2={x + 10} y1={y} y2={y} stroke={c} strokeWidth={2} />
  return <rect x={x} y={y - 5} width={10} height={10} fill={c} stroke="#1e3a8a" strokeWidth={0.5} />
}

/** The legend as SVG, one row of entries (so it is in the exported PNG too). */
function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  let x = 8
  return (
    <g data-testid="chart-legend" fontSize={10} fill="#334155">
      {entries.map((e) => {
        const at = x
        x += 22 + e.label.length * 10 + 12
        return (
          <g key={e.label}>
            <LegendMark entry={e} x={at} y={TITLE_H + LEGEND_H / 2} />
            <text x={at + 14} y={TITLE_H + LEGEND_H / 2 + 3.5}>
              {e.label}
            </text>
          </g>
        )
      })}
    </g>
  )
}

/**
 * A chart whose SVG carries its own title and legend (an exported PNG reads on its own), with a
 * PNG export of that SVG. `height` is the body's; children draw in the body's coordinates.
 */
export function ChartCard({
  title,
  legend,
  children,
  height,
}: {
  title: string
  legend: readonly LegendEntry[]
  children: ReactNode
  height: number
}) {
  const ref = useRef<SVGSVGElement>(null)
  const head = TITLE_H + (legend.length > 0 ? LEGEND_H : 0) + 4
  const total = head + height
  return (
    <figure className="rounded border p-2">
      <figcaption className="flex items-center text-sm font-medium">
        <span className="sr-only">{title}</span>
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
        viewBox={`0 0 ${CHART_W} ${total}`}
        className="h-auto w-full max-w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={CHART_W} height={total} fill="#fff" />
        <text
          data-testid="chart-title"
          x={CHART_W / 2}
          y={16}
          textAnchor="middle"
          fontSize={13}
          fontWeight={600}
          fill="#0f172a"
        >
          {title}
        </text>
        {legend.length > 0 && <Legend entries={legend} />}
        <Group top={head}>{children}</Group>
      </svg>
    </figure>
  )
}

/**
 * Whole-number ticks for a count axis from 0 to `max` (a histogram's 样本数): at most `most`
 * ticks, each an integer, so the axis never reads 0.5 or 1.0 of a sample.
 */
export function countTicks(max: number, most = 5): number[] {
  const top = Math.max(1, Math.ceil(max))
  const step = Math.max(1, Math.ceil(top / (most - 1)))
  const out: number[] = []
  for (let v = 0; v < top + step; v += step) out.push(v)
  return out
}
