import { describe, expect, it } from 'vitest'
import type { StructureRow } from '@/domain/projects/structure'
import {
  HISTORY_LIMIT,
  diffStep,
  emptyHistory,
  planOf,
  record,
  resolveId,
  stepOf,
  type EditHistory,
} from './history'

const row = (ID: string, fields: Partial<StructureRow>): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID: '',
  Sort: 1,
  Num: '',
  Project_Name: '',
  BuiltArea: null,
  InArea: null,
  SellArea: null,
  MultNum: 1,
  TenderID: '',
  ...fields,
})

describe('undo history of the structure grid', () => {
  it('keeps the changed fields before and after, and nothing for a write that changes nothing', () => {
    const rows = [row('r1', { Project_Name: '1#楼', BuiltArea: 1200 })]
    expect(stepOf(rows, [{ id: 'r1', fields: { BuiltArea: 1500, Project_Name: '1#楼' } }])).toEqual(
      {
        before: [{ id: 'r1', fields: { BuiltArea: 1200 } }],
        after: [{ id: 'r1', fields: { BuiltArea: 1500 } }],
        added: [],
        removed: [],
      },
    )
    expect(stepOf(rows, [{ id: 'r1', fields: { BuiltArea: 1200 } }])).toBeNull()
  })

  it('a snapshot diff finds created, deleted and moved rows', () => {
    const a = row('a', { Project_Name: 'A' })
    const b = row('b', { Project_Name: 'B', Sort: 2 })
    const step = diffStep(
      [a, b],
      [a, { ...b, ParentID: 'a', Sort: 1 }, row('c', { ParentID: 'a', Sort: 2 })],
    )
    expect(step?.before).toEqual([{ id: 'b', fields: { ParentID: '', Sort: 2 } }])
    expect(step?.after).toEqual([{ id: 'b', fields: { ParentID: 'a', Sort: 1 } }])
    expect(step?.added.map((r) => r.ID)).toEqual(['c'])
    expect(diffStep([a, b], [a])?.removed.map((r) => r.ID)).toEqual(['b'])
    expect(diffStep([a, b], [b, a])).toBeNull()
  })

  it('undoing a delete remakes the subtree parents first under new ids; redo deletes only the root', () => {
    const parent = row('p1', { Project_Name: '1#楼' })
    const child = row('c1', { ParentID: 'p1', Project_Name: '地下室' })
    const step = diffStep([child, parent], [])
    if (!step) throw new Error('no step')
    const ids = ['n1', 'n2']
    const aliases = new Map<string, string>()
    const undo = planOf(step, 'undo', aliases, () => ids.shift() ?? '')
    expect(undo.create.map((r) => [r.Project_Name, r.ID, r.ParentID])).toEqual([
      ['1#楼', 'n2', ''],
      ['地下室', 'n1', 'n2'],
    ])
    expect(undo.remove).toEqual([])
    for (const [old, made] of undo.made) aliases.set(old, made)
    expect(resolveId(aliases, 'p1')).toBe('n2')
    const redo = planOf(step, 'redo', aliases, () => 'unused')
    expect(redo).toMatchObject({ create: [], remove: ['n2'] })
  })

  it('updates follow remade rows, ParentID values included', () => {
    const step = diffStep([row('b', { ParentID: 'a' })], [row('b', { ParentID: '' })])
    if (!step) throw new Error('no step')
    const aliases = new Map([
      ['a', 'a2'],
      ['a2', 'a3'],
      ['b', 'b2'],
    ])
    expect(planOf(step, 'undo', aliases, () => 'x').update).toEqual([
      { id: 'b2', fields: { ParentID: 'a3' } },
    ])
  })

  it('a new edit clears the redo list and the past is capped', () => {
    const step = stepOf([row('r1', {})], [{ id: 'r1', fields: { Project_Name: 'A' } }])
    if (!step) throw new Error('no step')
    let h: EditHistory = { past: [], future: [step] }
    h = record(h, step)
    expect(h.future).toEqual([])
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = record(h, step)
    expect(h.past).toHaveLength(HISTORY_LIMIT)
    expect(emptyHistory()).toEqual({ past: [], future: [] })
  })
})
