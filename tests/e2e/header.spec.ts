import { expect, test } from '@playwright/test'

test('the header search goes to the filter page on Enter and on blur, never for empty text', async ({
  page,
}) => {
  await page.goto('/newIndex')
  const search = page.getByPlaceholder('搜索模板、作者、热门城市')
  await search.fill('   ')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/newIndex$/)

  await search.fill(' 杭州 ')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/Page\/filterpage\?type=search&name=%E6%9D%AD%E5%B7%9E$/)

  await page.goto('/newIndex')
  await page.getByPlaceholder('搜索模板、作者、热门城市').fill('住宅')
  await page.getByRole('link', { name: '智能清单首页' }).focus()
  await expect(page).toHaveURL(/\/Page\/filterpage\?type=search&name=%E4%BD%8F%E5%AE%85$/)
})

test('the top menu navigates and highlights the selected item', async ({ page }) => {
  await page.goto('/newIndex')
  const menu = page.getByRole('navigation', { name: '主菜单' })
  for (const [name, url] of [
    ['我的项目', /\/Page\/newModelProjet\?id=2$/],
    ['我的数据', /\/MyData\/dataCenter$/],
    ['交易中心', /\/Page\/tradingCenter\?id=3$/],
  ] as const) {
    await menu.getByRole('link', { name }).click()
    await expect(page).toHaveURL(url)
    await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
  }
  await page.getByRole('link', { name: '智能清单首页' }).click()
  await expect(page).toHaveURL(/\/newIndex$/)
})

test('logged out the header offers 登录 | 注册 and opens the login dialog', async ({ page }) => {
  await page.goto('/newIndex')
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible()
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('dialog', { name: '智能清单' })).toBeVisible()
})

test('logged in the header shows the avatar menu with greeting, 个人中心, 团队中心 and 退出登录', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('userid', 'u-1')
    localStorage.setItem('username', '张工')
  })
  await page.goto('/newIndex')
  await page.getByRole('button', { name: '用户菜单' }).click()
  await expect(page.getByText('您好，张工')).toBeVisible()
  const popup = page.waitForEvent('popup')
  await page.getByRole('menuitem', { name: '个人中心' }).click()
  await expect(await popup).toHaveURL(/\/Page\/personalCenter$/)
  await page.getByRole('button', { name: '用户菜单' }).click()
  await expect(page.getByRole('menuitem', { name: '团队中心' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible()
})

test('the side menu flag is stored as "1"/"0" and survives a reload', async ({ page }) => {
  await page.goto('/newIndex')
  const toggle = page.getByRole('button', { name: /侧边菜单/ })
  const before = await page.evaluate(() => localStorage.getItem('sidebarStatus'))
  await toggle.click()
  const after = await page.evaluate(() => localStorage.getItem('sidebarStatus'))
  expect(after).toMatch(/^[01]$/)
  expect(after).not.toBe(before ?? '1')
  await page.reload()
  expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe(after)
  await expect(
    page.getByRole('button', { name: after === '0' ? '展开侧边菜单' : '收起侧边菜单' }),
  ).toBeVisible()
})
