import { describe, expect, it } from 'vitest'
import type { BillGroup, BillItem } from '@/domain/bill/model'
import { billItems } from '@/domain/bill/entities'
import { createDefaults } from '@/domain/entity/define'
import { EditHistory, stepOf, type FieldUpdate, type HistoryPort } from './history'

const item = (ID: string, Name: string): BillItem => ({
  ...createDefaults(billItems),
  Materials: [],
  ID,
  ProId: 'p',
  UnitId: 'u',
  Code: '010101001001',
  Name,
  Unit: 'm3',
})

/** An in-memory store behind the port, standing in for the repository. */
function memory(initial: BillItem[]) {
  const store = new Map(initial.map((i) => [i.ID, i]))
  const groups = new Map<string, BillGroup>()
  let next = 100
  const port: HistoryPort = {
    update: (updates: FieldUpdate[]) => {
      for (const u of updates) store.set(u.id, { ...store.get(u.id)!, ...u.fields })
      return Promise.resolve(true)
    },
    remove: (ids) => {
      for (const id of ids) store.delete(id)
      return Promise.resolve()
    },
    restore: (docs) =>
      Promise.resolve(
        docs.map((d) => {
          const ID = String(next++)
          store.set(ID, { ...d, ID })
          return ID
        }),
      ),
    renameGroup: (id, name) => {
      groups.set(id, { ...groups.get(id)!, Name: name })
      return Promise.resolve(true)
    },
    removeGroup: (id) => {
      groups.delete(id)
      return Promise.resolve()
    },
    restoreGroup: (doc) => {
      const ID = `g${next++}`
      groups.set(ID, { ...doc, ID })
      return Promise.resolve(ID)
    },
  }
  return {
    store,
    groups,
    port,
    names: () => [...store.values()].map((i) => i.Name).sort(),
    groupNames: () => [...groups.values()].map((g) => g.Name).sort(),
  }
}

describe('bill edit history', () => {
  it('keeps only changed fields and undoes then redoes an edit', async () => {
    const m = memory([item('1', 'A')])
    const h = new EditHistory()
    expect(stepOf(m.store, [{ id: '1', fields: { Name: 'A' } }])).toBeNull()
    const step = stepOf(m.store, [{ id: '1', fields: { Name: 'B', Unit: 'm3' } }])
    expect(step?.after).toEqual([{ id: '1', fields: { Name: 'B' } }])
    await m.port.update(step!.after)
    h.record(step)
    expect(await h.undo(m.port)).toBe(true)
    expect(m.names()).toEqual(['A'])
    expect(await h.redo(m.port)).toBe(true)
    expect(m.names()).toEqual(['B'])
    expect(await h.redo(m.port)).toBe(false)
  })

  it('undo of a delete brings the items back; redo deletes them again under their new ids', async () => {
    const m = memory([item('1', 'A'), item('2', 'B')])
    const h = new EditHistory()
    const gone = m.store.get('2')!
    await m.port.remove(['2'])
    h.record({ before: [], after: [], created: [], deleted: [gone] })
    await h.undo(m.port)
    expect(m.names()).toEqual(['A', 'B'])
    await h.redo(m.port)
    expect(m.names()).toEqual(['A'])
  })

  it('undo of an add removes the items; a new edit clears the redo list', async () => {
    const m = memory([item('1', 'A')])
    const h = new EditHistory()
    const [id] = await m.port.restore([item('x', 'N')])
    h.record({ before: [], after: [], created: [m.store.get(id!)!], deleted: [] })
    await h.undo(m.port)
    expect(m.names()).toEqual(['A'])
    h.record(stepOf(m.store, [{ id: '1', fields: { Name: 'Z' } }]))
    expect(await h.redo(m.port)).toBe(false)
  })

  it('undoes and redoes a 分部 rename, and a 分部 add (made again under a new id, then renamed by a later step)', async () => {
    const m = memory([])
    const h = new EditHistory()
    const doc: BillGroup = {
      ID: 'g1',
      ProId: 'p',
      UnitId: 'u',
      Kind: '分部分项',
      Name: '新分部1',
      Sort: 1,
    }
    m.groups.set('g1', doc)
    h.record({ before: [], after: [], created: [], deleted: [], group: { type: 'add', doc } })
    await m.port.renameGroup('g1', '土石方工程')
    h.record({
      before: [],
      after: [],
      created: [],
      deleted: [],
      group: { type: 'rename', id: 'g1', from: '新分部1', to: '土石方工程' },
    })
    expect(await h.undo(m.port)).toBe(true)
    expect(m.groupNames()).toEqual(['新分部1'])
    expect(await h.undo(m.port)).toBe(true)
    expect(m.groupNames()).toEqual([])
    expect(await h.redo(m.port)).toBe(true)
    expect(m.groupNames()).toEqual(['新分部1'])
    const [made] = [...m.groups.keys()]
    expect(made).not.toBe('g1')
    expect(await h.redo(m.port)).toBe(true)
    expect(m.groupNames()).toEqual(['土石方工程'])
  })
})
