import { milliTimesFen, toFen, toMilli } from '../bill/money'
import { totalWith, type PreparedBill } from './prepare'

/**
 * The arithmetic corrections of GB/T 50500-2024 §3.5.2, in its order (docs/bid-return.md):
 * 1. the 投标总价 never changes;
 * 2. where 合价 ≠ 单价 × 工程量 the unit price wins and the 合价 is recomputed, unless the unit
 *    price's decimal point is obviously misplaced (单价 × 10^k × 工程量 gives the stated 合价 for
 *    k in ±1…±3): then the 合价 wins and the unit price is corrected;
 * 3. the difference left between the 投标总价 and the corrected bill's total is spread over the
 *    分部分项 合价 in proportion to them, by largest remainder in 分, so the corrected lines add
 *    up to the 投标总价 exactly. 措施, 其他项目, 规费 and 税金 keep the amounts of the bill after
 *    step 2 (re-deriving them from the spread lines would move the total again).
 */

export type CorrectionRule = '单价为准' | '合价为准（单价小数点错位）' | '差额分摊'

export interface ItemCorrection {
  itemId: string
  rule: CorrectionRule
  unitPriceBefore: number | null
  /** The corrected unit price: 合价 ÷ 工程量 to 6 decimals after a spread. */
  unitPriceAfter: number | null
  /** 合价 as stated (or computed when none was stated) and after correction, in 分. */
  amountBefore: number
  amountAfter: number
}

export interface BidderCorrection {
  bidderId: string
  /** The 投标总价 (unchanged). */
  statedTotalFen: number
  /** The bill's total after step 2. */
  correctedTotalFen: number
  /** 投标总价 − correctedTotal, spread in step 3. */
  spreadFen: number
  /** Σ 合价 of every item after step 3 plus the other parts of step 2: equals statedTotalFen. */
  finalTotalFen: number
  /** Σ 合价 of every item after step 3. */
  finalItemsFen: number
  /** 措施 (总价), 其他项目, 规费 and 税金 of the bill after step 2, held through step 3. */
  otherPartsFen: number
  items: ItemCorrection[]
}

const POW = [1, 10, 100, 1000]

/** The unit price (分) whose decimal point, moved, explains the stated 合价; null if none does. */
export function misplacedPoint(qMilli: number, priceFen: number, statedFen: number): number | null {
  for (let k = 1; k <= 3; k++) {
    const f = POW[k] as number
    if (milliTimesFen(qMilli, priceFen * f) === statedFen) return priceFen * f
    if (priceFen % f === 0 && milliTimesFen(qMilli, priceFen / f) === statedFen) return priceFen / f
  }
  return null
}

/** Splits `total` (分) over `weights` (non-negative) in proportion, largest remainder: Σ = total exactly. */
export function spreadFen(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n)
  if (sum === 0n || total === 0) return weights.map(() => 0)
  const sign = total < 0 ? -1n : 1n
  const T = BigInt(Math.abs(total))
  const shares = weights.map((w) => (T * BigInt(w)) / sum)
  const rems = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % sum }))
  let left = T - shares.reduce((a, s) => a + s, 0n)
  rems.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1))
  for (const { i } of rems) {
    if (left === 0n) break
    shares[i] = (shares[i] as bigint) + 1n
    left--
  }
  return shares.map((s) => Number(s * sign))
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6

export function correctBidder(b: PreparedBill): BidderCorrection {
  const items: ItemCorrection[] = []
  const corrected = new Map<string, number>()
  // Step 2: each stated 合价 that disagrees with 单价 × 工程量.
  for (const it of b.data.items) {
    const stated = b.statedFen.get(it.ID)
    const computed = b.amountFen.get(it.ID) ?? 0
    if (stated === undefined || stated === computed) continue
    const q = toMilli(it.Quantity) ?? 0
    const p = toFen(it.UnitPrice) ?? 0
    const moved = q === 0 || p === 0 ? null : misplacedPoint(q, p, stated)
    if (moved !== null) {
      corrected.set(it.ID, stated)
      items.push({ itemId: it.ID, rule: '合价为准（单价小数点错位）', unitPriceBefore: it.UnitPrice, unitPriceAfter: moved / 100, amountBefore: stated, amountAfter: stated })
    } else {
      corrected.set(it.ID, computed)
      items.push({ itemId: it.ID, rule: '单价为准', unitPriceBefore: it.UnitPrice, unitPriceAfter: it.UnitPrice, amountBefore: stated, amountAfter: computed })
    }
  }
  const correctedTotalFen = corrected.size > 0 ? totalWith(b.data, corrected).total : b.totalFen
  const spread = b.statedTotalFen - correctedTotalFen
  // Step 3: over the 分部分项 lines with a positive 合价 and a quantity.
  const lines = b.data.items.filter((it) => it.Kind === '分部分项' && (toMilli(it.Quantity) ?? 0) > 0)
  const amountOf = (id: string) => corrected.get(id) ?? b.amountFen.get(id) ?? 0
  const weights = lines.map((it) => Math.max(0, amountOf(it.ID)))
  const shares = spreadFen(spread, weights)
  const byId = new Map(items.map((c) => [c.itemId, c]))
  lines.forEach((it, i) => {
    const share = shares[i] ?? 0
    if (share === 0) return
    const before = amountOf(it.ID)
    const after = before + share
    const price = round6(after / 100 / (it.Quantity as number))
    const prior = byId.get(it.ID)
    if (prior) {
      prior.amountAfter = after
      prior.unitPriceAfter = price
    } else {
      const c: ItemCorrection = { itemId: it.ID, rule: '差额分摊', unitPriceBefore: it.UnitPrice, unitPriceAfter: price, amountBefore: before, amountAfter: after }
      items.push(c)
      byId.set(it.ID, c)
    }
  })
  const spreadSum = shares.reduce((a, s) => a + s, 0)
  let stepTwoItems = 0
  for (const it of b.data.items) stepTwoItems += amountOf(it.ID)
  return {
    bidderId: b.id,
    statedTotalFen: b.statedTotalFen,
    correctedTotalFen,
    spreadFen: spread,
    finalTotalFen: correctedTotalFen + spreadSum,
    finalItemsFen: stepTwoItems + spreadSum,
    otherPartsFen: correctedTotalFen - stepTwoItems,
    items,
  }
}
