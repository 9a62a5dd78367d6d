import type { Worksheet } from 'exceljs'
import type { CompactSchemeResult } from './worker-cache'
import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'
import { roundTo } from '../money'
import { cellFigure, flagText, numFmtOf, STAT_HEADERS } from './display'
import { addContextSheets, addSampleValueSheet, type ResultExport } from './excel-context'

export type { ExportSample, ResultExport, WorkbookRequest } from './excel-context'

const HEAD = ['分组', '指标', '单位', ...STAT_HEADERS, '偏差率(%)', '判断', '可信度']

function addStatistics(ws: Worksheet, x: ResultExport): void {
  const result: CompactSchemeResult = x.result
  ws.addRow([
    `对标方案：${x.scheme.name}`,
    x.rebased ? '样本按目标项目城市和价格期换算' : '样本按原值',
  ])
  ws.addRow(HEAD)
  for (const r of result.results) {
    const s = r.stats
    const v = (n: number | null) => cellFigure(n, r)
    const row = ws.addRow([
      r.groupLabel,
      r.label,
      r.unit,
      s.n,
      v(s.min),
      v(s.p25),
      v(s.median),
      v(s.p75),
      v(s.max),
      v(s.mean),
      v(s.target),
      s.deviation === null ? null : roundTo(s.deviation, 1),
      flagText(r),
      s.confidence,
    ])
    for (let c = 5; c <= 11; c++) row.getCell(c).numFmt = numFmtOf(r)
  }
  if (result.warnings.length > 0) {
    ws.addRow([])
    for (const w of result.warnings) ws.addRow(['提示', w])
  }
  ws.columns.forEach((c, i) => (c.width = i < 2 ? 24 : 12))
}

/**
 * The result as an .xlsx workbook (built in the compute worker, workers/benchmark.ts; offline too): 对标结果 (the
 * statistics), 方案与目标 (settings, filters, limit, date, the target), 样本 (each sample's place,
 * area, source and rebasing factor) and 样本值 (every sample's value per indicator).
 */
export async function buildResultWorkbook(x: ResultExport): Promise<Uint8Array> {
  const wb = new (await loadExcelJs()).Workbook()
  addStatistics(wb.addWorksheet('对标结果'), x)
  addContextSheets(wb, x)
  addSampleValueSheet(wb.addWorksheet('样本值'), x)
  return workbookBytes(wb)
}
