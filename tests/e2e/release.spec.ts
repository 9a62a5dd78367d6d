import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { priceProject } from '../../server/test/bill.ts'
import { apiToken, registerByApi, uniquePhone } from './account-support.ts'
import { overflow } from './overflow-support.ts'
import { signedIn } from './team-support.ts'

// Release publishes frozen versions (docs/api-shop.md "Versions"), paid content is kept for
// buyers ("Paid content"): an author releases a project from 我的项目 and it stays there; 我的模板
// lists the template with its versions; 更新发布 after an edit publishes version 2; a visitor sees
// version 2's one total and only the first rows of the bill.

const run = String(Date.now() % 1_000_000).padStart(6, '0')
const PROJECT = `版本${run}住宅`
const EXTRA_ITEMS = 10

/** A project in 深圳 with the shared small bill plus EXTRA_ITEMS items of 100.00 (12 items). */
async function pricedProject(request: APIRequestContext, token: string) {
  const headers = { 'X-Token': token }
  const post = async (path: string, form: Record<string, string>) => {
    const body = (await (await request.post(`/api${path}`, { headers, form })).json()) as {
      ErrorCode: string
      Message?: string
    }
    expect(body.ErrorCode, `${path}: ${body.Message ?? ''}`).toBe('0')
    return { body }
  }
  const id = randomUUID()
  await post('/SjyqList/EditProject', {
    Type: 'add',
    ID: id,
    Project_Name: PROJECT,
    ProjectType: '住宅',
    City: '深圳',
    Year: '2025',
  })
  const rowId = randomUUID()
  await post('/SjyqList/EditProStructure', {
    Type: 'add',
    ID: rowId,
    ProId: id,
    Project_Name: '1#楼',
    BuiltArea: '10000',
    MultNum: '1',
  })
  const bill = await priceProject(post, id, rowId)
  for (let i = 1; i <= EXTRA_ITEMS; i++)
    await post('/Bill/EditItem', {
      Type: 'add',
      ID: randomUUID(),
      ProId: id,
      UnitId: bill.unitId,
      Sort: String(10 + i),
      Code: `0111010010${String(i).padStart(2, '0')}`,
      Name: `找平层${i}`,
      Unit: 'm2',
      Quantity: '1',
      UnitPrice: '100',
    })
  return { id, firstItem: bill.itemIds[0] ?? '', post }
}

const projectRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: PROJECT, exact: true }) })

async function rowMenu(page: Page, item: string | RegExp) {
  await projectRow(page)
    .getByRole('button', { name: `${PROJECT} 的操作` })
    .click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function noSidewaysScroll(page: Page) {
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    expect(await overflow(page), `${page.url()} ${size.width}×${size.height}`).toEqual([])
  }
}

test('发布 keeps the project in 我的项目; 更新发布 publishes version 2; a visitor sees its one total and the first rows only', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const phone = uniquePhone()
  const setup = await browser.newContext()
  await registerByApi(setup.request, phone, `发布者${phone.slice(-4)}`)
  const project = await pricedProject(setup.request, await apiToken(setup.request, phone))
  const page = await signedIn(browser, phone)
  const errors: string[] = []
  // The signed-in context blocks service workers (team-support), so registering one fails there.
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      !m.text().startsWith('Service worker registration failed') &&
      errors.push(m.text()),
  )

  await page.goto('/Page/newModelProjet?id=2')
  await expect(projectRow(page)).toBeVisible({ timeout: 15_000 })
  await rowMenu(page, '发布到交易中心')
  const dialog = page.getByRole('dialog', { name: '发布到交易中心' })
  await dialog.getByLabel('价格(元)').fill('999')
  await dialog.getByRole('button', { name: '发布', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  // The project stays in 我的项目, marked with its version, and stays editable (打开, 编辑).
  await expect(page.getByText('共 1 个项目')).toBeVisible()
  await expect(projectRow(page).getByText('已发布 · 版本 1')).toBeVisible({ timeout: 15_000 })
  await noSidewaysScroll(page)

  // 我的模板 holds the template: a frozen version, opened as the trading centre shows it.
  await page.getByRole('tab', { name: '我的模板' }).click()
  await expect(projectRow(page).getByText('已发布 · 版本 1')).toBeVisible({ timeout: 15_000 })
  const href = await projectRow(page).getByRole('link', { name: PROJECT }).getAttribute('href')
  const templateId = new URL(href ?? '', 'http://x').searchParams.get('id') ?? ''
  expect(templateId).toMatch(/^[0-9a-f-]{36}$/)

  // The author edits the project (on the server here), then 更新发布 from 我的项目.
  await project.post('/Bill/EditItem', { Type: 'update', ID: project.firstItem, Quantity: '2000' })
  await page.getByRole('tab', { name: '我的项目' }).click()
  await rowMenu(page, '更新发布')
  const update = page.getByRole('dialog', { name: '更新发布（版本 2）' })
  await update.getByRole('button', { name: '发布版本 2' }).click()
  await expect(update).toHaveCount(0)
  await expect(page.getByText(/已发布版本 2/).first()).toBeVisible()

  await page.getByRole('tab', { name: '我的模板' }).click()
  await expect(projectRow(page).getByText('已发布 · 版本 2')).toBeVisible({ timeout: 15_000 })
  await rowMenu(page, '版本记录')
  const versions = page.getByRole('dialog', { name: '版本记录' })
  const rows = versions.getByRole('table', { name: '版本列表' }).getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('版本 2当前')
  await expect(rows.nth(1)).toContainText('253,970.00')
  await expect(rows.nth(2)).toContainText('版本 1')
  await expect(rows.nth(2)).toContainText('250,155.00')
  await versions.getByRole('button', { name: '关闭' }).click()
  await expect(versions).toHaveCount(0)

  // A visitor: version 2, one total, and the first 10 of the unit's 12 items.
  const visitor = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' })
  const anon = await visitor.newPage()
  await anon.setViewportSize({ width: 1440, height: 900 })
  await anon.goto(`/Page/modelDetail?id=${templateId}`)
  await expect(anon.getByText('版本 2（')).toBeVisible()
  await expect(anon.getByText(/建设项目总造价\s*253,970\.00 元/)).toBeVisible()
  await expect(anon.getByRole('note')).toContainText('购买后查看全部清单')
  await anon.getByText(/土建（12 项）/).click()
  const items = anon.getByRole('table', { name: '清单项' })
  await expect(items.getByRole('row')).toHaveCount(1 + 10)
  await expect(anon.getByText('已显示前 10 条，共 12 条清单项；购买后查看全部清单。')).toBeVisible()
  await noSidewaysScroll(anon)
  expect(errors).toEqual([])
  await visitor.close()
  await setup.close()
  await page.context().close()
})
