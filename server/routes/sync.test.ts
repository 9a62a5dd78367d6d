import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../db/client.ts'
import { projects, syncMutations, syncRows, users } from '../db/schema/index.ts'
import { createSession } from '../services/auth/sessions.ts'
import { applyMutation } from '../services/synced/mutations.ts'
import { purgeTombstones, readChanges } from '../services/sync/changes.ts'
import { call, openTestDb, testApp, type TestDb } from '../test/harness.ts'

let t: TestDb
let app: ReturnType<typeof testApp>['app']
const tokens: string[] = []
const userIds: string[] = []

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
  for (const phone of ['13800000001', '13800000002']) {
    const [u] = await t.db.insert(users).values({ phone, userName: phone, passwordHash: 'x', passwordSalt: 'y' }).returning()
    if (!u) throw new Error('no user')
    userIds.push(u.id)
    tokens.push((await createSession(t.db, u.id, new Date(), 24)).token)
  }
})
afterAll(async () => t.close())

interface Sync { client: string; mutation: string; seq: number; base: number; schema?: number }
const syncHeaders = (token: string | undefined, s?: Sync): Record<string, string> => ({
  ...(token ? { 'X-Token': token } : {}),
  ...(s ? { 'X-Client-Id': s.client, 'X-Mutation-Id': s.mutation, 'X-Mutation-Seq': String(s.seq), 'X-Base-Version': String(s.base), 'X-Schema-Version': String(s.schema ?? 2) } : {}),
})
const edit = (fields: Record<string, string>, s?: Sync, token = tokens[0]) =>
  call(app, '/api/SjyqList/EditProject', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...syncHeaders(token, s) },
    body: new URLSearchParams(fields).toString(),
  })
const changes = (query: string, client?: string, token = tokens[0]) =>
  call(app, `/api/Sync/Changes?${query}`, { headers: { ...syncHeaders(token), ...(client ? { 'X-Client-Id': client } : {}) } })
const mut = (client: string, seq: number, base = 0): Sync => ({ client, mutation: randomUUID(), seq, base })
const rowOf = async (id: string) => (await t.db.select().from(syncRows).where(eq(syncRows.id, id)))[0]

