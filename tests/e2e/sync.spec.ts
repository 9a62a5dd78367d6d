import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../bench/lib/chromium.ts'
import {
  apiToken,
  loginAndReload,
  PASSWORD,
  passwordLogin,
  registerByApi,
  uniquePhone,
} from './account-support'

// Issue 4 in a real browser against the real server: offline edits in two browser profiles of one
// user, one profile closed while its replay is in flight (after the server committed it), both
// back online: the server holds every edit once and both pages show the same list. And with two
// tabs of one profile only one tab sends.

const PROJECTS = '/Page/newModelProjet?id=2'

test.describe.configure({ timeout: 180_000 })

interface Profile {
  dir: string
  context: BrowserContext
  page: Page
}

/** A browser profile on disk: its IndexedDB outlives closing the context, like a closed laptop. */
async function openProfile(baseURL: string, dir: string): Promise<Profile> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Playwright's offline switch does not reach a service worker's own fetches.
    serviceWorkers: 'block',
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return { dir, context, page }
}

/** How many outbox entries a request replays: one for a single replay, the batch's size for /api/Sync/Batch. */
function replayed(r: Request): number {
  if (r.headers()['x-mutation-id'] !== undefined) return 1
  if (new URL(r.url()).pathname !== '/api/Sync/Batch') return 0
  const entries = new URLSearchParams(r.postData() ?? '').get('Entries')
  return entries ? (JSON.parse(entries) as unknown[]).length : 0
}
const isReplay = (r: Request) => replayed(r) > 0
const isPull = (r: Request) => new URL(r.url()).pathname === '/api/Sync/Changes'

/** Opens 我的项目 and waits for a completed pull, so the engine is running for this user. */
async function openProjects(page: Page): Promise<void> {
  const pulled = page.waitForResponse((r) => isPull(r.request()) && r.ok(), { timeout: 30_000 })
  await page.goto(PROJECTS)
  await pulled
  await expect(page.getByRole('button', { name: '新建项目' })).toBeVisible()
}

async function login(page: Page, phone: string): Promise<void> {
  await page.goto(PROJECTS)
  await passwordLogin(page, phone, PASSWORD)
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 15_000 })
}

async function createProject(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '新建项目' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('项目名称').fill(name)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  await expect(listed(page, name)).toBeVisible()
}

const listed = (page: Page, name: string) =>
  page.getByRole('table', { name: '项目列表' }).getByRole('link', { name, exact: true })

/** Names of this run's projects on the server (a pull from scratch with a fresh client id). */
async function serverNames(
  request: APIRequestContext,
  token: string,
  run: string,
): Promise<string[]> {
  const names: string[] = []
  let cursor: string | undefined
  for (;;) {
    const res = await request.get('/api/Sync/Changes', {
      params: cursor ? { cursor, limit: 500 } : { limit: 500 },
      headers: { 'X-Token': token, 'X-Client-Id': randomUUID(), 'X-Schema-Version': '2' },
    })
    const body = (await res.json()) as {
      Data: {
        Changes: { Entity: string; Deleted: boolean; Data: Record<string, unknown> }[]
        NextCursor: string
        HasMore: boolean
      }
    }
    for (const c of body.Data.Changes)
      if (c.Entity === 'projects' && !c.Deleted) names.push(String(c.Data['Project_Name']))
    if (!body.Data.HasMore) return names.filter((n) => n.includes(run)).sort()
    cursor = body.Data.NextCursor
  }
}

