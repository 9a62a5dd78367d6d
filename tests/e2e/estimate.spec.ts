import { expect, test } from '@playwright/test'
import {
  loginAndReload,
  registerByApi,
  uniquePhone,
  waitForServiceWorker,
} from './account-support.ts'
import { cellOf, createProjectInUi, grid as structureGrid, typeInto } from './structure-support.ts'
import { expectPrintsAlone, printProblems } from './print-support.ts'

// 估算 and 智能清单生成 (issue 12): the reference data seen once online, then offline an estimate
// that reacts to a grade change, saved, a bill generated from it and opened in 清单计价.

test('an estimate made offline becomes a generated bill opened in the bill grid', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `估算${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  const pid = await createProjectInUi(page, '估算项目')
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: '新增单项' }).click()
  await typeInto(
    page,
    structureGrid(page).getByRole('row').nth(1).locator('[data-col="Project_Name"]'),
    '1#楼',
  )
  await typeInto(page, cellOf(page, '1#楼', 'BuiltArea'), '1000')
  await expect(cellOf(page, '1#楼', 'BuiltArea')).toHaveText('1,000.00')

  await page.goto(`/Page/estimate?pid=${pid}`)
  await expect(page.getByRole('heading', { level: 1, name: '估算' })).toBeVisible()
  // 住宅 1,000 m² at 标准: Σ of the eight systems' 标准 prices = 3,265 元/m².
  await expect(page.getByTestId('estimate-total')).toHaveText('326.50万')
  // The short 按功能区 table beside the 按系统 one keeps rows of its own height (they were stretched).
  const rowHeights = (name: string) =>
    page
      .getByRole('table', { name })
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)))
  const systemRow = Math.max(...(await rowHeights('按系统')))
  expect(Math.max(...(await rowHeights('按功能区')))).toBeLessThanOrEqual(systemRow + 2)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('离线：使用本机保存的基础数据')).toBeVisible()
  await page.getByLabel('默认档次').selectOption('高档')
  await expect(page.getByTestId('estimate-total')).toHaveText('464.50万')
  await page.getByRole('button', { name: '保存估算' }).click()
  await expect(page.getByText('已保存到本机，联网后自动同步')).toBeVisible()

  // 打印估算: the report with the figure, the range with n, function × system, brands; no overflow at 1024 or 1440.
  await page.getByRole('button', { name: '打印估算' }).click()
  const report = page.getByRole('article', { name: '估算报告' })
  await expect(report.getByTestId('report-total')).toHaveText('464.50万')
  await expect(report.getByTestId('report-range')).toContainText('n = ')
  await expect(report.getByRole('region', { name: '功能区 × 系统' }).getByRole('row')).toHaveCount(
    5,
  )
  await expect(report.getByRole('region', { name: '品牌' })).toBeVisible()
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)
  }
  await page.emulateMedia({ media: 'print' })
  expect(await report.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  await page.emulateMedia({ media: 'screen' })
  await report.getByRole('button', { name: '返回估算' }).click()

  await page.getByRole('link', { name: '生成清单' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '智能清单生成' })).toBeVisible()
  await page.getByRole('button', { name: '生成预览' }).click()
  await expect(page.getByTestId('plan-summary')).toContainText('新增 52')
  await page.getByRole('button', { name: /提交所选/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '清单计价' })).toBeVisible()
  await expect(page).toHaveURL(/\/Page\/bill\?pid=/)
  await expect(
    page.getByRole('grid', { name: '分部分项清单' }).locator('[data-line="item"]').first(),
  ).toBeVisible()
})

test('the printed 估算报告 fits A4 portrait: numbers on one line, no table wider than the page', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `估印${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  const pid = await createProjectInUi(page, '打印估算项目')
  await page.goto(`/Page/estimate?pid=${pid}`)
  await expect(page.getByRole('heading', { level: 1, name: '估算' })).toBeVisible()
  const area = page.getByLabel('总建筑面积')

  // The widest reports: a 酒店 (six 功能区 × eight systems) of 1,234,567.89 m² at 豪华 with brands,
  // amounts in 亿 and 万; then a 住宅 of 98,765.43 m² (amounts of thousands of 万) with its 按户型计价项.
  const cases = [
    { type: '酒店', area: '1234567.89', rooms: false },
    { type: '住宅', area: '98765.43', rooms: true },
  ]
  for (const c of cases) {
    await page.getByLabel('项目类型').selectOption(c.type)
    await area.fill(c.area)
    await area.press('Tab')
    await page.getByLabel('默认档次').selectOption('豪华')
    for (const system of ['装饰', '给排水', '暖通']) {
      const brand = page.getByLabel(`${system}品牌`)
      await brand.selectOption(
        (await brand.locator('option', { hasText: '豪华·' }).first().getAttribute('value')) ?? '',
      )
    }
    if (c.rooms) await page.getByRole('button', { name: '按套均 100 m² 估算' }).click()
    await page.getByRole('button', { name: '打印估算' }).click()
    const report = page.getByRole('article', { name: '估算报告' })
    await expect(report.getByRole('region', { name: '品牌' }).getByRole('table')).toBeVisible()
    if (c.rooms)
      await expect(
        report.getByRole('region', { name: '按户型计价项' }).getByRole('table'),
      ).toBeVisible()

    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${c.type} on screen at ${viewport.width} px`,
      ).toBeLessThanOrEqual(0)
    }
    await page.emulateMedia({ media: 'print' })
    // 794 px is the A4 sheet (210 mm at 96 dpi); 703 px what the @page margins of 12 mm leave.
    for (const width of [794, 703]) {
      await page.setViewportSize({ width, height: 1123 })
      expect(await printProblems(report), `${c.type} at ${width} px`).toEqual([])
    }
    // A section heading stays with what follows it; the small tables are not split over two pages.
    const breaks = await report.evaluate((root) => ({
      headings: [...root.querySelectorAll('h2')].map((h) => getComputedStyle(h).breakAfter),
      brands: getComputedStyle(root.querySelector('section[aria-label="品牌"]') as Element)
        .breakInside,
    }))
    expect(breaks.headings.every((b) => b === 'avoid')).toBe(true)
    expect(breaks.brands).toBe('avoid')
    await page.emulateMedia({ media: 'screen' })
    // 打印 prints the report alone, on A4 pages (the app's one print mechanism).
    await expectPrintsAlone(page, page.locator('[data-print-root]'))
    await page.setViewportSize({ width: 1280, height: 720 })
    await report.getByRole('button', { name: '返回估算' }).click()
  }
})
