import type { Workbook, Worksheet } from 'exceljs'
import type { BenchmarkProject } from './figures'
import { placeOf, type SampleValue } from './scheme'
import { rebaseFactor, type RebaseTables } from './rebase'
import { LEVEL_LABELS, type SchemeSettings } from './scheme-doc'
import type { CompactSchemeResult } from './worker-cache'
import { roundTo } from '../money'
import { formatMinute } from '../format/time'
import { cellFigure, filterLines, numFmtOf, resultLabel } from './display'

/** A project of the scheme as the workbook lists it. */
export interface ExportSample extends Pick<BenchmarkProject, 'id' | 'name' | 'meta'> {
  /** Where the sample comes from: 本人项目, 本人模板, 共享样本库. */
  source: string
}

/** What the screen sends the compute worker for the 对标 workbook (workers/benchmark.ts). */
export interface WorkbookRequest {
  scheme: Pick<SchemeSettings, 'name' | 'level' | 'filter' | 'deviationLimit' | 'indicators'>
  result: CompactSchemeResult
  rebased: boolean
  dropOutliers: boolean
  target: Pick<BenchmarkProject, 'id' | 'name' | 'meta'> | null
  /** The scheme's samples on this device (kept and excluded). */
  samples: readonly ExportSample[]
  tables: RebaseTables
  /** When the workbook is made (stated in it). */
  at: Date
}

/** Everything the 对标 workbook states besides the statistics. */
export interface ResultExport extends WorkbookRequest {
  /** Every sample value of result `index` (the worker's run; null when the run is gone). */
  readSamples: (index: number) => readonly SampleValue[] | null
}

const periodOf = (p: Pick<BenchmarkProject, 'meta'>) => String(placeOf(p).period ?? '')

function keyValues(ws: Worksheet, title: string, rows: readonly (readonly [string, unknown])[]) {
  ws.addRow([title]).font = { bold: true }
  for (const [k, v] of rows) ws.addRow([k, v])
  ws.addRow([])
}

/** 方案与目标 and 样本: the settings, the filters, the limit, the date, the target and each sample. */
export function addContextSheets(wb: Workbook, x: ResultExport): void {
  const info = wb.addWorksheet('方案与目标')
  const limit = x.scheme.deviationLimit
  keyValues(info, '对标方案', [
    ['方案名称', x.scheme.name],
    ['对标层级', LEVEL_LABELS[x.scheme.level]],
    ['取值方式', x.rebased ? '样本按目标项目城市和价格期换算' : '样本按原值'],
    ['偏差率限额', limit === null ? '未设置' : `±${limit}%`],
    ['剔除离群样本', x.dropOutliers ? '是' : '否'],
    ['指标', x.scheme.indicators.length === 0 ? '全部' : `${x.scheme.indicators.length} 项`],
    ['参与对标的样本数', x.result.sampleIds.length],
    ['导出时间', formatMinute(x.at)],
  ])
  const t = x.target
  keyValues(info, '目标项目', [
    ['名称', t?.name ?? '未选择'],
    ['项目类型', t?.meta.type ?? ''],
    ['城市', t?.meta.city ?? ''],
    ['价格期', t ? periodOf(t) : ''],
    ['建筑面积(m²)', t?.meta.builtArea ?? null],
    ['结构类型', t?.meta.structureType || ''],
  ])
  keyValues(info, '样本筛选条件', filterLines(x.scheme.filter))
  info.getColumn(1).width = 18
  info.getColumn(2).width = 40

  const list = wb.addWorksheet('样本')
  list.addRow([
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
  const kept = new Set(x.result.sampleIds)
  const excluded = new Map(x.result.excluded.map((e) => [e.projectId, e.reason]))
  x.samples.forEach((s, i) => {
    const f = t ? rebaseFactor(placeOf(s), placeOf(t), x.tables) : null
    const row = list.addRow([
      i + 1,
      s.name,
      s.meta.city,
      periodOf(s),
      s.meta.builtArea,
      s.meta.structureType || '',
      s.source,
      f === null ? '无系数，按原值' : roundTo(f.factor, 4),
      kept.has(s.id) ? '参与对标' : `被排除：${excluded.get(s.id) ?? '不在本次计算中'}`,
    ])
    row.getCell(5).numFmt = '#,##0.00'
    if (f !== null) row.getCell(8).numFmt = '0.0000'
  })
  list.addRow([])
  list.addRow([
    '',
    x.rebased
      ? '换算系数 = 城市系数比 × 价格指数比，乘在样本的金额指标（单方造价、综合单价）上；占比与含量不换算。'
      : '本次按原值对标：换算系数仅列出，未乘在样本值上。',
  ])
  list.columns.forEach((c, i) => (c.width = i === 1 ? 30 : i === 8 ? 28 : 12))
}

/** 样本值: one row per sample (and 单项 or 专业 it contributes), one column per indicator. */
export function addSampleValueSheet(ws: Worksheet, x: ResultExport): void {
  const results = x.result.results
  ws.addRow(['样本', ...results.map((r) => `${resultLabel(r)}（${r.unit}）`)])
  const target = ws.addRow([
    `目标：${x.target?.name ?? ''}`,
    ...results.map((r) => cellFigure(r.stats.target, r)),
  ])
  target.font = { bold: true }
  // Keyed by project and name: two samples may share a name; one sample gives one row per 单项/专业.
  const rows = new Map<string, { name: string; values: (number | null)[] }>()
  let missing = false
  for (let i = 0; i < results.length; i++) {
    const r = results[i]!
    const values = x.readSamples(i)
    if (values === null) missing = true
    for (const v of values ?? []) {
      const key = `${v.projectId}|${v.name}`
      const row = rows.get(key) ?? {
        name: v.name,
        values: Array<number | null>(results.length).fill(null),
      }
      row.values[i] = cellFigure(v.used, r)
      rows.set(key, row)
    }
  }
  for (const { name, values } of rows.values()) ws.addRow([name, ...values])
  results.forEach((r, i) => {
    const col = ws.getColumn(i + 2)
    col.numFmt = numFmtOf(r)
    col.width = 16
  })
  ws.getColumn(1).width = 30
  ws.addRow([])
  ws.addRow([
    missing
      ? '部分样本值已失效，请回到对标结果页面重新导出。'
      : x.rebased
        ? '金额指标为换算后的值（见“样本”表的换算系数），占比与含量为原值。'
        : '各值为样本原值。',
  ])
}
