import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { loadExcelJs, workbookBytes } from '@/domain/xlsx/exceljs.ts'
import { buildGccpWorkbook, type FixtureItem } from '@/domain/bill/forms/fixtures.ts'
import { withCoverSheet } from '@/domain/bid-return/fixtures.ts'
import { loginAndReload, registerByApi, uniquePhone } from './account-support.ts'
import { overflow } from './overflow-support.ts'
import { expectPrintsAlone } from './print-support.ts'

// 回标分析 (issue 14) like a user: a scheme, the tender and three bidders' workbooks built here with
// planted errors (a 合价 written wrong and a 投标函 total that is not the bill's, an item left out and
// another renumbered, a quantity changed), the errors found by the 清标 checks, the rows behind
// them, and the 清标报告 exported.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const item = (
  code: string,
  name: string,
  unit: string,
  quantity: number,
  price: number,
): FixtureItem => ({
  kind: '分部分项',
  group: '土石方工程',
  code,
  name,
  features: '',
  unit,
  quantity,
  price,
})
const TENDER = [
  item('010101001001', '平整场地', 'm2', 100, 5),
  item('010101002001', '挖一般土方', 'm3', 200, 30),
  item('010401001001', '砖基础', 'm3', 10, 400),
]

async function workbook(
  items: FixtureItem[],
  wrongAmount?: { code: string; amount: number },
): Promise<Buffer> {
  const bytes = await buildGccpWorkbook({ units: [{ title: '回标测试-1#楼【土建】', items }] })
  if (!wrongAmount) return Buffer.from(bytes)
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  wb.eachSheet((ws) =>
    ws.eachRow((row) => {
      if (row.getCell(2).value === wrongAmount.code) row.getCell(8).value = wrongAmount.amount
    }),
  )
  return Buffer.from(await workbookBytes(wb))
}

