import type { z } from 'zod'
import { isPeriod } from '../materials/period'
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
const FEN = /^(\d{1,13})(?:\.(\d{1,2}))?$/
const MILLI = /^(\d{1,12})(?:\.(\d{1,3}))?$/
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/
const FRAC_SCALE = [1, 10, 100, 1000]

const blank = (v: unknown) => v === undefined || v === null || v === ''

function scaled(re: RegExp, places: number, v: unknown): number | null {
  if (typeof v !== 'string') return null
  const m = re.exec(v)
  if (m === null) return null
  const frac = m[2] ?? ''
  return Number(m[1]) * FRAC_SCALE[places]! + (frac === '' ? 0 : Number(frac) * FRAC_SCALE[places - frac.length]!)
}

/** 元 → 分, ≥ 0 (within the money limit); `positive` refuses 0. */
function fen(v: unknown, positive = false): number | null {
  const f = scaled(FEN, 2, v)
  return f === null || f > L.moneyFenMax || (positive && f === 0) ? null : f
}

const milli = (v: unknown): number | null => scaled(MILLI, 3, v)

/** A plain, already-trimmed text of at most `max` characters. */
function text(v: unknown, max: number, required: boolean): string | null {
  if (blank(v)) return required ? null : ''
  if (typeof v !== 'string' || v.length > max || v.trim() !== v || v === '') return null
  return v
}

function period(raw: unknown): Period | null {
  if (typeof raw !== 'object' || raw === null) return null
  const p = raw as Record<string, unknown>
  if (typeof p.Period !== 'string' || !isPeriod(p.Period)) return null
  const quantity = milli(p.Quantity)
  if (quantity === null || !Array.isArray(p.Prices) || p.Prices.length === 0 || p.Prices.length > L.valuesPerPeriod) return null
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
    const b = scaled(PERCENT, 2, m.RiskBand)
    if (b === null || b > 10_000) return null
    band = BigInt(b)
  }
  if (Key === null || Name === null || Spec === null || Unit === null || C0 === null || T === null || !Array.isArray(m.Periods) || m.Periods.length > L.periods) return null
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
