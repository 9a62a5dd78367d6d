/// <reference types="node" />
// Pulling a price package for offline use (src/data/repositories/material-pull.ts) from the real
// server (Hono on in-memory PGlite) over real HTTP, with a connection that the server drops in the
// middle of a page: what was stored stays, and the next attempt resumes after the last stored row.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fetchItemsAfter, fetchPackages } from '@/data/api/materials'
import { configureApi, resetApiConfig } from '@/data/api/http'
import { setNotifier } from '@/data/api/notify'
import { cachedPackages, materialCache, pendingPulls } from '@/data/repositories/material-cache'
import { pullPackage } from '@/data/repositories/material-pull'
import { sessionStore } from '@/data/state/app-state'
import { PULL_START, pullCursor, type PackageDoc } from '@/domain/api/materials'
import { materialItemInput } from '@/domain/materials/schemas'
import { signedInUser, type TestUser } from '../../server/routes/shop/testkit.ts'
import { deleteItems, insertItems } from '../../server/services/materials/items.ts'
import { createPackage } from '../../server/services/materials/packages.ts'
import { openTestDb, testApp, type TestDb } from '../../server/test/harness.ts'

const ITEMS = 2600
const PAGE = 500

let t: TestDb
let server: Server
let user: TestUser
let packageId = ''
/** The After of every pull request the server saw, in order. */
let afters: string[] = []
/** Drop the connection of the pull request with this index (0-based), halfway through its body. */
let dropAt = -1

beforeAll(async () => {
  t = await openTestDb()
  user = await signedInUser(t.db, '下载')
  const pkg = await createPackage(
    t.db,
    { Type: 3, Name: '深圳信息价', Province: '广东', City: '深圳', Period: '2026-05' },
    null,
  )
  packageId = pkg.ID
  const items = Array.from({ length: ITEMS }, (_, i) =>
    materialItemInput.parse({
      Code: String(i + 1).padStart(6, '0'),
      Name: `材料${i + 1}`,
      Spec: `规格${i % 7}`,
      Unit: 't',
      PriceTax: String(100 + i),
      TaxRate: '13',
      Period: '',
    }),
  )
  await insertItems(t.db, { packageId, userId: null }, items)
  const { app } = testApp(t.db)
  const listener = getRequestListener(app.fetch)
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const after = url.searchParams.get('After')
    if (!url.pathname.endsWith('/GetMaterialData') || after === null) return void listener(req, res)
    const index = afters.push(after) - 1
    if (index !== dropAt) return void listener(req, res)
    // A real answer, cut off: headers and half the body, then the socket goes.
    void (async () => {
      const answer: Response = await app.request(req.url ?? '/', {
        headers: { 'X-Token': user.token },
      })
      const body = Buffer.from(await answer.arrayBuffer())
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(body.length),
      })
      res.write(body.subarray(0, body.length >> 1), () => res.socket?.destroy())
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` })
})

afterAll(async () => {
  resetApiConfig()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await t.close()
})

beforeEach(() => {
  afters = []
  dropAt = -1
  sessionStore.set({ token: user.token, userId: user.id, userName: '下载', avatar: null })
  setNotifier({
    messageBox: () => undefined,
    toast: () => undefined,
    confirm: () => Promise.resolve(false),
  })
})

/** The package as the library lists it (GetPricePackage). */
const listed = async (): Promise<PackageDoc> => {
  const { rows } = await fetchPackages({ Type: 3, City: '深圳' })
  const pkg = rows.find((p) => p.ID === packageId)
  if (!pkg) throw new Error('the package is not listed')
  return pkg
}
const cachedCount = () => materialCache().items.where('PackageID').equals(packageId).count()

describe('pulling a price package page by page', () => {
  it('a connection dropped mid-page keeps what was stored; the next attempt resumes after the last stored row and completes', async () => {
    const pkg = await listed()
    afters = []
    dropAt = 2
    const progress: [number, number][] = []
    await expect(
      pullPackage(pkg, {
        fetchPage: fetchItemsAfter,
        pageSize: PAGE,
        onProgress: (s, n) => progress.push([s, n]),
      }),
    ).rejects.toThrow()
    // Pages 1 and 2 stored; page 3 was cut off (page 4 may have been asked for: it is not stored).
    expect(await cachedCount()).toBe(2 * PAGE)
    const cut = (await pendingPulls()).get(packageId)
    expect(cut).toMatchObject({ stored: 2 * PAGE, total: ITEMS })
    expect(await cachedPackages()).toEqual([])
    expect(progress).toEqual([
      [0, ITEMS],
      [PAGE, ITEMS],
      [2 * PAGE, ITEMS],
    ])
    const stored = await materialCache().items.where('PackageID').equals(packageId).toArray()
    stored.sort((a, b) => a.Sort - b.Sort || (a.ID < b.ID ? -1 : 1))
    const lastStored = stored[stored.length - 1]
    if (!lastStored) throw new Error('nothing stored')
    expect(cut?.after).toBe(pullCursor(lastStored))

    afters = []
    dropAt = -1
    const again: [number, number][] = []
    await pullPackage(pkg, {
      fetchPage: fetchItemsAfter,
      pageSize: PAGE,
      onProgress: (s, n) => again.push([s, n]),
    })
    // Continued from the last stored row, not from the start.
    expect(afters[0]).toBe(pullCursor(lastStored))
    expect(afters).not.toContain(PULL_START)
    expect(again[0]).toEqual([2 * PAGE, ITEMS])
    expect(again.at(-1)).toEqual([ITEMS, ITEMS])
    expect(await cachedCount()).toBe(ITEMS)
    expect((await pendingPulls()).size).toBe(0)
    expect((await cachedPackages()).map((p) => p.ID)).toEqual([packageId])
    // Every item once, in grid order as the server has them.
    const all = await materialCache().items.where('PackageID').equals(packageId).toArray()
    expect(new Set(all.map((i) => i.Code)).size).toBe(ITEMS)
  })

  it('a refresh cut off keeps the downloaded copy listed; finished, it drops the items the server deleted', async () => {
    const pkg = await listed()
    await pullPackage(pkg, { fetchPage: fetchItemsAfter, pageSize: PAGE })
    expect(await cachedCount()).toBe(ITEMS)
    const gone = (await fetchItemsAfter(packageId, PULL_START, 3)).rows.map((r) => r.ID)
    await deleteItems(t.db, { packageId, userId: null }, gone)
    const changed = await listed()
    expect(changed.UpdateTime).not.toBe(pkg.UpdateTime)
    afters = []
    dropAt = 1
    await expect(
      pullPackage(changed, { fetchPage: fetchItemsAfter, pageSize: PAGE }),
    ).rejects.toThrow()
    expect((await cachedPackages()).map((p) => p.ID)).toEqual([packageId])
    afters = []
    dropAt = -1
    await pullPackage(changed, { fetchPage: fetchItemsAfter, pageSize: PAGE })
    expect(afters[0]).not.toBe(PULL_START)
    expect(await cachedCount()).toBe(ITEMS - 3)
    const ids = new Set(
      (await materialCache().items.where('PackageID').equals(packageId).toArray()).map((i) => i.ID),
    )
    for (const id of gone) expect(ids.has(id)).toBe(false)
    const [listedCopy] = await cachedPackages()
    expect(listedCopy?.UpdateTime).toBe(changed.UpdateTime)
    expect(listedCopy?.pull).toBeUndefined()
  })
})
