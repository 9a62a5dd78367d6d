import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows, users } from '../db/schema/index.ts'
import { createSession } from '../services/auth/sessions.ts'
import { call, openTestDb, testApp, type TestDb } from '../test/harness.ts'

let t: TestDb
let app: ReturnType<typeof testApp>['app']
let token = ''

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
  const [u] = await t.db.insert(users).values({ phone: '13800000011', userName: '批量', passwordHash: 'x', passwordSalt: 'y' }).returning()
  if (!u) throw new Error('no user')
  token = (await createSession(t.db, u.id, new Date(), 24)).token
})
afterAll(async () => t.close())

const client = randomUUID()
let seq = 0
const entry = (path: string, fields: Record<string, string>, method: 'GET' | 'POST' = 'POST', mutation = randomUUID()) => ({
  Method: method,
  Path: path,
  Body: new URLSearchParams(fields).toString(),
  MutationId: mutation,
  Seq: ++seq,
  BaseVersion: 0,
})
const batch = (entries: unknown[], headers: Record<string, string> = {}) =>
  call(app, '/api/Sync/Batch', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Token': token, 'X-Client-Id': client, 'X-Schema-Version': '2', ...headers },
    body: JSON.stringify({ Entries: entries }),
  })
const rowOf = async (id: string) => (await t.db.select().from(syncRows).where(eq(syncRows.id, id)))[0]

describe('POST /api/Sync/Batch', () => {
  it('applies many entries in order, each once: a project, its rows, then an edit of the first row', async () => {
    const project = randomUUID()
    const rows = Array.from({ length: 50 }, () => randomUUID())
    const entries = [
      entry('/SjyqList/EditProject', { Type: 'add', ID: project, Project_Name: '批量项目' }),
      ...rows.map((id, i) => entry('/SjyqList/EditProStructure', { Type: 'add', ID: id, ProId: project, Project_Name: `${i + 1}号楼`, Sort: String(i + 1), MultNum: '1' })),
      entry('/SjyqList/EditProStructure', { Type: 'update', ID: rows[0]!, BuiltArea: '1200.5' }),
    ]
    const res = await batch(entries)
    expect(res.body).toMatchObject({ ErrorCode: '0' })
    const results = (res.body as { Data: { Results: { Status: number; ErrorCode: string; Data: { ID: string } }[] } }).Data.Results
    expect(results).toHaveLength(52)
    expect(results.every((r) => r.Status === 200 && r.ErrorCode === '0')).toBe(true)
    expect(results[1]?.Data.ID).toBe(rows[0])
    expect((await rowOf(rows[0]!))?.data).toMatchObject({ Project_Name: '1号楼', BuiltArea: 1200.5 })
    // The same batch again (a retry after a lost answer): the stored answers, nothing applied twice.
    const version = (await rowOf(rows[0]!))?.version
    const again = await batch(entries)
    expect((again.body as { Data: { Results: unknown[] } }).Data.Results).toEqual(results)
    expect((await rowOf(rows[0]!))?.version).toBe(version)
  })

  it('stops after the first refused entry and applies nothing after it', async () => {
    const good = randomUUID()
    const after = randomUUID()
    const res = await batch([
      entry('/SjyqList/EditProject', { Type: 'add', ID: good, Project_Name: '甲' }),
      entry('/SjyqList/EditProject', { Type: 'add', ID: randomUUID(), Project_Name: '  ' }),
      entry('/SjyqList/EditProject', { Type: 'add', ID: after, Project_Name: '乙' }),
    ])
    const results = (res.body as { Data: { Results: { ErrorCode: string; Message: string }[] } }).Data.Results
    expect(results.map((r) => r.ErrorCode)).toEqual(['0', '1'])
    expect(results[1]?.Message).toBe('项目名称不能为空')
    expect(await rowOf(good)).toBeDefined()
    expect(await rowOf(after)).toBeUndefined()
  })

  it('refuses a call that is not an entity write, and bad batches as a whole, in Chinese', async () => {
    const res = await batch([entry('/Sync/Changes', {}, 'GET')])
    expect((res.body as { Data: { Results: { Message: string }[] } }).Data.Results[0]?.Message).toBe('该接口不能批量同步')
    expect((await batch([])).body).toMatchObject({ ErrorCode: '1', Message: '没有要同步的条目' })
    expect((await batch([{ ...entry('/SjyqList/EditProject', {}), MutationId: 'x' }])).body).toMatchObject({ ErrorCode: '1', Message: '变更编号无效' })
    expect((await batch([entry('/SjyqList/EditProject', { Type: 'add', ID: randomUUID(), Project_Name: '丙' })], { 'X-Client-Id': 'nope' })).body).toMatchObject({ ErrorCode: '1' })
  })

  it('refuses an anonymous batch with 403', async () => {
    const id = randomUUID()
    const res = await call(app, '/api/Sync/Batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Id': client },
      body: JSON.stringify({ Entries: [entry('/SjyqList/EditProject', { Type: 'add', ID: id, Project_Name: '丁' })] }),
    })
    expect(res.status).toBe(403)
    expect(await rowOf(id)).toBeUndefined()
  })
})
