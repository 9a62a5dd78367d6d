import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { RELEASED_READ_ONLY } from '@/domain/projects/released'
import { addProject, deleteProject, editProject, getProject, moveProjects } from './projects'
import { addRow } from './structure'
import { listStructure } from './structure-read'
import { allEntries } from './outbox-store'

/** A released template as a pull stores it (ReleaseProject writes it on the server only). */
async function releasedTemplate() {
  const db = createDb('t')
  const id = await addProject(db, { Project_Name: '已发布模板', IsTemplate: 1 })
  await addRow(db, id, { Project_Name: '1号楼' })
  const row = await db.projects.get(id)
  if (!row) throw new Error('no project')
  await db.projects.put({ ...row, version: 5, data: { ...row.data, Released: 1 } })
  await db.outbox.clear()
  return { db, id }
}

describe('a released template is read-only on the device too', () => {
  it('refuses edits of the template and of its structure with the server’s message, storing nothing', async () => {
    const { db, id } = await releasedTemplate()
    await expect(editProject(db, id, { Project_Name: '改名' })).rejects.toThrow(RELEASED_READ_ONLY)
    await expect(addRow(db, id, { Project_Name: '2号楼' })).rejects.toThrow(RELEASED_READ_ONLY)
    expect((await getProject(db, id))?.data['Project_Name']).toBe('已发布模板')
    expect((await listStructure(db, id)).map((r) => r.Project_Name)).toEqual(['1号楼'])
    expect(await allEntries(db)).toEqual([])
  })

  it('still files it in a folder and deletes it (下架)', async () => {
    const { db, id } = await releasedTemplate()
    await moveProjects(db, [id], '')
    const folder = crypto.randomUUID()
    await moveProjects(db, [id], folder)
    expect((await getProject(db, id))?.data['FolderID']).toBe(folder)
    await deleteProject(db, id)
    expect(await getProject(db, id)).toBeUndefined()
    expect((await allEntries(db)).map((e) => e.op)).toEqual(['update', 'delete'])
  })
})
