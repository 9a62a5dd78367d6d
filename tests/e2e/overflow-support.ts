import type { Page } from '@playwright/test'

/** What runs off the main area's right edge: the page itself, or elements inside <main>. */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`)
    const main = document.querySelector('main')
    if (!main) return out
    if (main.scrollWidth > main.clientWidth + 1) out.push(`main ${main.scrollWidth} > ${main.clientWidth}`)
    const right = main.getBoundingClientRect().right
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      // The structure grid is a spreadsheet: it scrolls sideways inside itself on purpose.
      if (el.closest('[role="grid"]')) continue
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1 || r.right <= right + 1) continue
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)
      out.push(`${el.tagName.toLowerCase()} "${text}" right ${Math.round(r.right)} > ${Math.round(right)}`)
      if (out.length > 5) break
    }
    return out
  })
}
