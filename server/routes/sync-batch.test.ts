import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows, users } from '../db/schema/index.ts'
import { createSession } from '../services/auth/sessions.ts'
import { call, openTestDb, testApp, type TestDb } from '../test/harness.ts'

let t: TestDb
let app: ReturnType<typeof testApp>['app']
let token = ''
let otherToken = ''

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
  const [u, v] = await t.db
    .insert(users)
    .values([
      { phone: '13800000011', userName: '批量', passwordHash: 'x', passwordSalt: 'y' },
      { phone: '13800000012', userName: '别人', passwordHash: 'x', passwordSalt: 'y' },
    ])
    .returning()
  if (!u || !v) throw new Error('no user')
  token = (await createSession(t.db, u.id, new Date(), 24)).token
  otherToken = (await createSession(t.db, v.id, new Date(), 24)).token
})
afterAll(async () => t.close())

const client = randomUUID()
let seq = 0
const entry = (
  path: string,
  fields: Record<string, string>,
  method: 'GET' | 'POST' = 'POST',
  mutation = randomUUID(),
) => ({
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
    headers: {
      'content-type': 'application/json',
      'X-Token': token,
      'X-Client-Id': client,
      'X-Schema-Version': '2',
      ...headers,
    },
    body: JSON.stringify({ Entries: entries }),
  })
type Results = {
  Status: number
  ErrorCode: string
  Message: string
  Data: { ID: string; Version: number }
}[]
const resultsOf = (res: { body: { Data: unknown } }) =>
  (res.body.Data as { Results: Results }).Results

/** A project, a structure row and a 土建 unit of the batch's user (or, with `as`, of another). */
async function billUnit(as = token) {
  const [proId, rowId, unitId] = [randomUUID(), randomUUID(), randomUUID()]
  const res = await batch(
    [
      entry('/SjyqList/EditProject', { Type: 'add', ID: proId, Project_Name: '清单项目' }),
      entry('/SjyqList/EditProStructure', {
        Type: 'add',
        ID: rowId,
        ProId: proId,
        Project_Name: '1#楼',
        Sort: '1',
        MultNum: '1',
      }),
      entry('/Bill/EditUnit', {
        Type: 'add',
        ID: unitId,
        ProId: proId,
        RowId: rowId,
        Specialty: '土建',
      }),
    ],
    { 'X-Token': as, 'X-Client-Id': randomUUID() },
  )
  expect(resultsOf(res).map((r) => r.ErrorCode)).toEqual(['0', '0', '0'])
  return { proId, unitId }
}
const itemEntry = (proId: string, unitId: string, k: number, fields: Record<string, string> = {}) =>
  entry('/Bill/EditItem', {
    Type: 'add',
    ID: randomUUID(),
    ProId: proId,
    UnitId: unitId,
    Code: `010101001${String((k % 999) + 1).padStart(3, '0')}`,
    Name: `粘贴项${k}`,
    Unit: 'm3',
    Quantity: String(10 + k),
    UnitPrice: '35.5',
    ...fields,
  })
const idOf = (e: { Body: string }) => new URLSearchParams(e.Body).get('ID') ?? ''

const rowOf = async (id: string) =>
  (await t.db.select().from(syncRows).where(eq(syncRows.id, id)))[0]

