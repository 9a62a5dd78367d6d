import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, loginAndReload, okData, registerByApi, uniquePhone } from './account-support.ts'
import { columnsOutOfView } from './overflow-support.ts'
import { grid as structureGrid } from './structure-support.ts'
import { billGrid } from './bill-support.ts'

// Issue 40 items 5 and 6: the structure and bill grids as a user types into them. New rows take
// the keyboard in their name column, Ctrl+Shift+V inserts pasted rows below the selection, a
// whole-number unit says what it dropped, headers and 单方造价 read in full, 最近编辑 follows
// the bill, and at 1024×768 beside the side menu 合价 stays in view.

const activeCell = (page: Page, grid: ReturnType<typeof billGrid>) =>
  grid.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant')
    const cell = id ? document.getElementById(id) : null
    return {
      col: cell?.getAttribute('data-col') ?? null,
      row: cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null,
      focused: document.activeElement === el,
    }
  })

async function post(
  request: APIRequestContext,
  token: string,
  path: string,
  form: Record<string, string>,
): Promise<void> {
  await okData(await request.post(`/api${path}`, { form, headers: { 'X-Token': token } }), path)
}

test('grids: new rows take the keyboard, Ctrl+Shift+V inserts below, 樘 warns, 合价 in view at 1024, 最近编辑 follows the bill', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const phone = uniquePhone()
  await registerByApi(request, phone, `网格${phone.slice(-4)}`)
  // A project last edited long ago, with a 单项 of 1,000 m² (its 单方造价 is shown below), made
  // through the API (another device) before this browser logs in and pulls it.
  const token = await apiToken(request, phone)
  const [pid, row] = [randomUUID(), randomUUID()]
  await post(request, token, '/SjyqList/EditProject', {
    Type: 'add',
    ID: pid,
    Project_Name: '网格测试项目',
    ProjectType: '住宅',
    City: '上海',
    Year: '2024',
    EditTime: '2025-01-02T03:04:00.000Z',
  })
  await post(request, token, '/SjyqList/EditProStructure', {
    Type: 'add',
    ID: row,
    ProId: pid,
    Project_Name: '1#楼',
    BuiltArea: '1000',
    InArea: '800',
    SellArea: '900',
    MultNum: '1',
  })
  await loginAndReload(page, phone)
  await page
    .getByRole('navigation', { name: '功能导航' })
    .getByRole('link', { name: '我的项目' })
    .click()
  const listRow = page.getByRole('row').filter({ hasText: '网格测试项目' })
  await expect(listRow).toContainText('2025/01/02', { timeout: 20_000 })
  await listRow.getByRole('link', { name: '网格测试项目' }).click()

  // 清单计价: a 专业 on 1#楼.
  await page
    .getByRole('navigation', { name: '项目功能' })
    .getByRole('link', { name: '清单计价' })
    .click()
  await page.getByRole('button', { name: '为1#楼添加专业' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '添加' }).click()
  const grid = billGrid(page)

  // 新增清单项: the keyboard is in the grid on the new item's 项目名称; Enter edits it (no 重做).
  await page.getByRole('button', { name: '新增清单项' }).click()
  await expect.poll(() => activeCell(page, grid)).toMatchObject({ col: 'Name', focused: true })
  await page.keyboard.press('Enter')
  await grid.getByRole('textbox').fill('木质防火门')
  await page.keyboard.press('Enter')
  await expect(page.getByText('没有可重做的操作')).toHaveCount(0)
  const first = grid.locator('[data-line="item"]').first()
  await expect(first.locator('[data-col="Name"]')).toHaveText('木质防火门')

  // A door counted in 樘: 86.4 is kept as 86, with the import's warning.
  for (const [col, text] of [
    ['Unit', '樘'],
    ['Quantity', '86.4'],
    ['UnitPrice', '1200'],
  ] as const) {
    await first.locator(`[data-col="${col}"]`).click()
    await page.keyboard.press('Enter')
    await grid.getByRole('textbox').fill(text)
    await page.keyboard.press('Enter')
  }
  await expect(page.getByText('工程量按计量单位"樘"取 86（原为 86.4）').first()).toBeVisible()
  await expect(first.locator('[data-col="Quantity"]')).toHaveText('86')
  await expect(first.locator('[data-col="amount"]')).toHaveText('103,200.00')

  // Ctrl+Shift+V on the first item: Excel rows become new items below it; it stays as it was.
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      '010401001001\t砖基础\tM5水泥砂浆\tm3\t10\t400\r\n010401003001\t实心砖墙\t\tm3\t20\t450\r\n',
    ),
  )
  await first.locator('[data-col="Code"]').click()
  await page.keyboard.press('Control+Shift+V')
  await expect(grid.locator('[data-line="item"]')).toHaveCount(3)
  await expect(grid.locator('[data-line="item"] [data-col="Name"]')).toHaveText([
    '木质防火门',
    '砖基础',
    '实心砖墙',
  ])
  await expect(grid.locator('[data-total="amount"]')).toHaveText('116,200.00')

  // Headers read in full: no column title is cut (计量单位, 其中暂估价).
  const cut = await grid.evaluate((el) =>
    [...el.querySelectorAll('[role="columnheader"] > span')]
      .filter((s) => s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1)
      .map((s) => s.textContent),
  )
  expect(cut).toEqual([])

  // 1024×768 with the side menu open: 项目名称 and 合价 in view without scrolling sideways.
  await page.setViewportSize({ width: 1024, height: 768 })
  await expect(page.getByRole('complementary', { name: '侧边菜单' })).toBeVisible()
  expect(await columnsOutOfView(grid, ['项目名称', '合价'])).toEqual([])
  await page.setViewportSize({ width: 1440, height: 900 })

  // 汇总: 单方造价 always with two decimals.
  await page.getByRole('tab', { name: '汇总' }).click()
  const indicators = page.getByRole('table', { name: '造价指标' })
  await expect(indicators.getByRole('row').nth(1)).toContainText('建设项目')
  const rows = await indicators.evaluate((t) =>
    [...t.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent ?? ''),
    ),
  )
  const perArea = rows.flatMap((r) => r.slice(2, 4))
  expect(perArea.length).toBeGreaterThan(0)
  for (const v of perArea) expect(v).toMatch(/^(—|-?\d{1,3}(,\d{3})*\.\d{2})$/)
  // 建设项目: 造价 ÷ 1,000 m² 建筑面积, to the 分.
  const [, cost = '', perBuilt] = rows[0] ?? []
  const yuan = Number(cost.replace(/,/g, ''))
  expect(yuan).toBeGreaterThan(116_200)
  expect(perBuilt).toBe(
    (Math.round(yuan / 10) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  )

  // 我的项目: the bill edit moved the project's 最近编辑 to today.
  await page
    .getByRole('navigation', { name: '功能导航' })
    .getByRole('link', { name: '我的项目' })
    .click()
  const today = new Intl.DateTimeFormat('zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Shanghai',
  }).format(new Date())
  await expect(listRow).toContainText(today)
  await expect(listRow).not.toContainText('2025/01/02')

  // Open again: the structure grid.
  await listRow.getByRole('link', { name: '网格测试项目' }).click()
  // 新增单项 from another column: the new row is active in 单项工程名称 and typing names it.
  const structure = structureGrid(page)
  await structure.getByRole('row').nth(1).locator('[data-col="BuiltArea"]').click()
  await page.getByRole('button', { name: '新增单项' }).click()
  await expect
    .poll(() => activeCell(page, structure))
    .toMatchObject({
      col: 'Project_Name',
      row: '3',
      focused: true,
    })
  await page.keyboard.type('2#楼')
  await page.keyboard.press('Enter')
  await expect(structure.getByRole('row').nth(2).locator('[data-col="Project_Name"]')).toHaveText(
    '2#楼',
  )
})
