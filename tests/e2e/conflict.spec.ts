import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import {
  isMarked,
  markPage,
  PASSWORD,
  passwordLogin,
  registerByApi,
  uniquePhone,
} from './account-support.ts'
import { cellOf, grid, typeInto } from './structure-support.ts'

// Issue 5 with the conflict rule of issue 4: two browsers of one user edit the same structure row
// offline. A plain field (the name) is last-writer-wins; a checked field (建筑面积) edited by the
// other browser after this one's base keeps the server value and shows as a conflict (冲突),
// which the user resolves with 保留我的, and both browsers converge.

test.describe.configure({ timeout: 240_000 })

const indicator = (page: Page) => page.getByRole('button', { name: /^同步状态/ })

async function browserOf(
  browser: Browser,
  phone: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // The service worker's own fetches ignore Playwright's offline switch.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' })
  const page = await context.newPage()
  await page.goto('/Page/newModelProjet?id=2')
  await markPage(page)
  await passwordLogin(page, phone, PASSWORD)
  // The login reloads the page: wait for the new page (marker gone), not just the header.
  await expect.poll(() => isMarked(page), { timeout: 20_000 }).toBe(false)
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 15_000 })
  return { context, page }
}

async function token(page: Page): Promise<Record<string, string>> {
  return { 'X-Token': (await page.evaluate(() => localStorage.getItem('token'))) ?? '' }
}

/** The row as the server has it now. */
async function serverRow(page: Page, pid: string): Promise<Record<string, unknown>> {
  const res = await page.request.get(`/api/SjyqList/GetProStructure?ProId=${pid}`, {
    headers: await token(page),
  })
  const rows = ((await res.json()) as { Data: { Rows: Record<string, unknown>[] } }).Data.Rows
  expect(rows.length).toBe(1)
  return rows[0] ?? {}
}

test('the same row edited offline in two browsers: names are last-writer-wins, a checked area becomes a conflict the user resolves', async ({
  browser,
}) => {
  const phone = uniquePhone()
  const setup = await browser.newContext()
  await registerByApi(setup.request, phone, `冲突${phone.slice(-4)}`)
  await setup.close()

  const a = await browserOf(browser, phone)
  await a.page.getByRole('button', { name: '新建项目' }).click()
  const dialog = a.page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '项目名称' }).fill('冲突项目')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)
  await a.page.getByRole('link', { name: '冲突项目' }).click()
  const pid = new URL(a.page.url()).searchParams.get('pid') ?? ''
  await a.page.getByRole('button', { name: '新增单项' }).click()
  await typeInto(
    a.page,
    grid(a.page).getByRole('row').nth(1).locator('[data-col="Project_Name"]'),
    '1#楼',
  )
  await typeInto(a.page, cellOf(a.page, '1#楼', 'BuiltArea'), '100')
  await expect
    .poll(async () => (await serverRow(a.page, pid))['BuiltArea'], { timeout: 45_000 })
    .toBe(100)

  const b = await browserOf(browser, phone)
  await b.page.goto(`/Page/newModelProjet?id=2&pid=${pid}`)
  await expect(cellOf(b.page, '1#楼', 'BuiltArea')).toHaveText('100.00', { timeout: 45_000 })

  // Both go offline and edit the same row.
  await a.context.setOffline(true)
  await b.context.setOffline(true)
  await typeInto(a.page, cellOf(a.page, '1#楼', 'BuiltArea'), '200')
  await typeInto(b.page, cellOf(b.page, '1#楼', 'BuiltArea'), '300')
  await typeInto(b.page, cellOf(b.page, '1#楼', 'Project_Name'), '1#楼（改）')

  // A reconnects first: its area reaches the server.
  await a.context.setOffline(false)
  await expect
    .poll(async () => (await serverRow(a.page, pid))['BuiltArea'], { timeout: 45_000 })
    .toBe(200)

  // B reconnects: its name wins (plain field), its area does not (A changed it after B's base).
  await b.context.setOffline(false)
  await expect(indicator(b.page)).toHaveAccessibleName(/冲突 1/, { timeout: 45_000 })
  const afterB = await serverRow(b.page, pid)
  expect(afterB).toMatchObject({ BuiltArea: 200, Project_Name: '1#楼（改）' })
  await expect(cellOf(b.page, '1#楼（改）', 'BuiltArea')).toHaveText('200.00')

  // The user keeps their own value: it is sent as a new edit and both browsers converge on it.
  await indicator(b.page).click()
  const details = b.page.getByRole('dialog', { name: '同步详情' })
  await expect(details.getByText('我的值')).toBeVisible()
  await details.getByRole('button', { name: '保留我的' }).click()
  await expect
    .poll(async () => (await serverRow(b.page, pid))['BuiltArea'], { timeout: 45_000 })
    .toBe(300)
  await expect(details.getByText('没有失败或冲突的修改。')).toBeVisible()

  await a.page.reload()
  await expect(cellOf(a.page, '1#楼（改）', 'BuiltArea')).toHaveText('300.00', { timeout: 45_000 })
  await a.context.close()
  await b.context.close()
})