describe('POST /api/Sync/Batch', () => {
  it('applies many entries in order, each once: a project, its rows, then an edit of the first row', async () => {
    const project = randomUUID()
    const rows = Array.from({ length: 50 }, () => randomUUID())
    const entries = [
      entry('/SjyqList/EditProject', { Type: 'add', ID: project, Project_Name: '批量项目' }),
      ...rows.map((id, i) =>
        entry('/SjyqList/EditProStructure', {
          Type: 'add',
          ID: id,
          ProId: project,
          Project_Name: `${i + 1}号楼`,
          Sort: String(i + 1),
          MultNum: '1',
        }),
      ),
      entry('/SjyqList/EditProStructure', { Type: 'update', ID: rows[0]!, BuiltArea: '1200.5' }),
    ]
    const res = await batch(entries)
    expect(res.body).toMatchObject({ ErrorCode: '0' })
    const results = (
      res.body as {
        Data: { Results: { Status: number; ErrorCode: string; Data: { ID: string } }[] }
      }
    ).Data.Results
    expect(results).toHaveLength(52)
    expect(results.every((r) => r.Status === 200 && r.ErrorCode === '0')).toBe(true)
    expect(results[1]?.Data.ID).toBe(rows[0])
    expect((await rowOf(rows[0]!))?.data).toMatchObject({
      Project_Name: '1号楼',
      BuiltArea: 1200.5,
    })
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
    const results = (res.body as { Data: { Results: { ErrorCode: string; Message: string }[] } })
      .Data.Results
    expect(results.map((r) => r.ErrorCode)).toEqual(['0', '1'])
    expect(results[1]?.Message).toBe('项目名称不能为空')
    expect(await rowOf(good)).toBeDefined()
    expect(await rowOf(after)).toBeUndefined()
  })

  it('refuses a call that is not an entity write, and bad batches as a whole, in Chinese', async () => {
    const res = await batch([entry('/Sync/Changes', {}, 'GET')])
    expect(
      (res.body as { Data: { Results: { Message: string }[] } }).Data.Results[0]?.Message,
    ).toBe('该接口不能批量同步')
    expect((await batch([])).body).toMatchObject({ ErrorCode: '1', Message: '没有要同步的条目' })
    expect(
      (await batch([{ ...entry('/SjyqList/EditProject', {}), MutationId: 'x' }])).body,
    ).toMatchObject({ ErrorCode: '1', Message: '变更编号无效' })
    expect(
      (
        await batch(
          [entry('/SjyqList/EditProject', { Type: 'add', ID: randomUUID(), Project_Name: '丙' })],
          { 'X-Client-Id': 'nope' },
        )
      ).body,
    ).toMatchObject({ ErrorCode: '1' })
  })

  it('refuses an anonymous batch with 403', async () => {
    const id = randomUUID()
    const res = await call(app, '/api/Sync/Batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Id': client },
      body: JSON.stringify({
        Entries: [entry('/SjyqList/EditProject', { Type: 'add', ID: id, Project_Name: '丁' })],
      }),
    })
    expect(res.status).toBe(403)
    expect(await rowOf(id)).toBeUndefined()
  })

  it('a paste of 150 items with one bad entry: the 99 before it applied, its Chinese refusal, nothing after; a replay answers the same', async () => {
    const { proId, unitId } = await billUnit()
    const entries = Array.from({ length: 150 }, (_, k) =>
      itemEntry(proId, unitId, k + 1, k === 99 ? { Quantity: '-1' } : {}),
    )
    const results = resultsOf(await batch(entries))
    expect(results).toHaveLength(100)
    expect(results.slice(0, 99).every((r) => r.Status === 200 && r.ErrorCode === '0')).toBe(true)
    expect(results.slice(0, 99).map((r) => r.Data.ID)).toEqual(entries.slice(0, 99).map(idOf))
    expect(new Set(results.slice(0, 99).map((r) => r.Data.Version)).size).toBe(99)
    expect(results[99]).toMatchObject({ ErrorCode: '1', Data: null })
    expect(results[99]?.Message).toContain('工程量')
    expect((await rowOf(idOf(entries[0]!)))?.data).toMatchObject({
      Name: '粘贴项1',
      Quantity: 11,
      UnitPrice: 35.5,
    })
    expect(await rowOf(idOf(entries[99]!))).toBeUndefined()
    expect(await rowOf(idOf(entries[100]!))).toBeUndefined()
    // The client sends the rest after its refused entry: applied, and the whole batch again is the stored answers.
    const rest = resultsOf(await batch(entries.slice(100)))
    expect(rest.map((r) => r.ErrorCode)).toEqual(Array<string>(50).fill('0'))
    expect(resultsOf(await batch(entries))).toEqual(results)
    expect(resultsOf(await batch(entries.slice(100)))).toEqual(rest)
  })

  it("checks ownership per entry: an item of another account's unit is refused in a run of good ones, nothing after it", async () => {
    const mine = await billUnit()
    const theirs = await billUnit(otherToken)
    const entries = Array.from({ length: 60 }, (_, k) =>
      k === 30 ? itemEntry(theirs.proId, theirs.unitId, k) : itemEntry(mine.proId, mine.unitId, k),
    )
    const results = resultsOf(await batch(entries))
    expect(results.map((r) => r.ErrorCode)).toEqual([...Array<string>(30).fill('0'), '403'])
    expect(results[30]?.Message).toBe('无权操作该记录')
    expect(await rowOf(idOf(entries[29]!))).toBeDefined()
    expect(await rowOf(idOf(entries[30]!))).toBeUndefined()
    expect(await rowOf(idOf(entries[31]!))).toBeUndefined()
    // Another account replaying this client's mutations learns nothing and changes nothing.
    const stolen = resultsOf(await batch(entries.slice(0, 5), { 'X-Token': otherToken }))
    expect(stolen.map((r) => r.ErrorCode)).toEqual(['403'])
    expect(stolen[0]?.Message).toBe('无权操作该记录')
  })

  it('a create naming a row that a later entry of the batch creates is refused as one by one would', async () => {
    const { proId, unitId } = await billUnit()
    const group = randomUUID()
    const entries = [
      itemEntry(proId, unitId, 1),
      itemEntry(proId, unitId, 2, { GroupId: group }),
      entry('/Bill/EditGroup', {
        Type: 'add',
        ID: group,
        ProId: proId,
        UnitId: unitId,
        Name: '土方工程',
      }),
    ]
    const results = resultsOf(await batch(entries))
    expect(results.map((r) => r.ErrorCode)).toEqual(['0', '1'])
    expect(await rowOf(group)).toBeUndefined()
  })

  it('runs of updates and of deletes go together with the checks of one by one: conflicts, ownership, a refusal at its position, replay', async () => {
    const { proId, unitId } = await billUnit()
    const theirs = await billUnit(otherToken)
    const creates = Array.from({ length: 40 }, (_, k) => itemEntry(proId, unitId, k + 1))
    const foreign = itemEntry(theirs.proId, theirs.unitId, 1)
    expect(resultsOf(await batch(creates)).every((r) => r.ErrorCode === '0')).toBe(true)
    expect(
      resultsOf(await batch([foreign], { 'X-Token': otherToken, 'X-Client-Id': randomUUID() }))[0]
        ?.ErrorCode,
    ).toBe('0')
    const base = Math.max(
      ...(await Promise.all(creates.map(async (e) => (await rowOf(idOf(e)))?.version ?? 0))),
    )
    // Another device of the user changes item 5's price after the base the updates were made on.
    await batch(
      [
        {
          ...entry('/Bill/EditItem', { Type: 'update', ID: idOf(creates[5]!), UnitPrice: '99' }),
          BaseVersion: base,
        },
      ],
      { 'X-Client-Id': randomUUID() },
    )
    const update = (id: string, price: string) => ({
      ...entry('/Bill/EditItem', { Type: 'update', ID: id, UnitPrice: price }),
      BaseVersion: base,
    })
    const updates = creates.map((e, k) => update(idOf(e), String(40 + k)))
    updates.splice(30, 0, update(idOf(foreign), '1'))
    // The 30 good ones go together; then the whole run: their stored answers, the refusal, nothing after.
    const together = resultsOf(await batch(updates.slice(0, 30)))
    const results = resultsOf(await batch(updates))
    expect(results.map((r) => r.ErrorCode)).toEqual([...Array<string>(30).fill('0'), '403'])
    expect(results.slice(0, 30)).toEqual(together)
    expect(results[5]?.Data).toMatchObject({
      Conflicts: [{ Field: 'UnitPrice', ServerValue: 99, ClientValue: 45 }],
    })
    expect((await rowOf(idOf(creates[5]!)))?.data).toMatchObject({ UnitPrice: 99 })
    expect((await rowOf(idOf(creates[29]!)))?.data).toMatchObject({ UnitPrice: 69 })
    expect((await rowOf(idOf(creates[30]!)))?.data).toMatchObject({ UnitPrice: 35.5 })
    expect((await rowOf(idOf(foreign)))?.data).toMatchObject({ UnitPrice: 35.5 })
    expect(resultsOf(await batch(updates))).toEqual(results)
    // 30 deletes with one of a row that does not exist: the 20 before it applied, it refused, nothing after.
    const deletes = creates
      .slice(0, 30)
      .map((e) => entry('/Bill/EditItem', { Type: 'delete', ID: idOf(e) }))
    deletes.splice(20, 0, entry('/Bill/EditItem', { Type: 'delete', ID: randomUUID() }))
    const first = resultsOf(await batch(deletes.slice(0, 20)))
    const gone = resultsOf(await batch(deletes))
    expect(gone.slice(0, 20)).toEqual(first)
    expect(gone.map((r) => r.ErrorCode)).toEqual([...Array<string>(20).fill('0'), '1'])
    expect(gone[19]?.Data).toMatchObject({ ID: idOf(creates[19]!), Deleted: true })
    expect(gone[20]?.Message).toBe('记录不存在或已被删除')
    expect([
      (await rowOf(idOf(creates[19]!)))?.deleted,
      (await rowOf(idOf(creates[20]!)))?.deleted,
    ]).toEqual([true, false])
    expect(resultsOf(await batch(deletes))).toEqual(gone)
  })
})
