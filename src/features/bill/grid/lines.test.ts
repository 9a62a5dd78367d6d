import { describe, expect, it } from 'vitest'
import type { BillGroup, BillItem } from '@/domain/bill/model'
import { billItems } from '@/domain/bill/entities'
import { createDefaults } from '@/domain/entity/define'
import { billColumns, billLines, cellText, gridMinWidth, BILL_COLUMNS } from './lines'
import { clearPlan, copyBlock, insertBelow, planPaste, selectedItemIds } from './edit-plans'

const col = (key: string) => BILL_COLUMNS.findIndex((c) => c.key === key)
const item = (ID: string, Code: string, GroupId = '', extra: Partial<BillItem> = {}): BillItem => ({
  ...createDefaults(billItems),
  Materials: [],
  ID,
  ProId: 'p',
  UnitId: 'u',
  Code,
  Name: `项${ID}`,
  Unit: 'm3',
  GroupId,
  Sort: Number(ID),
  Quantity: 1.5,
  UnitPrice: 10.01,
  ...extra,
})
const group = (ID: string, Name: string, Sort: number): BillGroup => ({
  ID,
  ProId: 'p',
  UnitId: 'u',
  Kind: '分部分项',
  Name,
  Sort,
})

describe('bill grid lines', () => {
  const groups = [group('g2', '砌筑工程', 2), group('g1', '土石方工程', 1)]
  const items = [
    item('1', '010101001001', 'g1'),
    item('2', '010401001001', 'g2'),
    item('3', '010101001001', 'g1'),
    item('4', '011701001001', '', { Kind: '单价措施' }),
  ]

  it('groups items under their 分部 in 分部 order, numbers items, sums 合价 per 分部 in 分', () => {
    const lines = billLines(items, groups, '分部分项')
    expect(lines.map((l) => (l.type === 'group' ? `# ${l.name}` : l.item.ID))).toEqual([
      '# 土石方工程',
      '1',
      '3',
      '# 砌筑工程',
      '2',
    ])
    // 1.5 × 10.01 = 15.015 → 15.02 (half away from zero, once); two of them = 30.04
    expect(lines[0]?.fen).toBe(3004)
    expect(cellText(lines[1]!, col('amount'))).toBe('15.02')
    expect(cellText(lines[4]!, col('num'))).toBe('3')
  })

  it('marks a duplicate code and a non-standard code as warnings', () => {
    const lines = billLines([...items, item('5', '019901001001', 'g2')], groups, '分部分项')
    const warnings = Object.fromEntries(
      lines.flatMap((l) => (l.type === 'item' ? [[l.item.ID, l.warnings]] : [])),
    )
    expect(warnings['1']).toEqual([])
    expect(warnings['3']).toEqual(['项目编码 010101001001 在本单位工程中重复'])
    expect(warnings['5']).toEqual(['项目编码 019901001001 的专业代码 0199 不在GB 50854中'])
  })

  it('search keeps matching items under their headings; the other kind is apart', () => {
    expect(billLines(items, groups, '分部分项', '项2').map((l) => l.id)).toEqual(['g2', '2'])
    expect(billLines(items, groups, '单价措施').map((l) => l.id)).toEqual(['4'])
  })

  it('plans a pasted block: cells over items update them, rows below the end become new items', () => {
    const lines = billLines(items, groups, '分部分项')
    const plan = planPaste(lines, { row: 4, col: col('Code') }, [
      ['010401001002', '砖墙', '', 'm3'],
      ['010401003001', '实心砖墙', 'M5 砂浆', 'm3'],
    ])
    expect(plan.updates).toEqual([
      { id: '2', fields: { Code: '010401001002', Name: '砖墙', Features: '', Unit: 'm3' } },
    ])
    expect(plan.creates).toEqual([
      { Code: '010401003001', Name: '实心砖墙', Features: 'M5 砂浆', Unit: 'm3' },
    ])
  })

  it('keeps a 表-08 block pasted from Excel column for column (计算式 is last), and clears a 计算式 to empty', () => {
    const lines = billLines(items, groups, '分部分项')
    const plan = planPaste(lines, { row: 1, col: col('Code') }, [
      ['010101001001', '平整场地', '', 'm2', '100', '2.5', '250.00', '', '备注一', '10*10'],
    ])
    expect(plan.updates).toEqual([
      {
        id: '1',
        fields: {
          Code: '010101001001',
          Name: '平整场地',
          Features: '',
          Unit: 'm2',
          Quantity: '100',
          UnitPrice: '2.5',
          ProvisionalAmount: '',
          Note: '备注一',
          Formula: '10*10',
        },
      },
    ])
    const range = { top: 1, bottom: 1, left: col('Formula'), right: col('Formula') }
    expect(clearPlan(lines, range)).toEqual([{ id: '1', fields: { Formula: '' } }])
  })

  it('places rows inserted under a line (Ctrl+Shift+V) in its 分部: before the next item, or at the 分部 end', () => {
    const lines = billLines(items, groups, '分部分项')
    // # 土石方工程, 1, 3, # 砌筑工程, 2
    expect(insertBelow(lines, 1)).toEqual({ beforeId: '3', groupId: 'g1' })
    expect(insertBelow(lines, 2)).toEqual({ groupId: 'g1' })
    expect(insertBelow(lines, 3)).toEqual({ beforeId: '2', groupId: 'g2' })
    expect(insertBelow(lines, 4)).toEqual({ groupId: 'g2' })
  })

  it('copies, clears and selects item rows only (headings skipped, required fields kept)', () => {
    const lines = billLines(items, groups, '分部分项')
    const range = { top: 0, bottom: 2, left: col('Unit'), right: col('UnitPrice') }
    expect(copyBlock(lines, range)).toEqual([
      ['', '', ''],
      ['m3', '1.5', '10.01'],
      ['m3', '1.5', '10.01'],
    ])
    expect(clearPlan(lines, range)).toEqual([
      { id: '1', fields: { Quantity: null, UnitPrice: null } },
      { id: '3', fields: { Quantity: null, UnitPrice: null } },
    ])
    expect(selectedItemIds(lines, range)).toEqual(['1', '3'])
  })

  it('optional columns: hidden by default; composition and 主材 columns shown on choice, pasted, cleared and checked', () => {
    expect(BILL_COLUMNS.map((c) => c.title)).not.toContain('人工费')
    // The 表-08 columns' and 计算式's minimums: below 50 rem (800 px) the grid scrolls in its box, 合价 is never cut.
    expect(gridMinWidth(BILL_COLUMNS)).toBe('50rem')
    const cols = billColumns({ composition: true, materials: true })
    expect(cols.map((c) => c.title)).toEqual([
      '序号',
      '项目编码',
      '项目名称',
      '项目特征',
      '计量单位',
      '工程量',
      '综合单价',
      '人工费',
      '材料费',
      '机械费',
      '管理费',
      '利润',
      '合价',
      '其中暂估价',
      '主材',
      '备注',
      '计算式',
    ])
    expect(gridMinWidth(cols)).toBe(`${50 + 5 * 4.25 + 4}rem`)
    const at = (key: string) => cols.findIndex((c) => c.key === key)
    const composed = item('7', '010101001001', '', {
      UnitPrice: 100,
      Labour: 30,
      Material: 50,
      Materials: [{ Name: '钢筋', Spec: 'HRB400', Unit: 't', Consumption: 1.02, Price: 4000 }],
    })
    const lines = billLines([composed], [], '分部分项')
    const line = lines[0]!
    expect(line.type === 'item' && line.composition).toBe(
      '综合单价组成合计 80.00 元与综合单价 100.00 元不一致（少 20.00 元）',
    )
    expect(cellText(line, at('Labour'), 'display', cols)).toBe('30.00')
    expect(cellText(line, at('materials'), 'display', cols)).toBe('钢筋 HRB400')
    const plan = planPaste(
      lines,
      { row: 0, col: at('UnitPrice') },
      [['100', '30', '50', '10', '6', '4']],
      cols,
    )
    expect(plan.updates).toEqual([
      {
        id: '7',
        fields: {
          UnitPrice: '100',
          Labour: '30',
          Material: '50',
          Machine: '10',
          Overhead: '6',
          Profit: '4',
        },
      },
    ])
    expect(
      clearPlan(lines, { top: 0, bottom: 0, left: at('Labour'), right: at('Material') }, cols),
    ).toEqual([{ id: '7', fields: { Labour: null, Material: null } }])
    expect(
      billLines([{ ...composed, Machine: 10, Overhead: 6, Profit: 4 }], [], '分部分项')[0],
    ).toMatchObject({ composition: null })
  })

  it('builds the same lines from the items in chunks (a loading unit) as from all of them, duplicates across chunks included', () => {
    const many = [
      item('1', '010101001001', 'g1'),
      item('2', '010401001001', 'g2'),
      item('3', '010101002001'),
      item('4', '011701001001', '', { Kind: '单价措施' }),
      item('5', '010101001001', 'gone'),
      item('6', '010401001001', 'g1'),
      item('7', '010101003001'),
      item('8', '010101002001', 'g2'),
      item('9', '010501001001', 'g1'),
    ]
    const view = (lines: ReturnType<typeof billLines>) =>
      lines.map((l) =>
        l.type === 'group'
          ? `# ${l.name} ${l.count} ${l.fen}`
          : `${l.num} ${l.item.ID} ${l.fen} ${l.warnings.join('|')}`,
      )
    const whole = view(billLines(many, groups, '分部分项'))
    // 未分部 holds the item without a 分部 and the one of a 分部 that is gone, in Sort order.
    expect(whole.slice(0, 4)).toEqual([
      '# （未分部） 3 4506',
      '1 3 1502 ',
      '2 5 1502 项目编码 010101001001 在本单位工程中重复',
      '3 7 1502 ',
    ])
    expect(whole).toContain('5 6 1502 项目编码 010401001001 在本单位工程中重复')
    for (const cut of [[3], [1, 5], [2, 4, 6, 8]]) {
      const chunks = [0, ...cut].map((from, k) => many.slice(from, [...cut, many.length][k]))
      expect(view(billLines({ chunks }, groups, '分部分项'))).toEqual(whole)
      expect(view(billLines({ chunks }, groups, '分部分项', '01010'))).toEqual(
        view(billLines(many, groups, '分部分项', '01010')),
      )
    }
  })
})
