import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../../test/harness.ts'
import { seedProjectDoc, seedUser } from '../../test/seed.ts'
import { rowsWhere } from './store.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => t.close())

describe('reading a project’s rows', () => {
  it('finds them by ProId, and the lookup can use the project index instead of scanning the owner’s rows', async () => {
    const owner = await seedUser(t.db)
    const a = await seedProjectDoc(t.db, owner, {
      data: { Project_Name: 'A' },
      rows: [
        { ID: randomUUID(), Project_Name: '一号楼' },
        { ID: randomUUID(), Project_Name: '二号楼' },
      ],
    })
    await seedProjectDoc(t.db, owner, {
      data: { Project_Name: 'B' },
      rows: [{ ID: randomUUID(), Project_Name: '三号楼' }],
    })
    const rows = await rowsWhere(t.db, 'structureRows', owner, 'ProId', a)
    expect(rows.map((r) => r.data['Project_Name']).sort()).toEqual(['一号楼', '二号楼'])

    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = await tx.execute(
        sql`explain select id from sync_rows where owner_id = ${owner} and entity = 'structureRows' and deleted = false and data->>'ProId' = ${a}`,
      )
      const list = ((result as { rows?: unknown }).rows ?? result) as Record<string, unknown>[]
      return list.map((r) => Object.values(r).join(' ')).join('\n')
    })
    expect(plan).toContain('sync_rows_owner_project_idx')
  })

  it('refuses a document key that is not a plain identifier (keys are written into the SQL)', async () => {
    await expect(
      rowsWhere(t.db, 'structureRows', crypto.randomUUID(), "ProId' or '1'='1", 'x'),
    ).rejects.toThrow('not a document key')
  })
})