test('two profiles edit offline, one closes mid-sync: every edit reaches the server once and both converge', async ({
  baseURL,
  request,
}) => {
  const phone = uniquePhone()
  await registerByApi(request, phone, '同步测试')
  const token = await apiToken(request, phone)
  const run = Date.now().toString(36)
  const namesA = [1, 2, 3].map((i) => `甲${run}-${i}`)
  const namesB = [1, 2].map((i) => `乙${run}-${i}`)
  const dirs = [
    mkdtempSync(join(tmpdir(), 'smartboq-e2e-a-')),
    mkdtempSync(join(tmpdir(), 'smartboq-e2e-b-')),
  ] as const
  let a = await openProfile(baseURL ?? '', dirs[0])
  const b = await openProfile(baseURL ?? '', dirs[1])
  try {
    for (const p of [a, b]) {
      await login(p.page, phone)
      await openProjects(p.page)
      await p.context.setOffline(true)
    }
    for (const name of namesA) await createProject(a.page, name)
    for (const name of namesB) await createProject(b.page, name)

    // A's queued edits go to the server in one batch, which commits them, but A never hears back:
    // the answer is held until A's profile is closed.
    const committed = new Promise<{ ErrorCode: string }>((resolve) => {
      void a.context.route('**/api/**', async (route) => {
        if (!isReplay(route.request())) return route.continue()
        const response = await route.fetch()
        resolve((await response.json()) as { ErrorCode: string })
        // No fulfil: the page is closed before it hears back.
      })
    })
    await a.context.setOffline(false)
    expect((await committed).ErrorCode).toBe('0')
    await a.context.close()
    expect(await serverNames(request, token, run)).toEqual([...namesA].sort())

    // B comes back: its edits go out, and it pulls A's committed one.
    let sentB = 0
    b.page.on('request', (r) => (sentB += replayed(r)))
    await b.context.setOffline(false)
    await expect.poll(() => sentB, { timeout: 30_000 }).toBe(namesB.length)
    await expect(listed(b.page, namesA[0] ?? '')).toBeVisible({ timeout: 30_000 })

    // A comes back from disk: it replays its edits again (the server answers each from its dedup
    // record, creating nothing twice) and pulls B's edits.
    a = await openProfile(baseURL ?? '', dirs[0])
    let sentA = 0
    a.page.on('request', (r) => (sentA += replayed(r)))
    await openProjects(a.page)
    await expect.poll(() => sentA, { timeout: 30_000 }).toBe(namesA.length)

    const all = [...namesA, ...namesB].sort()
    await expect.poll(() => serverNames(request, token, run), { timeout: 30_000 }).toEqual(all)
    // B hears of A's later edits on its next trigger; going online again is one.
    await b.page.evaluate(() => window.dispatchEvent(new Event('online')))
    for (const p of [a.page, b.page]) {
      for (const name of all) await expect(listed(p, name)).toBeVisible({ timeout: 30_000 })
      await expect(p.getByText(`共 ${all.length} 个项目`)).toBeVisible()
    }
  } finally {
    await a.context.close().catch(() => undefined)
    await b.context.close().catch(() => undefined)
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
})

test('with two tabs of one profile open, only one tab sends the queued edits', async ({
  browser,
  request,
}) => {
  const phone = uniquePhone()
  await registerByApi(request, phone, '双标签')
  const token = await apiToken(request, phone)
  const run = Date.now().toString(36)
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const first = await context.newPage()
    await login(first, phone)
    await openProjects(first)
    const second = await context.newPage()
    await openProjects(second)

    const sent = new Map<Page, number>([
      [first, 0],
      [second, 0],
    ])
    for (const page of [first, second])
      page.on('request', (r) => sent.set(page, (sent.get(page) ?? 0) + replayed(r)))

    await context.setOffline(true)
    const names = [`一${run}-1`, `一${run}-2`, `二${run}-1`, `二${run}-2`]
    await createProject(first, names[0] ?? '')
    await createProject(first, names[1] ?? '')
    await createProject(second, names[2] ?? '')
    await createProject(second, names[3] ?? '')
    await context.setOffline(false)

    await expect
      .poll(() => serverNames(request, token, run), { timeout: 30_000 })
      .toEqual([...names].sort())
    // Both tabs got the online event; the one holding the sync lock sent everything.
    const counts = [sent.get(first) ?? 0, sent.get(second) ?? 0].sort()
    expect(counts).toEqual([0, names.length])
    for (const page of [first, second]) {
      for (const name of names) await expect(listed(page, name)).toBeVisible()
    }
  } finally {
    await context.close()
  }
})

test('a 403 during sync pauses it and opens the login dialog; after logging in the edit is sent', async ({
  browser,
  request,
}) => {
  const phone = uniquePhone()
  await registerByApi(request, phone, '重新登录')
  const token = await apiToken(request, phone)
  const run = Date.now().toString(36)
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await login(page, phone)
    await openProjects(page)
    // The edit waits in the outbox (offline), so no pull or replay can meet the ended session
    // before it is queued: whichever sync request goes first after reconnecting is refused.
    await context.setOffline(true)
    await createProject(page, `登录后${run}`)
    // The session ends on the server (expired, or revoked elsewhere); the page still holds it.
    const stale = await page.evaluate(() => localStorage.getItem('token'))
    expect(
      (await request.post('/api/Command/Logout', { headers: { 'X-Token': stale ?? '' } })).ok(),
    ).toBe(true)

    const refused = page.waitForResponse(
      (r) => (isReplay(r.request()) || isPull(r.request())) && r.status() === 403,
      { timeout: 60_000 },
    )
    await context.setOffline(false)
    await refused
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('textbox', { name: '手机号', exact: true })).toBeVisible()
    expect(await serverNames(request, token, run)).toEqual([])

    await dialog.getByRole('textbox', { name: '手机号', exact: true }).fill(phone)
    await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(PASSWORD)
    await dialog.getByRole('button', { name: '登录', exact: true }).click()
    await expect
      .poll(() => serverNames(request, token, run), { timeout: 30_000 })
      .toEqual([`登录后${run}`])
    await expect(listed(page, `登录后${run}`)).toBeVisible()
  } finally {
    await context.close()
  }
})

// Issue 40 item 10: the network lost before the page starts (the sync engine never gets an
// offline event): no pull is tried while offline, so no ERR_INTERNET_DISCONNECTED piles up in the
// console, and the online event brings the next pull.
test('offline from the start of a page: no /api/Sync/Changes request until the online event, then one pull', async ({
  page,
  context,
}) => {
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `离线${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  const pulls: string[] = []
  const failed: string[] = []
  page.on('request', (r) => r.url().includes('/api/Sync/Changes') && pulls.push(r.url()))
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/Sync/')) failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`)
  })
  // The page starts with the network already gone, served by the service worker: the engine
  // never saw an offline event. (Going offline a fixed time after goto raced the page's first
  // pull on a quiet machine.)
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).active), {
      timeout: 15_000,
    })
    .toBe(true)
  await context.setOffline(true)
  await page.goto(PROJECTS)
  await expect(page.getByRole('heading', { name: '我的项目' })).toBeVisible()
  // Long enough for several backoff wakes (1 s, 2 s, 4 s …) the engine made before.
  await page.waitForTimeout(12_000)
  expect(pulls, 'pulls while offline').toEqual([])
  expect(failed, 'failed requests while offline').toEqual([])
  const pulled = page.waitForRequest((r) => r.url().includes('/api/Sync/Changes'))
  await context.setOffline(false)
  await pulled
})
