import { expect, test, type APIRequestContext } from '@playwright/test'
import { buildBulletinWorkbook } from '../fixtures/material-bulletin.ts'
import { PASSWORD, loginAndReload, okData, registerByApi, uniquePhone } from './account-support.ts'

// The material price library against the real server: the administrator publishes two periods of
// a city's 信息价 through the API; a user browses the package, downloads it, searches it by pinyin
// initials with the network off, sees a material's trend, copies it to a personal package and
// edits a price there, then imports a 信息价 bulletin workbook (merged title, two-row header) into
// a new personal package. The administrator edits an official price in place and restores the
// package from its 修改记录, which a user can neither see nor do.

const run = String(Date.now() % 1_000_000).padStart(6, '0')
const CITY = `测${run}`

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/index/UserLogion', {
    form: {
      Type: 'pwd',
      Code: '',
      Model: JSON.stringify({
        Phone: process.env.E2E_ADMIN_PHONE,
        pwd: process.env.E2E_ADMIN_PASSWORD,
      }),
    },
  })
  const data = await okData<string>(login, 'admin login')
  return { 'X-Token': (JSON.parse(data) as { Table: { Token: string }[] }).Table[0]?.Token ?? '' }
}

async function publish(
  request: APIRequestContext,
  headers: Record<string, string>,
  period: string,
  rebar: string,
  city = CITY,
): Promise<void> {
  // Fittings and pipes named 钢筋… come before the rebar itself: a search ranks the rebar first.
  const items = [
    { Code: '0109001', Name: '钢筋套筒', Spec: 'Φ25', Unit: '个', PriceTax: '6.5', TaxRate: '13' },
    {
      Code: '1801001',
      Name: '钢筋混凝土排水管',
      Spec: 'DN300',
      Unit: 'm',
      PriceTax: '95',
      TaxRate: '13',
    },
    {
      Code: '0101004',
      Name: '热轧带肋钢筋',
      Spec: 'HRB400E Φ12',
      Unit: 't',
      PriceTax: rebar,
      TaxRate: '13',
    },
    {
      Code: '0201001',
      Name: '普通硅酸盐水泥',
      Spec: 'P.O42.5R 散装',
      Unit: 't',
      PriceTax: '357',
      TaxRate: '13',
    },
    { Code: '0401001', Name: '中砂', Spec: '', Unit: 'm³', PriceTax: '184', TaxRate: '3' },
  ]
  const res = await request.post('/api/MaterialPrice/InsertData', {
    headers,
    form: {
      Package: JSON.stringify({
        Type: 3,
        Name: `${city}信息价${period}`,
        Province: '广东',
        City: city,
        Period: period,
      }),
      Items: JSON.stringify(items),
    },
  })
  await okData(res, `publish ${period}`)
}

