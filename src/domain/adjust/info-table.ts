import { addFen } from '../money'
import { fixedToText, PERCENT_PLACES } from './exact'
import {
  adjustedUnit,
  basesOf,
  outcomeOf,
  rowAmountFen,
  RULE_FALL_BEYOND,
  RULE_FALL_WITHIN,
  RULE_NONE,
  RULE_RISE_BEYOND,
  RULE_RISE_WITHIN,
  type InfoPriceOutcome,
  type RuleCode,
} from './info-price'
import type { AdjustValues } from './input-schemas'
import { averageValues, delayedValue } from './rules'

/**
 * Method A.2 over a whole scheme, kept columnar (docs/price-adjustment.md "Speed"): one entry per
 * material (names, C0, T, band) and, per row (material × period), typed arrays of numbers and a
 * small rule code. No row object and no explanation text is built while computing; a row is
 * materialised (`infoRow`, with its explanation from the rule code and the numbers) only when it
 * is shown or exported. 120,000 rows are then a few typed arrays instead of 240,000 objects and
 * 120,000 long strings for the collector.
 */

export interface InfoRow {
  Key: string
  Name: string
  Spec: string
  Unit: string
  Period: string
  /** Thousandths. */
  Quantity: number
  C0: number
  T: number
  /** The confirmed price Ci the period took (after averaging and the delay rule), 分. */
  Ci: number
  /** How Ci was found, in Chinese ("3个价格算术平均", "发包人原因延误，取计划进度日期单价"). */
  CiNote: string
  /** Band in percent text ("5"). */
  RiskBand: string
  outcome: InfoPriceOutcome
}

export interface InfoMaterial {
  Key: string
  Name: string
  Spec: string
  Unit: string
  /** 分. */
  C0: number
  /** 分 (C0 when the material has no bid price). */
  T: number
  /** Hundredths of a percent. */
  band: bigint
  /** Band in percent text ("5"). */
  RiskBand: string
}

export interface InfoTable {
  length: number
  materials: InfoMaterial[]
  /** The distinct period texts; `period` indexes them. */
  periods: string[]
  material: Int32Array
  period: Int32Array
  /** Thousandths. */
  quantity: Float64Array
  /** 分. */
  ci: Float64Array
  /** RuleCode per row. */
  code: Uint8Array
  /** Adjusted unit difference, exact in 10^-4 分 (0 when not adjusted). */
  unit: Float64Array
  /** unit × Q rounded once to 分 (0 when not adjusted). */
  amount: Float64Array
  /** CiNote of the few rows that have one (several prices, a planned price). */
  notes: Map<number, string>
}

const AVG_NOTE = { mean: '算术平均', weighted: '按用量加权平均', main: '取主要使用期' } as const

export function valueNote(
  count: number,
  averaging: AdjustValues['Averaging'],
  from: 'actual' | 'planned',
  cause: AdjustValues['DelayCause'],
): string {
  const parts: string[] = []
  if (count > 1) parts.push(`${count}个价格${AVG_NOTE[averaging]}`)
  if (cause !== 'none' && from === 'planned')
    parts.push(
      cause === 'employer'
        ? '发包人原因延误，取计划进度日期与实际进度日期中的较高者（计划）'
        : '承包人原因延误，取计划进度日期与实际进度日期中的较低者（计划）',
    )
  else if (cause !== 'none')
    parts.push(
      cause === 'employer'
        ? '发包人原因延误，取两者中的较高者（实际）'
        : '承包人原因延误，取两者中的较低者（实际）',
    )
  return parts.join('；')
}

