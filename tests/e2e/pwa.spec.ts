import { chromium, expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../../bench/lib/chromium.ts'
import { launchChromium, startServer } from '../../bench/lib/server.ts'

// The service worker's own fetches ignore context.setOffline (TOOLCHAIN.md), so "offline" here
// means the server is really gone: the app must come back from the precache and IndexedDB.
test('after one online visit the app reloads offline from the service worker', async () => {
  // This test starts a server of its own (PGlite on disk, the migrations, the build check): at a
  // load of 8-9 on two cores that alone took most of the 60 s default, and the test timed out.
  test.setTimeout(180_000)
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto(`${server.url}/newIndex`)
    await expect(page.getByPlaceholder('搜索模板、作者、热门城市')).toBeVisible()
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.state
    })
    // Wait until the home data was stored locally, so that it is there offline too.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('smartboq-reads')
                open.onsuccess = () => {
                  const db = open.result
                  if (!db.objectStoreNames.contains('reads')) return resolve(0)
                  const count = db.transaction('reads').objectStore('reads').count()
                  count.onsuccess = () => resolve(count.result)
                  count.onerror = () => resolve(0)
                }
                open.onerror = () => resolve(0)
              }),
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)

    await server.stop()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByPlaceholder('搜索模板、作者、热门城市')).toBeVisible()
    await expect(page).toHaveTitle('首页')
    await page.goto(`${server.url}/Page/tradingCenter?id=3`)
    await expect(page).toHaveTitle('交易中心')
    await expect(page.getByText('离线', { exact: false }).first()).toBeVisible()
  } finally {
    await browser.close()
    await server.stop().catch(() => undefined)
  }
})

test('the web manifest is installable: Chromium reports no installability errors', async ({
  baseURL,
}) => {
  // Installability is never granted to incognito-like contexts: use a persistent profile.
  const profile = mkdtempSync(join(tmpdir(), 'smartboq-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/newIndex`)
    await page.evaluate(async () => navigator.serviceWorker.ready)
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
      if (!link) return null
      return (await fetch(link.href)).json() as Promise<{
        name: string
        lang: string
        theme_color: string
      }>
    })
    expect(manifest).toMatchObject({ name: '智能清单', lang: 'zh-CN', theme_color: '#1d4ed8' })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>
    }
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
