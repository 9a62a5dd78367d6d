import { expect, test } from '@playwright/test'
import { overflow } from './overflow-support'

// Layout details at the tablet size. The every-route overflow check at both sizes is in
// route-sweep.spec.ts (one page load per route and size, shared with the axe check).

test('我的项目 with projects fits 1024×768: 建筑面积, 最近编辑 and ⋯ are on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/Page/newModelProjet?id=2')
  await page.getByRole('button', { name: '新建项目' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '项目名称' }).fill('滨江花园一期住宅及配套商业项目')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)
  const table = page.getByRole('table', { name: '项目列表' })
  await expect(table.getByRole('link', { name: '滨江花园一期住宅及配套商业项目' })).toBeVisible()
  const main = await page.locator('main').boundingBox()
  for (const name of ['建筑面积(m²)', '最近编辑']) {
    const box = await table.getByRole('columnheader', { name }).boundingBox()
    expect(box && main && box.x + box.width <= main.x + main.width, name).toBe(true)
  }
  // The area heading (right-aligned) and 最近编辑 read as two headings, not one run-together word.
  const gap = await table.evaluate((el) => {
    const textBox = (name: string) => {
      const cell = [...el.querySelectorAll('[role="columnheader"]')].find(
        (c) => c.textContent?.trim() === name,
      )
      const range = document.createRange()
      if (cell) range.selectNodeContents(cell)
      return range.getBoundingClientRect()
    }
    return textBox('最近编辑').left - textBox('建筑面积(m²)').right
  })
  expect(gap).toBeGreaterThanOrEqual(12)
  const more = await table
    .getByRole('button', { name: /的操作$/ })
    .first()
    .boundingBox()
  expect(more && main && more.x + more.width <= main.x + main.width).toBe(true)
  expect(await overflow(page)).toEqual([])

  // The header search shows its whole placeholder.
  const search = page.getByRole('searchbox', { name: '搜索', exact: true })
  const room = await search.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el)
    const ctx = document.createElement('canvas').getContext('2d')
    if (!ctx) return -1
    ctx.font = `${style.fontSize} ${style.fontFamily}`
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return inner - ctx.measureText(el.placeholder).width
  })
  expect(room).toBeGreaterThanOrEqual(0)

  // A toast leaves the header (search box, login area) uncovered.
  await table
    .getByRole('button', { name: /的操作$/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: '删除' }).click()
  const toast = page.getByRole('button', { name: '撤销' })
  await expect(toast).toBeVisible()
  const [t, header] = [
    await toast.boundingBox(),
    await page.locator('header').first().boundingBox(),
  ]
  expect(t && header && t.y >= header.y + header.height).toBe(true)
})

test('a year error in the project form leaves 计价标准 in line with 年份', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/Page/newModelProjet?id=2')
  await page.getByRole('button', { name: '新建项目' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '项目名称' }).fill('年份校验')
  await dialog.getByRole('textbox', { name: '年份' }).fill('12')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog.getByRole('textbox', { name: '年份' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  const year = await dialog.getByRole('textbox', { name: '年份' }).boundingBox()
  const standard = await dialog.getByRole('combobox', { name: '计价标准' }).boundingBox()
  expect(year && standard && Math.abs(year.y - standard.y)).toBeLessThanOrEqual(1)
})
