import { changePercent } from '../materials/price'
import {
  asFen,
  divRound,
  divRoundInt,
  divRoundToNumber,
  fenToDecimal,
  mulDivRound,
  scaledToDecimal,
} from '../money'
import { fixedToText, PERCENT_PLACES } from './exact'

/**
 * Method A.2, 造价信息调整价格差额 (2024 form): ΔP = Σ[(ΔC − B·r) · Q] over the materials whose
 * change |ΔC| exceeds |B·r|, ΔC = Ci − B, r taken positive for a rise and negative for a fall.
 * The base B follows A.2.4 (both editions) when the bid price T differs from the base price C0:
 *   T < C0: a rise counts from C0, a fall from T;
 *   T > C0: a rise counts from T, a fall from C0;
 *   T = C0: both from C0.
 * A price between T and C0 is no change at all. The row is computed exactly and rounded once: the
 * unit difference ΔC − B·r is exact in 10^-4 分 (B in 分, r in hundredths of a percent), printed
 * with the decimals it has (1.0035 元), and the amount (ΔC − B·r) · Q is rounded half away from
 * zero to 分 only at the end (C0 33.33, r 5 %, Ci 36.00, Q 12,345.678: 1.0035 × 12,345.678 =
 * 12,388.89, where rounding the unit first would give 12,345.68).
 */

/** Decimals of the exact unit difference in 元 (10^-4 分). */
export const UNIT_DIFF_PLACES = 6
/** 10^-4 分 per 分. */
const UNIT_SCALE = 10_000

export interface InfoPriceInput {
  /** 基准单价 C0, 分. */
  c0: number
  /** 投标单价 T, 分. */
  t: number
  /** 发承包人确认单价 Ci (current price), 分. */
  ci: number
  /** Risk band in hundredths of a percent (5 % → 500n). */
  band: bigint
  /** Quantity in thousandths. */
  q: number
}

export type Direction = 'rise' | 'fall' | 'none'

export interface InfoPriceOutcome {
  direction: Direction
  /** Which price the change counted from; null when the price did not move past T or C0. */
  baseKind: 'C0' | 'T' | null
  baseFen: number
  /** Ci against the base in percent ("7.50", "-12.00"); null without a move or a zero base. */
  changePercent: string | null
  /** Beyond the band. */
  adjusted: boolean
  /** Adjusted unit difference (ΔC − B·r), exact in 10^-4 分, signed; 0 when not adjusted. */
  unitDiff: number
  /** unitDiff × Q rounded once to 分. */
  amountFen: number
  /** The rule that applied, in Chinese, with the figures. */
  explanation: string
}

/** Results carry 分 in plain number fields; this is where they are read as 分. */
const yuan = (fen: number) => fenToDecimal(asFen(fen))
/** The exact unit difference (10^-4 分) as 元 text with the decimals it has, at least two (1.0035, 5.00). */
export function unitDiffText(unitDiff: number): string {
  const text = scaledToDecimal(unitDiff, UNIT_DIFF_PLACES)
  return text.replace(/(\.\d\d\d*?)0+$/, '$1')
}

/** (ΔC − B·r) × Q: 10^-4 分 × thousandths, rounded once to 分. */
export const rowAmountFen = (q: number, unitDiff: number): number =>
  q === 0 || unitDiff === 0 ? 0 : mulDivRound(q, unitDiff, UNIT_SCALE * 1000)

// A memo of a pure function (the text is the same without it).
// eslint-disable-next-line guard/domain-state
const bandTexts = new Map<bigint, string>()
/** "5%" of a band; memoised, as thousands of rows share a few bands. */
const bandText = (band: bigint) => {
  let text = bandTexts.get(band)
  if (text === undefined) {
    text = `${fixedToText(band, PERCENT_PLACES)}%`
    if (bandTexts.size < 1_000) bandTexts.set(band, text)
  }
  return text
}

/** The bases of a rise and of a fall under A.2.4, with the sentence that names them. */
export function basesOf(
  c0: number,
  t: number,
): { rise: number; fall: number; riseKind: 'C0' | 'T'; fallKind: 'C0' | 'T'; rule: string } {
  if (t < c0)
    return {
      rise: c0,
      fall: t,
      riseKind: 'C0',
      fallKind: 'T',
      rule: `投标单价${yuan(t)}低于基准单价${yuan(c0)}：涨幅以基准单价为基础，跌幅以投标单价为基础`,
    }
  if (t > c0)
    return {
      rise: t,
      fall: c0,
      riseKind: 'T',
      fallKind: 'C0',
      rule: `投标单价${yuan(t)}高于基准单价${yuan(c0)}：涨幅以投标单价为基础，跌幅以基准单价为基础`,
    }
  return {
    rise: c0,
    fall: c0,
    riseKind: 'C0',
    fallKind: 'C0',
    rule: `投标单价等于基准单价${yuan(c0)}：涨跌幅均以基准单价为基础`,
  }
}