test('回标: import a tender and three bidders, the planted errors are found, the 清标报告 is exported', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `回标${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  await page.goto('/Page/Benchmarking/benchmarkindex')
  await page.getByRole('textbox', { name: '新方案名称' }).fill('一号楼回标')
  await page.getByRole('button', { name: '新建方案' }).click()
  await expect(page).toHaveURL(/SID=/)
  await expect(page.getByTestId('scheme-name')).toHaveText('一号楼回标')

  await page
    .getByLabel('导入招标清单')
    .setInputFiles({ name: '招标控制价.xlsx', mimeType: XLSX, buffer: await workbook(TENDER) })
  await expect(page.getByTestId('tender-state')).toContainText('3 个清单项')
  // 甲's cover states 10,000.00 元, not what its bill adds up to.
  const jia = Buffer.from(
    await withCoverSheet(
      await workbook(
        [
          item('010101001001', '平整场地', 'm2', 100, 4.8),
          item('010101002001', '挖一般土方', 'm3', 200, 29),
          item('010401001001', '砖基础', 'm3', 10, 390),
        ],
        { code: '010401001001', amount: 3800 },
      ),
      10000,
    ),
  )
  // 乙 renumbered 挖一般土方 (matched by name, unit and features) and left 砖基础 out.
  const yi = await workbook([
    item('010101001001', '平整场地', 'm2', 100, 5.1),
    item('010101002009', '挖一般土方', 'm3', 200, 31),
  ])
  const bing = await workbook([
    item('010101001001', '平整场地', 'm2', 100, 5),
    item('010101002001', '挖一般土方', 'm3', 180, 30),
    item('010401001001', '砖基础', 'm3', 10, 410),
  ])
  await page.getByLabel('导入回标清单（可多选）').setInputFiles([
    { name: '甲公司.xlsx', mimeType: XLSX, buffer: jia },
    { name: '乙公司.xlsx', mimeType: XLSX, buffer: yi },
    { name: '丙公司.xlsx', mimeType: XLSX, buffer: bing },
  ])
  await expect(page.getByRole('heading', { name: '投标人回标清单（3 家）' })).toBeVisible()

  await page.getByRole('link', { name: '清标结果' }).click()
  await expect(page.getByTestId('bidder-total')).toHaveCount(3)
  const findings = page.getByRole('list', { name: '清标问题' })
  await expect(
    findings.getByTestId('finding').filter({ hasText: '合价错误' }).filter({ hasText: '甲公司' }),
  ).toHaveCount(1)
  await expect(
    findings.getByTestId('finding').filter({ hasText: '漏项' }).filter({ hasText: '乙公司' }),
  ).toHaveCount(1)
  await expect(
    findings.getByTestId('finding').filter({ hasText: '错项' }).filter({ hasText: '丙公司' }),
  ).toHaveCount(1)
  await expect(
    findings
      .getByTestId('finding')
      .filter({ hasText: '投标总价不符' })
      .filter({ hasText: '10,000.00' }),
  ).toHaveCount(1)
  const renumbered = findings
    .getByTestId('finding')
    .filter({ hasText: '错项' })
    .filter({ hasText: '乙公司' })
  await expect(renumbered).toContainText('010101002009')
  await expect(findings.getByTestId('finding').filter({ hasText: '增项' })).toHaveCount(0)
  await renumbered.getByRole('button', { name: /查看/ }).click()
  await expect(page.getByRole('table', { name: '底层数据' })).toContainText('按名称+单位+特征')
  await page.getByRole('link', { name: '清标结果' }).click()

  await findings
    .getByTestId('finding')
    .filter({ hasText: '合价错误' })
    .getByRole('button', { name: /查看/ })
    .click()
  await expect(page.getByRole('table', { name: '底层数据' })).toContainText('3,800')

  await page.getByRole('link', { name: '清标结果' }).click()
  await expect(page.getByTestId('bidder-total')).toHaveCount(3)
  // 打印 prints the totals and findings alone, on landscape A4 pages (the totals table is wide),
  // figures on one line.
  await expectPrintsAlone(page, page.locator('[data-print-root]'), 'landscape')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出清标报告' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('一号楼回标-清标报告.xlsx')
  const ExcelJS = await loadExcelJs()
  const report = new ExcelJS.Workbook()
  await report.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer)
  const text: string[] = []
  report.getWorksheet('清标问题明细')?.eachRow((row) => text.push(row.getCell(3).text))
  expect(text.join('\n')).toContain('合价错误')
  expect(report.getWorksheet('总价对比')?.getColumn(2).values).toContain('甲公司')

  // The items comparison stays in the compute worker; the screens ask it for what they show.
  const nav = page.getByRole('navigation', { name: '回标分析' })
  await nav.getByRole('link', { name: '逐项对比', exact: true }).click()
  const items = page.getByRole('table', { name: '逐项对比' })
  await expect(page.getByText('共 3 项')).toBeVisible()
  await expect(items.getByRole('row')).toHaveCount(4)
  await page.getByRole('textbox', { name: '搜索清单项' }).fill('砖基础')
  await expect(page.getByText('共 1 项')).toBeVisible()
  await expect(items.getByRole('row')).toHaveCount(2)
  // 乙 left 砖基础 out.
  await expect(items.getByRole('row').nth(1)).toContainText('未报')
  await nav.getByRole('link', { name: '两家对比', exact: true }).click()
  const pair = page.getByRole('table', { name: '两家逐项对比' })
  // 甲 and 乙 price all three items differently (乙 has no 砖基础).
  await expect(pair.getByRole('row')).toHaveCount(4)
  await expect(pair.getByRole('row').filter({ hasText: '砖基础' })).toContainText('未报')
  await nav.getByRole('link', { name: '底层数据', exact: true }).click()
  await page.getByRole('textbox', { name: /按项目编码或名称/ }).fill('010101001')
  await expect(page.getByText('010101001001 平整场地')).toBeVisible()
  // The tender's row and each bidder's.
  await expect(page.getByRole('table', { name: '底层数据' }).getByRole('row')).toHaveCount(5)

  // Every screen at 1024×768 and 1440×900 without horizontal overflow; the row of screen links
  // stays put from screen to screen (方案与清单 included); the charts' text is readable (at least
  // 11 px as drawn) and the heat map has its legend.
  const linkBoxes = () =>
    nav.getByRole('link').evaluateAll((links) =>
      links
        .map((a) => {
          const r = a.getBoundingClientRect()
          return [Math.round(r.x), Math.round(r.y), Math.round(r.width)].join(',')
        })
        .join(' '),
    )
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    const boxes = new Set<string>()
    for (const [link, heading] of [
      ['方案与清单', '投标人回标清单（3 家）'],
      ['清标结果', '清标结果'],
      ['两家对比', '两家对比'],
      ['逐项对比', '逐项对比'],
      ['对比基准', '对比基准'],
      ['底层数据', '底层数据'],
      ['图表', '图表'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click()
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      await expect.poll(() => overflow(page), { message: link }).toEqual([])
      // Measured once the row is laid out (a screen's first frame can report empty boxes).
      await expect.poll(linkBoxes, { message: link }).not.toContain('0,0,0')
      boxes.add(await linkBoxes())
    }
    expect([...boxes], `screen links at ${size.width}`).toHaveLength(1)
    const smallest = await page.locator('main svg[role="img"] text').evaluateAll((texts) =>
      Math.min(
        ...texts.map((t) => {
          const svg = (t as SVGTextElement).ownerSVGElement
          const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width || 1 : 1
          return parseFloat(getComputedStyle(t).fontSize) * scale
        }),
      ),
    )
    expect(smallest, `chart text at ${size.width}`).toBeGreaterThanOrEqual(11)
    await expect(page.getByRole('group', { name: '热力图图例' })).toContainText('≥+30%')
  }
})
