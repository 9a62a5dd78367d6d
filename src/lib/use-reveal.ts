import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `items` to render: the first `step` at once, then `step` more in each following
 * task, rendered in a transition. A list of heavy cards then never renders, commits and lays out
 * in one long task, and the cards above the fold paint first (issue 16: the trading centre's 12
 * cards took one task of 330-610 ms at Lighthouse's 4x CPU, then a layout task as long). A new
 * `items` array (another page, a filter) starts again from the first step.
 */
export function useRevealInSteps<T>(items: readonly T[], step: number): number {
  const initial = { items, count: Math.min(step, items.length) }
  const [shown, setShown] = useState(initial)
  let current = shown
  if (shown.items !== items) {
    // A new list: reset while rendering (React's pattern for state derived from props).
    current = initial
    setShown(initial)
  }
  const { count } = current
  useEffect(() => {
    if (count >= items.length) return
    const next = { items, count: Math.min(count + step, items.length) }
    const timer = setTimeout(() => startTransition(() => setShown(next)), 0)
    return () => clearTimeout(timer)
  }, [items, count, step])
  return count
}
