import { milliTimesFen, mulDivRound } from '../money'
import { totalWithDeltas, type PreparedBill, type UnitDelta } from './prepare'

/**
 * Step 3 of the §3.5.2 correction (docs/bid-return.md "Corrections"): the 分部分项 unit prices
 * scaled by one factor k so that the bill, re-derived in full (合价 = 工程量 × 单价 rounded, 措施,
 * 规费 and 税金 from the new sums), comes to the 投标总价. Unit prices keep 2 decimals (分), so:
 *
 * 1. k is the largest factor (in steps of 10⁻⁹) whose bill does not pass the 投标总价 (the total
 *    never falls as k grows, so a bisection finds it, in a bracket around the linear estimate);
 * 2. the 分 left are closed by raising single unit prices by whole 分, lines with the smallest
 *    工程量 first (each 分 moves the total least there), as far as the total stays within;
 * 3. what no 2-decimal price can carry (the 税金 rounding can step over a 分) is the residue: it is
 *    added to the 税金 / 增值税 of the 单位工程 with the largest total, so the corrected bill states
 *    the 投标总价 exactly. It is 0 in most bills and a few 分 at most.
 */

export interface SpreadResult {
  /** Item indices of the lines that took part (分部分项, 工程量 > 0, 单价 > 0). */
  lines: number[]
  /** Their unit prices (分) and 合价 (分) after the spread. */
  prices: Float64Array
  amounts: Float64Array
  /** The bill's total with those lines, before the residue. */
  totalFen: number
  /** 投标总价 − totalFen, added to the residue unit's 税金. */
  residueFen: number
  residueUnitId: string | null
}

const SCALE = 1_000_000_000
/** Lines tried one by one in step 2 (the smallest 工程量 first). */
const FINE_LINES = 200

/**
 * `two`: each item's 合价 after step 2; `price2`: its unit price after step 2 (分, NaN when blank).
 * null when no line can take a share (then nothing is spread).
 */
export function spreadToTotal(
  b: PreparedBill,
  two: Float64Array,
  price2: Float64Array,
  target: number,
): SpreadResult | null {
  const c = b.cols
  const unitIds = b.data.units.map((u) => u.ID)
  const unitAt = new Map(unitIds.map((id, k) => [id, k]))
  const lines: number[] = []
  // Step 2's changes of every item, per unit: the start of every evaluation.
  const base = unitIds.map((): UnitDelta => ({ items: 0, measureItems: 0 }))
  for (let i = 0; i < c.n; i++) {
    const k = unitAt.get(c.unitId[i] as string)
    if (k === undefined) continue
    const d = (two[i] as number) - (b.amount[i] as number)
    if (c.measure[i] === 1) (base[k] as UnitDelta).measureItems += d
    else (base[k] as UnitDelta).items += d
    const q = b.qMilli[i] as number
    const p = price2[i] as number
    if (c.measure[i] === 0 && q > 0 && p > 0) lines.push(i)
  }
  if (lines.length === 0) return null
  const lineUnit = Int32Array.from(lines, (i) => unitAt.get(c.unitId[i] as string) ?? 0)
  const prices = new Float64Array(lines.length)
  const amounts = new Float64Array(lines.length)
  const itemDelta = new Float64Array(unitIds.length)
  const totalOf = (): { total: number; units: ReturnType<typeof totalWithDeltas>['units'] } => {
    const deltas = new Map<string, UnitDelta>()
    unitIds.forEach((id, k) => {
      const d = base[k] as UnitDelta
      deltas.set(id, { items: d.items + (itemDelta[k] as number), measureItems: d.measureItems })
    })
    return totalWithDeltas(b, deltas)
  }
  const at = (factor: number): number => {
    itemDelta.fill(0)
    for (let n = 0; n < lines.length; n++) {
      const i = lines[n] as number
      const p = mulDivRound(price2[i] as number, factor, SCALE)
      const a = milliTimesFen(b.qMilli[i] as number, p)
      prices[n] = p
      amounts[n] = a
      const k = lineUnit[n] as number
      itemDelta[k] = (itemDelta[k] as number) + a - (two[i] as number)
    }
    return totalOf().total
  }
  const f0 = at(0)
  if (f0 > target) return null
  // The total is close to linear in k: start from the straight line through k = 0 and k = 1, then
  // widen a small bracket around it until it holds the answer, and bisect inside it (≈ 15 passes
  // over the lines instead of ≈ 37 for a bisection from [0, 2]).
  const f1 = at(SCALE)
  let guess = f1 > f0 ? Math.floor((SCALE * (target - f0)) / (f1 - f0)) : SCALE
  guess = Math.max(0, Math.min(guess, SCALE * 1024))
  let width = Math.max(1000, Math.floor(guess / 1_000_000))
  let lo = Math.max(0, guess - width)
  while (lo > 0 && at(lo) > target) {
    width *= 2
    lo = Math.max(0, guess - width)
  }
  let hi = guess + width
  for (let k = 0; k < 60 && at(hi) <= target; k++) {
    lo = hi
    width *= 2
    hi = guess + width
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (at(mid) <= target) lo = mid
    else hi = mid
  }
  let total = at(lo)
  // Step 2: whole 分 on single lines, the smallest 工程量 first.
  const order = Array.from(lines.keys()).sort(
    (x, y) =>
      (b.qMilli[lines[x] as number] as number) - (b.qMilli[lines[y] as number] as number) || x - y,
  )
  for (const n of order.slice(0, FINE_LINES)) {
    if (total === target) break
    const i = lines[n] as number
    const q = b.qMilli[i] as number
    const p0 = prices[n] as number
    const a0 = amounts[n] as number
    const k = lineUnit[n] as number
    const tryRaise = (d: number): number => {
      const a = milliTimesFen(q, p0 + d)
      itemDelta[k] = (itemDelta[k] as number) + a - a0
      const t = totalOf().total
      itemDelta[k] = itemDelta[k] - a + a0
      return t
    }
    // The most whole 分 this line can take: at most the gap in 合价 terms, found by bisection.
    let low = 0
    let high = Math.floor(((target - total) * 1000) / q) + 1
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if (tryRaise(mid) <= target) low = mid
      else high = mid
    }
    if (low === 0) continue
    const a = milliTimesFen(q, p0 + low)
    itemDelta[k] = (itemDelta[k] as number) + a - a0
    prices[n] = p0 + low
    amounts[n] = a
    total = totalOf().total
  }
  const final = totalOf()
  let residueUnitId: string | null = null
  let largest = -Infinity
  for (const [id, s] of final.units)
    if (s.total > largest) {
      largest = s.total
      residueUnitId = id
    }
  return {
    lines,
    prices,
    amounts,
    totalFen: final.total,
    residueFen: target - final.total,
    residueUnitId: target === final.total ? null : residueUnitId,
  }
}
