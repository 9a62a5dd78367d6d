import { fenToYuan, asFen, milliTimesFen } from '../money'
import { idAt, nullOf } from './columns'
import { totalWith, type PreparedBill } from './prepare'
import { spreadToTotal, type SpreadResult } from './spread'

/**
 * The arithmetic corrections of GB/T 50500-2024 §3.5.2, in its order (docs/bid-return.md):
 * 1. the 投标总价 never changes;
 * 2. where 合价 ≠ 单价 × 工程量 the unit price wins and the 合价 is recomputed, unless the unit
 *    price's decimal point is obviously misplaced (单价 × 10^k × 工程量 gives the stated 合价 for
 *    k in ±1…±3): then the 合价 wins and the unit price is corrected;
 * 3. the difference left between the 投标总价 and the corrected bill's total goes into the
 *    分部分项 unit prices in proportion (./spread.ts): prices of 2 decimals, 合价 = 工程量 × 单价,
 *    措施, 规费 and 税金 re-derived, the total equal to the 投标总价 to the 分 (a residue a 2-decimal
 *    price cannot carry goes to one 单位工程's 税金, stated as `residueFen`).
 */

export type CorrectionRule = '单价为准' | '合价为准（单价小数点错位）' | '差额分摊'

export interface ItemCorrection {
  itemId: string
  rule: CorrectionRule
  unitPriceBefore: number | null
  /** The corrected unit price (元, 2 decimals). */
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
  /** The corrected bill's total, residue included: equals statedTotalFen when a spread was possible. */
  finalTotalFen: number
  /** Σ 合价 of every item after step 3. */
  finalItemsFen: number
  /** 措施 (总价), 其他项目, 规费 and 税金 re-derived after step 3, residue included. */
  otherPartsFen: number
  /** What no 2-decimal unit price could carry (分): added to `residueUnitId`'s 税金 / 增值税, or left unspread when that is null and the residue is not 0. */
  residueFen: number
  residueUnitId: string | null
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
  // 合价 and 单价 after step 2, per item.
  const two = Float64Array.from(b.amount)
  const price2 = Float64Array.from(b.priceFen)
  for (const { index, amount, moved } of steps) {
    two[index] = amount
    if (moved !== null) price2[index] = moved
  }
  let stepTwoItems = 0
  for (let i = 0; i < n; i++) stepTwoItems += two[i] as number
  const result = spread === 0 ? null : spreadToTotal(b, two, price2, b.statedTotalFen)
  let finalItemsFen = stepTwoItems
  if (result)
    result.lines.forEach((i, k) => {
      finalItemsFen += (result.amounts[k] as number) - (two[i] as number)
    })
  const finalTotalFen = result ? b.statedTotalFen : correctedTotalFen
  const out: BidderCorrection = {
    bidderId: b.id,
    statedTotalFen: b.statedTotalFen,
    correctedTotalFen,
    spreadFen: spread,
    finalTotalFen,
    finalItemsFen,
    otherPartsFen: finalTotalFen - finalItemsFen,
    // No line could take the difference (none priced, or the 投标总价 below what no unit price
    // carries): it stays unspread, and the residue says how much.
    residueFen: result ? result.residueFen : spread,
    residueUnitId: result?.residueUnitId ?? null,
    items: [],
  }
  // The item list (≈ 12,000 objects for a bill whose 投标函 differs) is made when first read: the
  // screens never read it (screen-run.ts), the report and the full result do.
  let items: ItemCorrection[] | null = null
  Object.defineProperty(out, 'items', {
    enumerable: true,
    get: () => (items ??= correctionItems(b, steps, two, result)),
  })
  return out
}

const yuanOf = (fen: number) => fenToYuan(asFen(fen))

/** The corrected items: step 2's in bill order, then the lines step 3 changed that step 2 left alone. */
function correctionItems(
  b: PreparedBill,
  steps: readonly StepTwo[],
  two: Float64Array,
  spread: SpreadResult | null,
): ItemCorrection[] {
  const c = b.cols
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
            unitPriceAfter: yuanOf(moved),
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
  spread?.lines.forEach((i, k) => {
    const after = spread.amounts[k] as number
    const price = yuanOf(spread.prices[k] as number)
    const prior = stepTwo.get(i)
    if (prior) {
      prior.amountAfter = after
      prior.unitPriceAfter = price
    } else if (after !== two[i] || price !== nullOf(c.unitPrice[i] as number)) {
      items.push({
        itemId: idAt(c, i),
        rule: '差额分摊',
        unitPriceBefore: nullOf(c.unitPrice[i] as number),
        unitPriceAfter: price,
        amountBefore: two[i] as number,
        amountAfter: after,
      })
    }
  })
  return items
}
