import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { loadExcelJs } from '@/domain/xlsx/exceljs.ts'
import {
  loginAndReload,
  registerByApi,
  uniquePhone,
  waitForServiceWorker,
} from './account-support.ts'
import { pricedProject } from './benchmark-support.ts'
import { overflow } from './overflow-support.ts'

// 对标分析 (issue 13) offline: priced projects made through the API reach the device by sync; then,
// offline, a scheme is built from them, its flags shown, a figure drilled down to its bill rows and
// the charts drawn, all computed in the worker on local data.

/** A project of one 单项 (1,000 m²) with one 土建 item of `quantity` m³ (default 100) at `price`. */
async function priced(
  page: Page,
  name: string,
  price: number,
  structure = '框架',
  quantity = 100,
): Promise<void> {
  await pricedProject(
    page,
    name,
    [{ name: '1#楼', built: 1000, items: [['010501004001', '满堂基础', 'm3', quantity, price]] }],
    structure,
  )
}

test('a scheme built offline from local samples: flags, drill-down to bill rows, a box plot with the target', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `对标${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  // 12,000 m³: the target's figures are long (11,772.00 元/m² with 9 % VAT), as a real project's are.
  await priced(page, '目标住宅', 900, '框架', 12_000)
  for (const [name, price, structure] of [
    ['样本甲', 400, '框架'],
    ['样本乙', 500, '框架'],
    ['样本丙', 600, '剪力墙'],
  ] as const)
    await priced(page, name, price, structure)

  await page.goto('/Page/NewBenchmarking/benchmarkindex')
  await waitForServiceWorker(page)
  // The projects arrive by sync; the editor lists them once they are on this device.
  await expect(async () => {
    await page.reload()
    await page.getByRole('button', { name: '新建方案' }).click()
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: '样本丙' })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 30_000 })

  await context.setOffline(true)
  const dialog = page.getByRole('dialog')
  // The 结构类型 filter narrows the candidate samples.
  await dialog.getByRole('combobox', { name: '结构类型' }).click()
  await page.getByRole('option', { name: '剪力墙', exact: true }).click()
  await expect(dialog.getByRole('checkbox', { name: '样本甲' })).toBeHidden()
  await expect(dialog.getByRole('list', { name: '候选样本' })).toContainText('住宅 · 上海 · 剪力墙')
  await dialog.getByRole('combobox', { name: '结构类型' }).click()
  await page.getByRole('option', { name: '全部结构类型' }).click()
  await dialog.getByLabel('方案名称').fill('住宅对标')
  await dialog.getByRole('combobox', { name: '目标项目' }).click()
  await page.getByRole('option', { name: '目标住宅' }).click()
  for (const name of ['样本甲', '样本乙', '样本丙'])
    await dialog.getByRole('checkbox', { name }).click()
  await dialog.getByRole('button', { name: '保存方案' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: '打开' }).click()

  const table = page.getByTestId('benchmark-results')
  const perBuilt = table.getByRole('row').filter({ hasText: '单方造价（建筑面积）' })
  await expect(perBuilt).toContainText('偏高')
  await expect(perBuilt.getByRole('cell').nth(2)).toHaveText('3')
  await expect(page.getByTestId('scheme-name')).toHaveText('住宅对标')
  await expect(perBuilt.getByRole('cell').nth(9)).toHaveText('11,772.00')
  // At 1024×768 with the side menu open, and at 1440×900: no figure is cut off, and 指标, 目标值,
  // 偏差, 判断 and 可信度 are on screen (frozen at the region's edges; the statistics between them
  // scroll inside the region), with no sideways scrolling of the page.
  const cut = () =>
    table
      .locator('td')
      .evaluateAll((cells) =>
        cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
      )
  for (const [width, height] of [
    [1024, 768],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await expect(page.getByRole('complementary', { name: '侧边菜单' })).toBeVisible()
    await expect.poll(cut).toEqual([])
    for (const [i, text] of [
      [0, '单方造价（建筑面积）'],
      [9, '11,772.00'],
      [10, /^\+\d/],
      [11, '偏高'],
      [12, '低'],
    ] as const) {
      const cell = perBuilt.getByRole('cell').nth(i)
      await expect(cell).toHaveText(text)
      await expect(cell).toBeInViewport({ ratio: 1 })
      const box = await cell.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width, `cell ${i} at ${width}`).toBe(true)
    }
    expect(await overflow(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByRole('button', { name: '明细：单方造价（建筑面积）' }).click()
  const drill = page.getByRole('dialog')
  await expect(drill.getByRole('table', { name: '样本取值' })).toContainText('样本甲')
  await drill
    .getByRole('row')
    .filter({ hasText: '样本甲' })
    .getByRole('button', { name: '查看清单' })
    .click()
  await expect(drill.getByRole('region', { name: '清单明细' })).toContainText('满堂基础')
  await drill.getByRole('button', { name: '关闭' }).click()
  await expect(drill).toBeHidden()

  // 导出, offline: the compute worker builds the table (its exceljs chunk is precached).
  const download = page.waitForEvent('download')
  await page
    .getByRole('toolbar', { name: '方案操作' })
    .getByRole('button', { name: '导出' })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe('住宅对标.xlsx')
  const ExcelJS = await loadExcelJs()
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer)
  const rows: unknown[][] = []
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  expect(rows[0]?.[0]).toBe('对标方案：住宅对标')
  expect(rows.find((r) => r[1] === '单方造价（建筑面积）')?.slice(3, 4)).toEqual([3])
  expect(rows.find((r) => r[1] === '单方造价（建筑面积）')?.[10]).toBe(11772)
  // …and states the scheme, the target and each sample with its values (read in the worker's run).
  expect(book.worksheets.map((w) => w.name)).toEqual(['对标结果', '方案与目标', '样本', '样本值'])
  const jia = book.getWorksheet('样本')!.getRow(2).values as unknown[]
  expect(jia.slice(2, 5)).toEqual(['样本甲', '上海', '2024'])
  expect(jia.slice(7, 10)).toEqual(['本人项目', 1, '参与对标'])
  const values = new Map<unknown, unknown>()
  book.getWorksheet('样本值')!.eachRow((r) => values.set(r.getCell(1).value, r.getCell(2).value))
  // 400 元 × 100 m³ × 1.09 (VAT) ÷ 1,000 m²; the target 900 × 12,000 × 1.09 ÷ 1,000.
  expect([values.get('样本甲'), values.get('目标：目标住宅')]).toEqual([43.6, 11772])

  // The header's 保存 keeps the 取值方式 in the scheme: back on the screen it is still 换算.
  await page.getByRole('combobox', { name: '取值方式' }).click()
  await page.getByRole('option', { name: '换算到目标城市与价格期' }).click()
  await expect(page.getByText('取值方式未保存')).toBeVisible()
  await page
    .getByRole('toolbar', { name: '方案操作' })
    .getByRole('button', { name: '保存' })
    .click()
  await expect(page.getByText('取值方式未保存')).toBeHidden()
  await page.goto('/Page/NewBenchmarking/cutbenchamark')
  await page.goto('/Page/NewBenchmarking/contrastlist')
  await expect(page.getByRole('combobox', { name: '取值方式' })).toHaveText(
    '换算到目标城市与价格期',
  )

  await page.goto('/Page/NewBenchmarking/selfChart')
  await expect(page.getByRole('img', { name: /箱线图/ })).toBeVisible()
  await expect(page.getByTestId('target-marker').first()).toBeVisible()
  await expect(page.getByRole('img', { name: /箱线图/ }).getByTestId('chart-legend')).toContainText(
    '目标项目',
  )
  await expect(page.getByText('样本少于10个（n=3），不画直方图。')).toBeVisible()
  expect(await overflow(page)).toEqual([])
})
