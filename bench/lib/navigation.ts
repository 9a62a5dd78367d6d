// Timing a client-side navigation in the page (bench/projects, bench/lib/list-probe).
import type { Page } from '@playwright/test'

/**
 * Client-side navigation to `path` (the router follows popstate) and the time until `selector`
 * matches `minCount` elements, measured in the page with rAF polling. The start is left in
 * window.__t0 for probes that time other events against it (bench/lib/list-probe.ts).
 */
export function timeNavigation(
  page: Page,
  path: string,
  selector: string,
  minCount: number,
  text = '',
): Promise<number> {
  // A string, not a function: tsx would wrap named inner functions with a __name helper the
  // page does not have. With `needle`, only leaf elements whose text contains it are counted.
  const args = JSON.stringify({ path, selector, minCount, text })
  return page.evaluate(`new Promise((resolve, reject) => {
    const { path, selector, minCount, text } = ${args}
    const t0 = performance.now()
    window.__t0 = t0
    history.pushState({}, '', path)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    const count = () => {
      const all = [...document.querySelectorAll(selector)]
      return text === '' ? all.length : all.filter((e) => e.children.length === 0 && (e.textContent || '').includes(text)).length
    }
    const tick = () => {
      if (count() >= minCount) resolve(performance.now() - t0)
      else if (performance.now() - t0 > 20000) reject(new Error('nothing rendered after 20 s: ' + selector))
      else requestAnimationFrame(tick)
    }
    tick()
  })`)
}
