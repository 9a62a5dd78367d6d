import type { z } from 'zod'
import { adjustInputSchema, type AdjustValues, type materialInputSchema } from './input-schemas'
import { ADJUST_LIMITS } from './model'

/**
 * The A.2 materials parsed without zod (docs/price-adjustment.md "Speed"). A scheme of 5,000
 * materials × 24 periods has 120,000 period rows; the zod schema spends most of a computation on
 * them. This reads the plain shape the screen and the builders store (trimmed texts, 元 with at
 * most 2 decimals, quantities with at most 3) into exactly the values of `materialInputSchema`.
 * Anything else — numbers, untrimmed or over-long texts, a missing price, a bad period — answers
 * null, and the caller parses with zod, which gives the Chinese message. So the fast path never
 * accepts what zod refuses, nor reads a value differently.
 */

type Material = z.output<typeof materialInputSchema>
type Period = Material['Periods'][number]

const L = ADJUST_LIMITS
const POW10 = [1, 10, 100, 1000]
const blank = (v: unknown) => v === undefined || v === null || v === ''

/**
 * Digits[.digits] of at most `maxInt` integer and `places` decimal digits → value × 10^places,
 * scanned by char code (no regex, no substrings: 120,000 rows allocate nothing here); else null.
 */
function scaled(v: unknown, places: number, maxInt: number): number | null {
  if (typeof v !== 'string') return null
  const n = v.length
  let int = 0
  let i = 0
  for (; i < n; i++) {
    const c = v.charCodeAt(i)
    if (c === 46) break
    if (c < 48 || c > 57 || i >= maxInt) return null
    int = int * 10 + (c - 48)
  }
  if (i === 0) return null
  let frac = 0
  let digits = 0
  if (i < n) {
    if (i === n - 1) return null
    for (i++; i < n; i++) {
      const c = v.charCodeAt(i)
      if (c < 48 || c > 57 || ++digits > places) return null
      frac = frac * 10 + (c - 48)
    }
  }
  return int * POW10[places]! + frac * POW10[places - digits]!
}

/** YYYY-MM with a month 01 … 12 (as isPeriod), by char code. */
function isPeriodText(v: unknown): v is string {
  if (typeof v !== 'string' || v.length !== 7 || v.charCodeAt(4) !== 45) return false
  for (let i = 0; i < 7; i++) {
    const c = v.charCodeAt(i)
    if (i !== 4 && (c < 48 || c > 57)) return false
  }
  const month = (v.charCodeAt(5) - 48) * 10 + (v.charCodeAt(6) - 48)
  return month >= 1 && month <= 12
}

/** 元 → 分, ≥ 0 (within the money limit); `positive` refuses 0. */
function fen(v: unknown, positive = false): number | null {
  const f = scaled(v, 2, 13)
  return f === null || f > L.moneyFenMax || (positive && f === 0) ? null : f
}

const milli = (v: unknown): number | null => scaled(v, 3, 12)

/** A plain, already-trimmed text of at most `max` characters. */
function text(v: unknown, max: number, required: boolean): string | null {
  if (blank(v)) return required ? null : ''
  if (typeof v !== 'string' || v.length > max || v.trim() !== v || v === '') return null
  return v
}

function period(raw: unknown): Period | null {
  if (typeof raw !== 'object' || raw === null) return null
  const p = raw as Record<string, unknown>
  if (!isPeriodText(p.Period)) return null
  const quantity = milli(p.Quantity)
  if (
    quantity === null ||
    !Array.isArray(p.Prices) ||
    p.Prices.length === 0 ||
    p.Prices.length > L.valuesPerPeriod
  )
    return null
  const prices: Period['Prices'] = []
  for (const v of p.Prices as unknown[]) {
    if (typeof v !== 'object' || v === null) return null
    const price = fen((v as Record<string, unknown>).Price)
    const q = (v as Record<string, unknown>).Quantity
    const weight = blank(q) ? 0 : milli(q)
    if (price === null || weight === null) return null
    prices.push({ Price: price, Quantity: weight })
  }
  let planned: number | undefined
  if (!blank(p.PlannedPrice)) {
    const f = fen(p.PlannedPrice)
    if (f === null) return null
    planned = f
  }
  return { Period: p.Period, Quantity: quantity, Prices: prices, PlannedPrice: planned }
}

function material(raw: unknown): Material | null {
  if (typeof raw !== 'object' || raw === null) return null
  const m = raw as Record<string, unknown>
  const Key = text(m.Key, L.code, false)
  const Name = text(m.Name, L.name, true)
  const Spec = text(m.Spec, L.name, false)
  const Unit = text(m.Unit, 20, true)
  const C0 = fen(m.C0, true)
  const T = blank(m.T) ? undefined : fen(m.T, true)
  let band: bigint | undefined
  if (!blank(m.RiskBand)) {
    const b = scaled(m.RiskBand, 2, 3)
    if (b === null || b > 10_000) return null
    band = BigInt(b)
  }
  if (
    Key === null ||
    Name === null ||
    Spec === null ||
    Unit === null ||
    C0 === null ||
    T === null ||
    !Array.isArray(m.Periods) ||
    m.Periods.length > L.periods
  )
    return null
  const periods: Period[] = []
  const seen = new Set<string>()
  for (const p of m.Periods as unknown[]) {
    const parsed = period(p)
    if (parsed === null || seen.has(parsed.Period)) return null
    seen.add(parsed.Period)
    periods.push(parsed)
  }
  return { Key, Name, Spec, Unit, C0, T, RiskBand: band, Periods: periods }
}

/** The materials as `materialInputSchema` reads them, or null when zod must look (see above). */
export function fastMaterials(list: unknown): Material[] | null {
  if (!Array.isArray(list) || list.length > L.rows) return null
  const out: Material[] = []
  for (const raw of list as unknown[]) {
    const m = material(raw)
    if (m === null) return null
    out.push(m)
  }
  return out
}

/**
 * `adjustInputSchema.safeParse` with the materials read by `fastMaterials` when it can: the rest
 * of the input (settings, the A.1 table, the ±15 % items: small) still goes through zod.
 */
export function parseAdjustInput(raw: unknown): ReturnType<typeof adjustInputSchema.safeParse> {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const fast = fastMaterials((raw as Record<string, unknown>).Materials ?? [])
    if (fast !== null) {
      const rest = adjustInputSchema.safeParse({ ...raw, Materials: [] })
      if (!rest.success) return rest
      const data: AdjustValues = { ...rest.data, Materials: fast }
      return { ...rest, data }
    }
  }
  return adjustInputSchema.safeParse(raw)
}
