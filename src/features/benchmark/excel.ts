import type * as ExcelJsModule from 'exceljs'
import type { CompactSchemeResult } from '@/domain/benchmark/worker-cache'
import { saveBytes } from '@/lib/save-bytes'
import { formatDecimal } from '@/domain/money/decimal'
import { displayValue, figurePlaces, flagText } from './format'
import { roundTo } from '@/domain/money'

/** The result table as an .xlsx workbook (built in the browser; works offline). */
export async function exportResultTable(
  name: string,
  result: CompactSchemeResult,
  rebased: boolean,
): Promise<void> {
  // exceljs is CommonJS: the browser build exposes it as `default`, Node as the module itself.
  const mod = (await import('exceljs')) as typeof ExcelJsModule & { default?: typeof ExcelJsModule }
  const wb = new (mod.default ?? mod).Workbook()
  const ws = wb.addWorksheet('对标结果')
  ws.addRow([`对标方案：${name}`, rebased ? '样本按目标项目城市和价格期换算' : '样本按原值'])
  ws.addRow([
    '分组',
    '指标',
    '单位',
    '样本数',
    '最小值',
    'P25',
    '中位数',
    'P75',
    '最大值',
    '平均值',
    '目标值',
    '偏差率(%)',
    '判断',
    '可信度',
  ])
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
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer())
  saveBytes(bytes, `${name || '对标结果'}.xlsx`)
}
