import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  loginAndReload,
  okData,
  registerByApi,
  uniquePhone,
  waitForServiceWorker,
} from './account-support.ts'
import { oneItemBill } from './bill-support.ts'
import { fitsWithoutScrolling, overflow, truncatedFields } from './overflow-support.ts'
import { expectPrintsAlone } from './print-support.ts'

// 调价 (issue 15): a project's bill (one item with a main material) and an official package of
// the city's prices are on the server; the user downloads the package, then, offline, makes a
// scheme on the project, takes the materials from the bill with Ci from the package, sees the
// A.2 result and exports the forms.

const run = String(Date.now() % 1_000_000).padStart(6, '0')
const CITY = `调${run}`
const REBAR = { Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Unit: 't' }
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]
const TABS = ['合同与维度', '层级与方法', '签证', '价格指数法', '造价信息法', '结果与报表']

async function publishPackage(request: APIRequestContext): Promise<void> {
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
  const token =
    (JSON.parse(await okData<string>(login, 'admin login')) as { Table: { Token: string }[] })
      .Table[0]?.Token ?? ''
  const items = [{ Code: '0101004', ...REBAR, PriceTax: '3667', TaxRate: '13' }]
  const res = await request.post('/api/MaterialPrice/InsertData', {
    headers: { 'X-Token': token },
    form: {
      Package: JSON.stringify({
        Type: 3,
        Name: `${CITY}信息价2026-05`,
        Province: '广东',
        City: CITY,
        Period: '2026-05',
      }),
      Items: JSON.stringify(items),
    },
  })
  await okData(res, 'publish')
}

/** The project: one 现浇构件钢筋 item (100 t at 5,200) with its rebar as 主材. */
const billOnServer = (page: Page) =>
  oneItemBill(page, {
    project: { Project_Name: '调价示例项目' },
    multNum: '1',
    item: {
      Code: '010515001001',
      Name: '现浇构件钢筋',
      Unit: 't',
      Quantity: '100',
      UnitPrice: '5200',
      Materials: JSON.stringify([{ ...REBAR, Consumption: 1.02, Price: 3500 }]),
    },
  })

