import { addFen, fenToDecimal, milliTimesFen } from '../money'
import { fixedToText, INDEX_PLACES, PERCENT_PLACES, WEIGHT_PLACES } from './exact'
import { indexDifference } from './index-method'
import { infoTable, valueNote, type InfoRow, type InfoTable } from './info-table'
import { inputMessage, parseAdjustInput } from './input-schemas'
import type { AdjustValues } from './input-schemas'
import {
  averageValues,
  delayedValue,
  p0WithoutTax,
  quantityRule,
  rateFromControl,
  vatOnDifference,
  type QuantityRuleResult,
} from './rules'

/**
 * One computation of a scheme (what the worker's priceAdjustment returns): A.2 rows per material
 * and period, A.1 rows per period, the ±15 % quantity rule per bill item, and per-method totals
 * with VAT (never 管理费 or 利润). All money in integer 分; texts are display-ready.
 */

export interface IndexFactorRow {
  Name: string
  B: string
  F0: string
  Ft: string
  FtNote: string
}

export interface IndexPeriodRow {
  Period: string
  /** P0 as entered, 分. */
  P0Entered: number
  /** P0 without VAT, 分. */
  P0: number
  bracket: string
  amountFen: number
  factors: IndexFactorRow[]
}

export interface QuantityRow extends QuantityRuleResult {
  Code: string
  Name: string
  Unit: string
  Q0: number
  Q1: number
  P0: number
  P1: number
  /** Where P1 came from: agreed, derived from P2 and L (with the bounds), or P0. */
  P1Note: string
}

export interface MethodTotal {
  /** Sum of the price differences, 分, VAT excluded. */
  differenceFen: number
  vatFen: number
  totalFen: number
}

export interface AdjustResult {
  version: AdjustValues['StandardVersion']
  taxRate: string
  riskBand: string
  /** A.2, columnar (./info-table.ts): `infoRow(info.table, i)` materialises a row with its explanation. */
  info: { table: InfoTable; count: number; total: MethodTotal }
  index: { A: string; periods: IndexPeriodRow[]; total: MethodTotal } | null
  quantity: { rows: QuantityRow[]; changeFen: number }
}

/** What a screen needs besides the pages of the A.2 form: the result without the A.2 table. */
export type AdjustSummary = Omit<AdjustResult, 'info'> & {
  info: { count: number; total: MethodTotal }
}

export const summaryOf = (r: AdjustResult): AdjustSummary => ({
  ...r,
  info: { count: r.info.count, total: r.info.total },
})

export type AdjustOutcome = { ok: true; result: AdjustResult } | { ok: false; message: string }

function totalOf(differenceFen: number, taxRate: string): MethodTotal {
  const vatFen = vatOnDifference(differenceFen, taxRate)
  return { differenceFen, vatFen, totalFen: addFen(differenceFen, vatFen) }
}

function indexRows(x: AdjustValues): IndexPeriodRow[] {
  const index = x.Index
  if (index === undefined) return []
  return index.Periods.map((p) => {
    const p0 = p0WithoutTax(p.P0, p.IncludesTax, x.TaxRate)
    const resolved = index.Factors.map((f) => {
      const ft = f.Ft.find((v) => v.Period === p.Period)
      const values = (ft?.Values ?? []).map((v) => ({ value: v.Value, weight: BigInt(v.Weight) }))
      const averaged = averageValues(values, x.Averaging)
      const planned = ft?.Planned ?? null
      const taken = delayedValue(averaged, planned, planned === null ? 'none' : x.DelayCause)
      return {
        f,
        ft: taken.value,
        note: valueNote(
          values.length,
          x.Averaging,
          taken.from,
          planned === null ? 'none' : x.DelayCause,
        ),
      }
    })
    const out = indexDifference(
      p0,
      index.A,
      resolved.map((r) => ({ b: r.f.B, f0: r.f.F0, ft: r.ft })),
    )
    return {
      Period: p.Period,
      P0Entered: p.P0,
      P0: p0,
      bracket: out.bracket,
      amountFen: out.amountFen,
      factors: resolved.map((r) => ({
        Name: r.f.Name,
        B: fixedToText(r.f.B, WEIGHT_PLACES),
        F0: fixedToText(r.f.F0, INDEX_PLACES),
        Ft: fixedToText(r.ft, INDEX_PLACES),
        FtNote: r.note,
      })),
    }
  })
}

/** Computes parsed input (./input-schemas.ts). */
export function computeAdjustment(x: AdjustValues): AdjustResult {
  const taxRate = fixedToText(x.TaxRate, PERCENT_PLACES)
  const info = infoTable(x)
  const periods = indexRows(x)
  const quantity = x.QuantityItems.map((q): QuantityRow => {
    const derived =
      q.P1 === undefined && q.P2 !== undefined && q.Q0 > 0
        ? rateFromControl(q.P0, q.P2, x.BidFloatRate)
        : null
    const p1 = q.P1 ?? derived?.p1 ?? q.P0
    return {
      P1Note:
        q.P1 !== undefined ? '新综合单价P1按约定' : (derived?.note ?? '未约定新综合单价，P1 = P0'),
      Code: q.Code,
      Name: q.Name,
      Unit: q.Unit,
      Q0: q.Q0,
      Q1: q.Q1,
      P0: q.P0,
      P1: p1,
      ...quantityRule(q.Q0, q.Q1, q.P0, p1, x.StandardVersion, x.QuantityReading),
    }
  })
  return {
    version: x.StandardVersion,
    taxRate,
    riskBand: fixedToText(x.RiskBand, PERCENT_PLACES),
    info: {
      table: info.table,
      count: info.table.length,
      total: totalOf(info.differenceFen, taxRate),
    },
    index:
      x.Index === undefined
        ? null
        : {
            A: fixedToText(x.Index.A, WEIGHT_PLACES),
            periods,
            total: totalOf(
              periods.reduce((s, r) => addFen(s, r.amountFen), 0),
              taxRate,
            ),
          },
    quantity: { rows: quantity, changeFen: quantity.reduce((s, r) => addFen(s, r.changeFen), 0) },
  }
}

/** Validates raw input and computes it; bad input gives the first Chinese message. */
export function priceAdjustment(raw: unknown): AdjustOutcome {
  const parsed = parseAdjustInput(raw)
  if (!parsed.success) return { ok: false, message: inputMessage(parsed.error, raw) }
  try {
    return { ok: true, result: computeAdjustment(parsed.data) }
  } catch (e) {
    return {
      ok: false,
      message:
        e instanceof RangeError && /[\u4e00-\u9fa5]/.test(e.message) ? e.message : '调价计算失败',
    }
  }
}

/** 分 → 元 text for rows and explanations. */
export const yuanText = fenToDecimal
export type { InfoRow, InfoTable }
/** Q × Ci in 分 (a row's current value), for screens that show it. */
export const currentValueFen = (row: InfoRow) => milliTimesFen(row.Quantity, row.Ci)
