import { roundTo } from '../money'
import { formatDecimal } from '../money/decimal'
import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'
import { displayValue, figurePlaces, flagText, STAT_HEADERS } from './display'
import type { CompactSchemeResult } from './worker-cache'

const HEADERS = ['分组', '指标', '单位', ...STAT_HEADERS, '偏差率(%)', '判断', '可信度']

/** A 对标 result table as an .xlsx workbook (导出Excel), built in the compute worker (workers/benchmark.ts). */
export async function buildResultWorkbook(
  name: string,
  result: CompactSchemeResult,
  rebased: boolean,
): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('对标结果')
  ws.addRow([`对标方案：${name}`, rebased ? '样本按目标项目城市和价格期换算' : '样本按原值'])
  ws.addRow(HEADERS)
  for (const r of result.results) {
    const s = r.stats
    // The figures as the screen shows them (money and % to 2 decimals, 含量 to 4), not float noise such as 0.24299999999999997.
    const places = figurePlaces(r)
    const v = (x: number | null) => {
      const d = displayValue(x, r)
      return d === null ? null : Number(formatDecimal(d, places, false))
    }
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
    for (let c = 5; c <= 11; c++) row.getCell(c).numFmt = places === 2 ? '#,##0.00' : '0.0000'
  }
  if (result.warnings.length > 0) {
    ws.addRow([])
    for (const w of result.warnings) ws.addRow(['提示', w])
  }
  ws.columns.forEach((c, i) => (c.width = i < 2 ? 24 : 12))
  return workbookBytes(wb)
}
