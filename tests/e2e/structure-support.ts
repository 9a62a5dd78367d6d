import { expect, type Locator, type Page } from '@playwright/test'

// The structure grid driven like a user (structure.spec.ts, conflict.spec.ts).

export const grid = (page: Page) => page.getByRole('grid', { name: '项目结构' })
export const rowOf = (page: Page, name: string) =>
  grid(page).getByRole('row').filter({ hasText: name })
export const cellOf = (page: Page, name: string, col: string) =>
  rowOf(page, name).locator(`[data-col="${col}"]`)

/** Starts editing the cell (click, Enter), types `text` into the editor and commits with Enter. */
export async function typeInto(page: Page, cell: Locator, text: string): Promise<void> {
  await cell.click()
  await page.keyboard.press('Enter')
  const editor = grid(page).getByRole('textbox')
  await editor.fill(text)
  await page.keyboard.press('Enter')
  await expect(editor).toHaveCount(0)
}

/** 我的项目 → 新建项目 → 项目名称 → 保存, then opens it from the list; returns its id. */
export async function createProjectInUi(page: Page, name: string): Promise<string> {
  await page.goto('/Page/newModelProjet?id=2')
  await page.getByRole('button', { name: '新建项目' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '项目名称' }).fill(name)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return new URL(page.url()).searchParams.get('pid') ?? ''
}
