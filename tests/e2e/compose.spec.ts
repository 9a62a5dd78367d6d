import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loginAndReload, okData, registerByApi, uniquePhone } from './account-support.ts'
import { billGrid, oneItemBill } from './bill-support.ts'
import { overflow } from './overflow-support.ts'

// 组价 (issue 39 item 3) driven like a user: two official packages of a city are on the server
// and downloaded to the device; an item is composed of two materials of the 2026-05 package and a
// labour line typed by hand, with a 管理费 rate; switching the project's price source to 2026-06
// reprices the materials, and the item's 综合单价, its 合价 and 表-04 follow.

const run = String(Date.now() % 1_000_000).padStart(6, '0')
const CITY = `组${run}`

async function adminToken(request: APIRequestContext): Promise<string> {
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
  return (
    (JSON.parse(await okData<string>(login, 'admin login')) as { Table: { Token: string }[] })
      .Table[0]?.Token ?? ''
  )
}

/** An official package with tax rate 0 (除税价 = 含税价, so the figures below are plain). */
async function publish(
  request: APIRequestContext,
  token: string,
  period: string,
  brick: string,
  mortar: string,
) {
  const items = [
    { Code: '04130001', Name: '标准砖', Spec: '240×115×53', Unit: '千块', PriceTax: brick },
    { Code: '80050001', Name: '混合砂浆', Spec: 'M5', Unit: 'm3', PriceTax: mortar },
  ].map((i) => ({ ...i, TaxRate: '0' }))
  const res = await request.post('/api/MaterialPrice/InsertData', {
    headers: { 'X-Token': token },
    form: {
      Package: JSON.stringify({
        Type: 3,
        Name: `${CITY}信息价${period}`,
        Province: '广东',
        City: CITY,
        Period: period,
      }),
      Items: JSON.stringify(items),
    },
  })
  await okData(res, 'publish')
}

/** No page-level horizontal overflow at 1024×768 and 1440×900. */
async function fitsBothSizes(page: Page) {
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    expect(await overflow(page)).toEqual([])
  }
}

/** The project: one 实心砖墙 item (10 m3) in 1#楼, whose two identical buildings 人材机汇总 counts
 * twice (表-04 is one copy). */
const billOnServer = (page: Page) =>
  oneItemBill(page, {
    project: { Project_Name: '组价示例项目', City: CITY },
    multNum: '2',
    item: { Code: '010401003001', Name: '实心砖墙', Unit: 'm3', Quantity: '10' },
  })