test('browse an official package, search it offline by initials, and edit a price in a personal copy', async ({
  page,
  context,
  request,
}) => {
  // Register first: the request context then signs in as the administrator.
  const phone = uniquePhone()
  await registerByApi(request, phone, `材料${run}`)
  const headers = await adminHeaders(request)
  await publish(request, headers, '2026-04', '3700')
  await publish(request, headers, '2026-05', '3667')
  // Eight more cities whose names sort before ours: 各城市信息价 must still draw our city.
  for (let i = 1; i <= 8; i++) await publish(request, headers, '2026-05', '3650', `丁${i}${run}`)
  await loginAndReload(page, phone, PASSWORD)

  await page.goto('/MyData/materialData')
  await expect(page.getByRole('heading', { name: '材料价格库', level: 1 })).toBeVisible()
  await page.getByRole('combobox', { name: '城市', exact: true }).fill(CITY)
  const list = page.getByRole('list', { name: '价格包列表' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await list.getByRole('button', { name: new RegExp(`^${CITY}信息价2026-05`) }).click()
  const grid = page.getByRole('table', { name: '材料列表' })
  await expect(grid.getByRole('row')).toHaveCount(6)
  await expect(grid.getByRole('row').filter({ hasText: '中砂' })).toContainText('178.64')

  // Download it, then search with the network off.
  await list.getByRole('button', { name: `下载${CITY}信息价2026-05到本机` }).click()
  await expect(list.getByRole('button', { name: `从本机移除${CITY}信息价2026-05` })).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByText('离线：显示已下载到本机的价格包')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('textbox', { name: '搜索材料' }).fill('gj')
  await expect(grid.getByRole('row')).toHaveCount(4)
  // The main material first: 热轧带肋钢筋 ends with 钢筋, 钢筋套筒 and the pipe only start with it.
  const hit = grid.getByRole('row').nth(1)
  await expect(hit).toContainText('HRB400E Φ12')
  await expect(hit.locator('mark')).toHaveText('钢筋')
  await context.setOffline(false)

  // The trend of the selected material draws both periods; 各城市信息价 includes this city.
  await hit.click()
  await expect(page.getByTestId('trend-chart').locator('circle')).toHaveCount(2)
  const trend = page.getByRole('region', { name: '价格走势' })
  await trend.getByRole('button', { name: '各城市信息价' }).click()
  await expect(trend).toContainText(CITY)
  await trend.getByRole('button', { name: '信息价与市场价' }).click()

  // Copy into a personal package and edit a price there.
  await page.getByRole('textbox', { name: '搜索材料' }).fill('')
  await list
    .getByRole('listitem')
    .filter({ hasText: `${CITY}信息价2026-05` })
    .getByRole('button', { name: '复制到个人' })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('价格包名称').fill(`我的${run}`)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('tab', { name: '个人', selected: true })).toBeVisible()
  await list.getByRole('button', { name: new RegExp(`^我的${run}`) }).click()
  await grid.getByRole('button', { name: '修改中砂的含税价' }).click()
  const input = grid.getByRole('textbox', { name: '中砂的含税价' })
  await input.fill('200')
  // Clicking away saves the typed price (nothing is dropped), and its 来源 is now the owner's.
  await page.getByRole('heading', { name: '材料价格库', level: 1 }).click()
  const mySand = grid.getByRole('row').filter({ hasText: '中砂' })
  await expect(mySand).toContainText('194.17')
  await expect(mySand).toContainText('个人修改')
  // The owner restores the copy from 修改记录: 恢复到此 on the copy brings back 184.00.
  await page.getByRole('button', { name: '修改记录' }).click()
  const history = page.getByRole('dialog', { name: '修改记录' })
  const copyEntry = history
    .getByRole('list', { name: '修改记录列表' })
    .locator(':scope > li:not([aria-label="最初状态"])')
    .nth(1)
  await copyEntry.getByRole('button', { name: '恢复到此' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '恢复' }).click()
  await expect(
    history.getByRole('list', { name: '修改记录列表' }).locator(':scope > li'),
  ).toHaveCount(4)
  await history.getByRole('button', { name: '关闭' }).first().click()
  await expect(mySand).toContainText('184.00')
  // The official package is unchanged.
  await page.getByRole('tab', { name: '官方信息价' }).click()
  await list.getByRole('button', { name: new RegExp(`^${CITY}信息价2026-05`) }).click()
  await expect(grid.getByRole('row').filter({ hasText: '中砂' })).toContainText('184.00')

  // Import a bulletin workbook: the header is found under the merged title, broken rows are listed
  // by Excel row, and the items land in one new personal package.
  await page.getByRole('tab', { name: '个人' }).click()
  await page.getByRole('button', { name: '导入Excel' }).click()
  const importer = page.getByRole('dialog', { name: '从 Excel 导入个人价格包' })
  await importer.locator('input[type=file]').setInputFiles({
    name: '深圳信息价2026年5月.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await buildBulletinWorkbook()),
  })
  await expect(importer.getByRole('status').filter({ hasText: '将导入' })).toContainText(
    '将导入 6 条材料，2 行有错误已跳过',
  )
  await expect(importer.getByRole('list', { name: '问题' })).toContainText(
    '第 12 行：价格不能为负数',
  )
  await expect(importer.getByRole('combobox', { name: '含税价' })).toContainText(
    'F 列：价格（元）含税价',
  )
  await expect(importer.getByLabel('新价格包期次')).toHaveValue('2026-05')
  await importer.getByLabel('新价格包名称').fill(`导入${run}`)
  await importer.getByRole('button', { name: '导入 6 条' }).click()
  await expect(importer).toBeHidden()
  await expect(list.getByRole('button', { name: new RegExp(`^导入${run}`) })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(grid.getByRole('row')).toHaveCount(7)
  await expect(grid.getByRole('row').filter({ hasText: 'HRB400E Φ25' })).toContainText('3,205.31')

  // The screen with the province filter and a personal package fits both sizes: neither the page
  // nor <main> scrolls sideways (the item grid scrolls inside its own box by design).
  const sideways = () =>
    page.evaluate(() =>
      [document.documentElement, document.querySelector('main')]
        .filter((el) => el !== null && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el?.tagName),
    )
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    await expect.poll(sideways, { message: `${size.width}×${size.height}` }).toEqual([])
  }
})

test('the administrator edits an official price in place and restores it from 修改记录; a user can do neither', async ({
  page,
  request,
}) => {
  const city = `史${run}`
  const name = `${city}信息价2026-05`
  const phone = uniquePhone()
  await registerByApi(request, phone, `读者${run}`)
  await publish(request, await adminHeaders(request), '2026-05', '3667', city)
  await loginAndReload(
    page,
    process.env.E2E_ADMIN_PHONE ?? '',
    process.env.E2E_ADMIN_PASSWORD ?? '',
  )

  await page.goto('/MyData/materialData')
  await page.getByRole('combobox', { name: '城市' }).fill(city)
  const list = page.getByRole('list', { name: '价格包列表' })
  await list.getByRole('button', { name: new RegExp(`^${name}`) }).click()
  const grid = page.getByRole('table', { name: '材料列表' })
  const sand = grid.getByRole('row').filter({ hasText: '中砂' })
  await expect(sand).toContainText('184.00')

  // 含税价 in place: Enter saves, 除税价 follows from the 3 % rate.
  await grid.getByRole('button', { name: '修改中砂的含税价' }).click()
  const input = grid.getByRole('textbox', { name: '中砂的含税价' })
  await input.fill('190')
  await input.press('Enter')
  await expect(sand).toContainText('184.47')

  // 修改记录: the edit on top (the package as it is now), the publication below it.
  await page.getByRole('button', { name: '修改记录' }).click()
  const dialog = page.getByRole('dialog', { name: '修改记录' })
  const entries = dialog
    .getByRole('list', { name: '修改记录列表' })
    .locator(':scope > li:not([aria-label="最初状态"])')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('中砂：含税价 184.00 → 190.00')
  await expect(entries.first()).toContainText('当前状态')
  await expect(entries.nth(1)).toContainText('新增 5 条')
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    await expect
      .poll(
        () =>
          dialog.evaluate(
            (el) =>
              el.scrollWidth <= el.clientWidth + 1 &&
              el.getBoundingClientRect().right <= window.innerWidth,
          ),
        { message: `${size.width}×${size.height}` },
      )
      .toBe(true)
  }

  // 恢复到此 on the publication, confirmed: the restore is the newest entry and the grid is back.
  await entries.nth(1).getByRole('button', { name: '恢复到此' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`把“${name}”恢复到`)
  await confirm.getByRole('button', { name: '恢复' }).click()
  await expect(entries).toHaveCount(3)
  await expect(entries.first()).toContainText(/恢复到 .+：修改 1 条/)
  await expect(entries.first()).toContainText('中砂：含税价 190.00 → 184.00')
  await dialog.getByRole('button', { name: '关闭' }).first().click()
  await expect(dialog).toBeHidden()
  await expect(sand).toContainText('178.64')
  await expect(sand).toContainText('184.00')

  // A user reads the same package with neither the price editor nor 修改记录.
  const other = await page.context().browser()!.newContext()
  const reader = await other.newPage()
  await loginAndReload(reader, phone, PASSWORD)
  await reader.goto('/MyData/materialData')
  await reader.getByRole('combobox', { name: '城市' }).fill(city)
  await reader
    .getByRole('list', { name: '价格包列表' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click()
  const readerGrid = reader.getByRole('table', { name: '材料列表' })
  await expect(readerGrid.getByRole('row').filter({ hasText: '中砂' })).toContainText('184.00')
  await expect(readerGrid.getByRole('button', { name: /^修改.+的含税价$/ })).toHaveCount(0)
  await expect(reader.getByRole('button', { name: /修改记录/ })).toHaveCount(0)
  await expect(reader.getByRole('button', { name: '恢复到此' })).toHaveCount(0)
  await other.close()
})
