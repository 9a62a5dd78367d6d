import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../../projects/structure'
import { guessSpecialty, guessTarget, toUnitDocs } from './drafts'
import type { ParsedUnit } from './parse'

const row = (ID: string, Project_Name: string): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID: '',
  Sort: 0,
  Num: '',
  Project_Name,
  BuiltArea: null,
  InArea: null,
  SellArea: null,
  MultNum: 1,
  TenderID: '',
})

describe('import mapping guesses', () => {
  it.each([
    ['1#楼【建筑工程】', '土建'],
    ['消防电工', '消防'],
    ['通风空调工程', '暖通'],
    ['精装修', '装饰'],
    ['室外园林绿化', '景观'],
    ['弱电', '智能化'],
    ['水利', null],
  ])('%s → %s', (text, specialty) => {
    expect(guessSpecialty(text)).toBe(specialty)
  })

  it('picks the structure row named in the 工程名称, longest name first', () => {
    const unit = {
      name: '电气',
      title: '某小区-11#楼【电气】',
      sheets: [],
      items: [],
      rates: [],
      others: [],
      taxRate: null,
      statedTotals: [],
    } satisfies ParsedUnit
    expect(guessTarget(unit, [row('a', '1#楼'), row('b', '11#楼'), row('c', '车库')])).toEqual({
      rowId: 'b',
      specialty: '电气',
    })
    expect(guessTarget({ ...unit, title: '' }, [row('c', '车库')])).toEqual({
      rowId: null,
      specialty: '电气',
    })
  })
})

describe('toUnitDocs', () => {
  it('makes 分部 from the headings and keeps the file order', () => {
    const item = (row: number, group: string, kind: '分部分项' | '单价措施' = '分部分项') => ({
      sheet: 's',
      row,
      kind,
      group,
      Code: `0101010010${String(row).padStart(2, '0')}`,
      Name: 'x',
      Features: '',
      Unit: 'm3',
      Quantity: 1,
      UnitPrice: 2,
      ProvisionalAmount: null,
      Labour: null,
      Material: null,
      Machine: null,
      Overhead: null,
      Profit: null,
      Note: '',
      StatedAmount: 2,
    })
    const parsed: ParsedUnit = {
      name: '土建',
      title: '',
      sheets: ['s'],
      items: [
        item(5, '土石方工程'),
        item(6, '土石方工程'),
        item(8, ''),
        item(9, '脚手架工程', '单价措施'),
      ],
      rates: [],
      others: [{ sheet: 's', row: 3, Kind: '暂列金额', Name: '暂列金额', Amount: 1000, Note: '' }],
      taxRate: 3,
      statedTotals: [],
    }
    let n = 0
    const docs = toUnitDocs(
      parsed,
      { ProId: 'p', RowId: 'r', Specialty: '土建', SpecialtyCustom: 0 },
      () => `id${++n}`,
    )
    expect(docs.unit).toMatchObject({ ID: 'id1', RowId: 'r', Specialty: '土建', TaxRate: 3 })
    expect(docs.groups.map((g) => [g.Name, g.Kind, g.Sort])).toEqual([
      ['土石方工程', '分部分项', 1],
      ['脚手架工程', '单价措施', 2],
    ])
    expect(
      docs.items.map((i) => [
        i.Sort,
        i.GroupId === '' ? '' : docs.groups.find((g) => g.ID === i.GroupId)?.Name,
      ]),
    ).toEqual([
      [1, '土石方工程'],
      [2, '土石方工程'],
      [3, ''],
      [4, '脚手架工程'],
    ])
    expect(
      docs.items.every(
        (i) => i.UnitId === 'id1' && i.Materials.length === 0 && !('StatedAmount' in i),
      ),
    ).toBe(true)
    expect(docs.others[0]).toMatchObject({
      Kind: '暂列金额',
      Amount: 1000,
      Quantity: null,
      UnitId: 'id1',
    })
  })
})