/**
 * Largest |base| and |ΔC| (分) the Number path takes: then ΔC·10^4 ± base·band stays below 2^53
 * (a band is at most 100 % = 10^4). Beyond, the same arithmetic runs on BigInt.
 */
const SAFE_FEN = 400_000_000_000

/** (to − from)/from in percent with 2 decimals, as changePercent gives it; from > 0. */
function percentFast(from: number, to: number): string {
  return scaledToDecimal(divRoundInt((to - from) * 10_000, from), 2)
}

/** Ci against `base` in percent with 2 decimals (changePercent's text): Number arithmetic when safe. */
export function pctOf(base: number, ci: number): string | null {
  const delta = ci - base
  return base > 0 && base <= SAFE_FEN && Math.abs(delta) <= SAFE_FEN
    ? percentFast(base, ci)
    : changePercent(base, ci)
}

/**
 * The adjusted unit difference (ΔC − B·r, exact in 10^-4 分, r signed like ΔC) when Ci moved beyond
 * the band from `base`, else null; `bandNum` is Number(band). Number arithmetic when safe, BigInt beyond. No text
 * and no object: the columnar A.2 loop (./info-table.ts) calls it 120,000 times.
 */
export function adjustedUnit(
  base: number,
  ci: number,
  band: bigint,
  bandNum: number,
  rise: boolean,
): number | null {
  const delta = ci - base
  if (base > 0 && base <= SAFE_FEN && Math.abs(delta) <= SAFE_FEN) {
    const allowance = base * bandNum
    const deltaScaled = delta * 10_000
    const beyond = rise ? deltaScaled > allowance : -deltaScaled > allowance
    return beyond ? (rise ? deltaScaled - allowance : deltaScaled + allowance) : null
  }
  const allowance = BigInt(base) * band // ×10^-4 分
  const deltaScaled = BigInt(delta) * 10_000n
  const beyond = rise ? deltaScaled > allowance : -deltaScaled > allowance
  return beyond
    ? divRoundToNumber(rise ? deltaScaled - allowance : deltaScaled + allowance, 1n)
    : null
}

/**
 * |Ci against base| in percent for an explanation: two decimals, or four (six) where two would
 * read as the band itself while the price moved past or short of it (3,675.01 against 3,500.00 is
 * 5.0003 %, not 5.00 %, beyond a 5 % band).
 */
export function movePercentText(base: number, ci: number, band: bigint): string | null {
  const pct = pctOf(base, ci)
  if (pct === null) return null
  const abs = pct.replace('-', '')
  const delta = BigInt(Math.abs(ci - base))
  const bandValue = Number(fixedToText(band, PERCENT_PLACES))
  if (Number(abs) !== bandValue) return abs
  if (delta * 10_000n === BigInt(base) * band) return abs
  for (const places of [4, 6]) {
    const text = scaledToDecimal(divRound(delta * 10n ** BigInt(places + 2), BigInt(base)), places)
    if (Number(text) !== bandValue || places === 6) return text
  }
  return abs
}

/** "确认单价…较基准单价…上涨5.0003%": the move an explanation states. */
function movedText(
  kind: 'C0' | 'T',
  base: number,
  ci: number,
  rise: boolean,
  band: bigint,
): string {
  const pct = movePercentText(base, ci, band)
  return `确认单价${yuan(ci)}较${kind === 'C0' ? '基准单价' : '投标单价'}${yuan(base)}${rise ? '上涨' : '下跌'}${pct === null ? '' : `${pct}%`}`
}

/** The unit difference and the change in percent. */
function movement(
  base: number,
  ci: number,
  band: bigint,
  rise: boolean,
): { beyond: boolean; unit: number; pct: string | null } {
  const unit = adjustedUnit(base, ci, band, Number(band), rise)
  return { beyond: unit !== null, unit: unit ?? 0, pct: pctOf(base, ci) }
}

