import { randomUUID } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects, syncClients, syncMutations, syncRows, syncState } from '../../db/schema/index.ts'
import {
  replayHeaders,
  shopClient,
  signedInUser,
  type TestUser,
} from '../../routes/shop/testkit.ts'
import { openTestDb, type TestDb } from '../../test/harness.ts'

// Versions taken at the end of a replayed write (versions.ts): what a client and a pull see must
// be exactly what taking them in the middle gave: real, consecutive versions in the rows, their
// field versions, the projects mirror and the stored answers; nothing provisional left behind.
let t: TestDb
let api: ReturnType<typeof shopClient>
let user: TestUser
beforeAll(async () => {
  t = await openTestDb()
  api = shopClient(t.db)
  user = await signedInUser(t.db, 'versions')
})
afterAll(async () => t.close())

const counter = async () =>
  (await t.db.select({ v: syncState.version }).from(syncState).where(eq(syncState.id, 1)))[0]?.v ??
  -1

describe('versions settled at the end of a replayed write', () => {
  it('a replayed create and update: the answer, the row, its field versions, the mirror and the stored answer carry the counter’s next versions', async () => {
    const client = randomUUID()
    const id = randomUUID()
    const before = await counter()
    const created = await api.post(
      '/api/SjyqList/EditProject',
      { Type: 'add', ID: id, Project_Name: '版本', City: '上海' },
      user,
      replayHeaders(client, 1),
    )
    expect(created.body).toMatchObject({ ErrorCode: '0', Data: { ID: id, Version: before + 1 } })
    const mutation = randomUUID()
    const updated = await api.post(
      '/api/SjyqList/EditProject',
      { Type: 'update', ID: id, Project_Name: '版本二' },
      user,
      replayHeaders(client, 2, mutation, before + 1),
    )
    expect(updated.body).toMatchObject({ ErrorCode: '0', Data: { Version: before + 2 } })
    expect(await counter()).toBe(before + 2)

    const [row] = await t.db.select().from(syncRows).where(eq(syncRows.id, id))
    expect(row?.version).toBe(before + 2)
    expect(row?.fieldMeta['Project_Name']).toEqual([before + 2, client])
    // A field only the create wrote keeps the create’s version.
    expect(row?.fieldMeta['City']).toEqual([before + 1, client])
    const [mirror] = await t.db.select().from(projects).where(eq(projects.id, id))
    expect(mirror?.version).toBe(before + 2)
    const [record] = await t.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.mutationId, mutation))
    expect(record?.result).toMatchObject({ ErrorCode: '0', Data: { Version: before + 2 } })
    const [seq] = await t.db.select().from(syncClients).where(eq(syncClients.clientId, client))
    expect(seq?.lastSeq).toBe(2)

    // The replay answers the stored, real version and changes nothing.
    const again = await api.post(
      '/api/SjyqList/EditProject',
      { Type: 'update', ID: id, Project_Name: '版本二' },
      user,
      replayHeaders(client, 2, mutation, before + 1),
    )
    expect(again.body).toMatchObject({ ErrorCode: '0', Data: { Version: before + 2 } })
    expect(await counter()).toBe(before + 2)
  })

  it('a batch of creates gets consecutive versions in entry order, stored as answered; a refusal takes no version', async () => {
    const client = randomUUID()
    const proId = randomUUID()
    await api.post(
      '/api/SjyqList/EditProject',
      { Type: 'add', ID: proId, Project_Name: '批' },
      user,
    )
    const before = await counter()
    const entries = [1, 2, 3].map((seq) => ({
      Method: 'POST',
      Path: '/SjyqList/EditProStructure',
      Body: new URLSearchParams({
        Type: 'add',
        ID: randomUUID(),
        ProId: proId,
        Project_Name: `${seq}#楼`,
      }).toString(),
      MutationId: randomUUID(),
      Seq: seq,
      BaseVersion: 0,
    }))
    const res = await api.post('/api/Sync/Batch', { Entries: JSON.stringify(entries) }, user, {
      'X-Client-Id': client,
      'X-Schema-Version': '9',
    })
    const results = (res.body.Data as { Results: { Data: { Version: number } }[] }).Results
    expect(results.map((r) => r.Data.Version)).toEqual([before + 1, before + 2, before + 3])
    const stored = await t.db
      .select({ result: syncMutations.result })
      .from(syncMutations)
      .where(eq(syncMutations.clientId, client))
    expect(stored.map((s) => s.result.Data?.['Version']).sort()).toEqual(
      [before + 1, before + 2, before + 3].sort(),
    )
    const refused = await api.post(
      '/api/SjyqList/EditProject',
      { Type: 'update', ID: randomUUID(), Project_Name: '无' },
      user,
      replayHeaders(client, 4),
    )
    expect(refused.body.ErrorCode).not.toBe('0')
    expect(await counter()).toBe(before + 3)
    expect(
      (await t.db.select().from(syncClients).where(eq(syncClients.clientId, client)))[0]?.lastSeq,
    ).toBe(4)
  })

  it('leaves no provisional version anywhere', async () => {
    expect(await t.db.select().from(syncRows).where(lt(syncRows.version, 0))).toEqual([])
    expect(await t.db.select().from(projects).where(lt(projects.version, 0))).toEqual([])
    const meta = await t.db.execute(
      sql`select 1 from sync_rows, jsonb_each(field_meta) m where (m.value->>0)::bigint < 0`,
    )
    expect((Array.isArray(meta) ? meta : (meta as { rows: unknown[] }).rows).length).toBe(0)
  })
})
