import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../../projects/structure'
import { formatMoney } from '../../format/money'
import { billIndicators } from '../indicators'
import type { BillData, BillItem, BillUnit } from '../model'
import { buildReport } from './build'
import { billReport } from './index'
import { itemsForm, pageRows } from './forms-unit'
import type { ReportForm } from './model'
import { LAYOUT, reportPages, rowHeight } from './paging'
import { ALL_SECTIONS } from './sections'

const row = (
  ID: string,
  ParentID: string,
  MultNum: number,
  BuiltArea: number | null,
  SellArea: number | null,
): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort: 0,
  Num: '',
  Project_Name: ID,
  BuiltArea,
  InArea: null,
  SellArea,
  MultNum,
  TenderID: '',
})
const unit = (ID: string, RowId: string, Specialty: string): BillUnit => ({
  ID,
  ProId: 'p',
  RowId,
  Specialty,
  SpecialtyCustom: 0,
  Name: '',
  Sort: 0,
  TaxRate: 0,
})
let k = 0
const item = (
  UnitId: string,
  Code: string,
  Unit: string,
  Quantity: number,
  UnitPrice: number,
  over: Partial<BillItem> = {},
): BillItem => ({
  ID: `i${++k}`,
  ProId: 'p',
  UnitId,
  Kind: '分部分项',
  GroupId: '',
  Sort: k,
  Code,
  Name: '项',
  Features: '',
  Unit,
  Quantity,
  UnitPrice,
  Labour: null,
  Material: null,
  Machine: null,
  Overhead: null,
  Profit: null,
  ProvisionalAmount: null,
  Note: '',
  Materials: [],
  ...over,
})

// T1 (2 copies) = C1 + 3 × C2; T2 once. Tax rate 0: each 造价 is the sum of its 合价.
const ROWS = [
  row('T1', '', 2, null, null),
  row('C1', 'T1', 1, 1000, 800),
  row('C2', 'T1', 3, 500, 400),
  row('T2', '', 1, 2000, 1500),
]
const DATA: BillData = {
  version: 'GB/T 50500-2024',
  units: [unit('U1', 'C1', '土建'), unit('U2', 'C2', '装饰'), unit('U3', 'T2', '土建')],
  items: [
    item('U1', '010505001001', 'm3', 100, 500), // 50,000.00
    item('U1', '010515001001', 't', 4.5, 5000, {
      Labour: 1000,
      Material: 3800,
      Machine: 100,
      Overhead: 60,
      Profit: 40,
    }), // 22,500.00
    item('U2', '011102003001', 'm2', 200, 150), // 30,000.00
    item('U3', '010505001002', 'm3', 700, 500), // 350,000.00
  ],
  rates: [],
  others: [],
}
const options = { projectName: '测试项目', version: DATA.version, date: '2026年11月24日' }
const cells = (f: ReportForm | undefined) => f?.rows.map((r) => r.cells.map((c) => c.t))

