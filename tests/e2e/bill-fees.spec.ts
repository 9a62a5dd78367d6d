import { expect, test, type Page } from '@playwright/test'
import { loginAndReload, registerByApi, uniquePhone } from './account-support.ts'
import { overflow } from './overflow-support.ts'
import { createProjectInUi, grid as structureGrid, typeInto } from './structure-support.ts'

// 取费 and 计税方式 (issue 39 item 5) driven like a user on a GB/T 50500-2024 project: the safety
// fee warning, a province's 取费模板 applied, 总价措施 lines added, renamed, moved and deleted,
// 简易计税 chosen, the 汇总 following to the 分; the unit saved as the user's own template, which
// a second device of the same user receives through sync.

const ratesTable = (page: Page) => page.getByRole('table', { name: '总价措施项目清单' })
const names = (page: Page) =>
  ratesTable(page)
    .getByRole('textbox', { name: /项目名称$/ })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))

async function confirm(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await dialog.getByRole('button', { name: button }).click()
  await expect(dialog).toHaveCount(0)
}

test('取费: warning at 0, a template applied, lines added, moved and deleted, 简易计税, own template synced', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `取费${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  await createProjectInUi(page, '取费项目')
  await page.getByRole('button', { name: '新增单项' }).click()
  await typeInto(
    page,
    structureGrid(page).getByRole('row').nth(1).locator('[data-col="Project_Name"]'),
    '1#楼',
  )
  await page
    .getByRole('navigation', { name: '项目功能' })
    .getByRole('link', { name: '清单计价' })
    .click()
  await page.getByRole('button', { name: '为1#楼添加专业' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '添加' }).click()
  await expect(page.getByRole('heading', { name: '1#楼 · 土建' })).toBeVisible()

  // One item: 100 m³ × 25.50 = 2,550.00 元.
  await page.getByRole('button', { name: '新增清单项' }).click()
  const grid = page.getByRole('grid', { name: '分部分项清单' })
  const first = grid.locator('[data-line="item"]').first()
  for (const [col, text] of [
    ['Name', '挖一般土方'],
    ['Unit', 'm3'],
    ['Quantity', '100'],
    ['UnitPrice', '25.5'],
  ] as const) {
    await first.locator(`[data-col="${col}"]`).click()
    await page.keyboard.press('Enter')
    await grid.getByRole('textbox').fill(text)
    await page.keyboard.press('Enter')
  }
  await expect(first.locator('[data-col="amount"]')).toHaveText('2,550.00')

  await page.getByRole('tab', { name: '总价措施' }).click()
  // The new unit's safety fee has no rate yet: the warning says so.
  const warning = page.getByRole('alert').filter({ hasText: '安全生产措施费为 0' })
  await expect(warning).toBeVisible()
  await expect(page.getByRole('textbox', { name: '增值税税率' })).toHaveValue('9')

  // The 江苏 template: 安全生产措施费 3.1 % of 2,550.00 = 79.05; the warning goes.
  await page.getByRole('combobox', { name: '取费模板' }).click()
  await page.getByRole('option', { name: /江苏省/ }).click()
  await expect(page.getByText(/费率依据：《江苏省建设工程费用定额》/)).toBeVisible()
  await page.getByRole('button', { name: '套用模板' }).click()
  await confirm(page, '套用')
  await expect(warning).toHaveCount(0)
  expect(await names(page)).toEqual([
    '安全生产措施费',
    '省级标化增加费',
    '临时设施费',
    '冬雨季施工增加费',
    '已完工程及设备保护费',
  ])
  await expect(ratesTable(page).locator('[data-total="总价措施项目清单"]')).toHaveText('156.83')
  await expect(page.getByRole('table', { name: '规费项目清单' })).toHaveCount(0)

  // A line added, named, rated, moved up once, then deleted.
  await page.getByRole('button', { name: '新增总价措施' }).click()
  await expect.poll(() => names(page)).toHaveLength(6)
  const added = ratesTable(page).getByRole('textbox', { name: '第 6 行 项目名称' })
  await added.fill('赶工措施费')
  await added.press('Enter')
  const rate = ratesTable(page).getByRole('textbox', { name: '赶工措施费 费率' })
  await rate.fill('1')
  await rate.press('Enter')
  // 1 % of 2,550.00 (分部分项工程费) = 25.50.
  await expect(ratesTable(page).locator('[data-total="总价措施项目清单"]')).toHaveText('182.33')
  await ratesTable(page).getByRole('button', { name: '上移 赶工措施费' }).click()
  await expect
    .poll(() => names(page))
    .toEqual([
      '安全生产措施费',
      '省级标化增加费',
      '临时设施费',
      '冬雨季施工增加费',
      '赶工措施费',
      '已完工程及设备保护费',
    ])
  await ratesTable(page).getByRole('button', { name: '删除 赶工措施费' }).click()
  await confirm(page, '删除')
  await expect.poll(() => names(page)).toHaveLength(5)
  await expect(ratesTable(page).locator('[data-total="总价措施项目清单"]')).toHaveText('156.83')

  // 简易计税: 3 %. 汇总: 2,550.00 + 156.83 = 2,706.83; × 3 % = 81.20; 合计 2,788.03.
  await page.getByRole('combobox', { name: '计税方式' }).click()
  await page.getByRole('option', { name: '简易计税' }).click()
  await expect(page.getByRole('textbox', { name: '增值税税率' })).toHaveValue('3')
  await page.setViewportSize({ width: 1024, height: 768 })
  expect(await overflow(page)).toEqual([])
  await page.getByRole('tab', { name: '汇总' }).click()
  const summary = page.getByRole('table', { name: '单位工程汇总表' })
  await expect(summary.locator('[data-summary="增值税"]')).toHaveText('81.20')
  await expect(summary.locator('[data-summary="合计=一+二+三+四"]')).toHaveText('2,788.03')

  // The report cover: 大写 of 2,788.03 元, 编制人 and 编制时间 typed and printed.
  await page
    .getByRole('navigation', { name: '项目功能' })
    .getByRole('link', { name: '报表预览' })
    .click()
  const cover = page.getByRole('region', { name: '封面' })
  await expect(cover.locator('[data-cover="capital"]')).toHaveText('人民币贰仟柒佰捌拾捌元零叁分')
  await page.getByRole('textbox', { name: '编制人' }).fill('张工')
  await page.getByRole('textbox', { name: '编制人' }).press('Enter')
  await page.getByLabel('编制时间').fill('2026-03-05')
  await page.getByLabel('编制时间').blur()
  await expect(cover.locator('[data-cover="compiler"]')).toHaveText('张工')
  await expect(cover.locator('[data-cover="date"]')).toHaveText('2026年3月5日')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: '清单计价' })).toBeVisible()

  // Saved as the user's own template; a second device of the same user gets it by sync.
  await page.getByRole('tab', { name: '总价措施' }).click()
  await page.getByRole('button', { name: '另存为模板' }).click()
  await page.getByRole('textbox', { name: '模板名称' }).fill('我的江苏简易计税')
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByRole('combobox', { name: '取费模板' })).toHaveText(
    /我的：我的江苏简易计税/,
  )

  const other = await browser.newContext()
  const second = await other.newPage()
  await loginAndReload(second, phone)
  await expect
    .poll(
      async () => {
        await second.goto(page.url())
        await second.getByRole('tab', { name: '总价措施' }).click()
        await second.getByRole('combobox', { name: '取费模板' }).click()
        const found = await second.getByRole('option', { name: '我的：我的江苏简易计税' }).count()
        await second.keyboard.press('Escape')
        return found
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  await other.close()
})
