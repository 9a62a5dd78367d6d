import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineAmountFen, toFen } from '../money'
import { sampleBill } from '../bill/sample'
import { summarizeBill } from '../bill/summary'
import type { BillData } from '../bill/model'
import { BID_STRUCTURE } from '../bill/forms/bid-fixtures'
import { correctBidder, misplacedPoint } from './correct'
import { prepareBill } from './prepare'

const rows = BID_STRUCTURE

/** The corrected bill as a bill: each corrected item with its new unit price, all else as written. */
function correctedBill(data: BillData, prices: ReadonlyMap<string, number | null>): BillData {
  return {
    ...data,
    items: data.items.map((it) =>
      prices.has(it.ID) ? { ...it, UnitPrice: prices.get(it.ID) ?? null } : it,
    ),
  }
}

describe('§3.5.2 corrections', () => {
  it('a misplaced decimal point: 12.5 m3 × 48.00 stated as 6,000.00 means 480.00', () => {
    expect(misplacedPoint(12500, 4800, 600000)).toBe(48000)
    expect(misplacedPoint(12500, 480000, 600000)).toBe(48000)
    expect(misplacedPoint(12500, 48000, 600100)).toBeNull()
  })

  it('property: the corrected bill is a bill — 2-decimal unit prices, 合价 = 量 × 价, 措施/规费/税金 re-derived — and totals the 投标总价 to the 分 (the residue, under 1 分 on the smallest line, in 税金)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.constantFrom('GB 50500-2013' as const, 'GB/T 50500-2024' as const),
        fc.array(fc.tuple(fc.nat(200), fc.integer({ min: -500000, max: 500000 })), {
          maxLength: 12,
        }),
        fc.integer({ min: -200_000, max: 200_000 }),
        (seed, version, errors, permille) => {
          const data = sampleBill({ rows, seed, specialties: ['土建'], version })
          const own = summarizeBill(data, rows).project.total
          const amounts: Record<string, number> = {}
          for (const [i, delta] of errors) {
            const it = data.items[i % data.items.length]
            if (it)
              amounts[it.ID] = Math.max(0, lineAmountFen(it.Quantity, it.UnitPrice) + delta) / 100
          }
          // A 投标函 up to ±20 % away from the bill's own total.
          const bidTotal = (own + Math.trunc((own * permille) / 1_000_000)) / 100
          const b = prepareBill('b', '甲', { id: 'b', name: '甲', data }, { amounts, bidTotal })
          const c = correctBidder(b)
          const prices = new Map(c.items.map((x) => [x.itemId, x.unitPriceAfter]))
          for (const x of c.items) {
            const it = data.items.find((i) => i.ID === x.itemId)
            // 2 decimals, and the 合价 is 量 × 价 with the bill's rounding.
            expect(toFen(x.unitPriceAfter)! / 100).toBe(x.unitPriceAfter)
            expect(x.amountAfter).toBe(lineAmountFen(it?.Quantity, x.unitPriceAfter))
          }
          const rebuilt = summarizeBill(correctedBill(data, prices), rows).project.total
          expect(rebuilt + c.residueFen).toBe(c.statedTotalFen)
          expect(c.finalTotalFen).toBe(c.statedTotalFen)
          // The residue is less than what 1 分 on the line of the smallest 工程量 moves the total.
          const minQ = Math.min(
            ...data.items
              .filter((it) => it.Kind === '分部分项' && (it.Quantity ?? 0) > 0)
              .map((it) => it.Quantity ?? 0),
          )
          expect(c.residueFen).toBeGreaterThanOrEqual(0)
          expect(c.residueFen).toBeLessThan(minQ * 1.5 + 2)
        },
      ),
      { numRuns: 40 },
    )
  })
})
