import { describe, expect, it } from 'vitest'
import { itemAnalysis } from '../analysis'
import {
  COMPOSED_ITEMS,
  COMPOSED_RESOURCES,
  composedBill,
  COMPOSED_STRUCTURE,
} from '../compose-fixtures'
import { analysisRows } from './forms-analysis'
import { billReport } from './index'
import type { ReportForm } from './model'
import { pageRows } from './forms-unit'

const report = (
  sections: Parameters<typeof billReport>[2]['sections'],
  version = 'GB 50500-2013' as const,
) =>
  billReport(composedBill(version), COMPOSED_STRUCTURE, {
    projectName: '样板项目',
    version,
    unit: '万元',
    sections,
    date: '2026年1月1日',
  })

const texts = (f: ReportForm) => f.rows.map((r) => r.cells.map((c) => c.t))
const rowOf = (f: ReportForm, label: string) => texts(f).find((r) => r.includes(label))

describe('report: 表-09 综合单价分析表 from the composition', () => {
  it('prints one 表-09 per derived composed item, its 小计 and 综合单价 the item’s parts', () => {
    const r = report(['analysis'])
    expect(r.forms.map((f) => f.id)).toEqual(['analysis-u1-wall', 'analysis-u1-column'])
    const wall = r.forms[0]!
    expect(wall.code).toBe('表-09')
    expect(wall.line).toBe('工程名称：样板项目-1#楼【土建】')
    expect(wall.preHead?.[0]?.map((c) => c.t)).toEqual([
      '项目编码',
      '010401003001',
      '项目名称',
      '实心砖墙',
      '计量单位',
      'm3',
      '工程量',
      '10',
    ])
    expect(texts(wall)[0]).toEqual([
      '00010001',
      '综合工日',
      '工日',
      '1.32',
      '120.00',
      '',
      '',
      '',
      '158.40',
      '',
      '',
      '',
    ])
    expect(rowOf(wall, '小计')).toEqual([
      '人工单价',
      '综合工日 120.00元/工日',
      '小计',
      '158.40',
      '346.53',
      '8.18',
      '33.32',
    ])
    expect(rowOf(wall, '清单项目综合单价')).toEqual(['清单项目综合单价', '546.43'])
    // the 材料费明细 line (the detail line above carries the code)
    expect(texts(wall).findLast((r) => r.includes('标准砖 240×115×53'))).toEqual([
      '',
      '标准砖 240×115×53',
      '千块',
      '0.5314',
      '520.00',
      '276.33',
      '520.00',
      '276.33',
    ])
    expect(rowOf(wall, '材料费小计')).toEqual([
      '',
      '材料费小计',
      '',
      '',
      '',
      '346.53',
      '',
      '276.33',
    ])
    expect(rowOf(r.forms[1]!, '清单项目综合单价')).toEqual(['清单项目综合单价', '593.83'])
    // every page of the form repeats the item line above the header (the paging counts it)
    expect(r.pages.filter((p) => p.kind === 'form')).toHaveLength(2)
    expect(pageRows(wall, 0, wall.rows.length)).toHaveLength(wall.rows.length)
  })

  it('prints nothing for 表-09 when no item is composed', () => {
    const bill = composedBill()
    const r = billReport(
      { ...bill, items: bill.items.filter((i) => !i.Compose) },
      COMPOSED_STRUCTURE,
      {
        projectName: 'x',
        version: 'GB 50500-2013',
        unit: '元',
        sections: ['analysis'],
        date: '',
      },
    )
    expect(r.forms).toEqual([])
  })
})

