import { randomUUID } from 'node:crypto'
import { convertUnitRates } from '@/domain/bill/merge.ts'
import type { StandardVersion } from '@/domain/projects/model.ts'
import type { SyncRow } from '../../db/schema/index.ts'
import type { BillRows } from './read.ts'

/**
 * A template's bill rows as a project of another standard version takes them (TemplateMerge):
 * each 单位工程's rated lines go through the domain rule (src/domain/bill/merge.ts), added 规费
 * lines get fresh ids; everything else is copied as it is.
 */
const text = (v: unknown) => (typeof v === 'string' ? v : '')

export function convertBillRows(
  rows: BillRows,
  from: StandardVersion,
  to: StandardVersion,
): BillRows {
  if (from === to) return rows
  const byUnit = new Map<string, SyncRow[]>()
  for (const r of rows.billRates) {
    const unitId = text(r.data['UnitId'])
    const list = byUnit.get(unitId)
    if (list) list.push(r)
    else byUnit.set(unitId, [r])
  }
  const billRates: SyncRow[] = []
  for (const u of rows.billUnits) {
    const mine = byUnit.get(u.id) ?? []
    const wrapped = mine.map((row) => ({
      row,
      Kind: text(row.data['Kind']),
      Name: text(row.data['Name']),
      IsSafety: Number(row.data['IsSafety'] ?? 0),
    }))
    const out = convertUnitRates(wrapped, from, to)
    for (const w of out.rates) billRates.push({ ...w.row, data: { ...w.row.data, Name: w.Name } })
    const lastSort = Math.max(0, ...mine.map((r) => Number(r.data['Sort'] ?? 0)))
    out.addFees.forEach((f, i) =>
      billRates.push({
        ...u,
        entity: 'billRates',
        id: randomUUID(),
        data: {
          ProId: u.data['ProId'],
          UnitId: u.id,
          Kind: '规费',
          Code: f.Code,
          Name: f.Name,
          Base: f.Base,
          Rate: null,
          Amount: null,
          IsSafety: 0,
          Note: '',
          Sort: lastSort + i + 1,
        },
      }),
    )
  }
  return { ...rows, billRates }
}
