/// <reference types="node" />
// The real client stack (wrapper client, loading flag, error catalogue, offline copy in
// fake-indexeddb) against the real server (Hono on in-memory PGlite) over real HTTP.
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi, resetApiConfig } from '@/data/api/http'
import { request } from '@/data/api/request'
import { loadingStore, resetLoading } from '@/data/api/loading'
import { setNotifier } from '@/data/api/notify'
import { readCall, ReadFailed } from '@/data/api/read'
import { HOME_CALLS } from '@/domain/api/calls/home'
import { loginDialogStore } from '@/data/state/app-state'
import { setDb } from '@/data/db'
import type { GetSumData } from '@/domain/api/home'
import { openTestDb, testApp, type TestDb } from '../../server/test/harness.ts'
import { seedTemplate, seedUser } from '../../server/test/seed.ts'

let t: TestDb
let server: ServerType
let messages: string[] = []

async function listen(): Promise<void> {
  const { app } = testApp(t.db)
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api` })
}

const stop = () => new Promise<void>((resolve) => server.close(() => resolve()))

beforeAll(async () => {
  t = await openTestDb()
  const author = await seedUser(t.db, { userName: '王造价' })
  await seedTemplate(t.db, author, { name: '杭州滨江住宅', city: '杭州' })
  await seedTemplate(t.db, author, { name: '上海静安酒店', projectType: '酒店' })
  await listen()
})

afterAll(async () => {
  resetApiConfig()
  await stop().catch(() => undefined)
  await t.close()
})

beforeEach(() => {
  messages = []
  resetLoading()
  setDb(null)
  setNotifier({
    messageBox: (m) => messages.push(m),
    toast: () => undefined,
    confirm: () => Promise.resolve(false),
  })
})

describe('client against the real server', () => {
  it('reads the home figures through the wrapper client, and the loading flag settles off', async () => {
    const envelope = await request.get<GetSumData>('/index/GetSum')
    expect(envelope.ErrorCode).toBe('0')
    expect(envelope.Data).toMatchObject({ TemplateCount: 2, AuthorCount: 1, CityCount: 2 })
    expect(loadingStore.get().loading).toBe(false)
    expect(messages).toEqual([])
  })

  it('answers a malformed query with a Chinese message box, and the list is unchanged', async () => {
    const bad = await request.get('/SjyqList/GetProjectList', { PageSize: 'abc' })
    expect(bad.ErrorCode).not.toBe('0')
    expect(messages).toEqual([bad.Message])
    expect(bad.Message).toMatch(/PageSize/)
    const good = await request.get<unknown[]>('/SjyqList/GetProjectList', { PageSize: 10 })
    expect(good.Total).toBe(2)
  })

  it('turns a call that needs a user into the login dialog alone (no 请先登录 box on top of it)', async () => {
    loginDialogStore.set({ open: false, mode: 3 })
    await expect(request.get('/SjyqList/GetAccount_Information')).rejects.toMatchObject({
      status: 403,
    })
    expect(messages).toEqual([])
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
  })

  it('keeps an offline copy and answers from it when the server is gone', async () => {
    const online = await readCall(HOME_CALLS.getSum, {}, { offlineCopy: true })
    expect(online.cachedAt).toBeUndefined()
    // The copy is written in the background; wait until a lookup finds it.
    const { loadCached } = await import('@/data/repositories/home-cache')
    await expect.poll(() => loadCached('/index/getsum?{}'), { timeout: 5000 }).toBeTruthy()

    await stop()
    try {
      const offline = await readCall(HOME_CALLS.getSum, {}, { offlineCopy: true })
      expect(offline.cachedAt).toBeTypeOf('number')
      expect(offline.data.TemplateCount).toBe(2)
      await expect(
        readCall(HOME_CALLS.getTypeSummary, {}, { offlineCopy: true }),
      ).rejects.toMatchObject({ offline: true })
      await expect(
        readCall(HOME_CALLS.getTypeSummary, {}, { offlineCopy: true }),
      ).rejects.toBeInstanceOf(ReadFailed)
    } finally {
      await listen()
    }
  })
})
