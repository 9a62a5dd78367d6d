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
  // The split follows the structure: one 住宅塔楼 zone (1#楼), its row and 合计 under the heading.
  await expect(report.getByRole('region', { name: '功能区 × 系统' }).getByRole('row')).toHaveCount(
    3,
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

// Issue 38 item 1: the default split is the structure's area per 业态, the 地下室 is priced as a
// basement (no 景观, 土建 × 1.9 …) and its generated items have no 屋面 and have 人防.
test('a project with a 地下室 row is estimated and generated per zone', async ({ page }) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `分区${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  const pid = await createProjectInUi(page, '分区估算项目')
  for (const [i, name] of ['1#楼', '地下室'].entries()) {
    await page.getByRole('button', { name: '新增单项' }).click()
    await typeInto(
      page,
      structureGrid(page)
        .getByRole('row')
        .nth(i + 1)
        .locator('[data-col="Project_Name"]'),
      name,
    )
    await typeInto(page, cellOf(page, name, 'BuiltArea'), '1000')
    await expect(cellOf(page, name, 'BuiltArea')).toHaveText('1,000.00')
  }

  await page.goto(`/Page/estimate?pid=${pid}`)
  await expect(page.getByLabel('住宅塔楼面积')).toHaveValue('1000')
  await expect(page.getByLabel('地下室面积')).toHaveValue('1000')
  await expect(page.getByLabel('地下室无景观')).toBeVisible()
  await expect(page.getByLabel('地下室景观档次')).toHaveCount(0)
  // 标准: the tower 3,265 元/m² (the eight systems); the basement 土建 1,550 × 1.9 + 装饰 900 × 0.1 +
  // 给排水 100 × 0.6 + 电气 210 × 0.8 + 暖通 220 × 0.45 + 消防 85 × 1.4 + 智能化 90 × 0.3 = 3,508 元/m².
  const byFunction = page.getByRole('table', { name: '按功能区' })
  await expect(byFunction.getByRole('row', { name: /住宅塔楼/ })).toContainText('3,265.00')
  await expect(byFunction.getByRole('row', { name: /地下室/ })).toContainText('3,508.00')
  await expect(page.getByTestId('estimate-total')).toHaveText('677.30万')
  // A changed split stays the user's: 500 m² of basement is 175.40万 of it.
  await page.getByLabel('地下室面积').fill('500')
  await page.getByLabel('地下室面积').press('Tab')
  await expect(page.getByTestId('estimate-total')).toHaveText('501.90万')
  await page.getByRole('button', { name: '按项目结构拆分' }).click()
  await expect(page.getByTestId('estimate-total')).toHaveText('677.30万')
  await page.getByRole('button', { name: '保存估算' }).click()
  await expect(page.getByText('已保存到本机，联网后自动同步')).toBeVisible()

  await page.getByRole('link', { name: '生成清单' }).click()
  await page.getByRole('button', { name: '生成预览' }).click()
  // The tower's 52 items; the basement's 46: 土建 11 of the 14 (no 窗, 屋面防水, 外墙保温) and its
  // own 7 (土方, 回填, 支护 ×2, 防水 ×2, 人防门), 装饰 3 of 8, 暖通 3 of 4, the rest all, no 景观.
  await expect(page.getByTestId('plan-summary')).toContainText('新增 98')
  const plan = page.getByRole('row')
  await expect(plan.filter({ hasText: '人防防护密闭门' })).toContainText('地下室')
  await expect(plan.filter({ hasText: '屋面卷材防水' })).toHaveCount(1)
  await expect(plan.filter({ hasText: '屋面卷材防水' })).toContainText('1#楼')
  await expect(plan.filter({ hasText: '栽植乔木' })).not.toContainText('地下室')
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
