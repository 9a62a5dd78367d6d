import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import {
  addGroup,
  addItems,
  createUnit,
  deleteGroup,
  deleteItems,
  getItems,
  listGroups,
  listItems,
  restoreGroup,
  restoreItems,
} from '@/data/repositories/bill'
import { createProject } from '@/data/repositories/projects'
import type { BillGroup } from '@/domain/bill/model'
import { EditHistory, type HistoryPort } from './history'
import { billLines } from './lines'

/**
 * 新增分部 with undo/redo on the real repositories, recorded as the grid records its steps
 * (use-bill-grid.ts): the items of a 分部 never end up under （未分部）.
 */
async function setup() {
  const db: SmartBoqDb = createDb(`bill-history-${crypto.randomUUID()}`)
  const pid = await createProject(db, { Project_Name: '滨江项目' })
  const made = await createUnit(db, {
    projectId: pid,
    rowId: '11111111-1111-4111-8111-111111111111',
    specialty: '土建',
    version: 'GB 50500-2013',
  })
  if (!made.ok) throw new Error(made.message)
  const unit = made.value
  const h = new EditHistory()
  const port: HistoryPort = {
    update: () => Promise.resolve(true),
    remove: (ids) => deleteItems(db, ids),
    restore: (docs) => restoreItems(db, docs),
    renameGroup: () => Promise.resolve(true),
    removeGroup: (id) => deleteGroup(db, id),
    restoreGroup: (doc) => restoreGroup(db, doc),
  }
  const grid = {
    async addSection(name: string): Promise<string> {
      const r = await addGroup(db, pid, unit, '分部分项', name, 1)
      if (!r.ok) throw new Error(r.message)
      const doc: BillGroup = {
        ID: r.value,
        ProId: pid,
        UnitId: unit,
        Kind: '分部分项',
        Name: name,
        Sort: 1,
      }
      h.record({ before: [], after: [], created: [], deleted: [], group: { type: 'add', doc } })
      return r.value
    },
    async addRow(groupId: string, name: string): Promise<string> {
      const r = await addItems(db, pid, unit, { kind: '分部分项', groupId }, [
        { Code: '010101001001', Name: name, Unit: 'm3' },
      ])
      if (!r.ok) throw new Error(r.message)
      h.record({ before: [], after: [], created: await getItems(db, r.value), deleted: [] })
      return r.value[0]!
    },
    async remove(ids: string[]): Promise<void> {
      const docs = await getItems(db, ids)
      await deleteItems(db, ids)
      h.record({ before: [], after: [], created: [], deleted: docs })
    },
    /** The headings and items as the grid shows them. */
    async shown(): Promise<string[]> {
      const lines = billLines(await listItems(db, unit), await listGroups(db, unit), '分部分项')
      return lines.map((l) => (l.type === 'group' ? `[${l.name}]` : l.item.Name))
    },
  }
  return { h, port, grid }
}

describe('undo/redo of 新增分部 with items in it', () => {
  it('undo of an item delete then of its add and of the 分部 leaves no item behind under （未分部）', async () => {
    const { h, port, grid } = await setup()
    await grid.addRow('', '平整场地')
    const g = await grid.addSection('土石方工程')
    const x = await grid.addRow(g, '挖一般土方')
    await grid.remove([x])
    expect(await grid.shown()).toEqual(['[（未分部）]', '平整场地', '[土石方工程]'])
    await h.undo(port) // the delete: 挖一般土方 back (under a new id) in 土石方工程
    expect(await grid.shown()).toEqual(['[（未分部）]', '平整场地', '[土石方工程]', '挖一般土方'])
    await h.undo(port) // its add: gone again, although its id changed
    expect(await grid.shown()).toEqual(['[（未分部）]', '平整场地', '[土石方工程]'])
    await h.undo(port) // 新增分部
    expect(await grid.shown()).toEqual(['平整场地'])
    // Redo all three: the 分部 (new id), its item in it, the delete.
    await h.redo(port)
    await h.redo(port)
    expect(await grid.shown()).toEqual(['[（未分部）]', '平整场地', '[土石方工程]', '挖一般土方'])
    await h.redo(port)
    expect(await grid.shown()).toEqual(['[（未分部）]', '平整场地', '[土石方工程]'])
  })

  it('redo of 新增分部 and of the items added to it puts them back into the 分部, not under （未分部）', async () => {
    const { h, port, grid } = await setup()
    const g = await grid.addSection('砌筑工程')
    await grid.addRow(g, '砖基础')
    await grid.addRow(g, '实心砖墙')
    expect(await grid.shown()).toEqual(['[砌筑工程]', '砖基础', '实心砖墙'])
    for (let k = 0; k < 3; k++) await h.undo(port)
    expect(await grid.shown()).toEqual([])
    for (let k = 0; k < 3; k++) await h.redo(port)
    expect(await grid.shown()).toEqual(['[砌筑工程]', '砖基础', '实心砖墙'])
    // And back again: undo twice leaves the empty 分部, a third undo removes it.
    await h.undo(port)
    await h.undo(port)
    expect(await grid.shown()).toEqual(['[砌筑工程]'])
    await h.undo(port)
    expect(await grid.shown()).toEqual([])
  })
})
