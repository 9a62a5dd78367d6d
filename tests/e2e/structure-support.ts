import { expect, type Locator, type Page } from '@playwright/test'

// The structure grid driven like a user (structure.spec.ts, conflict.spec.ts).

export const grid = (page: Page) => page.getByRole('grid', { name: '项目结构' })
export const rowOf = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name })
export const cellOf = (page: Page, name: string, col: string) => rowOf(page, name).locator(`[data-col="${col}"]`)

/** Starts editing the cell (click, Enter), types `text` into the editor and commits with Enter. */
export async function typeInto(page: Page, cell: Locator, text: string): Promise<void> {
  await cell.click()
  await page.keyboard.press('Enter')
  const editor = grid(page).getByRole('textbox')
  await editor.fill(text)
  await page.keyboard.press('Enter')
  await expect(editor).toHaveCount(0)
}
