import {
  parseDecimal,
  renderDecimal,
  roundDecimal,
  shiftDecimal,
  type NumericInput,
} from '../format/decimal'

/**
 * Exact bill arithmetic (docs/bill.md "Money"): 工程量 in thousandths, money in integer 分, the
 * product 合价 = 工程量 × 综合单价 taken on integers and rounded once, half away from zero, to
 * 分. Inputs are numbers or decimal strings; a number counts as its shortest decimal
 * representation (what String(x) prints), so 1.005 is 1.005 and never 1.00499….
 */

/**
 * Decimals of 工程量 by 计量单位: the 计量规范 rule (GB 50854-2013 and its siblings: t keeps 3
 * decimals; m, m2, m3 and kg keep 2; 个, 件, 根, 组, 系统 are whole numbers), extended to the
 * other counted units of real bills.
 */
export const QUANTITY_DECIMALS: Readonly<Record<string, number>> = {
  t: 3,
  m: 2,
  m2: 2,
  m3: 2,
  kg: 2,
  km: 3,
  hm2: 3,
  // Counted units: whole numbers.
  ...Object.fromEntries(
    [
      '个',
      '件',
      '根',
      '组',
      '系统',
      '台',
      '套',
      '樘',
      '块',
      '只',
      '座',
      '处',
      '项',
      '株',
      '棵',
      '丛',
      '副',
      '支',
      '把',
      '盏',
      '口',
      '眼',
      '孔',
      '部',
      '站',
      '点',
      '回路',
      '扇',
      '榀',
      '付',
      '头',
      '对',
      '户',
      '间',
      '段',
      // Counted units the 清单库 (GB 50854/50856 items) needs besides the above.
      '条',
      '芯',
      '端口',
      '链路',
      '片',
      '具',
      '节',
      '基',
      '箱',
      '组件',
      '次',
      '台次',
      '天',
      '昼夜',
    ].map((u) => [u, 0]),
  ),
}
/** Decimals for a unit not in the table. */
export const DEFAULT_QUANTITY_DECIMALS = 2

const UNIT_ALIASES: Readonly<Record<string, string>> = {
  'm²': 'm2',
  '㎡': 'm2',
  平方米: 'm2',
  'm³': 'm3',
  '㎥': 'm3',
  立方米: 'm3',
  吨: 't',
  米: 'm',
  延长米: 'm',
  千克: 'kg',
  公斤: 'kg',
  公里: 'km',
}

/** The canonical spelling of a 计量单位: "M³", "立方米" → "m3"; unknown units trimmed as given. */
export function normalizeUnit(unit: string): string {
  const t = unit.trim()
  const lower = t.toLowerCase()
  return UNIT_ALIASES[t] ?? UNIT_ALIASES[lower] ?? (/^[a-z0-9]+$/.test(lower) ? lower : t)
}

/**
 * A unit counted in multiples of a base unit, as 定额 units are written (10m2, 100m3, 1000kg):
 * the base unit (normalised) and the multiple; a plain unit is its own base with multiple 1.
 * "10m2" is a different unit from "m2" (5 of 10m2 are 50 m²), so normalizeUnit keeps it apart.
 */
export function unitMultiple(unit: string): { base: string; multiple: number } {
  const u = normalizeUnit(unit)
  const m = /^(10|100|1000)([^0-9].*)$/.exec(u)
  return m
    ? { base: normalizeUnit(m[2] as string), multiple: Number(m[1]) }
    : { base: u, multiple: 1 }
}

export function quantityDecimals(unit: string): number {
  return QUANTITY_DECIMALS[normalizeUnit(unit)] ?? DEFAULT_QUANTITY_DECIMALS
}

const POW10 = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

/**
 * value × 10^places as an integer, rounded half away from zero on the decimal digits. null for
 * blank or non-numeric input. Throws RangeError beyond Number.MAX_SAFE_INTEGER.
 */
export function toScaled(value: NumericInput, places: number): number | null {
  if (typeof value === 'number') {
    // Fast path: within 1e-6 of an integer the exact decimal rounds to that same integer (for
    // |m| < 1e8 the product's own error is far below that).
    const m = value * (places === 2 ? 100 : places === 3 ? 1000 : 10 ** places)
    if (m < 1e8 && m > -1e8) {
      const r = Math.round(m)
      const e = m - r
      if (e < 1e-6 && e > -1e-6) return r === 0 ? 0 : r
    }
    if (!Number.isFinite(value)) return null
  }
  const d = parseDecimal(value)
  if (d === null) return null
  const n = Number(renderDecimal(roundDecimal(shiftDecimal(d, places), 0), false))
  if (!Number.isSafeInteger(n)) throw new RangeError(`数值超出范围：${String(value)}`)
  return n
}