/** `bases` may be passed in by a caller that computes many periods of one material. */
export function infoPriceDifference(
  input: InfoPriceInput,
  bases?: ReturnType<typeof basesOf>,
): InfoPriceOutcome {
  const { c0, t, ci, band, q } = input
  const b = bases ?? basesOf(c0, t)
  const direction: Direction = ci > b.rise ? 'rise' : ci < b.fall ? 'fall' : 'none'
  if (direction === 'none') {
    const between =
      t !== c0 ? `确认单价${yuan(ci)}介于投标单价与基准单价之间` : `确认单价${yuan(ci)}等于基准单价`
    return {
      direction,
      baseKind: null,
      baseFen: c0,
      changePercent: null,
      adjusted: false,
      unitDiff: 0,
      amountFen: 0,
      explanation: `${b.rule}；${between}，不调整`,
    }
  }
  const base = direction === 'rise' ? b.rise : b.fall
  const baseKind = direction === 'rise' ? b.riseKind : b.fallKind
  const { beyond, unit, pct } = movement(base, ci, band, direction === 'rise')
  const moved = movedText(baseKind, base, ci, direction === 'rise', band)
  if (!beyond) {
    return {
      direction,
      baseKind,
      baseFen: base,
      changePercent: pct,
      adjusted: false,
      unitDiff: 0,
      amountFen: 0,
      explanation: `${b.rule}；${moved}，未超过风险幅度${bandText(band)}，不调整`,
    }
  }
  return {
    direction,
    baseKind,
    baseFen: base,
    changePercent: pct,
    adjusted: true,
    unitDiff: unit,
    amountFen: rowAmountFen(q, unit),
    explanation: `${b.rule}；${moved}，超过风险幅度${bandText(band)}，超出部分每单位${unitDiffText(unit)}元按实调整`,
  }
}

/**
 * The rule a row took, as a small integer (the columnar result keeps this instead of the text):
 * no move past T or C0, a rise or a fall within the band, a rise or a fall beyond it.
 */
export const RULE_NONE = 0
export const RULE_RISE_WITHIN = 1
export const RULE_RISE_BEYOND = 2
export const RULE_FALL_WITHIN = 3
export const RULE_FALL_BEYOND = 4
export type RuleCode = 0 | 1 | 2 | 3 | 4

/**
 * The Chinese explanation of a row, built from its rule code and numbers when the row is shown or
 * exported: the same text `infoPriceDifference` gives (a unit test compares both).
 */
export function explanationOf(
  code: RuleCode,
  c0: number,
  t: number,
  ci: number,
  band: bigint,
  unit: number,
  bases?: ReturnType<typeof basesOf>,
): string {
  const b = bases ?? basesOf(c0, t)
  if (code === RULE_NONE)
    return `${b.rule}；${t !== c0 ? `确认单价${yuan(ci)}介于投标单价与基准单价之间` : `确认单价${yuan(ci)}等于基准单价`}，不调整`
  const rise = code === RULE_RISE_WITHIN || code === RULE_RISE_BEYOND
  const base = rise ? b.rise : b.fall
  const kind = rise ? b.riseKind : b.fallKind
  const moved = movedText(kind, base, ci, rise, band)
  if (code === RULE_RISE_WITHIN || code === RULE_FALL_WITHIN)
    return `${b.rule}；${moved}，未超过风险幅度${bandText(band)}，不调整`
  return `${b.rule}；${moved}，超过风险幅度${bandText(band)}，超出部分每单位${unitDiffText(unit)}元按实调整`
}

/** The whole outcome of a row from its rule code and numbers (what `infoPriceDifference` returns). */
export function outcomeOf(
  code: RuleCode,
  c0: number,
  t: number,
  ci: number,
  band: bigint,
  unit: number,
  amount: number,
  bases?: ReturnType<typeof basesOf>,
): InfoPriceOutcome {
  const b = bases ?? basesOf(c0, t)
  const explanation = explanationOf(code, c0, t, ci, band, unit, b)
  if (code === RULE_NONE)
    return {
      direction: 'none',
      baseKind: null,
      baseFen: c0,
      changePercent: null,
      adjusted: false,
      unitDiff: 0,
      amountFen: 0,
      explanation,
    }
  const rise = code === RULE_RISE_WITHIN || code === RULE_RISE_BEYOND
  const base = rise ? b.rise : b.fall
  const adjusted = code === RULE_RISE_BEYOND || code === RULE_FALL_BEYOND
  return {
    direction: rise ? 'rise' : 'fall',
    baseKind: rise ? b.riseKind : b.fallKind,
    baseFen: base,
    changePercent: pctOf(base, ci),
    adjusted,
    unitDiff: adjusted ? unit : 0,
    amountFen: adjusted ? amount : 0,
    explanation,
  }
}
