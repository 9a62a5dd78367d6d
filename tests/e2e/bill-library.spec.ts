import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { apiToken, loginAndReload, okData, registerByApi, uniquePhone } from './account-support.ts'
import { overflow } from './overflow-support.ts'
import { billGrid } from './bill-support.ts'

// Issue 39 items 1 and 2 in the grid: a standard code typed into 项目编码 fills the item from the
// 清单库 (never over what the user typed), the 清单库 panel finds an item by pinyin initials and
// inserts it below the active row (undoable), and a 计算式 sets 工程量 and so 合价.

/** Types `text` into a cell: click, Enter, fill the editor, Enter. */
async function typeInto(page: Page, row: ReturnType<Page['locator']>, col: string, text: string) {
  await row.locator(`[data-col="${col}"]`).click()
  await page.keyboard.press('Enter')
  await billGrid(page).getByRole('textbox').fill(text)
  await page.keyboard.press('Enter')
}

test('清单库: a typed code fills the item, the panel inserts by initials, a 计算式 sets 工程量 and 合价', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const phone = uniquePhone()
  await registerByApi(request, phone, `清单库${phone.slice(-4)}`)
  const token = await apiToken(request, phone)
  const [pid, row] = [randomUUID(), randomUUID()]
  for (const [path, form] of [
    [
      '/SjyqList/EditProject',
      { Type: 'add', ID: pid, Project_Name: '清单库测试', ProjectType: '住宅', City: '上海' },
    ],
    [
      '/SjyqList/EditProStructure',
      { Type: 'add', ID: row, ProId: pid, Project_Name: '1#楼', BuiltArea: '1000', MultNum: '1' },
    ],
  ] as const)
    await okData(await request.post(`/api${path}`, { form, headers: { 'X-Token': token } }), path)
  await loginAndReload(page, phone)
  await page.goto(`/Page/bill?pid=${pid}`)
  await page.getByRole('button', { name: '为1#楼添加专业' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '添加' }).click()
  const grid = billGrid(page)
  const items = grid.locator('[data-line="item"]')

  // A new row, a 9-digit code: name, unit and 特征 template from the 清单库, the first 自编 001.
  await page.getByRole('button', { name: '新增清单项' }).click()
  await expect(items).toHaveCount(1)
  await typeInto(page, items.nth(0), 'Code', '010401003')
  await expect(items.nth(0).locator('[data-col="Name"]')).toHaveText('实心砖墙')
  await expect(items.nth(0).locator('[data-col="Code"]')).toHaveText('010401003001')
  await expect(items.nth(0).locator('[data-col="Unit"]')).toHaveText('m³')
  await expect(items.nth(0).locator('[data-col="Features"]')).toContainText(
    '1. 砖品种、规格、强度等级：',
  )

  // A row the user named first: the same code gets 002, the typed name stays.
  await page.getByRole('button', { name: '新增清单项' }).click()
  await expect(items).toHaveCount(2)
  await typeInto(page, items.nth(1), 'Name', '外墙砖墙')
  await typeInto(page, items.nth(1), 'Code', '０１０４０１００３')
  await expect(items.nth(1).locator('[data-col="Code"]')).toHaveText('010401003002')
  await expect(items.nth(1).locator('[data-col="Name"]')).toHaveText('外墙砖墙')
  await expect(items.nth(1).locator('[data-col="Features"]')).toContainText('1. 砖品种')

  // The 清单库 chunk is in the service worker's precache (so the panel opens offline).
  const precached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys()
      const hit = keys.find((r) => /\/assets\/catalogue-[\w-]+\.js/.test(r.url))
      if (hit) return hit.url
    }
    return null
  })
  expect(precached).not.toBeNull()

  // 清单库: 有梁板 by its initials, inserted below the active (first) row, in view at both sizes.
  await items.nth(0).locator('[data-col="Code"]').click()
  await page.getByRole('button', { name: '清单库' }).click()
  const panel = page.getByRole('dialog', { name: '清单库' })
  await panel.getByRole('textbox', { name: '搜索清单库' }).fill('ylb')
  await panel.getByRole('button', { name: /010505001\s*有梁板/ }).click()
  await expect(panel.getByRole('region', { name: '清单项目详情' })).toContainText('混凝土强度等级')
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    await expect(panel.getByRole('button', { name: '插入' })).toBeInViewport()
    expect(await overflow(page)).toEqual([])
  }
  await panel.getByRole('button', { name: '插入' }).click()
  await expect(items).toHaveCount(3)
  await expect(items.locator('[data-col="Name"]')).toHaveText(['实心砖墙', '有梁板', '外墙砖墙'])
  await expect(items.nth(1).locator('[data-col="Code"]')).toHaveText('010505001001')
  await expect(items.nth(1).locator('[data-col="Unit"]')).toHaveText('m³')

  // Undo takes the insert back, redo makes it again.
  await panel.getByRole('button', { name: '关闭清单库' }).click()
  await expect(panel).toHaveCount(0)
  await page.getByRole('button', { name: '撤销' }).click()
  await expect(items.locator('[data-col="Name"]')).toHaveText(['实心砖墙', '外墙砖墙'])
  await page.getByRole('button', { name: '重做' }).click()
  await expect(items.locator('[data-col="Name"]')).toHaveText(['实心砖墙', '有梁板', '外墙砖墙'])

  // 计算式: 工程量 is its value in the unit's decimals, 合价 follows; a bad one changes nothing.
  const slab = items.nth(1)
  await typeInto(page, slab, 'Formula', '(3.6+4.2)「外墙」*2*2.9-1.5×2.1[门洞]')
  await expect(slab.locator('[data-col="Quantity"]')).toHaveText('42.09')
  await typeInto(page, slab, 'UnitPrice', '500')
  await expect(slab.locator('[data-col="amount"]')).toHaveText('21,045.00')
  await typeInto(page, slab, 'Formula', '3/(2-2)')
  await expect(page.getByText('计算式第 2 个字符处除数为零').first()).toBeVisible()
  await expect(slab.locator('[data-col="Quantity"]')).toHaveText('42.09')
  await expect(slab.locator('[data-col="Formula"]')).toHaveText(
    '(3.6+4.2)「外墙」*2*2.9-1.5×2.1[门洞]',
  )
  // Undo of the 计算式 puts the 工程量 typed before it back (none: blank).
  await page.getByRole('button', { name: '撤销' }).click() // the 综合单价
  await page.getByRole('button', { name: '撤销' }).click() // the 计算式
  await expect(slab.locator('[data-col="Formula"]')).toHaveText('')
  await expect(slab.locator('[data-col="Quantity"]')).toHaveText('')
})