test('a 调价 scheme from a project bill and a package, made offline, with the forms exported', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `调价${run}`)
  await publishPackage(page.request)
  await loginAndReload(page, phone)
  await billOnServer(page)

  // Download the package for offline use, then open 调价 and let sync bring the project.
  await page.goto('/MyData/materialData')
  await page.getByRole('combobox', { name: '城市', exact: true }).fill(CITY)
  const list = page.getByRole('list', { name: '价格包列表' })
  await list.getByRole('button', { name: `下载${CITY}信息价2026-05到本机` }).click()
  await expect(list.getByRole('button', { name: `从本机移除${CITY}信息价2026-05` })).toBeVisible()
  await page.goto('/Page/readjustPrices')
  await waitForServiceWorker(page)
  await expect(async () => {
    await page.getByRole('combobox', { name: '关联项目（取其清单）' }).click()
    await expect(page.getByRole('option', { name: '调价示例项目' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  await context.setOffline(true)
  await page.getByRole('option', { name: '调价示例项目' }).click()
  await page.getByRole('textbox', { name: '方案名称' }).fill('钢筋调差')
  await page.getByRole('button', { name: '新建方案' }).click()
  await expect(page.getByRole('heading', { name: '钢筋调差' })).toBeVisible()

  await page.getByRole('textbox', { name: '城市' }).fill(CITY)
  await page.getByRole('textbox', { name: '期次（如 2026-05，逗号分隔）' }).fill('2026-05')
  await page.getByRole('textbox', { name: '合同基准日' }).fill('2026-01-01')
  await page.getByRole('button', { name: '保存合同与维度' }).click()
  await expect(page.getByText('已保存', { exact: true })).toBeVisible()

  await page.getByRole('tab', { name: '签证' }).click()
  await expect(page.getByText('GB/T 50500-2024 不设工程签证')).toBeVisible()

  // A.2: Q = 100 × 1.02 = 102 t; T = 3500 from the bill; Ci = 3667 / 1.13 = 3245.13 from the package.
  await page.getByRole('tab', { name: '造价信息法' }).click()
  await page.getByRole('button', { name: '从项目清单取材料与工程量' }).click()
  await expect(page.getByRole('textbox', { name: '热轧带肋钢筋2026-05信息价' })).toHaveValue(
    '3245.13',
  )
  await expect(page.getByRole('textbox', { name: '热轧带肋钢筋2026-05数量' })).toHaveValue(
    '102.000',
  )
  await page.getByText('数量来源 1 项').click()
  await expect(page.getByRole('list', { name: '热轧带肋钢筋数量来源' })).toContainText(
    '× 1.020 = 102.000t',
  )
  // The package has no 2026-01 price: C0 stays blank (never T) until typed.
  const c0 = page.getByRole('textbox', { name: '热轧带肋钢筋基准单价' })
  await expect(c0).toHaveValue('')
  await c0.fill('3500')
  // A material typed by hand, then deleted again.
  await page.getByRole('button', { name: '添加材料' }).click()
  await page.getByRole('textbox', { name: '材料名称' }).fill('水泥')
  await page.getByRole('button', { name: '删除水泥' }).click()
  await expect(page.getByRole('textbox', { name: '材料名称' })).toHaveCount(0)
  await page.getByRole('button', { name: '保存材料与工程量' }).click()
  await expect(page.getByText('已保存材料与工程量', { exact: true })).toBeVisible()

  // With real data at the tablet and laptop sizes: no tab runs off the page (the forms scroll
  // inside their own boxes), one period's materials show without scrolling sideways, and no field
  // of 合同与维度 is cut off (at 1024 the scheme list sits above the workspace, not beside it).
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.getByRole('tab', { name: '合同与维度' }).click()
    expect(await truncatedFields(page), `合同与维度 ${size.width}`).toEqual([])
    await page.getByRole('tab', { name: '造价信息法' }).click()
    expect(
      await fitsWithoutScrolling(page, '材料与信息价（可横向滚动）'),
      `材料 ${size.width}`,
    ).toBe(true)
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click()
      await expect.poll(() => overflow(page), { message: `${tab} ${size.width}` }).toEqual([])
    }
  }

  // Fall of 7.28 % beyond the 5 % band, from T: (3245.13 − 3500 × 0.95) × 102 = −8,146.74.
  await page.getByRole('tab', { name: '结果与报表' }).click()
  const a2 = page.getByLabel('造价信息调整法（A.2）')
  await expect(a2).toContainText('-8,146.74')
  await expect(page.getByRole('region', { name: /表G\.2\.1-1/ })).toContainText('热轧带肋钢筋')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出Excel' }).click()
  expect((await download).suggestedFilename()).toBe('钢筋调差-调价表.xlsx')
  // Print: the forms alone, from the top of the page; the shell, the list and the controls hidden.
  await page.emulateMedia({ media: 'print' })
  const form = page.getByRole('region', { name: /表G\.2\.1-1/ })
  await expect(form).toBeVisible()
  await expect(page.getByRole('button', { name: '导出Excel' })).toBeHidden()
  await expect(page.getByRole('complementary', { name: '调价方案' })).toBeHidden()
  expect((await form.boundingBox())?.y).toBeLessThan(40)
  await page.emulateMedia({ media: 'screen' })
  // On A4 landscape pages: figures (3,500.00) and periods (2026-05) on one line, amounts with
  // separators, nothing wider than the page (the A.1 form's P0: src/domain/adjust/compute.test.ts).
  await expectPrintsAlone(page, page.locator('[data-print-root]'), 'landscape')
  const bare = await page
    .locator('[data-print-root] td')
    .evaluateAll((cells) =>
      cells.map((c) => c.textContent ?? '').filter((t) => /^-?\d{4,}\.\d{2}$/.test(t)),
    )
  expect(bare, 'amounts without thousands separators').toEqual([])

  // A group (level node) with its own 10 % band; the rebar in that group: −7.28 % is within it.
  await page.getByRole('tab', { name: '层级与方法' }).click()
  await page.getByRole('textbox', { name: '节点编码' }).fill('F1')
  await page.getByRole('textbox', { name: '节点名称' }).fill('住宅')
  await page.getByRole('button', { name: '添加节点' }).click()
  await page.getByRole('textbox', { name: '住宅风险幅度' }).fill('10')
  await page.getByRole('button', { name: '保存层级配置' }).click()
  await expect(page.getByText('已保存层级配置', { exact: true })).toBeVisible()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    expect(await overflow(page)).toEqual([])
  }
  await page.getByRole('tab', { name: '造价信息法' }).click()
  await page.getByRole('combobox', { name: '热轧带肋钢筋分组节点' }).click()
  await page.getByRole('option', { name: '住宅' }).click()
  await expect(page.getByRole('textbox', { name: '热轧带肋钢筋风险幅度' })).toHaveAttribute(
    'placeholder',
    '±10',
  )
  await page.getByRole('button', { name: '保存材料与工程量' }).click()
  // The first save's toast may still be showing; the result below proves this save.
  await expect(page.getByText('已保存材料与工程量', { exact: true }).last()).toBeVisible()
  await page.getByRole('tab', { name: '结果与报表' }).click()
  await expect(page.getByRole('region', { name: /表G\.2\.1-1/ })).toContainText('未超过风险幅度10%')
  await expect(a2).not.toContainText('-8,146.74')

  // 删除 asks first, then offers 撤销.
  await page.getByRole('button', { name: '删除', exact: true }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('确定删除调价方案“钢筋调差”')
  await confirm.getByRole('button', { name: '删除' }).click()
  await expect(page.getByRole('button', { name: /^钢筋调差/ })).toHaveCount(0)
  await page.getByRole('button', { name: '撤销' }).click()
  await expect(page.getByRole('button', { name: /^钢筋调差/ })).toBeVisible()
  await context.setOffline(false)
})
