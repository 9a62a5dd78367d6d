import {
  asFen,
  divRound,
  divRoundToNumber,
  fenToDecimal,
  milliTimesFen,
  rateAmountFen,
} from '../money'
import type { Averaging, DelayCause, QuantityReading, StandardVersion } from './model'
import { BASE_DATE_DAYS_BEFORE_DEADLINE } from './model'
import { ratio, roundR } from './exact'

/**
 * The rules around the two methods (docs/price-adjustment.md): averaging several values in one
 * period, the delay rule, VAT on the differences, P0 without VAT, the ±15 % quantity rule and
 * the 合同基准日. Values are fixed-point integers (分 for prices, 10^-4 for indices), quantities
 * thousandths; nothing is a float.
 */

/** One value seen in a period, with the quantity (or amount) used at that value. */
export interface PeriodValue {
  value: bigint
  /** Quantity in thousandths (or amount in 分) used at this value; 0 when unknown. */
  weight: bigint
}

/**
 * The period's value from several (2024 A.1.5 / A.2.3), in the same fixed point as the inputs,
 * rounded half away from zero. 'weighted' falls back to the arithmetic mean when no weight is
 * given; 'main' takes the value of the largest weight (the first one on a tie).
 */
export function averageValues(values: readonly PeriodValue[], how: Averaging): bigint {
  const first = values[0]
  if (first === undefined) throw new RangeError('没有可取的价格')
  if (values.length === 1) return first.value
  const totalWeight = values.reduce((s, v) => s + v.weight, 0n)
  if (how === 'main') {
    return values.reduce((best, v) => (v.weight > best.weight ? v : best), first).value
  }
  if (how === 'weighted' && totalWeight > 0n) {
    return divRound(
      values.reduce((s, v) => s + v.value * v.weight, 0n),
      totalWeight,
    )
  }
  return divRound(
    values.reduce((s, v) => s + v.value, 0n),
    BigInt(values.length),
  )
}

/**
 * The price (or index) a period takes when the works ran late (2024 §8.7.4): a delay caused by
 * the employer takes the higher of the planned-date and actual-date values, one caused by the
 * contractor the lower. Without a delay, or without a planned value, the actual value stands.
 */
export function delayedValue(
  actual: bigint,
  planned: bigint | null,
  cause: DelayCause,
): { value: bigint; from: 'actual' | 'planned' } {
  if (planned === null || cause === 'none') return { value: actual, from: 'actual' }
  const takePlanned = cause === 'employer' ? planned > actual : planned < actual
  return takePlanned ? { value: planned, from: 'planned' } : { value: actual, from: 'actual' }
}

/** VAT on a price difference (2024 §3.3.5: differences bear VAT, never 管理费 or 利润). */
export function vatOnDifference(differenceFen: number, taxRatePercent: string): number {
  return rateAmountFen(differenceFen, taxRatePercent)
}

/**
 * P0 of method A.1 without VAT (2024 A.1.1 names P0 VAT-excluded): an amount entered with VAT
 * is divided by (1 + rate), rounded half away from zero to 分; one entered without is kept.
 */
export function p0WithoutTax(
  amountFen: number,
  includesTax: boolean,
  taxRateBasis: bigint,
): number {
  if (!includesTax || taxRateBasis === 0n) return amountFen
  return roundR(ratio(BigInt(amountFen) * 10_000n, 10_000n + taxRateBasis))
}

/** 合同基准日 from the bid deadline (28 days before it, 2024 §2.0.21); both YYYY-MM-DD. */
export function baseDateFromDeadline(deadline: string): string {
  const t = Date.parse(`${deadline}T00:00:00Z`)
  if (Number.isNaN(t)) throw new RangeError(`日期格式应为YYYY-MM-DD：${deadline}`)
  return new Date(t - BASE_DATE_DAYS_BEFORE_DEADLINE * 86_400_000).toISOString().slice(0, 10)
}

export type QuantityCase = 'within' | 'above' | 'below' | 'change'

export interface QuantityRuleResult {
  case: QuantityCase
  /** The settled amount S in 分. */
  amountFen: number
  /** S − Q1·P0: what the rule changed against pricing the new quantity at the contract rate. */
  changeFen: number
  /** The formula used, in Chinese, with the figures. */
  rule: string
}

