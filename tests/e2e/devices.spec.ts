import { expect, test } from '@playwright/test'
import { loginAndReload, registerByApi, uniquePhone } from './account-support'

// 个人中心 登录设备 (issue 34, item 11; docs/accounts.md "Devices"): one account signed in from two
// browsers; the first lists both, marks itself, and 退出其他设备 signs the second out.
test('个人中心 lists the devices signed in and 退出其他设备 ends the others', async ({
  browser,
}) => {
  const phone = uniquePhone()
  const setup = await browser.newContext()
  await registerByApi(setup.request, phone, `设备${phone.slice(-4)}`)
  await setup.close()
  const here = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' })
  const there = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' })
  try {
    const other = await there.newPage()
    await loginAndReload(other, phone)
    const page = await here.newPage()
    await page.setViewportSize({ width: 1024, height: 768 })
    await loginAndReload(page, phone)
    await page.goto('/Page/personalCenter')
    const devices = page.getByRole('region', { name: '登录设备' })
    const rows = devices.getByRole('table', { name: '登录设备' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(1)).toContainText('本设备')
    await expect(rows.nth(1)).toContainText(/Chrome \d+ · Linux/)
    await expect(rows.nth(2)).not.toContainText('本设备')

    await devices.getByRole('button', { name: '退出其他设备' }).click()
    await expect(page.getByText('已退出1台其他设备', { exact: true })).toBeVisible()
    await expect(rows).toHaveCount(2)
    await expect(devices.getByRole('button', { name: '退出其他设备' })).toBeDisabled()
    // The other browser's session is gone: its next signed-in call is refused.
    const token = await other.evaluate(() => localStorage.getItem('token') ?? '')
    const res = await other.request.get('/api/SjyqList/GetAccount_Information', {
      headers: { 'X-Token': token },
    })
    expect(res.status()).toBe(403)
  } finally {
    await here.close()
    await there.close()
  }
})
