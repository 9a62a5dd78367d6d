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
// violation, in the page, the compute worker or the service worker; the worker and the service
// worker run under the policy; the app still reloads offline.

/** Collects CSP violations: the page's securitypolicyviolation events and the browser's console
 * reports ("Refused to …") from pages, dedicated workers and service workers. */
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
  const watchPage = (page: Page) => {
    page.on('console', fromConsole(`page ${page.url()}`))
    page.on('worker', (w: Worker) => w.on('console', fromConsole(`worker ${w.url()}`)))
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  context.on('serviceworker', (w) => w.on('console', fromConsole(`service worker ${w.url()}`)))
  return seen
}

const pageViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

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
    const worker = page.workers()[0]
    const evalInWorker = await worker?.evaluate(() => {
      try {
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the probe the policy must refuse
        return typeof new Function('return 1')
      } catch {
        return 'blocked'
      }
    })
    expect(evalInWorker).toBe('blocked')
  } finally {
    await context.close()
  }
})

test('inline script and eval are refused in the page (the policy is in force)', async ({
  page,
}) => {
  await page.goto('/newIndex')
  const outcome = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
    let evalRan: boolean
    try {
      evalRan = eval('true') as boolean
    } catch {
      evalRan = false
    }
    return { inline: 'inlineRan' in window || '__inlineRan' in window, evalRan }
  })
  expect(outcome).toEqual({ inline: false, evalRan: false })
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
