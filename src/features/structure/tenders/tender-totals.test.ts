import { describe, expect, it } from 'vitest'
import { buildTree, projectTotals, type StructureRow } from '@/domain/projects/structure'
import { tenderTotals } from './tender-totals'

const row = (ID: string, ParentID: string, extra: Partial<StructureRow>): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort: 1,
  Num: '',
  Project_Name: ID,
  BuiltArea: null,
  InArea: null,
  SellArea: null,
  MultNum: 1,
  TenderID: '',
  ...extra,
})

describe('tender areas', () => {
  it('counts each leaf once, times every MultNum above it, and adds up to the project total', () => {
    const tree = buildTree([
      row('A', '', { MultNum: 2, TenderID: 't1' }),
      row('A1', 'A', { BuiltArea: 100.1, InArea: 80, TenderID: 't1' }),
      row('A2', 'A', { BuiltArea: 0.2, InArea: 0.1, MultNum: 3, TenderID: 't2' }),
      row('B', '', { BuiltArea: 5, InArea: 4 }),
    ])
    const totals = tenderTotals(tree)
    expect(totals.get('t1')).toEqual({ BuiltArea: 200.2, InArea: 160, SellArea: 0 })
    expect(totals.get('t2')).toEqual({ BuiltArea: 1.2, InArea: 0.6, SellArea: 0 })
    expect(totals.get('')).toEqual({ BuiltArea: 5, InArea: 4, SellArea: 0 })
    const sum = [...totals.values()].reduce((s, t) => s + Math.round(t.BuiltArea * 100), 0) / 100
    expect(sum).toBe(projectTotals(tree).BuiltArea)
  })
})
