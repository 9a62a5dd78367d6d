import { accept, custom, refuse, refused, type Parsed } from '../entity/field'
import { list, parseShape } from '../entity/shape'
import { PERCENT_PLACES } from './exact'
import {
  blankable,
  cellRule,
  fenRule,
  fixedRule,
  milliRule,
  periodRule,
  type Rule,
} from './field-rules'
import { ADJUST_LIMITS as L } from './model'
import { quantityDecimals } from '../bill/quantity'
import { asMilli, milliToDecimal } from '../money'

/**
 * The A.2 materials of a computation (GB 50500 Annex A.2, docs/price-adjustment.md), declared
 * once with the field kinds: `materialInputSchema` (./input-schemas.ts) is its zod wrapper, and
 * the rules themselves are zod-free and fast (./field-rules.ts), so a scheme of 5,000 materials ×
 * 24 periods (120,000 period rows) is read without a zod object per row.
 */

const field = <T>(label: string, rule: Rule<T>, optional = false) =>
  custom<T, { optional: boolean }>(label, { type: 'json' }, rule, { optional })

const weight = blankable(milliRule('用量'))
const PRICE_VALUE = {
  Price: field('确认单价', fenRule('确认单价')),
  /** Blank = 0 (the price counts with no weight). */
  Quantity: field('用量', (v) => {
    const r = weight(v)
    return refused(r) ? r : (r ?? 0)
  }),
}

const MATERIAL_PERIOD = {
  Period: field('期次', periodRule()),
  Quantity: field('本期数量', milliRule('本期数量')),
  /** Several prices in one period are averaged by the scheme's choice. */
  Prices: list('确认单价', PRICE_VALUE, { max: L.valuesPerPeriod }),
  /** The price at the planned date, when the period ran late. */
  PlannedPrice: field('计划进度日期单价', blankable(fenRule('计划进度日期单价')), true),
}

const MATERIAL = {
  Key: field('材料编码', cellRule('材料编码', L.code)),
  Name: field('材料名称', cellRule('材料名称', L.name, true)),
  Spec: field('规格型号', cellRule('规格型号', L.name)),
  Unit: field('单位', cellRule('单位', 20, true)),
  /**
   * Blank until known: the base period's 信息价 or typed, never taken from T silently; a
   * computation refuses a material without it (./input-schemas.ts).
   */
  C0: field('基准单价', blankable(fenRule('基准单价', { positive: true })), true),
  /** Bid price T; blank = C0. */
  T: field('投标单价', blankable(fenRule('投标单价', { positive: true })), true),
  /** Blank = the scheme's band. */
  RiskBand: field(
    '风险幅度',
    blankable(fixedRule('风险幅度', PERCENT_PLACES, { max: 100n })),
    true,
  ),
  Periods: list('期次', MATERIAL_PERIOD, { max: L.periods }),
}

export interface MaterialPeriod {
  Period: string
  Quantity: number
  Prices: { Price: number; Quantity: number }[]
  PlannedPrice?: number | undefined
}
export interface MaterialInput {
  Key: string
  Name: string
  Spec: string
  Unit: string
  C0?: number | undefined
  T?: number | undefined
  RiskBand?: bigint | undefined
  Periods: MaterialPeriod[]
}

/** One material as the computation reads it: the fields, a price in every period, no period twice. */
export function parseMaterial(raw: unknown): Parsed<MaterialInput> {
  const r = parseShape(MATERIAL, raw)
  if (refused(r)) return r
  const m = r as MaterialInput
  const empty = m.Periods.find((p) => p.Prices.length === 0)
  if (empty) return refuse(`“${m.Name}”在${empty.Period}期没有价格`)
  const seen = new Set<string>()
  const decimals = quantityDecimals(m.Unit)
  const step = 10 ** (3 - decimals)
  for (const p of m.Periods) {
    if (seen.has(p.Period)) return refuse(`“${m.Name}”的期次重复：${p.Period}`)
    seen.add(p.Period)
    if (p.Quantity % step !== 0)
      return refuse(
        `“${m.Name}”${p.Period}期数量${milliToDecimal(asMilli(p.Quantity))}${m.Unit}超过计量单位的${decimals}位小数，请按${decimals}位小数填写`,
      )
  }
  return accept(m)
}
