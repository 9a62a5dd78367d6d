import { expect, test, type APIRequestContext } from '@playwright/test'
import { buildBulletinWorkbook } from '../fixtures/material-bulletin.ts'
import { PASSWORD, loginAndReload, okData, registerByApi, uniquePhone } from './account-support.ts'

// The material price library against the real server: the administrator publishes two periods of
// a city's 信息价 through the API; a user browses the package, downloads it, searches it by pinyin
// initials with the network off, sees a material's trend, copies it to a personal package and
// edits a price there, then imports a 信息价 bulletin workbook (merged title, two-row header) into
// a new personal package.

const run = String(Date.now() % 1_000_000).padStart(6, '0')
const CITY = `测${run}`

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/index/UserLogion', {
    form: { Type: 'pwd', Code: '', Model: JSON.stringify({ Phone: process.env.E2E_ADMIN_PHONE, pwd: process.env.E2E_ADMIN_PASSWORD }) },
  })
  const data = await okData<string>(login, 'admin login')
  return { 'X-Token': (JSON.parse(data) as { Table: { Token: string }[] }).Table[0]?.Token ?? '' }
}

async function publish(request: APIRequestContext, headers: Record<string, string>, period: string, rebar: string): Promise<void> {
  const items = [
    { Code: '0101004', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Unit: 't', PriceTax: rebar, TaxRate: '13' },
    { Code: '0201001', Name: '普通硅酸盐水泥', Spec: 'P.O42.5R 散装', Unit: 't', PriceTax: '357', TaxRate: '13' },
    { Code: '0401001', Name: '中砂', Spec: '', Unit: 'm³', PriceTax: '184', TaxRate: '3' },
  ]
  const res = await request.post('/api/MaterialPrice/InsertData', {
    headers,
    form: { Package: JSON.stringify({ Type: 3, Name: `${CITY}信息价${period}`, Province: '广东', City: CITY, Period: period }), Items: JSON.stringify(items) },
  })
  await okData(res, `publish ${period}`)
}

test('browse an official package, search it offline by initials, and edit a price in a personal copy', async ({ page, context, request }) => {
  // Register first: the request context then signs in as the administrator.
  const phone = uniquePhone()
  await registerByApi(request, phone, `材料${run}`)
  const headers = await adminHeaders(request)
  await publish(request, headers, '2026-04', '3700')
  await publish(request, headers, '2026-05', '3667')
  await loginAndReload(page, phone, PASSWORD)

  await page.goto('/MyData/materialData')
  await expect(page.getByRole('heading', { name: '材料价格库', level: 1 })).toBeVisible()
  await page.getByRole('combobox', { name: '城市', exact: true }).fill(CITY)
  const list = page.getByRole('list', { name: '价格包列表' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await list.getByRole('button', { name: new RegExp(`^${CITY}信息价2026-05`) }).click()
  const grid = page.getByRole('table', { name: '材料列表' })
  await expect(grid.getByRole('row')).toHaveCount(4)
  await expect(grid.getByRole('row').filter({ hasText: '中砂' })).toContainText('178.64')

  // Download it, then search with the network off.
  await list.getByRole('button', { name: `下载${CITY}信息价2026-05到本机` }).click()
  await expect(list.getByRole('button', { name: `从本机移除${CITY}信息价2026-05` })).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByText('离线：显示已下载到本机的价格包')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('textbox', { name: '搜索材料' }).fill('gj')
  await expect(grid.getByRole('row')).toHaveCount(2)
  const hit = grid.getByRole('row').nth(1)
  await expect(hit).toContainText('HRB400E Φ12')
  await expect(hit.locator('mark')).toHaveText('钢筋')
  await context.setOffline(false)

  // The trend of the selected material draws both periods.
  await hit.click()
  await expect(page.getByTestId('trend-chart').locator('circle')).toHaveCount(2)

  // Copy into a personal package and edit a price there.
  await page.getByRole('textbox', { name: '搜索材料' }).fill('')
  await list.getByRole('listitem').filter({ hasText: `${CITY}信息价2026-05` }).getByRole('button', { name: '复制到个人' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('价格包名称').fill(`我的${run}`)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('tab', { name: '个人', selected: true })).toBeVisible()
  await list.getByRole('button', { name: new RegExp(`^我的${run}`) }).click()
  await grid.getByRole('button', { name: '修改中砂的含税价' }).click()
  const input = grid.getByRole('textbox', { name: '中砂的含税价' })
  await input.fill('200')
  await input.press('Enter')
  await expect(grid.getByRole('row').filter({ hasText: '中砂' })).toContainText('194.17')
  // The official package is unchanged.
  await page.getByRole('tab', { name: '官方信息价' }).click()
  await list.getByRole('button', { name: new RegExp(`^${CITY}信息价2026-05`) }).click()
  await expect(grid.getByRole('row').filter({ hasText: '中砂' })).toContainText('184.00')

  // Import a bulletin workbook: the header is found under the merged title, broken rows are listed
  // by Excel row, and the items land in one new personal package.
  await page.getByRole('tab', { name: '个人' }).click()
  await page.getByRole('button', { name: '导入Excel' }).click()
  const importer = page.getByRole('dialog', { name: '从 Excel 导入个人价格包' })
  await importer.locator('input[type=file]').setInputFiles({ name: '深圳信息价2026年5月.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await buildBulletinWorkbook()) })
  await expect(importer.getByRole('status').filter({ hasText: '将导入' })).toContainText('将导入 6 条材料，2 行有错误已跳过')
  await expect(importer.getByRole('list', { name: '问题' })).toContainText('第 12 行：价格不能为负数')
  await expect(importer.getByRole('combobox', { name: '含税价' })).toContainText('F 列：价格（元）含税价')
  await expect(importer.getByLabel('新价格包期次')).toHaveValue('2026-05')
  await importer.getByLabel('新价格包名称').fill(`导入${run}`)
  await importer.getByRole('button', { name: '导入 6 条' }).click()
  await expect(importer).toBeHidden()
  await expect(list.getByRole('button', { name: new RegExp(`^导入${run}`) })).toHaveAttribute('aria-current', 'true')
  await expect(grid.getByRole('row')).toHaveCount(7)
  await expect(grid.getByRole('row').filter({ hasText: 'HRB400E Φ25' })).toContainText('3,205.31')

  // The screen with the province filter and a personal package fits both sizes: neither the page
  // nor <main> scrolls sideways (the item grid scrolls inside its own box by design).
  const sideways = () => page.evaluate(() => [document.documentElement, document.querySelector('main')].filter((el) => el !== null && el.scrollWidth > el.clientWidth + 1).map((el) => el?.tagName))
  for (const size of [{ width: 1024, height: 768 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size)
    await expect.poll(sideways, { message: `${size.width}×${size.height}` }).toEqual([])
  }
})
