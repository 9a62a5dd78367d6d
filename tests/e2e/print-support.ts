import { expect, type Locator, type Page } from '@playwright/test'

// How the browser tests check an 打印 (src/print.css, the one print mechanism): the document
// alone, at A4 width, figures on one line, and a PDF of A4 pages.

/** CSS px between the margins of an A4 page at 96 dpi: 186 mm portrait, 277 mm landscape. */
export const PRINT_WIDTH = { portrait: 703, landscape: 1047 } as const

/**
 * What breaks a printed document at the current width: a number over two lines, a cell or a
 * figure whose text is cut off or runs into its neighbour, a table wider than the document, a
 * document wider than the page.
 */
export async function printProblems(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = []
    const right = el.getBoundingClientRect().right
    if (el.scrollWidth > el.clientWidth + 1)
      out.push(`document ${el.scrollWidth} > ${el.clientWidth}`)
    for (const table of el.querySelectorAll('table')) {
      const r = table.getBoundingClientRect().right
      if (r > right + 1)
        out.push(
          `table "${table.closest('section')?.getAttribute('aria-label') ?? ''}" right ${Math.round(r)} > ${Math.round(right)}`,
        )
    }
    for (const cell of el.querySelectorAll<HTMLElement>(
      'th, td, [data-testid^="report-"], .truncate',
    )) {
      if (cell.scrollWidth > cell.clientWidth + 1)
        out.push(`cut off: "${cell.textContent}" ${cell.scrollWidth} > ${cell.clientWidth}`)
    }
    // A figure on one line: every line box of its text starts at the same height.
    for (const cell of el.querySelectorAll<HTMLElement>(
      '.tabular-nums, [data-testid="report-total"]',
    )) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/\d/.test(node.textContent ?? '')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        if (tops.size > 1) out.push(`wraps over ${tops.size} lines: "${node.textContent}"`)
      }
    }
    return out
  })
}

/** Width and height in points of each page of a PDF (its /MediaBox entries). */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    (m) => ({ width: Number(m[1]), height: Number(m[2]) }),
  )
}

/**
 * Checks an 打印 of the page: in print media at the A4 content width, the header, the side menu
 * and the page foot are not shown, the document `root` starts at the top of the page and fits
 * its width with every figure on one line; the PDF is A4 pages of the document's orientation.
 */
export async function expectPrintsAlone(
  page: Page,
  root: Locator,
  orientation: keyof typeof PRINT_WIDTH = 'portrait',
): Promise<void> {
  const viewport = page.viewportSize()
  await page.emulateMedia({ media: 'print' })
  await page.setViewportSize({ width: PRINT_WIDTH[orientation], height: 1000 })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('complementary', { name: '侧边菜单' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: '页脚' })).toBeHidden()
  await expect(root).toBeVisible()
  expect((await root.boundingBox())?.y ?? Infinity, 'the document starts the page').toBeLessThan(40)
  expect(await printProblems(root), `printed at ${PRINT_WIDTH[orientation]} px`).toEqual([])
  const sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }))
  expect(sizes.length).toBeGreaterThan(0)
  // A4 is 595.3 × 841.9 pt (Chromium rounds it to whole hundredths of an inch).
  const [w, h] = orientation === 'portrait' ? [595.3, 841.9] : [841.9, 595.3]
  for (const s of sizes) {
    expect(Math.abs(s.width - w), `page width ${s.width} pt`).toBeLessThan(2)
    expect(Math.abs(s.height - h), `page height ${s.height} pt`).toBeLessThan(2)
  }
  await page.emulateMedia({ media: 'screen' })
  if (viewport) await page.setViewportSize(viewport)
}
