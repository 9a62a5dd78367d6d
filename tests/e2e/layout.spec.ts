import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

// Every screen works at the two sizes the product is for (a 1024×768 tablet, a 1440×900 laptop)
// without horizontal overflow: nothing in the main area runs off its right edge. The route list
// comes from the generated route tree, so a new route is checked without editing this file.

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const

// Address of each route: its path, a parameter filled in, the query a menu link adds.
const QUERY: Record<string, string> = {
  '/Page/newModelProjet': '?id=2',
  '/Page/tradingCenter': '?id=3',
  '/Page/Benchmarking/benchmarkindex': '?SID=1',
  '/Page/NewBenchmarking/benchmarkindex': '?SID=1',
}
// Redirect-only routes: / goes to /newIndex, /$ to /404, /emptyPage on to its redirect.
const SKIP = new Set(['/', '/$', '/emptyPage', '/Page/Benchmarking', '/Page/NewBenchmarking'])

function routes(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '')
  return paths.filter((p) => !SKIP.has(p)).map((p) => p.replace('$type', 'invite') + (QUERY[p] ?? ''))
}

/** What runs off the main area's right edge: the page itself, or elements inside <main>. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`)
    const main = document.querySelector('main')
    if (!main) return out
    if (main.scrollWidth > main.clientWidth + 1) out.push(`main ${main.scrollWidth} > ${main.clientWidth}`)
    const right = main.getBoundingClientRect().right
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      // The structure grid is a spreadsheet: it scrolls sideways inside itself on purpose.
      if (el.closest('[role="grid"]')) continue
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1 || r.right <= right + 1) continue
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)
      out.push(`${el.tagName.toLowerCase()} "${text}" right ${Math.round(r.right)} > ${Math.round(right)}`)
      if (out.length > 5) break
    }
    return out
  })
}

for (const size of SIZES) {
  test(`no screen overflows horizontally at ${size.width}×${size.height}, side menu open`, async ({ page }) => {
    await page.setViewportSize(size)
    const found: string[] = []
    const list = routes()
    expect(list.length).toBeGreaterThan(30)
    for (const path of list) {
      await page.goto(path)
      await expect(page.locator('main')).not.toBeEmpty()
      await page.waitForLoadState('networkidle')
      for (const o of await overflow(page)) found.push(`${path}: ${o}`)
    }
    expect(found).toEqual([])
  })
}

test('我的项目 with projects fits 1024×768: 建筑面积, 最近编辑 and ⋯ are on screen', async ({ page }) => {
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
      const cell = [...el.querySelectorAll('[role="columnheader"]')].find((c) => c.textContent?.trim() === name)
      const range = document.createRange()
      if (cell) range.selectNodeContents(cell)
      return range.getBoundingClientRect()
    }
    return textBox('最近编辑').left - textBox('建筑面积(m²)').right
  })
  expect(gap).toBeGreaterThanOrEqual(12)
  const more = await table.getByRole('button', { name: /的操作$/ }).first().boundingBox()
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
  await table.getByRole('button', { name: /的操作$/ }).first().click()
  await page.getByRole('menuitem', { name: '删除' }).click()
  const toast = page.getByRole('button', { name: '撤销' })
  await expect(toast).toBeVisible()
  const [t, header] = [await toast.boundingBox(), await page.locator('header').first().boundingBox()]
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
  await expect(dialog.getByRole('textbox', { name: '年份' })).toHaveAttribute('aria-invalid', 'true')
  const year = await dialog.getByRole('textbox', { name: '年份' }).boundingBox()
  const standard = await dialog.getByRole('combobox', { name: '计价标准' }).boundingBox()
  expect(year && standard && Math.abs(year.y - standard.y)).toBeLessThanOrEqual(1)
})
