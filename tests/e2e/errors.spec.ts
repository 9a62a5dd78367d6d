import { expect, test } from '@playwright/test'

// Issue 40 item 9: a screen that throws while rendering shows a Chinese error screen with 重试 and
// 返回首页 and an error id, logged to the server with it, never the router's English default.
// The 帮助中心 screen's code is served wrapped so it throws until the page says otherwise: a real
// render error in the real build. Its requests must reach page.route, so no service worker here.
test.use({ serviceWorkers: 'block' })

test('a render error: 页面出错了 with an error id sent to the server log; 重试 renders the screen again; 返回首页 leaves it', async ({
  page,
}) => {
  await page.route(/\/assets\/help-[\w-]+\.js$/, async (route) => {
    const real = await (await route.fetch()).text()
    const wrapped = real.replace(
      /export\s*\{\s*(\w+) as component\s*\};?\s*$/,
      (_, name: string) =>
        `export const component = (p) => { if (window.__broken !== false) throw new TypeError("Cannot read properties of undefined (reading 'sections')"); return ${name}(p) };`,
    )
    expect(wrapped).not.toBe(real)
    await route.fulfill({ body: wrapped, contentType: 'text/javascript' })
  })
  const english: string[] = []
  page.on('console', (m) => /Something went wrong/i.test(m.text()) && english.push(m.text()))

  await page.goto('/newIndex')
  const logged = page.waitForResponse((r) => r.url().includes('/api/Log/ClientError'))
  await page
    .getByRole('navigation', { name: '页脚' })
    .getByRole('link', { name: '帮助中心' })
    .click()
  const screen = page.getByRole('alert').filter({ hasText: '页面出错了' })
  await expect(screen.getByRole('heading', { name: '页面出错了' })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/Something went wrong/i)
  // The shell stays: the error is the screen's, the header and side menu still work.
  await expect(page.getByRole('navigation', { name: '功能导航' })).toBeVisible()
  const id = /错误编号：(E-[0-9A-Z]+-[0-9A-Z]{4})/.exec((await screen.textContent()) ?? '')?.[1]
  expect(id).toBeTruthy()
  const answer = await logged
  const sent = new URLSearchParams(answer.request().postData() ?? '')
  expect(sent.get('ErrorId')).toBe(id)
  expect(sent.get('Path')).toBe('/help')
  expect(sent.get('Message')).toBe("Cannot read properties of undefined (reading 'sections')")
  const body = (await answer.json()) as { ErrorCode: string; Data: { RequestId: string } }
  expect(body.ErrorCode).toBe('0')
  expect(body.Data.RequestId).toBe(answer.headers()['x-request-id'])

  // Whatever broke is gone: 重试 shows the screen.
  await page.evaluate(() => Object.assign(window, { __broken: false }))
  await screen.getByRole('button', { name: '重试' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible()

  // Broken again: 返回首页.
  await page
    .getByRole('navigation', { name: '功能导航' })
    .getByRole('link', { name: '首页' })
    .click()
  await page.evaluate(() => Object.assign(window, { __broken: true }))
  await page
    .getByRole('navigation', { name: '页脚' })
    .getByRole('link', { name: '帮助中心' })
    .click()
  await expect(page.getByRole('heading', { name: '页面出错了' })).toBeVisible()
  await page.getByRole('link', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/newIndex$/)
  await expect(page.getByRole('heading', { name: '页面出错了' })).toHaveCount(0)
  expect(english).toEqual([])
})
