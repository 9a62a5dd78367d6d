import { milliTimesFen, quotient } from '../money'
import { idAt, nullOf } from './columns'
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

/** Splits `total` (分) over `weights` (non-negative integers) in proportion, largest remainder: Σ = total exactly. */
export function spreadFen(total: number, weights: readonly number[]): number[] {
  let sum = 0
  let max = 0
  for (const w of weights) {
    sum += w
    if (w > max) max = w
  }
  if (sum === 0 || total === 0) return weights.map(() => 0)
  const T = Math.abs(total)
  // Exact in doubles while T × w stays a safe integer; else BigInt.
  if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(T * max)) return spreadBig(total, weights)
  const sign = total < 0 ? -1 : 1
  const n = weights.length
  const shares = new Array<number>(n)
  const rems = new Float64Array(n)
  let given = 0
  for (let i = 0; i < n; i++) {
    const p = T * (weights[i] as number)
    const q = Math.floor(p / sum)
    // Float division may be one off near an integer: settle it on the exact remainder.
    let r = p - q * sum
    let s = q
    if (r < 0) {
      s--
      r += sum
    } else if (r >= sum) {
      s++
      r -= sum
    }
    shares[i] = s
    rems[i] = r
    given += s
  }
  const left = T - given
  if (left > 0) {
    // The `left` largest remainders get one 分 each, ties to the earlier line: find the threshold
    // remainder with a native sort of the values, then hand out in line order.
    const sorted = Float64Array.from(rems).sort()
    const threshold = sorted[n - left] as number
    let above = 0
    for (let i = 0; i < n; i++) if ((rems[i] as number) > threshold) above++
    let ties = left - above
    for (let i = 0; i < n; i++) {
      const r = rems[i] as number
      if (r > threshold) shares[i] = (shares[i] as number) + 1
      else if (r === threshold && ties > 0) {
        shares[i] = (shares[i] as number) + 1
        ties--
      }
    }
  }
  return sign === 1 ? shares : shares.map((x) => (x === 0 ? 0 : -x))
}

function spreadBig(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n)
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

/** Step 2 of one item: the stated 合价 that disagreed, and the unit price (分) that explains it when its point was misplaced. */
interface StepTwo {
  index: number
  amount: number
  moved: number | null
}

export function correctBidder(b: PreparedBill): BidderCorrection {
  const c = b.cols
  const n = c.n
  const corrected = new Map<number, number>()
  const steps: StepTwo[] = []
  // Step 2: each stated 合价 that disagrees with 单价 × 工程量.
  for (let i = 0; i < n; i++) {
    const stated = b.stated[i] as number
    const computed = b.amount[i] as number
    if (Number.isNaN(stated) || stated === computed) continue
    const q = b.qMilli[i] as number
    const p = b.priceFen[i] as number
    const moved = !(q !== 0 && p !== 0 && !Number.isNaN(q) && !Number.isNaN(p))
      ? null
      : misplacedPoint(q, p, stated)
    const amount = moved === null ? computed : stated
    corrected.set(i, amount)
    steps.push({ index: i, amount, moved })
  }
  const correctedTotalFen = corrected.size > 0 ? totalWith(b, corrected).total : b.totalFen
  const spread = b.statedTotalFen - correctedTotalFen
  // 合价 after step 2, per item.
  const two = Float64Array.from(b.amount)
  for (const [i, a] of corrected) two[i] = a
  // Step 3 spreads over the 分部分项 lines with a positive 合价 and a quantity. Largest remainder
  // hands out the whole difference unless no line has a weight, so the totals need no spread; the
  // lines' shares are worked out with the item list.
  let stepTwoItems = 0
  let weighted = false
  for (let i = 0; i < n; i++) {
    const a = two[i] as number
    stepTwoItems += a
    if (a > 0 && (b.qMilli[i] as number) > 0 && c.measure[i] === 0) weighted = true
  }
  const spreadSum = weighted ? spread : 0
  const out: BidderCorrection = {
    bidderId: b.id,
    statedTotalFen: b.statedTotalFen,
    correctedTotalFen,
    spreadFen: spread,
    finalTotalFen: correctedTotalFen + spreadSum,
    finalItemsFen: stepTwoItems + spreadSum,
    otherPartsFen: correctedTotalFen - stepTwoItems,
    items: [],
  }
  // The item list (≈ 12,000 objects for a bill whose 投标函 differs) is made when first read: the
  // screens never read it (screen-run.ts), the report and the full result do.
  let items: ItemCorrection[] | null = null
  Object.defineProperty(out, 'items', {
    enumerable: true,
    get: () => (items ??= correctionItems(b, steps, two, spread)),
  })
  return out
}

/** The corrected items: step 2's in bill order, then the spread's lines that step 2 left alone. */
function correctionItems(
  b: PreparedBill,
  steps: readonly StepTwo[],
  two: Float64Array,
  spread: number,
): ItemCorrection[] {
  const c = b.cols
  const lines: number[] = []
  const weights: number[] = []
  for (let i = 0; i < c.n; i++) {
    if ((b.qMilli[i] as number) > 0 && c.measure[i] === 0) {
      const a = two[i] as number
      lines.push(i)
      weights.push(a > 0 ? a : 0)
    }
  }
  const shares = spread === 0 ? [] : spreadFen(spread, weights)
  const items: ItemCorrection[] = []
  const stepTwo = new Map<number, ItemCorrection>()
  for (const { index: i, amount, moved } of steps) {
    const price = nullOf(c.unitPrice[i] as number)
    const stated = b.stated[i] as number
    const item: ItemCorrection =
      moved !== null
        ? {
            itemId: idAt(c, i),
            rule: '合价为准（单价小数点错位）',
            unitPriceBefore: price,
            unitPriceAfter: moved / 100,
            amountBefore: stated,
            amountAfter: stated,
          }
        : {
            itemId: idAt(c, i),
            rule: '单价为准',
            unitPriceBefore: price,
            unitPriceAfter: price,
            amountBefore: stated,
            amountAfter: amount,
          }
    items.push(item)
    stepTwo.set(i, item)
  }
  shares.forEach((share, k) => {
    if (share === 0) return
    const i = lines[k] as number
    const before = two[i] as number
    const after = before + share
    // 分 ÷ 工程量 × 10^4 = 元 per unit × 10^6: the unit price at 6 decimals.
    const price = (quotient(after, c.quantity[i], 4) ?? 0) / 1_000_000
    const prior = stepTwo.get(i)
    if (prior) {
      prior.amountAfter = after
      prior.unitPriceAfter = price
    } else {
      items.push({
        itemId: idAt(c, i),
        rule: '差额分摊',
        unitPriceBefore: nullOf(c.unitPrice[i] as number),
        unitPriceAfter: price,
        amountBefore: before,
        amountAfter: after,
      })
    }
  })
  return items
}
