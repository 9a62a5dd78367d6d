/// <reference types="node" />
// 调价 schemes written through the client repository and pushed by the real sync engine and HTTP
// transport (form-encoded bodies, null sent empty) to the real server on in-memory PGlite.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureApi, resetApiConfig } from '@/data/api/http'
import { createDb, type SmartBoqDb } from '@/data/db'
import { createScheme, updateScheme } from '@/data/repositories/adjust'
import { getClientId } from '@/data/repositories/meta'
import { failedEntries, pendingEntries } from '@/data/repositories/outbox'
import { createProject } from '@/data/repositories/projects'
import { sessionStore } from '@/data/state/app-state'
import { createSyncEngine, type SyncEngine } from '@/data/sync/engine'
import { createHttpTransport } from '@/data/sync/http-transport'
import { createSyncStatusStore } from '@/data/sync/status-store'
import { syncRows } from '../../server/db/schema/index.ts'
import { createSession } from '../../server/services/auth/sessions.ts'
import { openTestDb, testApp, type TestDb } from '../../server/test/harness.ts'
import { seedUser } from '../../server/test/seed.ts'

let t: TestDb
let db: SmartBoqDb
let engine: SyncEngine

beforeAll(async () => {
  t = await openTestDb()
  const { app } = testApp(t.db)
  const userId = await seedUser(t.db)
  const { token } = await createSession(t.db, userId, new Date(), 24)
  sessionStore.set({ token, userId, userName: null, avatar: null })
  configureApi({
    baseUrl: 'http://app.test/api',
    fetch: (url, init) =>
      Promise.resolve(app.request(url instanceof Request ? url.url : url.toString(), init)),
  })
  db = createDb('adjust-sync')
  const clientId = await getClientId(db)
  engine = createSyncEngine({
    db,
    transport: createHttpTransport(() => Promise.resolve(clientId)),
    status: createSyncStatusStore(),
    locks: null,
    storage: null,
    channel: null,
    events: null,
  })
})

afterAll(async () => {
  resetApiConfig()
  await t.close()
})

const serverRow = async (entity: string, id: string) =>
  (
    await t.db
      .select()
      .from(syncRows)
      .where(and(eq(syncRows.entity, entity), eq(syncRows.id, id)))
  )[0]
const failures = async () => (await failedEntries(db)).map((e) => e.lastError)

describe('调价 scheme through the client repository to the real server', () => {
  it('pushes a new scheme (no index data yet) and a later reset, with nothing failed or left pending', async () => {
    const proId = await createProject(db, { Project_Name: '滨江住宅' })
    const created = await createScheme(db, {
      name: '一期调价',
      projectId: proId,
      version: 'GB/T 50500-2024',
      projectName: '滨江住宅',
    })
    expect(created.ok).toBe(true)
    const id = created.ok ? created.value : ''
    await engine.syncNow()
    expect(await failures()).toEqual([])
    expect(await pendingEntries(db)).toEqual([])
    expect((await serverRow('adjustSchemes', id))?.data).toMatchObject({
      Name: '一期调价',
      ProId: proId,
      IndexData: null,
      Materials: [],
      QuantityItems: [],
    })

    // ResetData's fields: IndexData null travels as an empty form value and must clear, not fail.
    expect(
      (
        await updateScheme(db, id, {
          Name: '一期调价（改）',
          IndexData: null,
          Materials: [],
          QuantityItems: [],
        })
      ).ok,
    ).toBe(true)
    await engine.syncNow()
    expect(await failures()).toEqual([])
    expect(await pendingEntries(db)).toEqual([])
    expect((await serverRow('adjustSchemes', id))?.data).toMatchObject({
      Name: '一期调价（改）',
      IndexData: null,
    })
  })
})