describe('sync writes (projects)', () => {
  it('refuses an anonymous write with 403 and writes nothing', async () => {
    const id = randomUUID()
    const res = await edit({ Type: 'add', ID: id, Project_Name: '甲' }, mut(randomUUID(), 1), '')
    expect(res.status).toBe(403)
    expect(await rowOf(id)).toBeUndefined()
  })

  it('applies a create once; a replay returns the stored answer and changes nothing', async () => {
    const id = randomUUID()
    const m = mut(randomUUID(), 1)
    const first = await edit({ Type: 'add', ID: id, Project_Name: '一号楼', BuiltArea: '1200.5', MultNum: '1' }, m)
    expect(first.body).toMatchObject({ ErrorCode: '0', Data: { ID: id } })
    const again = await edit({ Type: 'add', ID: id, Project_Name: '改名', BuiltArea: '1' }, m)
    expect(again.body).toEqual(first.body)
    const row = await rowOf(id)
    expect(row?.data).toEqual({ Project_Name: '一号楼', BuiltArea: 1200.5, MultNum: 1 })
    const [mirror] = await t.db.select().from(projects).where(eq(projects.id, id))
    expect(mirror).toMatchObject({ name: '一号楼', builtArea: '1200.50', ownerId: userIds[0] })
  })

  it('rejects bad input with ErrorCode "1" and a Chinese message, writing no row; a replay gets the same rejection', async () => {
    const id = randomUUID()
    const m = mut(randomUUID(), 3)
    const res = await edit({ Type: 'add', ID: id, Project_Name: '  ' }, m)
    expect(res.body).toMatchObject({ ErrorCode: '1', Message: '项目名称不能为空' })
    expect((await edit({ Type: 'add', ID: id, Project_Name: '好名字' }, m)).body).toEqual(res.body)
    expect(await rowOf(id)).toBeUndefined()
    const area = await edit({ Type: 'add', ID: id, Project_Name: '乙', BuiltArea: '-3' })
    expect(area.body).toMatchObject({ ErrorCode: '1', Message: '建筑面积必须是不小于0的数字' })
    expect(await rowOf(id)).toBeUndefined()
    // The rejected seq still counts for LastMutationSeq.
    expect((await changes('limit=1', m.client)).body.Data).toMatchObject({ LastMutationSeq: 3 })
  })

  it('answers UPGRADE to an old schema version and changes nothing', async () => {
    const id = randomUUID()
    const res = await edit({ Type: 'add', ID: id, Project_Name: '旧' }, { ...mut(randomUUID(), 1), schema: 1 })
    expect(res.body.ErrorCode).toBe('UPGRADE')
    expect(await rowOf(id)).toBeUndefined()
  })

  it("refuses another user's project (ErrorCode 403, no data) and keeps it unchanged", async () => {
    const id = randomUUID()
    await edit({ Type: 'add', ID: id, Project_Name: '我的' }, mut(randomUUID(), 1))
    const res = await edit({ Type: 'update', ID: id, Project_Name: '他的' }, mut(randomUUID(), 1), tokens[1])
    expect(res.body).toMatchObject({ ErrorCode: '403', Data: null })
    expect((await rowOf(id))?.data['Project_Name']).toBe('我的')
    const other = await changes('limit=5000', undefined, tokens[1])
    expect(JSON.stringify(other.body.Data)).not.toContain(id)
  })

  it('keeps the server price on a stale base from another client and reports the conflict; plain fields are last-writer-wins', async () => {
    const id = randomUUID()
    const a = randomUUID()
    const b = randomUUID()
    const created = await edit({ Type: 'add', ID: id, Project_Name: '价', TotalCost: '100' }, mut(a, 1))
    const base = (created.body.Data as { Version: number }).Version
    await edit({ Type: 'update', ID: id, TotalCost: '200' }, mut(a, 2, base))
    const res = await edit({ Type: 'update', ID: id, TotalCost: '300', Project_Name: '新名' }, mut(b, 1, base))
    expect(res.body.Data).toMatchObject({ Conflicts: [{ Field: 'TotalCost', ServerValue: 200, ClientValue: 300 }] })
    expect((await rowOf(id))?.data).toMatchObject({ TotalCost: 200, Project_Name: '新名' })
    // The same client's own queued edit on the old base is not a conflict.
    const own = await edit({ Type: 'update', ID: id, TotalCost: '250' }, mut(a, 3, base))
    expect(own.body.Data).not.toHaveProperty('Conflicts')
  })

  it('deletes win: a delete tombstones the row, a later edit succeeds with Deleted and changes nothing', async () => {
    const id = randomUUID()
    const c = randomUUID()
    await edit({ Type: 'add', ID: id, Project_Name: '删' }, mut(c, 1))
    const del = await call(app, `/api/SjyqList/DeleteProJect?ID=${id}`, { headers: syncHeaders(tokens[0], mut(c, 2)) })
    expect(del.body).toMatchObject({ ErrorCode: '0', Data: { ID: id, Deleted: true } })
    const late = await edit({ Type: 'update', ID: id, Project_Name: '复活' }, mut(c, 3))
    expect(late.body.Data).toMatchObject({ Deleted: true })
    expect(await rowOf(id)).toMatchObject({ deleted: true, data: {} })
    const unknown = await edit({ Type: 'update', ID: randomUUID(), Project_Name: '无' }, mut(c, 4))
    expect(unknown.body).toMatchObject({ ErrorCode: '1', Message: '记录不存在或已被删除' })
  })
})

