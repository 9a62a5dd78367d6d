import { describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { buildResultWorkbook } from './excel'
import type { CompactResult, CompactSchemeResult } from './worker-cache'

const stats = (values: { median?: number; mean?: number }): CompactResult['stats'] => ({
  n: 6,
  min: null,
  p25: null,
  median: values.median ?? null,
  p75: null,
  max: null,
  mean: values.mean ?? null,
  target: null,
  deviation: null,
  flag: null,
  flagReason: null,
  lowerFence: null,
  upperFence: null,
  confidence: '中',
  histogram: null,
})

const row = (
  key: string,
  label: string,
  unit: string,
  money: boolean,
  s: { median?: number; mean?: number },
): CompactResult => ({
  key,
  label,
  unit,
  money,
  group: '',
  groupLabel: '项目',
  stats: stats(s),
  targetScope: null,
})

describe('buildResultWorkbook', () => {
  it('writes the figures as the screen shows them: money and % to 2 decimals (shares in %), 含量 to 4, with a number format', async () => {
    const result = {
      level: 'project',
      sampleIds: [],
      excluded: [],
      warnings: [],
      runId: 'r',
      results: [
        row('perBuilt', '单方造价（建筑面积）', '元/m²', true, {
          median: 5491.666666666666,
          mean: 5492.333333333333,
        }),
        row('share', '占比', '%', false, { median: 0.9412345 }),
        row('content:concrete', '混凝土含量', 'm³/m²', false, { mean: 0.24299999999999997 }),
      ],
    } as CompactSchemeResult
    const bytes = await buildResultWorkbook('方案', result, false)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes.buffer as ArrayBuffer)
    const ws = wb.worksheets[0]!
    expect([ws.getCell('G3').value, ws.getCell('J3').value, ws.getCell('G3').numFmt]).toEqual([
      5491.67,
      5492.33,
      '#,##0.00',
    ])
    expect(ws.getCell('G4').value).toBe(94.12)
    expect([ws.getCell('J5').value, ws.getCell('J5').numFmt]).toEqual([0.243, '0.0000'])
  })
})
