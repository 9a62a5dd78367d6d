import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { routePatternsFromRouteTree } from '../../server/spa/routes.ts'
import { loginAndReload, PASSWORD, registerByApi, uniquePhone } from './account-support.ts'
import { releaseTemplate } from './template-support.ts'

// Issue 40 item 1: a cost engineer's day reaches every screen by clicking, from /newIndex. The
// list of screens is the router's own (src/routeTree.gen.ts, the list the server tells pages
// from 404s with), so a new screen nobody links to fails this test until something links it.

/** Routes that are not screens one opens. */
const NOT_DESTINATIONS: Record<string, string> = {
  '/': 'redirects to /newIndex',
  '/$': 'the catch-all: an unknown address goes on to /404',
  '/404': 'where a wrong address ends, not a screen to open',
  '/emptyPage': 'a stop-over that reloads the page it is given (the 对标 header’s 刷新)',
  '/Page/Benchmarking': 'layout route: redirects to its benchmarkindex',
  '/Page/NewBenchmarking': 'layout route: redirects to its benchmarkindex',
}

const PATTERNS = routePatternsFromRouteTree(
  readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8'),
)

/** The route pattern of an address (/MyData/confirm/pending → /MyData/confirm/$type). */
function patternOf(url: string): string | undefined {
  const parts = new URL(url).pathname.split('/').filter(Boolean)
  return PATTERNS.find((p) => {
    const segs = p.split('/').filter(Boolean)
    return (
      segs.length === parts.length &&
      segs.every((s, i) => (s.startsWith('$') ? s.length > 1 : s === parts[i]))
    )
  })
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '功能导航' })
const projectNav = (page: Page) => page.getByRole('navigation', { name: '项目功能' })
const footer = (page: Page) => page.getByRole('navigation', { name: '页脚' })

/** Every screen the page shows is recorded once its address and content are there. */
function journey(page: Page) {
  const reached = new Set<string>()
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  const at = async (path: string) => {
    await expect(page).toHaveURL((u) => u.pathname === path)
    await expect(page.locator('main#main')).not.toBeEmpty()
    // No screen sends the user back to look for a project by typing its address.
    await expect(page.locator('main')).not.toContainText('请从“我的项目”打开一个项目')
    await expect(page.locator('main')).not.toContainText('此功能正在建设中')
    const pattern = patternOf(page.url())
    expect(pattern, page.url()).toBeDefined()
    reached.add(pattern ?? '')
  }
  return { reached, errors, at }
}

