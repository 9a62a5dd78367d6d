import { describe, expect, it } from 'vitest'
import type { StructureRow } from '@/domain/projects/structure'
import { HISTORY_LIMIT, emptyHistory, record, stepOf, type EditHistory } from './history'

const row = (ID: string, fields: Partial<StructureRow>): StructureRow =>
  ({ ID, ParentID: '', Project_Name: '', BuiltArea: null, InArea: null, SellArea: null, MultNum: 1, TenderID: '', Sort: 'a', ...fields }) as StructureRow

describe('undo history of the structure grid', () => {
  it('keeps the changed fields before and after, and nothing for a write that changes nothing', () => {
    const rows = [row('r1', { Project_Name: '1#楼', BuiltArea: 1200 })]
    expect(stepOf(rows, [{ id: 'r1', fields: { BuiltArea: 1500, Project_Name: '1#楼' } }])).toEqual({
      before: [{ id: 'r1', fields: { BuiltArea: 1200 } }],
      after: [{ id: 'r1', fields: { BuiltArea: 1500 } }],
      creates: [],
      created: [],
    })
    expect(stepOf(rows, [{ id: 'r1', fields: { BuiltArea: 1200 } }])).toBeNull()
  })

  it('a paste that appended rows is a step even without updates', () => {
    const step = stepOf([], [], [{ Project_Name: '地库' }], ['n1'])
    expect(step?.created).toEqual(['n1'])
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
