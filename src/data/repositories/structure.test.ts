import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { allEntries } from './outbox-store'
import { buildTree, flattenTree, numberRows } from '@/domain/projects/structure'
import { createProject } from './projects'
import {
  addChild,
  addRow,
  copyRow,
  deleteRow,
  indentRow,
  insertRow,
  moveRow,
  moveRowTo,
  outdentRow,
  pasteBlock,
  updateRow,
} from './structure'
import { listStructure } from './structure-read'

async function setup(): Promise<{ db: SmartBoqDb; pid: string }> {
  const db = createDb('t')
  const pid = await createProject(db, { Project_Name: '滨江项目', StructureConfirmed: 1 })
  await db.outbox.clear()
  return { db, pid }
}

/** "Num Name" lines in grid order, the way the user sees the tree. */
async function outline(db: SmartBoqDb, pid: string): Promise<string[]> {
  const tree = buildTree(await listStructure(db, pid))
  const nums = numberRows(tree)
  return flattenTree(tree).map((r) => `${nums.get(r.ID) ?? '?'} ${r.Project_Name}`)
}

describe('structure repository', () => {
  it('adds, inserts and adds children in the right places, each with an EditProStructure add entry', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A' })
    const c = await addRow(db, pid, { Project_Name: 'C' })
    const b = await insertRow(db, pid, c, 'before')
    await updateRow(db, pid, b, { Project_Name: 'B' })
    const a1 = await addChild(db, pid, a)
    await updateRow(db, pid, a1, { Project_Name: 'A1' })
    const a0 = await insertRow(db, pid, a1, 'before')
    await updateRow(db, pid, a0, { Project_Name: 'A0' })
    expect(await outline(db, pid)).toEqual(['1 A', '1.1 A0', '1.2 A1', '2 B', '3 C'])
    const creates = (await allEntries(db)).filter((e) => e.op === 'create')
    expect(creates).toHaveLength(5)
    expect(creates[0]).toMatchObject({
      call: { path: '/SjyqList/EditProStructure' },
      payload: { Type: 'add', ProId: pid, MultNum: 1, ParentID: '' },
    })
  })

  it('indents under the previous sibling and outdents back after the former parent', async () => {
    const { db, pid } = await setup()
    await addRow(db, pid, { Project_Name: 'A' })
    const b = await addRow(db, pid, { Project_Name: 'B' })
    await addRow(db, pid, { Project_Name: 'C' })
    expect(await indentRow(db, pid, b)).toBe(true)
    expect(await outline(db, pid)).toEqual(['1 A', '1.1 B', '2 C'])
    const last = (await allEntries(db)).at(-1)
    expect(last?.changedFields.sort()).toEqual(['ParentID', 'Sort'])
    expect(await outdentRow(db, pid, b)).toBe(true)
    expect(await outline(db, pid)).toEqual(['1 A', '2 B', '3 C'])
    expect(await outdentRow(db, pid, b)).toBe(false)
  })

  it('moves a row up and down among its siblings and refuses past the edge', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A' })
    await addRow(db, pid, { Project_Name: 'B' })
    const c = await addRow(db, pid, { Project_Name: 'C' })
    expect(await moveRow(db, pid, c, 'up')).toBe(true)
    expect(await outline(db, pid)).toEqual(['1 A', '2 C', '3 B'])
    expect(await moveRow(db, pid, a, 'up')).toBe(false)
    expect(await moveRow(db, pid, a, 'down')).toBe(true)
    expect(await outline(db, pid)).toEqual(['1 C', '2 A', '3 B'])
  })

  it('drags a row under another parent and refuses its own subtree', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A' })
    const b = await addRow(db, pid, { Project_Name: 'B' })
    const b1 = await addChild(db, pid, b)
    await updateRow(db, pid, b1, { Project_Name: 'B1' })
    await moveRowTo(db, pid, a, b, 0)
    expect(await outline(db, pid)).toEqual(['1 B', '1.1 A', '1.2 B1'])
    await expect(moveRowTo(db, pid, b, b1, 0)).rejects.toThrow('不能移动到自己的下级')
  })

  it('deletes a row with its children in one transaction and one outbox entry', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A' })
    const a1 = await addChild(db, pid, a)
    await addChild(db, pid, a1)
    await addRow(db, pid, { Project_Name: 'B' })
    await db.outbox.clear()
    await deleteRow(db, pid, a)
    expect(await outline(db, pid)).toEqual(['1 B'])
    const entries = await allEntries(db)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      op: 'delete',
      entityId: a,
      payload: { Type: 'delete', ID: a },
    })
  })

  it('copies a row with its children under new ids right after the original', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A', BuiltArea: 10 })
    const a1 = await addChild(db, pid, a)
    await updateRow(db, pid, a1, { Project_Name: 'A1', BuiltArea: 5 })
    await addRow(db, pid, { Project_Name: 'B' })
    const copy = await copyRow(db, pid, a)
    expect(copy).not.toBe(a)
    expect(await outline(db, pid)).toEqual(['1 A', '1.1 A1', '2 A', '2.1 A1', '3 B'])
    const rows = await listStructure(db, pid)
    const child = rows.find((r) => r.ParentID === copy)
    expect(child).toMatchObject({ Project_Name: 'A1', BuiltArea: 5 })
    expect(child?.ID).not.toBe(a1)
  })

  it('writes a pasted block (updates and new rows) all at once, or nothing when one write fails', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A' })
    await db.outbox.clear()
    const ids = await pasteBlock(db, pid, {
      updates: [{ id: a, fields: { Project_Name: '1#楼', BuiltArea: 100 } }],
      creates: [{ Project_Name: '2#楼', BuiltArea: 0 }, { Project_Name: '3#楼' }],
    })
    expect(ids).toHaveLength(2)
    expect(await outline(db, pid)).toEqual(['1 1#楼', '2 2#楼', '3 3#楼'])
    expect((await allEntries(db)).length).toBe(3)
    await expect(
      pasteBlock(db, pid, {
        updates: [
          { id: a, fields: { Project_Name: 'X' } },
          { id: 'missing', fields: { Project_Name: 'Y' } },
        ],
        creates: [],
      }),
    ).rejects.toThrow()
    expect(await outline(db, pid)).toEqual(['1 1#楼', '2 2#楼', '3 3#楼'])
    expect((await allEntries(db)).length).toBe(3)
  })

  it('un-confirms a confirmed structure on the first edit', async () => {
    const { db, pid } = await setup()
    await addRow(db, pid, { Project_Name: 'A' })
    expect((await db.projects.get(pid))?.data['StructureConfirmed']).toBe(0)
  })
})