test('an item composed of two package materials and a labour line follows a switch of the package', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = uniquePhone()
  // The administrator first: the user's session cookie would make the login a cross-site write.
  const admin = await adminToken(page.request)
  await publish(page.request, admin, '2026-05', '600', '400')
  await publish(page.request, admin, '2026-06', '650', '420')
  await page.request.storageState().then(() => page.context().clearCookies())
  await registerByApi(page.request, phone, `组价${run}`)
  await loginAndReload(page, phone)
  const pid = await billOnServer(page)

  await page.goto('/MyData/materialData')
  await page.getByRole('combobox', { name: '城市', exact: true }).fill(CITY)
  const list = page.getByRole('list', { name: '价格包列表' })
  for (const period of ['2026-05', '2026-06']) {
    await list.getByRole('button', { name: `下载${CITY}信息价${period}到本机` }).click()
    await expect(
      list.getByRole('button', { name: `从本机移除${CITY}信息价${period}` }),
    ).toBeVisible()
  }

  await page.goto(`/Page/bill?pid=${pid}`)
  const row = billGrid(page).locator('[data-line="item"]').first()
  await expect(row).toContainText('实心砖墙', { timeout: 30_000 })
  await row.locator('[data-col="Name"]').click()
  await page.getByRole('button', { name: '组价', exact: true }).click()
  const panel = page.getByRole('region', { name: '组价' })
  await panel.getByRole('combobox', { name: '组价价格来源' }).click()
  await page.getByRole('option', { name: '官方信息价 2026-05' }).click()
  await expect(panel.getByRole('combobox', { name: '组价价格来源' })).toHaveText(/2026-05/)

  // Two materials from the package, then a labour line typed by hand.
  const search = panel.getByPlaceholder('在价格包中搜索编码、名称、规格')
  await search.fill('标准砖')
  await panel.getByRole('button', { name: '添加材料：标准砖 240×115×53' }).click()
  await expect(panel.getByRole('table', { name: '组价明细' })).toContainText('标准砖')
  await search.fill('砂浆')
  await panel.getByRole('button', { name: '添加材料：混合砂浆 M5' }).click()
  await panel.getByRole('combobox', { name: '添加的类别' }).click()
  await page.getByRole('option', { name: '人工' }).click()
  await panel.getByLabel('手动添加名称').fill('综合工日')
  await panel.getByLabel('手动添加单位').fill('工日')
  await panel.getByLabel('手动添加单价').fill('150')
  await panel.getByRole('button', { name: '手动添加' }).click()
  const lines = panel.getByRole('table', { name: '组价明细' })
  await expect(lines).toContainText('综合工日')

  const typeNumber = async (label: string, text: string) => {
    const box = panel.getByLabel(label, { exact: true })
    await box.fill(text)
    await box.press('Enter')
  }
  await typeNumber('第 1 行消耗量', '0.5')
  await typeNumber('第 2 行消耗量', '0.25')
  await typeNumber('第 3 行消耗量', '1.2')
  await typeNumber('管理费费率', '20')
  // 材料 0.5 × 600 + 0.25 × 400 = 400; 人工 1.2 × 150 = 180; 管理费 (180 + 0) × 20 % = 36.
  const result = panel.getByRole('status', { name: '组价结果' })
  await expect(result).toContainText('组价综合单价 616.00 元')
  await expect(row.locator('[data-col="UnitPrice"]')).toHaveText('616.00')
  await expect(row.locator('[data-col="amount"]')).toHaveText('6,160.00')
  await expect(lines).toContainText('官方信息价 2026-05')
  await fitsBothSizes(page)

  // Switch the package: 材料 0.5 × 650 + 0.25 × 420 = 430, so 646.00 and 6,460.00.
  await panel.getByRole('combobox', { name: '组价价格来源' }).click()
  await page.getByRole('option', { name: '官方信息价 2026-06' }).click()
  await expect(result).toContainText('组价综合单价 646.00 元')
  await expect(row.locator('[data-col="UnitPrice"]')).toHaveText('646.00')
  await expect(row.locator('[data-col="amount"]')).toHaveText('6,460.00')
  await expect(lines).toContainText('官方信息价 2026-06')

  await page.getByRole('tab', { name: '汇总' }).click()
  await expect(page.getByRole('table', { name: '单位工程汇总表' })).toContainText('6,460.00')

  // 人材机汇总 over the project, × 2 buildings: 标准砖 10 × 0.5 × 2 = 10 千块 × 650 = 6,500.00;
  // 混合砂浆 5 × 420 = 2,100.00; 综合工日 24 × 150 = 3,600.00.
  await page.getByRole('tab', { name: '人材机', exact: true }).click()
  const summary = page.getByRole('table', { name: '人材机汇总表' })
  const brick = summary.getByRole('row').filter({ hasText: '标准砖' })
  await expect(brick).toContainText('6,500.00')
  await expect(brick.getByRole('cell').nth(4)).toHaveText('10')
  await expect(summary.getByRole('row').filter({ hasText: '混合砂浆' })).toContainText('2,100.00')
  const labour = summary.getByRole('row').filter({ hasText: '综合工日' })
  await expect(labour).toContainText('3,600.00')
  const totals = page.getByRole('status', { name: '人材机合计' })
  await expect(totals).toContainText('合计 12,200.00 元')
  await fitsBothSizes(page)

  // A price edited here reprices the item: 人工 1.2 × 160 = 192, 管理费 38.40, so 660.40.
  const price = summary.getByLabel('综合工日 单价', { exact: true })
  // Focus first: the cell then shows the plain stored number, which fill replaces.
  await price.click()
  await price.fill('160')
  await price.press('Enter')
  await expect(labour.getByRole('cell').nth(6)).toHaveText('3,840.00')
  await expect(totals).toContainText('合计 12,440.00 元')
  // 甲供 and 暂估 flags are saved (they survive a reload).
  await summary.getByRole('checkbox', { name: '标准砖 240×115×53 甲供' }).click()
  await summary.getByRole('checkbox', { name: '混合砂浆 M5 暂估' }).click()
  await expect(totals).toContainText('其中甲供 6,500.00')
  await expect(totals).toContainText('暂估 2,100.00')
  await page.reload()
  await page.getByRole('tab', { name: '人材机', exact: true }).click()
  await expect(page.getByRole('checkbox', { name: '标准砖 240×115×53 甲供' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: '混合砂浆 M5 暂估' })).toBeChecked()
  await page.getByRole('tab', { name: '分部分项' }).click()
  await expect(row.locator('[data-col="UnitPrice"]')).toHaveText('660.40')
  await expect(row.locator('[data-col="amount"]')).toHaveText('6,604.00')

  // 报表预览: 表-09 ticked shows the composed item's parts; then the 人材机 forms.
  await page.goto(`/Page/reportPreview?pid=${pid}&sections=items`)
  await expect(page.getByRole('heading', { level: 1, name: '报表预览' })).toBeVisible()
  const analysis = page.getByRole('region', { name: '综合单价分析表' })
  await expect(
    page.getByRole('region', { name: '分部分项工程和单价措施项目清单与计价表' }),
  ).toContainText('660.40')
  await expect(analysis).toHaveCount(0)
  await page.getByRole('checkbox', { name: '表-09 综合单价分析表' }).click()
  await expect(analysis).toHaveCount(1)
  await expect(analysis).toContainText('010401003001')
  await expect(analysis).toContainText('实心砖墙')
  // 小计 = the item's parts: 人工 1.2 × 160, 材料 325 + 105, 机械 0, 管理费 192 × 20 %.
  await expect(
    analysis.getByRole('row').filter({ hasText: '人工单价' }).getByRole('cell'),
  ).toHaveText(['人工单价', '综合工日 160.00元/工日', '小计', '192.00', '430.00', '0.00', '38.40'])
  await expect(analysis.getByRole('row').filter({ hasText: '清单项目综合单价' })).toContainText(
    '660.40',
  )
  // 材料费明细: the 暂估 砂浆 also in the 暂估 columns; 材料费小计 = 材料费.
  const mortar = analysis.getByRole('row').filter({ hasText: '混合砂浆 M5' }).last()
  await expect(mortar.getByRole('cell')).toHaveText([
    '',
    '混合砂浆 M5',
    'm³',
    '0.25',
    '420.00',
    '105.00',
    '420.00',
    '105.00',
  ])
  await expect(analysis.getByRole('row').filter({ hasText: '材料费小计' })).toContainText('430.00')
  await fitsBothSizes(page)
  for (const name of ['人材机汇总表', '材料暂估单价表', '发包人提供材料表'])
    await page.getByRole('checkbox', { name, exact: true }).click()
  await expect(
    page
      .getByRole('region', { name: '人材机汇总表' })
      .getByRole('row')
      .filter({ hasText: /^合计/ }),
  ).toContainText('12,440.00')
  const provisional = page.getByRole('region', { name: '材料（工程设备）暂估单价及调整表' })
  await expect(provisional.getByRole('row').filter({ hasText: '混合砂浆 M5' })).toContainText(
    '2,100.00',
  )
  const supplied = page.getByRole('region', { name: '发包人提供材料和工程设备一览表' })
  await expect(supplied.getByRole('row').filter({ hasText: '标准砖 240×115×53' })).toContainText(
    '6,500.00',
  )
  await fitsBothSizes(page)
})
