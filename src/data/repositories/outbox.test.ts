import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { markAcked } from './outbox'
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
})