/** 元 → integer 分 (half away from zero); null when blank or not a number. */
export const toFen = (yuan: NumericInput): number | null => toScaled(yuan, 2)

/** 工程量 → integer thousandths; null when blank or not a number. */
export const toMilli = (quantity: NumericInput): number | null => toScaled(quantity, 3)

/** Integer a ÷ 10^places, rounded half away from zero, exact for safe integers. */
function divRound(a: number, places: number): number {
  const d = POW10[places] ?? 10 ** places
  const rem = a % d
  const q = (a - rem) / d
  if (Math.abs(rem) * 2 >= d) return q + Math.sign(a)
  return q === 0 ? 0 : q
}

function divRoundBig(a: bigint, d: bigint): number {
  const rem = a % d
  let q = (a - rem) / d
  const abs = rem < 0n ? -rem : rem
  if (abs * 2n >= d) q += a < 0n ? -1n : 1n
  const n = Number(q)
  if (!Number.isSafeInteger(n)) throw new RangeError('金额超出范围')
  return n
}

/** 工程量 rounded to its unit's decimals, as a number (1.2345 m3 → 1.23; 2.5 个 → 3). */
export function roundQuantity(quantity: NumericInput, unit: string): number | null {
  const places = quantityDecimals(unit)
  const scaled = toScaled(quantity, places)
  return scaled === null ? null : scaled / (POW10[places] ?? 10 ** places)
}

/** 元 rounded to 2 decimals, as a number. */
export function roundYuan(value: NumericInput): number | null {
  const fen = toFen(value)
  return fen === null ? null : fen / 100
}

/**
 * 合价 in 分 = 工程量 × 综合单价, exactly: 工程量 in thousandths × 单价 in 分, divided by 1,000
 * and rounded half away from zero. Blank 工程量 or 单价 count as 0 (an unpriced item adds
 * nothing). Callers store 工程量 rounded to its unit (roundQuantity) first.
 */
export function lineAmountFen(quantity: NumericInput, unitPrice: NumericInput): number {
  const q = toMilli(quantity)
  const p = toFen(unitPrice)
  return q === null || p === null ? 0 : milliTimesFen(q, p)
}

/** Thousandths × 分 → 分, rounded half away from zero (the core of lineAmountFen). */
export function milliTimesFen(q: number, p: number): number {
  if (q === 0 || p === 0) return 0
  const product = q * p
  if (Number.isSafeInteger(product)) return divRound(product, 3)
  return divRoundBig(BigInt(q) * BigInt(p), 1000n)
}

/** base (分) × rate (percent, up to 6 decimals), rounded half away from zero to 分. */
export function rateAmountFen(baseFen: number, ratePercent: NumericInput): number {
  const r = toScaled(ratePercent, 6)
  if (r === null || r === 0 || baseFen === 0) return 0
  const product = baseFen * r
  if (Number.isSafeInteger(product)) return divRound(product, 8)
  return divRoundBig(BigInt(baseFen) * BigInt(r), 100_000_000n)
}

/** Adds integer 分 and checks every partial sum stays exact. */
export function addFen(a: number, b: number): number {
  const s = a + b
  if (!Number.isSafeInteger(s)) throw new RangeError('合计金额超出范围')
  return s
}

/** 分 → exact 元 decimal string with 2 decimals ("-1234.50"). */
export function fenToDecimal(fen: number): string {
  const negative = fen < 0
  const abs = Math.abs(fen)
  const int = Math.floor(abs / 100)
  const frac = String(abs % 100).padStart(2, '0')
  return `${negative ? '-' : ''}${int}.${frac}`
}

/** Thousandths → exact decimal string with `places` decimals (places ≤ 3). */
export function milliToDecimal(milli: number, places = 3): string {
  const rounded = divRound(milli, 3 - places) // to 10^-places
  const negative = rounded < 0
  const abs = Math.abs(rounded)
  const p = POW10[places] ?? 1
  const int = Math.floor(abs / p)
  const frac = places === 0 ? '' : '.' + String(abs % p).padStart(places, '0')
  return `${negative ? '-' : ''}${int}${frac}`
}
