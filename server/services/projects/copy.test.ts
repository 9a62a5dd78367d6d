import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects, syncRows } from '../../db/schema/index.ts'
import { openTestDb, type TestDb } from '../../test/harness.ts'
import { seedProjectDoc, seedTemplate, seedUser } from '../../test/seed.ts'
import { copyProject } from './copy.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

describe('copyProject', () => {
  it('copies the project, its rows (parents and tenders remapped) and tenders to the new owner with new ids and versions', async () => {
    const author = await seedUser(t.db)
    const buyer = await seedUser(t.db)
    const [a, b, tender] = [randomUUID(), randomUUID(), randomUUID()]
    const source = await seedProjectDoc(t.db, author, {
      data: { Project_Name: '源项目', IsTemplate: 1, City: '上海', FolderID: randomUUID() },
      rows: [
        {
          ID: a,
          Project_Name: '1号楼',
          BuiltArea: 100,
          InArea: 80,
          SellArea: 90,
          MultNum: 2,
          TenderID: tender,
        },
        {
          ID: b,
          ParentID: a,
          Project_Name: '地下室',
          BuiltArea: 10,
          InArea: 5,
          SellArea: 0,
          MultNum: 1,
          TenderID: tender,
        },
      ],
      tenders: [{ ID: tender, Name: '第一标段' }],
    })
    const copyId = await copyProject(t.db, { sourceId: source, ownerId: buyer, asTemplate: false })
    expect(copyId).not.toBe(source)
    const copied = await t.db.select().from(syncRows).where(eq(syncRows.ownerId, buyer))
    expect(copied).toHaveLength(4)
    const doc = copied.find((r) => r.id === copyId)
    expect(doc?.data).toMatchObject({
      Project_Name: '源项目',
      IsTemplate: 0,
      FolderID: '',
      TempId: source,
      TemName: '源项目',
      City: '上海',
    })
    const rows = copied.filter((r) => r.entity === 'structureRows')
    const newTender = copied.find((r) => r.entity === 'tenders')
    const parent = rows.find((r) => r.data['Project_Name'] === '1号楼')
    const child = rows.find((r) => r.data['Project_Name'] === '地下室')
    expect(parent && ([a, b] as string[]).includes(parent.id)).toBe(false)
    expect(child?.data).toMatchObject({
      ProId: copyId,
      ParentID: parent?.id,
      TenderID: newTender?.id,
    })
    expect(new Set(copied.map((r) => r.version)).size).toBe(4)
    const [row] = await t.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, copyId), eq(projects.ownerId, buyer)))
    expect(row).toMatchObject({
      name: '源项目',
      isTemplate: false,
      city: '上海',
      builtArea: '20.00',
    })
    // The source is untouched.
    expect(await t.db.select().from(syncRows).where(eq(syncRows.ownerId, author))).toHaveLength(4)
  })

  it('copies a table-only template as a template under a new name inside the caller transaction', async () => {
    const author = await seedUser(t.db)
    const buyer = await seedUser(t.db)
    const template = await seedTemplate(t.db, author, { name: '表模板' })
    const id = await t.db.transaction((tx) =>
      copyProject(tx, { sourceId: template, ownerId: buyer, asTemplate: true, name: '我的副本' }),
    )
    const [row] = await t.db.select().from(syncRows).where(eq(syncRows.id, id))
    expect(row?.data).toMatchObject({
      Project_Name: '我的副本',
      IsTemplate: 1,
      City: '上海',
      TotalCost: 3_000_000,
      BuiltArea: 1000,
    })
    await expect(
      copyProject(t.db, { sourceId: randomUUID(), ownerId: buyer, asTemplate: false }),
    ).rejects.toThrow(/not found/)
  })
})