test('every screen of the route tree is reached from /newIndex by clicks alone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const template = await releaseTemplate(request)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `导航${phone.slice(-4)}`)
  await loginAndReload(page, phone) // opens /newIndex, logs in through the dialog
  const { reached, errors, at } = journey(page)
  await at('/newIndex')

  // 我的项目: two projects made here (the second is the 对标 sample), the first opened.
  await sideMenu(page).getByRole('link', { name: '我的项目' }).click()
  await at('/Page/newModelProjet')
  for (const name of ['导航样本项目', '导航目标项目']) {
    await page.getByRole('button', { name: '新建项目' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: '项目名称' }).fill(name)
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(dialog).toHaveCount(0)
  }
  await page.getByRole('link', { name: '导航目标项目' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '导航目标项目' })).toBeVisible()
  await page.getByRole('link', { name: '排序' }).click()
  await at('/sortable')
  await page.getByRole('link', { name: '返回项目结构' }).click()
  await at('/Page/newModelProjet')

  // The project's screens, from the row of links every project screen shows.
  for (const [label, path] of [
    ['清单计价', '/Page/bill'],
    ['估算', '/Page/estimate'],
    ['智能清单生成', '/Page/editBrainList'],
    ['报表预览', '/Page/reportPreview'],
    ['调价', '/Page/readjustPrices'],
  ] as const) {
    await projectNav(page).getByRole('link', { name: label }).click()
    await at(path)
    await expect(projectNav(page).getByText(label)).toHaveAttribute('aria-current', 'page')
  }

  // The side menu's other areas.
  for (const [label, path] of [
    ['我的数据', '/MyData/dataCenter'],
    ['材料价格库', '/MyData/materialData'],
    ['定额库', '/MyData/quotaData'],
    ['回标分析', '/Page/Benchmarking/benchmarkindex'],
    ['交易中心', '/Page/tradingCenter'],
    ['购物车', '/Page/shopCart'],
    ['团队中心', '/MyData/teamCenter'],
    ['成员管理', '/MyData/memberManage'],
    ['团队消息', '/MyData/confirm/pending'],
  ] as const) {
    await sideMenu(page).getByRole('link', { name: label, exact: true }).click()
    await at(path)
  }

  // 回标分析: a scheme, then its screens from the row of links under the header.
  await sideMenu(page).getByRole('link', { name: '回标分析' }).click()
  await page.getByRole('textbox', { name: '新方案名称' }).fill('导航回标方案')
  await page.getByRole('button', { name: '新建方案' }).click()
  const bid = page.getByRole('navigation', { name: '回标分析' })
  for (const [label, path] of [
    ['清标结果', '/Page/Benchmarking/contrastlist'],
    ['两家对比', '/Page/Benchmarking/compardiffercontract'],
    ['逐项对比', '/Page/Benchmarking/switchfunction'],
    ['对比基准', '/Page/Benchmarking/cutbenchamark'],
    ['底层数据', '/Page/Benchmarking/bottomLevelData'],
    ['图表', '/Page/Benchmarking/selfChart'],
  ] as const) {
    await bid.getByRole('link', { name: label }).click()
    await at(path)
  }

  // 对标分析: a scheme on the two projects, opened.
  await sideMenu(page).getByRole('link', { name: '对标分析' }).click()
  await at('/Page/NewBenchmarking/benchmarkindex')
  await page.getByRole('button', { name: '新建方案' }).click()
  const editor = page.getByRole('dialog')
  await editor.getByRole('textbox', { name: '方案名称' }).fill('导航对标方案')
  await editor.getByRole('combobox', { name: '目标项目' }).click()
  await page.getByRole('option', { name: '导航目标项目' }).click()
  await editor.getByRole('checkbox', { name: '导航样本项目' }).check()
  await editor.getByRole('button', { name: '保存方案' }).click()
  await page.getByRole('button', { name: '打开' }).first().click()
  await at('/Page/NewBenchmarking/contrastlist')
  // …then its screens from the scheme's tab row.
  const scheme = page.getByRole('navigation', { name: '对标分析' })
  for (const [label, path] of [
    ['图表', '/Page/NewBenchmarking/selfChart'],
    ['项目对比', '/Page/NewBenchmarking/differContrast'],
    ['方案对比', '/Page/NewBenchmarking/compardiffercontract'],
    ['层级与样本', '/Page/NewBenchmarking/cutbenchamark'],
    ['功能区', '/Page/NewBenchmarking/switchfunction'],
    ['对标结果', '/Page/NewBenchmarking/contrastlist'],
  ] as const) {
    await scheme.getByRole('link', { name: label, exact: true }).click()
    await at(path)
  }

  // The trading centre: the list, a template, its author, search results.
  await sideMenu(page).getByRole('link', { name: '交易中心' }).click()
  await page.getByRole('link', { name: template.name }).first().click()
  await at('/Page/modelDetail')
  await page.getByRole('link', { name: template.author }).first().click()
  await at('/Page/authorHomepage')
  await page.getByRole('searchbox', { name: '搜索', exact: true }).fill(template.city)
  await page.keyboard.press('Enter')
  await at('/Page/filterpage')

  // The user menu: 个人中心 opens in a new tab (SPEC §2).
  await page.getByRole('button', { name: '用户菜单' }).click()
  const opened = context.waitForEvent('page')
  await page.getByRole('menuitem', { name: '个人中心' }).click()
  const personal = await opened
  await personal.waitForLoadState()
  expect(patternOf(personal.url())).toBe('/Page/personalCenter')
  reached.add('/Page/personalCenter')
  await personal.close()

  // The page foot.
  for (const [label, path] of [
    ['帮助中心', '/help'],
    ['用户协议', '/agreement'],
    ['隐私政策', '/privacy'],
    ['测试页', '/MyData/test'],
  ] as const) {
    await footer(page).getByRole('link', { name: label }).click()
    await at(path)
  }

  // The administrator: logs in from the header and finds 后台管理 in the user menu.
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click()
  const login = page.getByRole('dialog')
  await login
    .getByRole('textbox', { name: '手机号', exact: true })
    .fill(process.env.E2E_ADMIN_PHONE ?? '')
  await login
    .getByRole('textbox', { name: '密码', exact: true })
    .fill(process.env.E2E_ADMIN_PASSWORD ?? PASSWORD)
  await login.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/Backstage/, { timeout: 20_000 })
  await sideMenu(page).getByRole('link', { name: '首页' }).click()
  await at('/newIndex')
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: '后台管理' }).click()
  await at('/Backstage')

  const missing = PATTERNS.filter((p) => !(p in NOT_DESTINATIONS) && !reached.has(p))
  expect(missing, 'screens not reached by clicking').toEqual([])
  expect(errors, 'console errors').toEqual([])
})