describe('buildReport', () => {
  const indicators = billIndicators(DATA, ROWS)

  it('prints the cover total in words in 元 whatever the unit, with the project 编制人, 复核人 and 编制时间', () => {
    const report = (signs?: { compiler: string; reviewer: string; date: string }) =>
      buildReport({
        ...options,
        structure: ROWS,
        bill: DATA,
        indicators,
        unit: '万元',
        sections: ['cover'],
        ...(signs ? { signs } : {}),
      }).cover
    expect(report({ compiler: '张工', reviewer: '李工', date: '2026-03-05' })).toMatchObject({
      total: '67.5000',
      unit: '万元',
      capital: '人民币陆拾柒万伍仟元整',
      compiler: '张工',
      reviewer: '李工',
      date: '2026年3月5日',
    })
    // No 编制时间 stored: the day of printing; no names: blank lines to sign on.
    expect(report()).toMatchObject({ compiler: '', reviewer: '', date: '2026年11月24日' })
  })

  it('includes only the chosen sections, in printed order', () => {
    const all = buildReport({
      ...options,
      structure: ROWS,
      bill: DATA,
      indicators,
      unit: '元',
      sections: ALL_SECTIONS,
    })
    expect(all.cover).toMatchObject({ total: '675,000.00', unit: '元' })
    expect([...new Set(all.forms.map((f) => f.code))]).toEqual([
      '表-02',
      '表-03',
      '表-04',
      '表-08',
      '表-11',
      '表-12',
      '表-13',
      '指标-01',
      '指标-02',
    ])
    const some = buildReport({
      ...options,
      structure: ROWS,
      bill: DATA,
      indicators,
      unit: '元',
      sections: ['single', 'indicators'],
    })
    expect(some.cover).toBeNull()
    expect(some.forms.map((f) => f.code)).toEqual([
      '表-03',
      '表-03',
      '表-03',
      '表-03',
      '指标-01',
      '指标-02',
    ])
  })

  it('gives 表-03 per 单项工程: child rows × MultNum, then its own 单位工程, in the chosen unit', () => {
    const r = buildReport({
      ...options,
      structure: ROWS,
      bill: DATA,
      indicators,
      unit: '万元',
      sections: ['single'],
    })
    const t1 = r.forms.find((f) => f.line === '工程名称：测试项目-T1')
    expect(t1?.head).toContain('金额（万元）')
    // C1 = 72,500 元; C2 = 30,000 元 × 3; T1 = 162,500 元 (one copy).
    expect(cells(t1)?.map((c) => c.slice(1, 4))).toEqual([
      ['C1', '1', '7.2500'],
      ['C2', '3', '9.0000'],
      ['合计', '', '16.2500'],
    ])
  })

  it('fills the 指标分析表 from the worker indicators: 造价, 单方造价 per 建筑/可售面积, 占比, 含量 and cost shares', () => {
    const r = buildReport({
      ...options,
      structure: ROWS,
      bill: DATA,
      indicators,
      unit: '万元',
      sections: ['indicators'],
    })
    const main = cells(r.forms[0])
    // Project: 2 × 162,500 + 350,000 = 675,000 元 over 2×(1000+3×500)+2000 = 7,000 m² built, 5,500 m² sellable.
    expect(main?.[0]).toEqual([
      '一',
      '建设项目',
      '67.5000',
      '7,000.00',
      '5,500.00',
      '96.43',
      '122.73',
      '100.00%',
    ])
    expect(main).toContainEqual([
      '2.1',
      'T1 ×2',
      '16.2500',
      '2,500.00',
      '2,000.00',
      '65.00',
      '81.25',
      // 占比 counts both copies, as 表-02 does: 2 × 162,500 ÷ 675,000.
      '48.15%',
    ])
    expect(main).toContainEqual([
      '2.3',
      'C2 ×3',
      '3.0000',
      '500.00',
      '400.00',
      '60.00',
      '75.00',
      // Six copies in the project (×3 under T1 ×2): 6 × 30,000 ÷ 675,000.
      '26.67%',
    ])
    // 专业 over the project: 土建 = 2 × 72,500 + 350,000; 装饰 = 2 × 3 × 30,000.
    expect(main).toContainEqual([
      '3.1',
      '土建',
      '49.5000',
      '7,000.00',
      '5,500.00',
      '70.71',
      '90.00',
      '73.33%',
    ])
    expect(main).toContainEqual([
      '3.2',
      '装饰',
      '18.0000',
      '7,000.00',
      '5,500.00',
      '25.71',
      '32.73',
      '26.67%',
    ])
    const detail = cells(r.forms[1])
    // 混凝土 (2 × 100 + 700) m³ and 钢筋 2 × 4.5 t = 9,000 kg over 7,000 m².
    expect(detail).toContainEqual(['1', '混凝土', 'm³', '900.00', '0.1286 m³/m²'])
    expect(detail).toContainEqual(['2', '钢筋', 'kg', '9,000.00', '1.2857 kg/m²'])
    expect(detail).toContainEqual(['1', '人工费占比', '%', '', '20.00%'])
    expect(detail?.find((c) => c[0] === '二')?.[1]).toContain('6.67%')
  })

  it('paginates in the report call with the page count', () => {
    const rep = billReport(DATA, ROWS, { ...options, unit: '元', sections: ['cover', 'project'] })
    expect(rep.pages.map((p) => [p.kind, p.no, p.of])).toEqual([
      ['cover', 1, 2],
      ['form', 2, 2],
    ])
    expect(rep.totalFen).toBe(67500000)
  })

  it('closes every printed page of 表-08 with its 本页小计, before the 合计 on the last page', () => {
    // 60 items of 1 × (100 + i) 元 with two-line 特征: 表-08 runs over several pages.
    const items = Array.from({ length: 60 }, (_, i) =>
      item('U9', `01050500${String(i).padStart(4, '0')}`, 'm3', 1, 100 + i, {
        Features: '1.混凝土种类：商品混凝土\n2.混凝土强度等级：C30',
      }),
    )
    const form = itemsForm('测试项目', unit('U9', 'C1', '土建'), { ...DATA, items }, items)
    if (!form) throw new Error('no 表-08')
    const pages = reportPages({ cover: null, forms: [form] })
    expect(pages.length).toBeGreaterThan(2)
    const room = LAYOUT.heightPx - LAYOUT.footerPx - LAYOUT.formHeadPx
    let sum = 0
    for (const page of pages) {
      if (page.kind !== 'form') throw new Error('a cover')
      const rows = pageRows(form, page.from, page.to)
      const labels = rows.map((r) => r.cells[1]?.t)
      expect(labels.filter((t) => t === '本页小计')).toHaveLength(1)
      const items = form.rows.slice(page.from, page.to).filter((r) => r.amountFen !== undefined)
      const fen = items.reduce((a, r) => a + (r.amountFen ?? 0), 0)
      const subtotal = rows.find((r) => r.cells[1]?.t === '本页小计')
      expect(subtotal?.cells[2]?.t).toBe(formatMoney(fen / 100))
      sum += fen
      // The page still fits with its 本页小计.
      const used = [form.head.map((t) => ({ t })), ...rows.map((r) => r.cells)].reduce(
        (a, cells) => a + rowHeight(cells, form.widths),
        0,
      )
      expect(used).toBeLessThanOrEqual(room)
    }
    const last = pages.at(-1)
    const lastRows = last?.kind === 'form' ? pageRows(form, last.from, last.to) : []
    expect(lastRows.slice(-2).map((r) => r.cells[1]?.t)).toEqual(['本页小计', '合计'])
    // Σ 本页小计 = 合计 = Σ (100 + i) for i < 60 = 7,770.00 元.
    expect(sum).toBe(777000)
    expect(lastRows.at(-1)?.cells[2]?.t).toBe('7,770.00')
  })
})
