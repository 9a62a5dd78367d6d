import type { Locator, Page } from '@playwright/test'

/** What runs off the main area's right edge: the page itself, or elements inside <main>. */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`)
    const main = document.querySelector('main')
    if (!main) return out
    if (main.scrollWidth > main.clientWidth + 1)
      out.push(`main ${main.scrollWidth} > ${main.clientWidth}`)
    const right = main.getBoundingClientRect().right
    // A wide table may scroll sideways inside its own box (overflow-x auto or scroll) on purpose,
    // as the structure and bill grids do; what is clipped by `overflow: hidden` is still reported.
    const scrollsInside = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX
        if (x === 'auto' || x === 'scroll') return true
      }
      return false
    }
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('[role="grid"]') || scrollsInside(el)) continue
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1 || r.right <= right + 1) continue
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)
      out.push(
        `${el.tagName.toLowerCase()} "${text}" right ${Math.round(r.right)} > ${Math.round(right)}`,
      )
      if (out.length > 5) break
    }
    return out
  })
}

/**
 * Form controls in `scope` whose text is cut off: an input whose value is wider than its box, or
 * a drop-down whose chosen label is truncated ("GB/T 505…").
 */
export async function truncatedFields(page: Page, scope = 'main'): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const out: string[] = []
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1
    for (const input of root.querySelectorAll<HTMLInputElement>(
      'input:not([type=checkbox]):not([type=radio])',
    )) {
      if (input.offsetParent !== null && input.value !== '' && cut(input))
        out.push(`${input.getAttribute('aria-label') ?? input.name}: ${input.value}`)
    }
    for (const box of root.querySelectorAll<HTMLElement>('[role="combobox"]')) {
      if (box.offsetParent === null) continue
      const label = [box, ...box.querySelectorAll('*')].find((el) => el.clientWidth > 0 && cut(el))
      if (label) out.push(`${box.getAttribute('aria-label') ?? ''}: ${box.textContent ?? ''}`)
    }
    return out
  })
}

/** Whether the scroll box named `name` shows its whole content without scrolling sideways. */
export async function fitsWithoutScrolling(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole('region', { name })
    .evaluate((box) => box.scrollWidth <= box.clientWidth + 1)
}

/**
 * The named column headers of a table or grid (`box`, its scroll box) that are not wholly inside
 * the box's visible width without scrolling sideways: the key columns a user must see.
 */
export async function columnsOutOfView(box: Locator, names: readonly string[]): Promise<string[]> {
  return box.evaluate((el, wanted) => {
    const view = el.getBoundingClientRect()
    const heads = [...el.querySelectorAll('[role="columnheader"], th')]
    return wanted.flatMap((name) => {
      const head = heads.find((h) => h.textContent?.trim() === name)
      if (!head) return [`${name}: no such column`]
      const r = head.getBoundingClientRect()
      return r.left >= view.left - 1 && r.right <= view.right + 1
        ? []
        : [
            `${name}: ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(view.left)}–${Math.round(view.right)}`,
          ]
    })
  }, names)
}

/** The two screen sizes every screen must fit (HELPERS.md): no horizontal overflow at either. */
export const SCREEN_SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const

/** The page at each of SCREEN_SIZES, with what overflows there ([] when it fits both). */
export async function overflowAtBothSizes(page: Page): Promise<string[]> {
  const out: string[] = []
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size)
    out.push(...(await overflow(page)).map((o) => `${size.width}×${size.height}: ${o}`))
  }
  return out
}
