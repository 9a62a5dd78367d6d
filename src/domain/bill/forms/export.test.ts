import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../../projects/structure'
import type { BillData, BillGroup, BillItem, BillOther, BillRate, BillUnit } from '../model'
import { sampleBill } from '../sample'
import { otherLineFen, summarizeBill } from '../summary'
import { guessTarget, toUnitDocs } from './drafts'
import { buildBillWorkbook, unitTitle } from './export'
import { readBillGrid } from './layout'
import { parseBillGrid } from './parse'
import { projectSummaryForm } from '../report/forms-summary'

const ROWS: StructureRow[] = [
  {
    ID: 'a',
    ProId: 'p',
    ParentID: '',
    Sort: 1,
    Num: '1',
    Project_Name: '1#住宅楼',
    BuiltArea: null,
    InArea: null,
    SellArea: null,
    MultNum: 2,
    TenderID: '',
  },
  {
    ID: 'a1',
    ProId: 'p',
    ParentID: 'a',
    Sort: 1,
    Num: '1.1',
    Project_Name: '地上部分',
    BuiltArea: 9000,
    InArea: 8000,
    SellArea: 8500,
    MultNum: 1,
    TenderID: '',
  },
  {
    ID: 'b',
    ProId: 'p',
    ParentID: '',
    Sort: 2,
    Num: '2',
    Project_Name: '地下车库',
    BuiltArea: 6000,
    InArea: 5000,
    SellArea: 0,
    MultNum: 1,
    TenderID: '',
  },
]

function bill(version: BillData['version']): BillData {
  const sample = sampleBill({ rows: ROWS, seed: 9, version, specialties: ['土建', '装饰', '消防'] })
  const data = {
    ...sample,
    items: [...sample.items],
    rates: [...sample.rates],
    others: [...sample.others],
  }
  const first = data.items[0] as BillItem
  data.items[0] = {
    ...first,
    ProvisionalAmount: 123.45,
    Note: '甲供材',
    Features: '1. 第一行\n2. 第二行',
    Formula: '(3.6+4.2)「外墙」*2*2.9-1.5*2.1',
    Quantity: 42.09,
  }
  const second = data.items[1] as BillItem
  data.items[1] = { ...second, Unit: 'm3', Formula: '10/3', Quantity: 3.33 }
  const u = data.units[0]?.ID ?? ''
  data.others.push({
    ID: 'dw',
    ProId: 'p',
    UnitId: u,
    Kind: '计日工',
    Name: '普工',
    Unit: '工日',
    Quantity: 12,
    UnitPrice: 150.5,
    Base: null,
    Rate: null,
    Amount: null,
    Note: '',
    Sort: 99,
  })
  data.rates.push({
    ID: 'fx',
    ProId: 'p',
    UnitId: u,
    Kind: '总价措施',
    Code: '011707002001',
    Name: '夜间施工增加费',
    Base: '固定金额',
    Rate: null,
    Amount: 888.88,
    IsSafety: 0,
    Note: '',
    Sort: 99,
  })
  return data
}

async function roundTrip(data: BillData) {
  const bytes = await buildBillWorkbook({ projectName: '某住宅小区', structure: ROWS, data })
  const parsed = parseBillGrid(await readBillGrid(bytes))
  const rows = new Map(ROWS.map((r) => [r.ID, r]))
  const back = {
    version: data.version,
    units: [] as BillUnit[],
    groups: [] as BillGroup[],
    items: [] as BillItem[],
    rates: [] as BillRate[],
    others: [] as BillOther[],
  }
  let n = 0
  for (const p of parsed.units) {
    const original = data.units.find(
      (u) => unitTitle('某住宅小区', rows.get(u.RowId), u) === p.title,
    )
    if (!original) throw new Error(`no unit for ${p.title}`)
    const guess = guessTarget(p, ROWS)
    expect(guess).toEqual({ rowId: original.RowId, specialty: original.Specialty })
    const docs = toUnitDocs(
      p,
      { ProId: 'p', RowId: original.RowId, Specialty: original.Specialty, SpecialtyCustom: 0 },
      () => `id${++n}`,
    )
    back.units.push({ ...docs.unit, ID: original.ID, Sort: original.Sort })
    const fix = <T extends { UnitId: string }>(x: T): T => ({ ...x, UnitId: original.ID })
    back.groups.push(...docs.groups.map(fix))
    back.items.push(...docs.items.map(fix))
    back.rates.push(...docs.rates.map(fix))
    back.others.push(...docs.others.map(fix))
  }
  return { bytes, parsed, back }
}

const groupName = (d: BillData, id: string) => d.groups?.find((g) => g.ID === id)?.Name ?? ''
const itemView = (d: BillData) =>
  d.items.map(({ ID: _i, Sort: _s, GroupId, ...x }) => ({ ...x, group: groupName(d, GroupId) }))

