import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { conflictList, markAcked, markAckedMany } from './outbox'
import { createProject, updateProject } from './projects'
import { allEntries } from './outbox-store'

describe('acknowledging a write', () => {
  it('takes the values the server stored (trimmed text, numbers from form strings) as the row and its base', async () => {
    const db = createDb('ack-fields')
    const id = await createProject(db, { Project_Name: ' 滨江 ', Remark: 951 })
    const entry = (await allEntries(db)).at(-1)
    await markAcked(db, entry?.seq ?? 0, {
      serverVersion: 7,
      fields: { Project_Name: '滨江', Remark: '951', MultNum: 1 },
    })
    const row = await db.projects.get(id)
    expect(row).toMatchObject({
      version: 7,
      data: { Project_Name: '滨江', Remark: '951' },
      base: { Project_Name: '滨江', Remark: '951' },
    })
  })

  it('keeps a later unconfirmed edit of the same field on the row, while its base takes the stored value', async () => {
    const db = createDb('ack-later')
    const id = await createProject(db, { Project_Name: '一期' })
    const first = (await allEntries(db)).at(-1)
    await updateProject(db, id, { Project_Name: '二期' })
    await markAcked(db, first?.seq ?? 0, { serverVersion: 3, fields: { Project_Name: '一期' } })
    expect(await db.projects.get(id)).toMatchObject({
      data: { Project_Name: '二期' },
      base: { Project_Name: '一期' },
    })
  })

  it('acknowledges a run in one go as one by one: a row answered twice ends at the later answer, a deleted row goes, conflicts are kept', async () => {
    const db = createDb('ack-run')
    const kept = await createProject(db, { Project_Name: '一期' })
    await updateProject(db, kept, { Project_Name: '二期' })
    const gone = await createProject(db, { Project_Name: '临时' })
    const [create, update, other] = await allEntries(db)
    await markAckedMany(db, [
      { seq: create?.seq ?? 0, result: { serverVersion: 4, fields: { Project_Name: '一期' } } },
      {
        seq: update?.seq ?? 0,
        result: {
          serverVersion: 5,
          fields: { Project_Name: '二期' },
          conflicts: [{ Field: 'Remark', ClientValue: '', ServerValue: '他人备注' }],
        },
      },
      { seq: other?.seq ?? 0, result: { serverVersion: 6, deleted: true } },
    ])
    expect(await db.projects.get(kept)).toMatchObject({
      version: 5,
      data: { Project_Name: '二期', Remark: '他人备注' },
      base: { Project_Name: '二期', Remark: '他人备注' },
    })
    expect(await db.projects.get(gone)).toBeUndefined()
    expect((await conflictList(db)).map((c) => [c.entityId, c.field, c.theirs])).toEqual([
      [kept, 'Remark', '他人备注'],
    ])
    expect((await allEntries(db)).map((e) => [e.status, e.serverVersion])).toEqual([
      ['acked', 4],
      ['acked', 5],
      ['acked', 6],
    ])
  })
})
