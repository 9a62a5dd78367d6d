// Logs a registered phone in through the app's own login dialog, as a user would.
import type { Page } from '@playwright/test'

export async function loginThroughUi(
  page: Page,
  serverUrl: string,
  phone: string,
  password = 'abc12345',
): Promise<void> {
  await page.goto(`${serverUrl}/newIndex`)
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '手机号', exact: true }).fill(phone)
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 15_000 })
  await page.waitForTimeout(2500) // the reload after login
}

/**
 * Waits until the app itself has rendered its header (a button in it: 登录 or 用户菜单). The
 * banner alone is not enough: index.html's static shell has a <header> too, shown before the
 * router has mounted, and a navigation dispatched then is not seen by the router.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button').first().waitFor({ timeout: 30_000 })
}
