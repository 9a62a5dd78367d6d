import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Row windowing for long lists (2,000+ structure rows) without a package: only the rows in view
 * plus `overscan` on each side are rendered, positioned inside a spacer of the full height.
 */
export interface WindowRange {
  start: number
  end: number
}

const FALLBACK_VIEWPORT = 800

export function useWindow(count: number, rowHeight: number, overscan = 8) {
  const ref = useRef<HTMLDivElement | null>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setViewport(el.clientHeight > 0 ? el.clientHeight : FALLBACK_VIEWPORT)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const onScroll = useCallback(() => {
    const el = ref.current
    if (el) setScrollTop(el.scrollTop)
  }, [])

  /** Scrolls just enough to show row `index` (below a sticky header of `headerHeight`). */
  const reveal = useCallback(
    (index: number, headerHeight = 0, footerHeight = 0) => {
      const el = ref.current
      if (!el || el.clientHeight === 0) return
      const top = headerHeight + index * rowHeight
      if (top < el.scrollTop + headerHeight) el.scrollTop = index * rowHeight
      else if (top + rowHeight > el.scrollTop + el.clientHeight - footerHeight)
        el.scrollTop = top + rowHeight - el.clientHeight + footerHeight
    },
    [rowHeight],
  )

  const first = Math.floor(scrollTop / rowHeight)
  const range: WindowRange = {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + Math.ceil(viewport / rowHeight) + overscan),
  }
  return { ref, onScroll, range, totalHeight: count * rowHeight, reveal }
}
