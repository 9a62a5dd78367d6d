import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../projects/structure'
import { asFen, fenToDecimal } from '../money'
import { sampleBill } from './sample'
import { summarizeBill } from './summary'
import { templateBill } from './template-bill'

const row = (
  ID: string,
  ParentID: string,
  Project_Name: string,
  BuiltArea: number | null,
  MultNum: number,
): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort: 1,
  Num: '',
  Project_Name,
  BuiltArea,
  InArea: null,
  SellArea: null,
  MultNum,
  TenderID: '',
})

describe('templateBill (the template detail bill tables)', () => {
  it('gives 表-02 lines × MultNum that add up to the total, and each unit’s 表-04 in row order', () => {
    const rows = [
      row('a', '', '住宅区', null, 1),
      row('b', 'a', '1#楼', 5000, 3),
      row('c', '', '地下室', 2000, 1),
    ]
    const data = sampleBill({ rows, specialties: ['土建', '电气'], seed: 3 })
    const out = templateBill(data, rows)
    const summary = summarizeBill(data, rows)
    expect(out.Total).toBe(fenToDecimal(asFen(summary.project.total)))
    expect(out.Rows.map((r) => [r.Name, r.MultNum])).toEqual([
      ['住宅区', 1],
      ['地下室', 1],
    ])
    const sumFen = out.Rows.reduce((s, r) => s + Math.round(Number(r.Total) * 100), 0)
    expect(sumFen).toBe(summary.project.total)
    expect(out.Units.map((u) => [u.Row, u.Name])).toEqual([
      ['1#楼', '土建'],
      ['1#楼', '电气'],
      ['地下室', '土建'],
      ['地下室', '电气'],
    ])
    expect(out.ItemCount).toBe(data.items.length)
    const first = out.Units[0]
    expect(first?.Lines.at(-1)?.Amount).toBe(first?.Total)
  })
})
