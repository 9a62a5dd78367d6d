import type { ReactNode } from 'react'
import { formatDecimal } from '@/domain/format'
import { useElementWidth } from '@/lib/use-element-width'

/** Chart text in CSS pixels: the charts draw at their real width, so this is what is read. */
export const CHART_FONT = 12

/** A titled chart drawn at the width it is shown at (never scaled down with its text). */
export function Figure({
  title,
  height,
  legend,
  children,
}: {
  title: string
  height: number | ((width: number) => number)
  legend?: ReactNode
  children: (width: number) => ReactNode
}) {
  const { ref, width } = useElementWidth<HTMLElement>(900)
  const h = typeof height === 'number' ? height : height(width)
  return (
    <figure ref={ref} className="space-y-2">
      <figcaption className="font-medium">{title}</figcaption>
      {legend}
      <svg
        width={width}
        height={h}
        viewBox={`0 0 ${width} ${h}`}
        className="block max-w-full"
        role="img"
        aria-label={title}
      >
        {children(width)}
      </svg>
    </figure>
  )
}

/** An axis of item counts: whole numbers only (a count of 0.5 items means nothing), with thousands separators. */
export function countTicks(ticks: readonly number[]): {
  tickValues: number[]
  tickFormat: (v: unknown) => string
} {
  return {
    tickValues: ticks.filter(Number.isInteger),
    tickFormat: (v) => formatDecimal(Number(v), 0, true) ?? '',
  }
}
