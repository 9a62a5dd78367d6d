import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test'
import { launchChromium, startServer } from '../../bench/lib/server.ts'
import {
  loginAndReload,
  openDialog,
  registerByApi,
  uniquePhone,
  waitForServiceWorker,
} from './account-support'
import { routePatterns, visitPath } from './route-list'

// The Content-Security-Policy (issue 34, item 6; docs/security.md): scripts only from this origin,
// no inline script, no eval. Every route of the route tree, signed in, must load without one
// violation; the compute worker and the service worker run under the policy (code from a string
// is refused there); the app still reloads offline.

/** Collects CSP violations: the pages' securitypolicyviolation events (pageViolations) and the
 * browser's console reports ("Refused to …") in pages. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = []
  const fromConsole = (where: string) => (msg: { text(): string }) => {
    if (
      /Content Security Policy|Refused to (load|execute|evaluate|apply|create|connect)/i.test(
        msg.text(),
      )
    )
      seen.push(`${where}: ${msg.text()}`)
  }
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= [])
      list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  const watchPage = (page: Page) => page.on('console', fromConsole(`page ${page.url()}`))
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  return seen
}

const pageViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

/**
 * Makes a worker or service worker compile code from a string (a string timer, like eval) and
 * answers whether it ran and which directives its securitypolicyviolation events named. Code the
 * test runs through DevTools is exempt from the policy, so the probe has the worker compile it.
 * (The browser's own reports from workers do not reach Playwright's console events.)
 */
async function probeStringCode(target: Worker): Promise<{ ran: boolean; reported: string[] }> {
  type Scope = { __csp: string[]; setTimeout: (code: string, ms: number) => void }
  await target.evaluate(() => {
    const scope = self as unknown as Scope
    scope.__csp = []
    self.addEventListener('securitypolicyviolation', (e) => scope.__csp.push(e.violatedDirective))
    scope.setTimeout('self.__stringRan = true', 0)
  })
  await expect
    .poll(() => target.evaluate(() => (self as unknown as Scope).__csp.length))
    .toBeGreaterThan(0)
  return target.evaluate(() => ({
    ran: '__stringRan' in self,
    reported: (self as unknown as Scope).__csp,
  }))
}

test('every route loads signed in without a CSP violation; the compute worker runs under the policy', async ({
  browser,
}) => {
  const list = routePatterns().map(visitPath)
  expect(list.length).toBeGreaterThan(30)
  test.setTimeout(60_000 + list.length * 12_000)
  const phone = uniquePhone()
  const context = await browser.newContext({ locale: 'zh-CN' })
  const seen = await watchViolations(context)
  const page = await context.newPage()
  await page.setViewportSize({ width: 1440, height: 900 })
  try {
    await registerByApi(context.request, phone, `安全${phone.slice(-4)}`)
    // The login dialog (Radix: its scroll lock inserts a <style>) opened on a public page.
    await page.goto('/newIndex')
    await openDialog(page, '登录')
    await page.keyboard.press('Escape')
    await loginAndReload(page, phone)
    for (const path of list) {
      await page.goto(path)
      await expect(page.locator('main#main'), path).not.toBeEmpty()
      await page.waitForLoadState('networkidle')
      for (const v of await pageViolations(page)) seen.push(`${path}: ${v}`)
    }
    // The compute worker is started for signed-in users; it is subject to the policy too.
    await page.goto('/newIndex')
    await expect.poll(() => page.workers().length, { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(seen).toEqual([])
    // The worker runs under the policy: code from a string is refused and reported there, and
    // zod was told not to probe eval before the worker built its schemas.
    const worker = page.workers()[0]
    if (!worker) throw new Error('no compute worker')
    expect(
      await worker.evaluate(
        () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig,
      ),
    ).toMatchObject({ jitless: true })
    const probe = await probeStringCode(worker)
    expect(probe.ran).toBe(false)
    expect(probe.reported).toContain('script-src')
  } finally {
    await context.close()
  }
})

test('an inline script and code from a string are refused in the page, and reported', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= [])
      list.push(e.violatedDirective)
    })
  })
  await page.goto('/newIndex')
  // Code run by the test through DevTools is exempt from the policy: these probes make the page
  // compile code itself, as an injected script would.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
    ;(window as unknown as { setTimeout: (code: string, ms: number) => void }).setTimeout(
      'window.__stringRan = true',
      0,
    )
  })
  const reported = () =>
    page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
  // Both refusals are reported: the inline element, and the string compiled as code.
  await expect.poll(async () => (await reported()).length).toBeGreaterThanOrEqual(2)
  expect(await reported()).toEqual(expect.arrayContaining(['script-src-elem', 'script-src']))
  expect(
    await page.evaluate(() => ({
      inline: '__inlineRan' in window,
      string: '__stringRan' in window,
    })),
  ).toEqual({ inline: false, string: false })
})

// The service worker's fetches ignore context.setOffline (TOOLCHAIN.md): the server is stopped.
test('the service worker and an offline reload work under the policy, without a violation', async () => {
  test.setTimeout(180_000)
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const seen = await watchViolations(context)
    const page = await context.newPage()
    await page.goto(`${server.url}/newIndex`)
    await expect(page.getByPlaceholder('搜索模板、作者、热门城市')).toBeVisible()
    await waitForServiceWorker(page)
    const csp = await page.evaluate(async () =>
      (await fetch('/newIndex')).headers.get('content-security-policy'),
    )
    expect(csp).toContain("script-src 'self'")
    const sw = context.serviceWorkers()[0]
    if (!sw) throw new Error('no service worker')
    const swProbe = await probeStringCode(sw)
    expect(swProbe.ran).toBe(false)
    expect(swProbe.reported).toContain('script-src')
    await server.stop()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByPlaceholder('搜索模板、作者、热门城市')).toBeVisible()
    await page.goto(`${server.url}/Page/tradingCenter?id=3`)
    await expect(page).toHaveTitle('交易中心')
    for (const v of await pageViolations(page)) seen.push(`offline: ${v}`)
    expect(seen).toEqual([])
  } finally {
    await browser.close()
    await server.stop().catch(() => undefined)
  }
})
