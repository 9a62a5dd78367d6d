import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects, syncRows, users } from '../db/schema/index.ts'
import { createSession } from '../services/auth/sessions.ts'
import { purgeTombstones } from '../services/sync/changes.ts'
import { call, openTestDb, testApp, type TestDb } from '../test/harness.ts'

let t: TestDb
let app: ReturnType<typeof testApp>['app']
const tokens: string[] = []
const userIds: string[] = []

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
  for (const phone of ['13800000001', '13800000002']) {
    const [u] = await t.db
      .insert(users)
      .values({ phone, userName: phone, passwordHash: 'x', passwordSalt: 'y' })
      .returning()
    if (!u) throw new Error('no user')
    userIds.push(u.id)
    tokens.push((await createSession(t.db, u.id, new Date(), 24)).token)
  }
})
afterAll(async () => t.close())

interface Sync {
  client: string
  mutation: string
  seq: number
  base: number
  schema?: number
}
const syncHeaders = (token: string | undefined, s?: Sync): Record<string, string> => ({
  ...(token ? { 'X-Token': token } : {}),
  ...(s
    ? {
        'X-Client-Id': s.client,
        'X-Mutation-Id': s.mutation,
        'X-Mutation-Seq': String(s.seq),
        'X-Base-Version': String(s.base),
        'X-Schema-Version': String(s.schema ?? 2),
      }
    : {}),
})
const edit = (fields: Record<string, string>, s?: Sync, token = tokens[0]) =>
  call(app, '/api/SjyqList/EditProject', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...syncHeaders(token, s) },
    body: new URLSearchParams(fields).toString(),
  })
const changes = (query: string, client?: string, token = tokens[0]) =>
  call(app, `/api/Sync/Changes?${query}`, {
    headers: { ...syncHeaders(token), ...(client ? { 'X-Client-Id': client } : {}) },
  })
const mut = (client: string, seq: number, base = 0): Sync => ({
  client,
  mutation: randomUUID(),
  seq,
  base,
})
const rowOf = async (id: string) =>
  (await t.db.select().from(syncRows).where(eq(syncRows.id, id)))[0]

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
    const first = await edit(
      { Type: 'add', ID: id, Project_Name: '一号楼', BuiltArea: '1200.5', MultNum: '1' },
      m,
    )
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
    expect(area.body).toMatchObject({ ErrorCode: '1', Message: '建筑面积不能为负数' })
    expect(await rowOf(id)).toBeUndefined()
    // The rejected seq still counts for LastMutationSeq.
    expect((await changes('limit=1', m.client)).body.Data).toMatchObject({ LastMutationSeq: 3 })
  })

  it('answers UPGRADE to an old schema version and changes nothing', async () => {
    const id = randomUUID()
    const res = await edit(
      { Type: 'add', ID: id, Project_Name: '旧' },
      { ...mut(randomUUID(), 1), schema: 1 },
    )
    expect(res.body.ErrorCode).toBe('UPGRADE')
    expect(await rowOf(id)).toBeUndefined()
  })

  it("refuses another user's project (ErrorCode 403, no data) and keeps it unchanged", async () => {
    const id = randomUUID()
    await edit({ Type: 'add', ID: id, Project_Name: '我的' }, mut(randomUUID(), 1))
    const res = await edit(
      { Type: 'update', ID: id, Project_Name: '他的' },
      mut(randomUUID(), 1),
      tokens[1],
    )
    expect(res.body).toMatchObject({ ErrorCode: '403', Data: null })
    expect((await rowOf(id))?.data['Project_Name']).toBe('我的')
    const other = await changes('limit=5000', undefined, tokens[1])
    expect(JSON.stringify(other.body.Data)).not.toContain(id)
  })

  it('keeps the server price on a stale base from another client and reports the conflict; plain fields are last-writer-wins', async () => {
    const id = randomUUID()
    const a = randomUUID()
    const b = randomUUID()
    const created = await edit(
      { Type: 'add', ID: id, Project_Name: '价', TotalCost: '100' },
      mut(a, 1),
    )
    const base = (created.body.Data as { Version: number }).Version
    await edit({ Type: 'update', ID: id, TotalCost: '200' }, mut(a, 2, base))
    const res = await edit(
      { Type: 'update', ID: id, TotalCost: '300', Project_Name: '新名' },
      mut(b, 1, base),
    )
    expect(res.body.Data).toMatchObject({
      Conflicts: [{ Field: 'TotalCost', ServerValue: 200, ClientValue: 300 }],
    })
    expect((await rowOf(id))?.data).toMatchObject({ TotalCost: 200, Project_Name: '新名' })
    // The same client's own queued edit on the old base is not a conflict.
    const own = await edit({ Type: 'update', ID: id, TotalCost: '250' }, mut(a, 3, base))
    expect(own.body.Data).not.toHaveProperty('Conflicts')
  })

  it('deletes win: a delete tombstones the row, a later edit succeeds with Deleted and changes nothing', async () => {
    const id = randomUUID()
    const c = randomUUID()
    await edit({ Type: 'add', ID: id, Project_Name: '删' }, mut(c, 1))
    const del = await call(app, `/api/SjyqList/DeleteProJect?ID=${id}`, {
      headers: syncHeaders(tokens[0], mut(c, 2)),
    })
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
    for (const [i, id] of ids.entries())
      await edit({ Type: 'add', ID: id, Project_Name: `页${i}` }, mut(c, i + 1))
    const seen: { ID: string; Version: number }[] = []
    let cursor = ''
    for (;;) {
      const res = await changes(
        `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        c,
      )
      const data = res.body.Data as {
        Changes: { ID: string; Version: number }[]
        NextCursor: string
        HasMore: boolean
        LastMutationSeq: number
      }
      expect(data.LastMutationSeq).toBe(3)
      seen.push(...data.Changes)
      cursor = data.NextCursor
      if (!data.HasMore) break
    }
    const versions = seen.map((s) => s.Version)
    expect(versions).toEqual([...versions].sort((x, y) => x - y))
    expect(seen.map((s) => s.ID)).toEqual(expect.arrayContaining(ids))
    const old = '0:1'
    await call(app, `/api/SjyqList/DeleteProJect?ID=${ids[0]}`, {
      headers: syncHeaders(tokens[0], mut(c, 4)),
    })
    expect(await purgeTombstones(t.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0)
    expect((await changes(`cursor=${old}`, c)).body.Data).toEqual({ Reset: true })
    expect((await changes('limit=0')).body.ErrorCode).toBe('1')
    expect((await changes('limit=1', undefined, '')).status).toBe(403)
  })

  it("keeps a client's sequence per account: another account sending its X-Client-Id moves nothing of it", async () => {
    const c = randomUUID()
    const mine = randomUUID()
    await edit({ Type: 'add', ID: mine, Project_Name: '我的' }, mut(c, 5))
    const seqOf = async (token: string | undefined) =>
      ((await changes('limit=1', c, token)).body.Data as { LastMutationSeq: number })
        .LastMutationSeq
    expect(await seqOf(tokens[0])).toBe(5)
    // User B writes its own project with A's client id and a huge sequence number.
    await edit(
      { Type: 'add', ID: randomUUID(), Project_Name: '别人的' },
      mut(c, 999_999_999),
      tokens[1],
    )
    expect(await seqOf(tokens[0])).toBe(5)
    expect(await seqOf(tokens[1])).toBe(999_999_999)
  })
})