/** Computes every A.2 row of parsed input, with the sum of the row amounts (分). */
export function infoTable(x: AdjustValues): { table: InfoTable; differenceFen: number } {
  let n = 0
  for (const m of x.Materials) n += m.Periods.length
  const table: InfoTable = {
    length: n,
    materials: [],
    periods: [],
    material: new Int32Array(n),
    period: new Int32Array(n),
    quantity: new Float64Array(n),
    ci: new Float64Array(n),
    code: new Uint8Array(n),
    unit: new Float64Array(n),
    amount: new Float64Array(n),
    notes: new Map(),
  }
  const periodIndex = new Map<string, number>()
  let sum = 0
  let i = 0
  for (const m of x.Materials) {
    // The input schema refuses a material without C0 (never T in its place); typed here.
    if (m.C0 === undefined) throw new RangeError(`“${m.Name}”没有基准单价C0`)
    const c0 = m.C0
    const t = m.T ?? c0
    const band = m.RiskBand ?? x.RiskBand
    const bandNum = Number(band)
    const b = basesOf(c0, t)
    const mi = table.materials.length
    table.materials.push({
      Key: m.Key,
      Name: m.Name,
      Spec: m.Spec,
      Unit: m.Unit,
      C0: c0,
      T: t,
      band,
      RiskBand: fixedToText(band, PERCENT_PLACES),
    })
    for (const p of m.Periods) {
      let ci: number
      const only = p.Prices.length === 1 ? p.Prices[0] : undefined
      if (only !== undefined && p.PlannedPrice === undefined) ci = only.Price
      else {
        // Several prices or a planned-date price: the exact rules (BigInt), off the common path.
        const values = p.Prices.map((v) => ({ value: BigInt(v.Price), weight: BigInt(v.Quantity) }))
        const averaged = averageValues(values, x.Averaging)
        const planned = p.PlannedPrice === undefined ? null : BigInt(p.PlannedPrice)
        const cause = planned === null ? 'none' : x.DelayCause
        const taken = delayedValue(averaged, planned, cause)
        ci = Number(taken.value)
        const note = valueNote(values.length, x.Averaging, taken.from, cause)
        if (note !== '') table.notes.set(i, note)
      }
      let pi = periodIndex.get(p.Period)
      if (pi === undefined) {
        pi = table.periods.length
        periodIndex.set(p.Period, pi)
        table.periods.push(p.Period)
      }
      table.material[i] = mi
      table.period[i] = pi
      table.quantity[i] = p.Quantity
      table.ci[i] = ci
      const rise = ci > b.rise
      if (!rise && !(ci < b.fall)) table.code[i] = RULE_NONE
      else {
        const unit = adjustedUnit(rise ? b.rise : b.fall, ci, band, bandNum, rise)
        if (unit === null) table.code[i] = rise ? RULE_RISE_WITHIN : RULE_FALL_WITHIN
        else {
          const amount = rowAmountFen(p.Quantity, unit)
          table.code[i] = rise ? RULE_RISE_BEYOND : RULE_FALL_BEYOND
          table.unit[i] = unit
          table.amount[i] = amount
          sum = addFen(sum, amount)
        }
      }
      i++
    }
  }
  return { table, differenceFen: sum }
}

/** Row `i` with its outcome and explanation, built now (for the rows shown or exported). */
export function infoRow(table: InfoTable, i: number): InfoRow {
  const m = table.materials[table.material[i]!]!
  const ci = table.ci[i]!
  const quantity = table.quantity[i]!
  return {
    Key: m.Key,
    Name: m.Name,
    Spec: m.Spec,
    Unit: m.Unit,
    Period: table.periods[table.period[i]!]!,
    Quantity: quantity,
    C0: m.C0,
    T: m.T,
    Ci: ci,
    CiNote: table.notes.get(i) ?? '',
    RiskBand: m.RiskBand,
    outcome: outcomeOf(
      table.code[i] as RuleCode,
      m.C0,
      m.T,
      ci,
      m.band,
      table.unit[i]!,
      table.amount[i]!,
    ),
  }
}

/** Rows `from` … `to` − 1 materialised (all rows by default: tests and small schemes). */
export function infoRows(table: InfoTable, from = 0, to = table.length): InfoRow[] {
  const out: InfoRow[] = []
  for (let i = Math.max(0, from); i < Math.min(to, table.length); i++) out.push(infoRow(table, i))
  return out
}