describe('report: a 定额 row of 表-09', () => {
  it('prints the 定额 with its 含量 and per-定额-unit 单价 in place of its lines', () => {
    // 实心砖墙's four lines brought by 定额 A4-5 (10m3) at 含量 0.1: 人工 158.40 → 单价 1,584.00;
    // 材料 346.53205 → 346.53, 单价 3,465.3205 → 3,465.32; 机械 8.17988 → 8.18, 单价 81.80.
    const wall = COMPOSED_ITEMS[0]!
    const Lines = wall.Compose!.Lines.map((l) => ({ ...l, QuotaId: 'q' }))
    const Quotas = [{ QuotaId: 'q', Code: 'A4-5', Name: '实心砖墙', Unit: '10m3', Ratio: 0.1 }]
    const a = itemAnalysis(
      { ...wall, Compose: { ...wall.Compose!, Lines, Quotas } },
      new Map(COMPOSED_RESOURCES.map((r) => [r.ID, r])),
    )!
    const rows = analysisRows(a).map((r) => r.cells.map((c) => c.t))
    expect(rows[0]).toEqual([
      'A4-5',
      '实心砖墙',
      '10m3',
      '0.1',
      '1,584.00',
      '3,465.32',
      '81.80',
      '',
      '158.40',
      '346.53',
      '8.18',
      '',
    ])
    expect(rows[1]?.[1]).toBe('管理费和利润（人工费+机械费×12%+8%）')
  })
})

describe('report: 人材机汇总表, 暂估 and 甲供 material forms (quantities × the structure’s copies)', () => {
  it('lists every resource with its quantity, price, 合价, source and flags; totals as the 人材机 tab', () => {
    const f = report(['resources']).forms[0]!
    expect(f.title).toBe('人材机汇总表')
    expect(f.line).toBe('工程名称：样板项目')
    // 综合工日: (10 × 1.32 + 5 × 0.5 + 2 × 1 (informative counts too)) × 2 copies = 35.4
    expect(rowOf(f, '综合工日')).toEqual([
      '1',
      '00010001',
      '综合工日',
      '',
      '工日',
      '35.4',
      '120.00',
      '4,248.00',
      '手动输入',
      '',
    ])
    expect(rowOf(f, '标准砖')?.slice(5)).toEqual([
      '10.628',
      '520.00',
      '5,526.56',
      '手动输入',
      '暂估',
    ])
    // 4.522 × 310.5 = 1,404.081 → 1,404.08; 0.76 × 215.26 = 163.5976 → 163.60
    expect(rowOf(f, '水泥砂浆')?.[7]).toBe('1,404.08')
    expect(rowOf(f, '灰浆搅拌机')?.[7]).toBe('163.60')
    expect(rowOf(f, '商品混凝土')?.slice(5)).toEqual([
      '10.1',
      '480.00',
      '4,848.00',
      '手动输入',
      '甲供',
    ])
    expect(rowOf(f, '未用材料')?.slice(5, 8)).toEqual(['0', '12.00', '0.00'])
    expect(rowOf(f, '材料小计')).toEqual(['', '材料小计', '11,778.64', ''])
    expect(rowOf(f, '合计')).toEqual(['', '合计', '16,190.24', ''])
    expect(rowOf(f, '其中：甲供')).toEqual(['', '其中：甲供', '4,848.00', ''])
    expect(rowOf(f, '其中：暂估')).toEqual(['', '其中：暂估', '5,526.56', ''])
  })

  it('prints the 暂估 materials (表-12-2 under 2013) and the 甲供 ones (表-20)', () => {
    const [prov, supplied] = report(['provisional', 'supplied']).forms
    expect(prov!.code).toBe('表-12-2')
    expect(prov!.title).toBe('材料（工程设备）暂估单价及调整表')
    expect(texts(prov!)).toEqual([
      ['1', '标准砖 240×115×53', '千块', '10.628', '', '520.00', '5,526.56', '', '', '', '', ''],
      ['', '合计', '5,526.56', ''],
    ])
    expect(supplied!.code).toBe('表-20')
    expect(texts(supplied!)).toEqual([
      ['1', '商品混凝土 C30', 'm3', '10.1', '480.00', '4,848.00', '', '', ''],
      ['', '合计', '4,848.00', ''],
    ])
  })

  it('prints the two material forms unnumbered under GB/T 50500-2024', () => {
    const forms = report(['provisional', 'supplied'], 'GB/T 50500-2024' as never).forms
    expect(forms.map((f) => f.code)).toEqual(['', ''])
  })
})
