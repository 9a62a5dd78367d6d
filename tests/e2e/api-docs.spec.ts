import { expect, test } from '@playwright/test'

// The API reference generated from the call registry works with no internet: every request it
// makes goes to this server, and anything else is refused (as on a site with no network).
test('the API reference at /api/docs renders with the network off', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const elsewhere: string[] = []
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(origin)) return route.continue()
    elsewhere.push(url)
    return route.abort('internetdisconnected')
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { level: 1, name: '智能清单 API 接口文档' })).toBeVisible()
  await expect(page.getByText('/api/index/GetSum', { exact: true })).toBeVisible()
  await page.getByText('/api/SjyqList/EditProject', { exact: true }).click()
  await expect(page.getByText('新建、修改或删除项目').first()).toBeVisible()
  expect(elsewhere).toEqual([])
  const spec = await page.request.get('/api/openapi.json')
  expect(((await spec.json()) as { openapi: string }).openapi).toBe('3.1.0')
})