test('the side menu’s 计价 items open the current project’s screen, or a picker with recent projects first; the row menu opens a project’s screens', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `计价${phone.slice(-4)}`)
  await loginAndReload(page, phone)

  // No project yet: 估算 says how to make one instead of sending the user to type an address.
  await sideMenu(page).getByRole('link', { name: '估算' }).click()
  await expect(page).toHaveURL((u) => u.pathname === '/Page/estimate' && !u.search)
  await expect(page.getByRole('heading', { level: 1, name: '估算' })).toBeVisible()
  await page.getByRole('link', { name: '前往我的项目' }).click()
  await expect(page).toHaveURL(/\/Page\/newModelProjet/)

  for (const name of ['甲项目', '乙项目', '丙项目']) {
    await page.getByRole('button', { name: '新建项目' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: '项目名称' }).fill(name)
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(dialog).toHaveCount(0)
  }
  const pidOf = async (name: string) => {
    const href = await page.getByRole('link', { name, exact: true }).getAttribute('href')
    return new URL(href ?? '', 'http://x').searchParams.get('pid') ?? ''
  }
  const [a, b] = [await pidOf('甲项目'), await pidOf('乙项目')]

  // The row menu opens a project's screens: 甲项目's 估算.
  await page.getByRole('button', { name: '甲项目 的操作' }).click()
  for (const item of ['打开', '清单计价', '估算', '智能清单生成', '报表预览', '调价'])
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible()
  await page.getByRole('menuitem', { name: '估算', exact: true }).click()
  await expect(page).toHaveURL(
    (u) => u.pathname === '/Page/estimate' && u.searchParams.get('pid') === a,
  )
  await expect(projectNav(page).getByText('估算')).toHaveAttribute('aria-current', 'page')

  // 乙项目 opened last: it is the current project of the side menu's 计价 items.
  await sideMenu(page).getByRole('link', { name: '我的项目' }).click()
  await page.getByRole('link', { name: '乙项目', exact: true }).click()
  await expect(sideMenu(page).getByRole('link', { name: '当前项目：乙项目' })).toBeVisible()
  for (const [label, path] of [
    ['估算', '/Page/estimate'],
    ['智能清单生成', '/Page/editBrainList'],
    ['报表预览', '/Page/reportPreview'],
    ['清单计价', '/Page/bill'],
    ['调价', '/Page/readjustPrices'],
  ] as const) {
    await sideMenu(page).getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL((u) => u.pathname === path && u.searchParams.get('pid') === b)
    await expect(projectNav(page).getByText(label)).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main')).not.toContainText('请从“我的项目”打开一个项目')
  }

  // A project screen without a project: the picker, the recently opened ones first.
  await page.goto('/Page/reportPreview')
  const recent = page.getByRole('region', { name: '最近打开' })
  await expect(recent.getByRole('link')).toHaveText([/^乙项目/, /^甲项目/])
  await expect(page.getByRole('region', { name: '其他项目' }).getByRole('link')).toHaveText([
    /^丙项目/,
  ])
  await recent.getByRole('link', { name: /^甲项目/ }).click()
  await expect(page).toHaveURL(
    (u) => u.pathname === '/Page/reportPreview' && u.searchParams.get('pid') === a,
  )
})