describe('GET /api/Sync/Changes', () => {
  it('pages rows in version order with the client seq, then Reset for a cursor older than a purge', async () => {
    const c = randomUUID()
    const ids = [randomUUID(), randomUUID(), randomUUID()]
    for (const [i, id] of ids.entries()) await edit({ Type: 'add', ID: id, Project_Name: `页${i}` }, mut(c, i + 1))
    const seen: { ID: string; Version: number }[] = []
    let cursor = ''
    for (;;) {
      const res = await changes(`limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, c)
      const data = res.body.Data as { Changes: { ID: string; Version: number }[]; NextCursor: string; HasMore: boolean; LastMutationSeq: number }
      expect(data.LastMutationSeq).toBe(3)
      seen.push(...data.Changes)
      cursor = data.NextCursor
      if (!data.HasMore) break
    }
    const versions = seen.map((s) => s.Version)
    expect(versions).toEqual([...versions].sort((x, y) => x - y))
    expect(seen.map((s) => s.ID)).toEqual(expect.arrayContaining(ids))
    const old = '0:1'
    await call(app, `/api/SjyqList/DeleteProJect?ID=${ids[0]}`, { headers: syncHeaders(tokens[0], mut(c, 4)) })
    expect(await purgeTombstones(t.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0)
    expect((await changes(`cursor=${old}`, c)).body.Data).toEqual({ Reset: true })
    expect((await changes('limit=0')).body.ErrorCode).toBe('1')
    expect((await changes('limit=1', undefined, '')).status).toBe(403)
  })
})

// Several connections at once need a real server: these run in the PostgreSQL pass of
// scripts/test-server.mjs (PGlite is one connection, where the same writes simply queue); on
// PGlite vitest reports them as skipped. That pass fails when PostgreSQL cannot start.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

/** Extra handles on this file's database; pool errors (a forced drop at teardown) are collected, not thrown. */
const poolErrors: Error[] = []
const openHandle = () => openDb({ kind: 'postgres', url: t.url ?? '', onPoolError: (e) => poolErrors.push(e) })

/** The backend ids that `pid` waits for on a lock (pg_blocking_pids). */
async function blockers(pid: number): Promise<number[]> {
  const result = await t.db.execute(sql`select pg_blocking_pids(${pid}) as b`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { b: number[] }[]
  return rows[0]?.b ?? []
}

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('applies concurrent copies of one mutation once', async () => {
    const handles = await Promise.all([1, 2, 3, 4].map(() => openHandle()))
    try {
      const id = randomUUID()
      const sync = { clientId: randomUUID(), mutationId: randomUUID(), seq: 1, baseVersion: 0 }
      const input = { userId: userIds[0] ?? '', entity: 'projects' as const, entityId: id, op: 'create' as const, fields: { Project_Name: '并发' }, sync }
      const results = await Promise.all(handles.map((h) => applyMutation(h.db, input)))
      // Same answer for every copy (the stored one may order its keys differently: jsonb).
      for (const r of results) expect(r).toEqual(results[0])
      const records = await t.db.select().from(syncMutations).where(eq(syncMutations.mutationId, sync.mutationId))
      expect(records).toHaveLength(1)
      const upd = { ...input, op: 'update' as const, fields: { TotalCost: 1 }, sync: { ...sync, mutationId: randomUUID(), seq: 2 } }
      const before = (await rowOf(id))?.version ?? 0
      await Promise.all(handles.map((h) => applyMutation(h.db, upd)))
      expect((await rowOf(id))?.version).toBe(before + 1)
    } finally {
      await Promise.all(handles.map((h) => h.close()))
    }
  })

  it('never lets a cursor skip a row whose lower version commits after a higher one is read', async () => {
    const [h1, h2] = await Promise.all([openHandle(), openHandle()])
    // The slow transaction takes the sync_state lock FIRST (awaited below), holds it until
    // `release`, and is always released and awaited in `finally`, whatever an assertion did.
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    let locked: (pid: number) => void = () => undefined
    const slowHasLock = new Promise<number>((r) => (locked = r))
    const pending: Promise<unknown>[] = []
    try {
      const user = userIds[0] ?? ''
      const start = (await readChanges(t.db, user, undefined, undefined, 5000)) as { NextCursor: string }
      const slow = h1.db.transaction(async (tx) => {
        await tx.execute(sql`update sync_state set version = version + 1 where id = 1`)
        const result = await tx.execute(sql`select pg_backend_pid() as pid`)
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { pid: number }[]
        locked(rows[0]?.pid ?? -1)
        await held
        await tx.execute(sql`update sync_state set version = version - 1 where id = 1`)
      })
      pending.push(slow)
      const slowPid = await Promise.race([slowHasLock, slow.then(() => -1)])
      expect(slowPid).toBeGreaterThan(0)

      // Writer 2 starts only now. Wait (no sleep) until it either finished or is seen waiting
      // for the slow transaction's lock: a broken serialisation shows up as "finished".
      const fastId = randomUUID()
      let fastDone = false
      const fast = applyMutation(h2.db, { userId: user, entity: 'projects', entityId: fastId, op: 'create', fields: { Project_Name: '快' } })
      pending.push(fast.finally(() => (fastDone = true)))
      const fastBlocked = async () => {
        const result = await t.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> ${slowPid}`)
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { pid: number }[]
        for (const { pid } of rows) if ((await blockers(pid)).includes(slowPid)) return true
        return false
      }
      await expect.poll(async () => fastDone || (await fastBlocked()), { timeout: 20_000, interval: 20 }).toBe(true)
      expect(fastDone, 'the fast writer committed while the slow one held its version').toBe(false)

      const mid = (await readChanges(t.db, user, undefined, start.NextCursor, 5000)) as { Changes: { ID: string }[]; NextCursor: string }
      expect(mid.Changes.map((c) => c.ID)).not.toContain(fastId)
      const slowId = randomUUID()
      const slowWrite = applyMutation(h1.db, { userId: user, entity: 'projects', entityId: slowId, op: 'create', fields: { Project_Name: '慢' } })
      pending.push(slowWrite)
      release()
      await Promise.all([slow, fast, slowWrite])
      const after = (await readChanges(t.db, user, undefined, mid.NextCursor, 5000)) as { Changes: { ID: string }[] }
      expect(after.Changes.map((c) => c.ID)).toEqual(expect.arrayContaining([fastId, slowId]))
    } finally {
      release()
      await Promise.allSettled(pending)
      await Promise.all([h1.close(), h2.close()])
    }
  })
})
