import { describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { computeScheme, type SchemeResult } from './scheme'
import { SEED_TABLES } from './rebase'
import type { BenchmarkProject } from './figures'
import type { CompactResult, CompactSchemeResult } from './worker-cache'
import { testProject } from './test-projects'
import { buildResultWorkbook, type ResultExport } from './excel'

const project = (
  id: string,
  price: number,
  meta: Partial<BenchmarkProject['meta']>,
): BenchmarkProject => {
  const p = testProject(id, [{ id: 'a', name: '1#楼', built: 1000, price }])
  return { ...p, meta: { ...p.meta, builtArea: 1000, ...meta } }
}

async function read(x: ResultExport): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load((await buildResultWorkbook(x)).buffer as ArrayBuffer)
  return wb
}

/** A real computation, the statistics compacted as the worker answers them. */
function context(rebased: boolean): ResultExport {
  const target = project('T', 5000, { city: '上海', year: 2024 })
  const samples = [
    project('S1', 4000, { city: '北京', year: 2022 }),
    project('S2', 4500, { city: '上海', year: 2024 }),
    project('S3', 6000, { city: '火星', year: 2024 }),
    project('S4', 9000, { city: '上海', year: 2024, type: '办公' }),
  ]
  const filter = { types: ['住宅'], areaMin: 500 }
  const full: SchemeResult = computeScheme({
    target,
    samples,
    level: 'project',
    filter,
    indicators: ['perBuilt'],
    deviationLimit: 15,
    rebase: rebased,
  })
  const result: CompactSchemeResult = {
    ...full,
    runId: 'r1',
    results: full.results.map(({ samples: _, ...r }) => r),
  }
  return {
    scheme: { name: '住宅对标', level: 'project', filter, deviationLimit: 15, indicators: [] },
    result,
    rebased,
    dropOutliers: false,
    target,
    samples: samples.map((s, i) => ({
      ...s,
      source: i === 0 ? '共享样本库（已发布模板）' : '本人项目',
    })),
    tables: SEED_TABLES,
    readSamples: (i) => full.results[i]?.samples ?? null,
    at: new Date(2026, 10, 29, 8, 30),
  }
}

/** The label → value rows under a section title, up to the blank row that ends it. */
function section(ws: ExcelJS.Worksheet, title: string): Map<string, unknown> {
  const out = new Map<string, unknown>()
  let inside = false
  ws.eachRow({ includeEmpty: true }, (r) => {
    const k = r.getCell(1).value
    if (k === title) inside = true
    else if (inside && (k === null || k === undefined)) inside = false
    else if (inside && typeof k === 'string') out.set(k, r.getCell(2).value)
  })
  return out
}

const columnOf = (ws: ExcelJS.Worksheet, row: number) =>
  (ws.getRow(row).values as unknown[]).slice(1).map((v) => v ?? null)

describe('the 对标 workbook', () => {
  it('states the scheme, the filters, the deviation limit, the date and the target', async () => {
    const wb = await read(context(true))
    expect(wb.worksheets.map((w) => w.name)).toEqual(['对标结果', '方案与目标', '样本', '样本值'])
    const info = wb.getWorksheet('方案与目标')!
    const scheme = section(info, '对标方案')
    expect(scheme.get('方案名称')).toBe('住宅对标')
    expect(scheme.get('对标层级')).toBe('整个项目')
    expect(scheme.get('取值方式')).toBe('样本按目标项目城市和价格期换算')
    expect(scheme.get('偏差率限额')).toBe('±15%')
    expect(scheme.get('导出时间')).toBe('2026/11/29 08:30')
    expect(scheme.get('参与对标的样本数')).toBe(3)
    const target = section(info, '目标项目')
    expect(target.get('名称')).toBe('项目T')
    expect(target.get('城市')).toBe('上海')
    expect(target.get('价格期')).toBe('2024')
    expect(target.get('建筑面积(m²)')).toBe(1000)
    const filters = section(info, '样本筛选条件')
    expect(filters.get('项目类型')).toBe('住宅')
    expect(filters.get('城市')).toBe('不限')
    expect(filters.get('建筑面积')).toBe('不低于 500 m²')
  })

  it('lists every sample with its place, area, source, rebasing factor and whether it took part', async () => {
    const ws = (await read(context(true))).getWorksheet('样本')!
    expect(columnOf(ws, 1)).toEqual([
      '序号',
      '样本名称',
      '城市',
      '价格期',
      '建筑面积(m²)',
      '结构类型',
      '来源',
      '换算系数',
      '状态',
    ])
    const s1 = columnOf(ws, 2)
    expect(s1.slice(0, 7)).toEqual([
      1,
      '项目S1',
      '北京',
      '2022',
      1000,
      '框架',
      '共享样本库（已发布模板）',
    ])
    // 上海 ÷ 北京 × PI(2024) ÷ PI(2022) from the seed tables, to 4 decimals.
    const lf = SEED_TABLES.location['上海']! / SEED_TABLES.location['北京']!
    const pi = SEED_TABLES.priceIndex['2024']! / SEED_TABLES.priceIndex['2022']!
    expect(s1[7]).toBeCloseTo(lf * pi, 4)
    expect(s1[8]).toBe('参与对标')
    expect(columnOf(ws, 4)[7]).toBe('无系数，按原值') // 火星 has no location factor
    expect(columnOf(ws, 5)[8]).toMatch(/^被排除：.*办公/)
  })

  it('gives every sample value per indicator, rebased when the view is, with the target first', async () => {
    const x = context(true)
    const ws = (await read(x)).getWorksheet('样本值')!
    expect(columnOf(ws, 1)).toEqual(['样本', '单方造价（建筑面积）（元/m²）'])
    expect(columnOf(ws, 2)).toEqual(['目标：项目T', 5000])
    const values = new Map([3, 4, 5].map((r) => [columnOf(ws, r)[0], columnOf(ws, r)[1]]))
    const factor = columnOf((await read(x)).getWorksheet('样本')!, 2)[7] as number
    expect(values.get('项目S1')).toBeCloseTo(4000 * factor, 0)
    expect(values.get('项目S2')).toBe(4500)
    expect(values.get('项目S3')).toBe(6000)
    expect(values.has('项目S4')).toBe(false)
    expect(ws.getCell('B3').numFmt).toBe('#,##0.00')
  })

  it('keeps the statistics as the screen shows them: money and % to 2 decimals, 含量 to 4', async () => {
    const row = (key: string, unit: string, money: boolean, median: number): CompactResult => ({
      key,
      label: key,
      unit,
      money,
      group: '',
      groupLabel: '项目',
      targetScope: null,
      stats: {
        ...context(false).result.results[0]!.stats,
        median,
        mean: median,
      },
    })
    const x = context(false)
    x.result = {
      ...x.result,
      results: [
        row('perBuilt', '元/m²', true, 5491.666666666666),
        row('share', '%', false, 0.9412345),
        row('content:concrete', 'm³/m²', false, 0.24299999999999997),
      ],
    }
    x.readSamples = () => []
    const ws = (await read(x)).getWorksheet('对标结果')!
    expect([ws.getCell('G3').value, ws.getCell('J3').value, ws.getCell('G3').numFmt]).toEqual([
      5491.67,
      5491.67,
      '#,##0.00',
    ])
    expect(ws.getCell('G4').value).toBe(94.12)
    expect([ws.getCell('J5').value, ws.getCell('J5').numFmt]).toEqual([0.243, '0.0000'])
  })
})
