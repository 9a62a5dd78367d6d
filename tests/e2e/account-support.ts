import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// Helpers of account.spec.ts: the login dialog driven like a user, SMS codes read back from the
// outbox file the server appends to (playwright.config.ts).

export const PASSWORD = 'abc12345'

export function uniquePhone(): string {
  return '1' + String(Math.floor(Math.random() * 1e10)).padStart(10, '0')
}

/** The last code the server sent to `phone` (waits for the outbox line to appear). */
export async function codeFor(phone: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'sms.jsonl')
  let code: string | undefined
  await expect
    .poll(() => {
      let text: string
      try {
        text = readFileSync(outbox, 'utf8')
      } catch {
        return undefined
      }
      const lines = text.split('\n').filter((l) => l.includes(`"${phone}"`))
      const last = lines.at(-1)
      code = last ? (JSON.parse(last) as { Code: string }).Code : undefined
      return code
    })
    .toMatch(/^\d{6}$/)
  return code ?? ''
}

/** Registers through the API (the register test itself goes through the dialog). */
export async function registerByApi(
  request: APIRequestContext,
  phone: string,
  userName: string,
  password = PASSWORD,
): Promise<void> {
  const sent = await request.get(`/api/index/GetMsg?Mobile=${phone}&Type=r`)
  expect((await sent.json()) as unknown).toMatchObject({ ErrorCode: '0' })
  const res = await request.post('/api/index/UserRegister', {
    form: {
      Type: 'add',
      Code: await codeFor(phone),
      Model: JSON.stringify({ Phone: phone, pwd: password, UserName: userName }),
    },
  })
  expect((await res.json()) as unknown).toMatchObject({ ErrorCode: '0' })
}

export const dialogOf = (page: Page) => page.getByRole('dialog')
export const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true })
export const slider = (scope: Locator) => scope.getByRole('slider', { name: '拖动滑块验证' })
export const messageLine = (scope: Locator) => scope.getByRole('alert')

export async function openDialog(page: Page, which: '登录' | '注册'): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: which, exact: true }).click()
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Drags the knob with the mouse to `fraction` of the track (1 = the far end and beyond). */
export async function drag(page: Page, scope: Locator, fraction: number): Promise<void> {
  const knob = slider(scope)
  const track = knob.locator('..')
  // After an early release the knob glides back (200 ms): grab it only once it is home.
  const offset = async () =>
    ((await knob.boundingBox())?.x ?? NaN) - ((await track.boundingBox())?.x ?? NaN)
  await expect.poll(offset).toBeLessThanOrEqual(1)
  const knobBox = await knob.boundingBox()
  const trackBox = await track.boundingBox()
  if (!knobBox || !trackBox) throw new Error('slider not laid out')
  const y = knobBox.y + knobBox.height / 2
  const startX = knobBox.x + knobBox.width / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  await page.mouse.move(startX + (trackBox.width - knobBox.width) * fraction, y, { steps: 8 })
  await page.mouse.up()
}

/** Slider, 获取验证码 and the code from the outbox, as a user would. */
export async function requestCode(page: Page, scope: Locator, phone: string): Promise<void> {
  await drag(page, scope, 1.2)
  await expect(slider(scope)).toHaveAttribute('aria-valuenow', '100')
  await scope.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码发送成功!').first()).toBeVisible()
  await field(scope, '验证码').fill(await codeFor(phone))
}

/** A marker on window that a reload wipes out. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eMarker: true }))
}
/** Whether the marked page is still loaded. During the reload itself there is no page to ask:
 * that counts as still marked, so a poll waits for the new page instead of failing. */
export const isMarked = (page: Page) =>
  page.evaluate(() => '__e2eMarker' in window).catch(() => true)

export async function passwordLogin(page: Page, phone: string, password: string): Promise<void> {
  const dialog = await openDialog(page, '登录')
  await field(dialog, '手机号').fill(phone)
  await field(dialog, '密码').fill(password)
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
}

/**
 * Logs in through the dialog on 首页 and waits for the reload that follows (the page marker is
 * gone), then for the signed-in header.
 */
export async function loginAndReload(
  page: Page,
  phone: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/newIndex')
  await markPage(page)
  await passwordLogin(page, phone, password)
  // The reload (marker gone) is the signal. The 登录成功！ toast is not awaited here: it shows for
  // about 1 s before the reload replaces the page, which a loaded machine can miss
  // (account.spec.ts checks the toast).
  await expect.poll(() => isMarked(page), { timeout: 20_000 }).toBe(false)
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible()
}

/**
 * Records in sessionStorage, across the navigation that follows a login, that the 登录成功！
 * toast was added to the page: the toast lives about 1 s before the page is replaced, which a
 * loaded machine can miss when it polls for it afterwards.
 */
export async function watchLoginToast(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if ((n.textContent ?? '').includes('登录成功！'))
            sessionStorage.setItem('e2e-login-toast', '1')
    }).observe(document, { subtree: true, childList: true })
  })
}

/** Whether watchLoginToast saw the toast. */
export const sawLoginToast = (page: Page): Promise<boolean> =>
  page.evaluate(() => sessionStorage.getItem('e2e-login-toast') === '1')

/** Waits until the service worker is active and controls the page (offline reloads need it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null)
  const deadline = Date.now() + 5_000
  while (!(await controlled()) && Date.now() < deadline) await page.waitForTimeout(100)
  // A page that started loading before the worker activated is normally claimed at activation;
  // on a loaded machine that claim was seen to miss it for over 15 s. A navigation after
  // activation is always controlled, so such a page is reloaded once (its data is in IndexedDB).
  if (!(await controlled())) await page.reload()
  await expect.poll(controlled, { timeout: 15_000 }).toBe(true)
}

/** The envelope of an /api answer, failing the test unless ErrorCode is "0" (a lost session, a 403…). */
export async function okData<T>(
  res: { status(): number; json(): Promise<unknown> },
  what: string,
): Promise<T> {
  const body = (await res.json().catch(() => null)) as {
    ErrorCode?: unknown
    Message?: unknown
    Data?: unknown
  } | null
  expect(body, `${what}: HTTP ${res.status()}`).toMatchObject({ ErrorCode: '0' })
  return body?.Data as T
}

/** Names of the signed-in user's projects on the server (GetProjectList); a failed call fails the test. */
export async function serverProjectNames(request: APIRequestContext): Promise<string[]> {
  const data = await okData<{ Project_Name: string }[] | null>(
    await request.get('/api/ProjectAndTemplate/GetProjectList?PageSize=100'),
    'GetProjectList',
  )
  return (data ?? []).map((p) => p.Project_Name)
}

/** A session token for API calls made beside the browser (the password login of SPEC §7). */
export async function apiToken(request: APIRequestContext, phone: string): Promise<string> {
  const login = await request.post('/api/index/UserLogion', {
    form: { Type: 'pwd', Code: '', Model: JSON.stringify({ Phone: phone, pwd: PASSWORD }) },
  })
  const data = ((await login.json()) as { Data: string }).Data
  return (JSON.parse(data) as { Table: { Token: string }[] }).Table[0]?.Token ?? ''
}