/**
 * A bill item whose quantity moved beyond ±15 % (2013 §9.6.2; 2024 §8.9.2). Q0 the bill
 * quantity, Q1 the actual one (thousandths), P0 the contract rate, P1 the new rate (分).
 * 2013, and 2024 read as 'excess': above 1.15·Q0, S = 1.15·Q0·P0 + (Q1 − 1.15·Q0)·P1; below
 * 0.85·Q0, S = Q1·P1. 2024 read as 'whole': beyond either bound S = Q1·P1. Within: S = Q1·P0.
 */
export function quantityRule(
  q0: number,
  q1: number,
  p0: number,
  p1: number,
  version: StandardVersion,
  reading: QuantityReading,
): QuantityRuleResult {
  const Q0 = BigInt(q0)
  const Q1 = BigInt(q1)
  const atP0 = milliTimesFen(q1, p0)
  if (q0 === 0) {
    // Not in the bill: a new item is a 工程变更 (2013 §9.3; 2024 §8.3), priced by the change's
    // rate; the ±15 % rule compares against a bill quantity and has none to compare here.
    const s = milliTimesFen(q1, p1)
    return {
      case: 'change',
      amountFen: s,
      changeFen: s - atP0,
      rule: '清单工程量为0：属于新增项目（工程变更），不按工程量偏差处理，按变更确定的综合单价结算：S = Q1 × P1',
    }
  }
  const above = Q1 * 100n > Q0 * 115n
  const below = Q1 * 100n < Q0 * 85n
  const whole = version === 'GB/T 50500-2024' && reading === 'whole'
  if (!above && !below) {
    return {
      case: 'within',
      amountFen: atP0,
      changeFen: 0,
      rule: '工程量偏差未超过±15%，按原综合单价P0结算：S = Q1 × P0',
    }
  }
  if (below || whole) {
    const s = milliTimesFen(q1, p1)
    const why = below ? '工程量减少超过15%' : '工程量增加超过15%'
    return {
      case: below ? 'below' : 'above',
      amountFen: s,
      changeFen: s - atP0,
      rule: `${why}，全部工程量按新综合单价P1结算：S = Q1 × P1`,
    }
  }
  // S = 1.15·Q0·P0 + (Q1 − 1.15·Q0)·P1 with quantities in thousandths: one fraction over 100 000.
  const s = roundR(ratio(115n * Q0 * BigInt(p0) + (100n * Q1 - 115n * Q0) * BigInt(p1), 100_000n))
  return {
    case: 'above',
    amountFen: s,
    changeFen: s - atP0,
    rule: '工程量增加超过15%，超出部分按新综合单价P1结算：S = 1.15 × Q0 × P0 + (Q1 − 1.15 × Q0) × P1',
  }
}

/** P1 as the ±15 % rule derives it from the 招标控制价 rate P2 and the 报价浮动率 L. */
export interface DerivedRate {
  p1: number
  /** The bounds the rule compared P0 with, 分. */
  lower: number
  upper: number
  note: string
}

/**
 * The new rate P1 of an item whose quantity moved beyond ±15 % when none was agreed (GB 50500-2013
 * §9.6.2 and its 条文说明, the same bounds read for GB/T 50500-2024 §8.9.2): with P2 the item's
 * rate in the 招标控制价 and L the 报价浮动率 (hundredths of a percent),
 *   P0 < P2 × (1 − L) × (1 − 15 %): P1 = P2 × (1 − L) × (1 − 15 %);
 *   P0 > P2 × (1 + 15 %):           P1 = P2 × (1 + 15 %);
 *   otherwise:                       P1 = P0 (the rate stays).
 * Bounds rounded half away from zero to 分.
 */
export function rateFromControl(p0: number, p2: number, l: bigint): DerivedRate {
  const lower = divRoundToNumber(BigInt(p2) * (10_000n - l) * 85n, 1_000_000n)
  const upper = divRoundToNumber(BigInt(p2) * 115n, 100n)
  const yuan = (fen: number) => fenToDecimal(asFen(fen))
  if (p0 < lower)
    return {
      p1: lower,
      lower,
      upper,
      note: `P0 ${yuan(p0)} 低于 P2 × (1 − L) × (1 − 15%) = ${yuan(lower)}，P1 取 ${yuan(lower)}`,
    }
  if (p0 > upper)
    return {
      p1: upper,
      lower,
      upper,
      note: `P0 ${yuan(p0)} 高于 P2 × (1 + 15%) = ${yuan(upper)}，P1 取 ${yuan(upper)}`,
    }
  return {
    p1: p0,
    lower,
    upper,
    note: `P0 ${yuan(p0)} 在 ${yuan(lower)} 与 ${yuan(upper)} 之间，P1 = P0`,
  }
}
