import { useEffect, useRef, useState } from 'react'

/**
 * The width in CSS pixels of the element the returned ref is put on, kept up to date as it
 * resizes; `fallback` until it has been measured (and where there is no layout, as in jsdom).
 * Charts draw at this width so their text keeps its font size instead of being scaled down.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
