import { expect, test } from '@playwright/test'
import { bidBill, bidBillTotal, buildBidWorkbook } from '@/domain/bill/forms/bid-fixtures.ts'
import { formatMoney } from '@/domain/format/money.ts'
import { loginAndReload, registerByApi, uniquePhone } from './account-support.ts'
import { expectPrintsAlone } from './print-support.ts'

// 回标 on a GB 50500-2013 tender and three bidders exported like real workbooks (表-04, 表-08,
// 表-11, 表-12, 表-13 规费、税金项目计价表, the cover with 小写 and 大写): the edition is read from
// the workbooks, the control price keeps 规费 and 税金, the 否决 / 错项 / 大写 findings show, an
// item's rate deviation is on 综合单价, and 打印 prints the report alone.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const V = 'GB 50500-2013' as const
const OWN = bidBillTotal(bidBill({ version: V }))

test('回标 (2013 forms): control price with 规费, 否决 above it, 错项 on a changed quantity, 大写 ≠ 小写, rates on 综合单价', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `回标${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  await page.goto('/Page/Benchmarking/benchmarkindex')
  await page.getByRole('textbox', { name: '新方案名称' }).fill('2013版回标')
  await page.getByRole('button', { name: '新建方案' }).click()
  await expect(page).toHaveURL(/SID=/)

  const file = async (name: string, o: Parameters<typeof buildBidWorkbook>[0]) => ({
    name,
    mimeType: XLSX,
    buffer: Buffer.from(await buildBidWorkbook(o)),
  })
  await page
    .getByLabel('导入招标清单')
    .setInputFiles(await file('招标控制价.xlsx', { version: V, cover: 'tender' }))
  await expect(page.getByTestId('tender-state')).toContainText('8 个清单项')
  await expect(page.getByTestId('import-report')).toContainText('按 GB 50500-2013 读取')
  await expect(page.getByTestId('tender-state')).toContainText('识别为 GB 50500-2013')
  // The cover's 招标控制价 is read and compared with the bill's own total.
  await expect(page.getByTestId('control-check')).toHaveText(
    `封面招标控制价 ${formatMoney(OWN)} 元，清单计算合计 ${formatMoney(OWN)} 元，一致`,
  )
  await page.getByLabel('导入回标清单（可多选）').setInputFiles([
    // 甲 bids 0.01 above the control price.
    await file('甲公司.xlsx', { version: V, cover: 'bidder', letterTotal: OWN + 0.01 }),
    // 乙 prices 有梁板 at 637 (−2 %) and changed its 工程量 from 900 to 1,350.
    await file('乙公司.xlsx', {
      version: V,
      cover: 'bidder',
      prices: { '010505001001': 637 },
      quantities: { '010505001001': 1350 },
    }),
    // 丙's 大写 is 100 元 below its 小写.
    await file('丙公司.xlsx', { version: V, cover: 'bidder', letterWords: OWN - 100 }),
  ])
  await expect(page.getByRole('heading', { name: '投标人回标清单（3 家）' })).toBeVisible()
  await expect(page.getByTestId('import-report')).toHaveCount(3)
  // Each bidder's row says which edition its workbook was read under.
  await expect(page.getByTestId('bidder-edition')).toHaveText(Array(3).fill('识别为 GB 50500-2013'))
  // The 投标总价 inputs show thousands separators.
  await expect(page.getByRole('textbox', { name: '丙公司 投标总价' })).toHaveValue(formatMoney(OWN))

  await page.getByRole('link', { name: '清标结果' }).click()
  await expect(page.getByTestId('bidder-total')).toHaveCount(3)
  // The control price is the workbook's own 合计, 规费 and 税金 included.
  await expect(page.getByTestId('control-total')).toContainText(formatMoney(OWN))
  const findings = page.getByRole('list', { name: '清标问题' }).getByTestId('finding')
  await expect(
    findings.filter({ hasText: '超过招标控制价' }).filter({ hasText: '甲公司' }),
  ).toHaveCount(1)
  await expect(
    findings.filter({ hasText: '错项' }).filter({ hasText: '工程量 1,350≠900' }),
  ).toHaveCount(1)
  await expect(
    findings.filter({ hasText: '大写小写不符' }).filter({ hasText: '丙公司' }),
  ).toHaveCount(1)
  // 乙's 投标函 is its bill's 合计: with its 规费 counted, no 投标总价不符 (甲 and 丙 differ on purpose).
  await expect(
    findings.filter({ hasText: '投标总价不符' }).filter({ hasText: '乙公司' }),
  ).toHaveCount(0)
  await expect(findings.filter({ hasText: '投标总价不符' })).toHaveCount(2)

  // 打印: the report alone, every column on a landscape A4 page.
  await expectPrintsAlone(page, page.locator('[data-print-root]'), 'landscape')

  // 逐项对比: 乙's 有梁板 is −2.00 % on 综合单价, in the band.
  await page
    .getByRole('navigation', { name: '回标分析' })
    .getByRole('link', { name: '逐项对比', exact: true })
    .click()
  await page.getByRole('textbox', { name: '搜索清单项' }).fill('有梁板')
  await expect(page.getByText('共 1 项')).toBeVisible()
  const row = page.getByRole('table', { name: '逐项对比' }).getByRole('row').nth(1)
  await expect(row).toContainText('650.00')
  await expect(row).toContainText('637.00')
  await expect(row.getByTestId('item-rate').nth(1)).toHaveText('-2.00%')
})