describe('export → import gives the same bill', () => {
  it.each(['GB 50500-2013', 'GB/T 50500-2024'] as const)(
    '%s',
    async (version) => {
      const data = bill(version)
      const { parsed, back } = await roundTrip(data)
      expect(parsed.issues.filter((i) => i.level === 'error')).toEqual([])
      expect(parsed.units).toHaveLength(data.units.length)
      const byUnit = (d: BillData) => (id: string) =>
        itemView({ ...d, items: d.items.filter((i) => i.UnitId === id) })
      for (const u of data.units) expect(byUnit(back)(u.ID)).toEqual(byUnit(data)(u.ID))
      // Per 单位工程 and kind, in Sort order (表-11 holds the 总价措施, 表-13 the 规费).
      const ordered = <T extends { UnitId: string; Sort: number }>(
        list: readonly T[],
        unitId: string,
      ) => list.filter((x) => x.UnitId === unitId).sort((a, b) => a.Sort - b.Sort)
      const rateView = (d: BillData, unitId: string) =>
        ['总价措施', ...(version === 'GB 50500-2013' ? ['规费'] : [])].flatMap((k) =>
          ordered(d.rates, unitId)
            .filter((r) => r.Kind === k)
            .map(({ ID: _i, Sort: _s, Note: _n, ...r }) => r),
        )
      const otherView = (d: BillData, unitId: string) =>
        ordered(d.others, unitId).map((o) => [o.Kind, o.Name, otherLineFen(o)])
      for (const u of data.units) {
        expect(rateView(back, u.ID)).toEqual(rateView(data, u.ID))
        expect(otherView(back, u.ID)).toEqual(otherView(data, u.ID))
      }
      expect(back.units.map((u) => u.TaxRate)).toEqual(data.units.map((u) => u.TaxRate))
      const a = summarizeBill(data, ROWS)
      const b = summarizeBill(back, ROWS)
      expect(b.project).toEqual(a.project)
      for (const u of data.units) expect(b.units.get(u.ID)?.lines).toEqual(a.units.get(u.ID)?.lines)
    },
    60_000,
  )

  it('writes the 汇总表 sheets with the summary figures', async () => {
    const data = bill('GB 50500-2013')
    const bytes = await buildBillWorkbook({ projectName: '某住宅小区', structure: ROWS, data })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer)
    const names = wb.worksheets.map((w) => w.name)
    expect(names.slice(0, 4)).toEqual([
      '表-02 建设项目汇总表',
      '表-03 单项工程汇总表',
      '表-04【地上部分-土建】',
      '表-08【地上部分-土建】',
    ])
    expect(names.every((n) => n.length <= 31)).toBe(true)
    const s = summarizeBill(data, ROWS)
    const p = wb.getWorksheet('表-02 建设项目汇总表')
    const last = p?.getRow(p.rowCount)
    expect(last?.getCell(2).value).toBe('合计')
    expect(last?.getCell(4).value).toBe(s.project.total / 100)
    expect(p?.getRow(4).getCell(3).value).toBe(2) // 1#住宅楼 counts twice
  })

  it.each([
    ['GB 50500-2013', ['其中：暂估价(元)', '其中：安全文明施工费(元)', '其中：规费(元)']],
    ['GB/T 50500-2024', ['其中：暂估价(元)', '其中：安全生产措施费(元)', '其中：增值税(元)']],
  ] as const)(
    'names the 其中 columns of 表-02 and 表-03 as the %s report does, with their figures',
    async (version, parts) => {
      const data = bill(version)
      const bytes = await buildBillWorkbook({ projectName: '某住宅小区', structure: ROWS, data })
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer)
      const s = summarizeBill(data, ROWS)
      const report = projectSummaryForm('某住宅小区', s, '元')
      for (const name of ['表-02 建设项目汇总表', '表-03 单项工程汇总表']) {
        const ws = wb.getWorksheet(name)
        const texts = (r: number) =>
          (ws?.getRow(r).values as unknown[]).filter((v) => typeof v === 'string')
        expect(texts(1)[0]).toBe(
          name.startsWith('表-02') ? '建设项目招标控制价汇总表' : '单项工程招标控制价汇总表',
        )
        const head =
          [...Array(ws?.actualRowCount ?? 0).keys()]
            .map((r) => texts(r + 1))
            .find((t) => t.includes('序号')) ?? []
        expect(head.slice(-3)).toEqual(parts)
        expect(head.slice(-3).map((h) => h.replace('(元)', ''))).toEqual(report.head.slice(-3))
      }
      const p = wb.getWorksheet('表-02 建设项目汇总表')
      const total = p?.getRow(p.actualRowCount)
      const third = version === 'GB 50500-2013' ? s.project.fees : s.project.tax
      expect(total?.getCell(2).value).toBe('合计')
      expect([5, 6, 7].map((c) => total?.getCell(c).value)).toEqual([
        s.project.provisional / 100,
        s.project.safety / 100,
        third / 100,
      ])
      expect(report.title).toBe('建设项目招标控制价汇总表')
    },
  )
})

describe('buildBillWorkbook with the report choices', () => {
  it('writes only the chosen forms, the summary sheets in the chosen unit (exact from 分)', async () => {
    const data = bill('GB/T 50500-2024')
    const bytes = await buildBillWorkbook({
      projectName: '某住宅小区',
      structure: ROWS,
      data,
      sections: ['project', 'fees'],
      unit: '万元',
    })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
    const names = wb.worksheets.map((w) => w.name)
    expect(names[0]).toBe('表-02 建设项目汇总表')
    expect(names.slice(1).every((n) => n.startsWith('表-13'))).toBe(true)
    expect(names).toHaveLength(1 + data.units.length)
    const sheet = wb.worksheets[0]
    const values = sheet?.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1) : [])) ?? []
    expect(values.flat()).toContain('金额(万元)')
    const total = summarizeBill(data, ROWS).project.total
    const last = values.filter((r) => r.length > 0).at(-1)
    expect(last?.[1]).toBe('合计')
    expect(last?.[3]).toBe(Number((Math.round(total / 100) / 10000).toFixed(4)))
  })
})
