import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineAmountFen } from '../money'
import { sampleBill } from '../bill/sample'
import { baseValue, meanFen, outOfBand } from './base'
import { correctBidder, misplacedPoint, spreadFen } from './correct'
import { prepareBill } from './prepare'

describe('comparison base', () => {
  const bids = [300, 100, 500, 200, 400]
  it.each<[string, Parameters<typeof baseValue>[3], number | null]>([
    ['control', { kind: 'control' }, 350],
    ['given', { kind: 'given' }, 250],
    ['mean of the five bids: 1,500 ÷ 5', { kind: 'mean' }, 300],
    [
      'mean, 1 highest and 1 lowest dropped: (200 + 300 + 400) ÷ 3',
      { kind: 'mean', dropHighest: 1, dropLowest: 1 },
      300,
    ],
    [
      'mean with the control, 1 and 1 dropped: (200 + 300 + 350 + 400) ÷ 4 = 312.5 → 313',
      { kind: 'mean', dropHighest: 1, dropLowest: 1, includeControl: true },
      313,
    ],
    [
      'mean, 2 and 2 dropped would leave 1 (< 3): nothing dropped',
      { kind: 'mean', dropHighest: 2, dropLowest: 2 },
      300,
    ],
    ['lowest', { kind: 'lowest' }, 100],
    ['second lowest', { kind: 'secondLowest' }, 200],
  ])('%s', (_label, options, expected) => {
    expect(baseValue(bids, 350, 250, options)).toBe(expected)
  })

  it('second lowest needs two bids; ties count as separate bids', () => {
    expect(baseValue([100], null, null, { kind: 'secondLowest' })).toBeNull()
    expect(baseValue([100, 100, 300], null, null, { kind: 'secondLowest' })).toBe(100)
  })

  it('means round half away from zero on 分', () => {
    expect(meanFen([1, 2])).toBe(2)
    expect(meanFen([-1, -2])).toBe(-2)
    expect(meanFen([])).toBeNull()
  })

  it('band: > or ≥ the limit, by 差额率 (percent) or 差额 (元)', () => {
    expect(outOfBand(null, 0.1, { by: 'rate', limit: 10, inclusive: false })).toBe(false)
    expect(outOfBand(null, 0.1, { by: 'rate', limit: 10, inclusive: true })).toBe(true)
    expect(outOfBand(null, -0.1000001, { by: 'rate', limit: 10, inclusive: false })).toBe(true)
    expect(outOfBand(100000, null, { by: 'amount', limit: 1000, inclusive: false })).toBe(false)
    expect(outOfBand(-100000, null, { by: 'amount', limit: 1000, inclusive: true })).toBe(true)
    expect(outOfBand(null, null, { by: 'rate', limit: 10, inclusive: true })).toBe(false)
  })
})

describe('§3.5.2 corrections', () => {
  it('a misplaced decimal point: 12.5 m3 × 48.00 stated as 6,000.00 means 480.00', () => {
    expect(misplacedPoint(12500, 4800, 600000)).toBe(48000)
    expect(misplacedPoint(12500, 480000, 600000)).toBe(48000)
    expect(misplacedPoint(12500, 48000, 600100)).toBeNull()
  })

  it('spreads by largest remainder, ties to the first line', () => {
    expect(spreadFen(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(spreadFen(-10, [1, 1, 1])).toEqual([-4, -3, -3])
    expect(spreadFen(100, [50000, 30000, 20000])).toEqual([50, 30, 20])
    expect(spreadFen(7, [0, 0])).toEqual([0, 0])
  })

  it('property: the shares add up to the difference exactly and each is within 1 分 of its proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e10 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const shares = spreadFen(total, weights)
          const sum = weights.reduce((a, w) => a + w, 0)
          if (sum === 0) return shares.every((s) => s === 0)
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total)
          shares.forEach((s, i) =>
            expect(Math.abs(s - (total * (weights[i] as number)) / sum)).toBeLessThan(1 + 1e-6),
          )
          return true
        },
      ),
    )
  })

  it('property: whatever 合价 a bidder wrote, the corrected lines add up to the 投标总价 exactly', () => {
    const rows = [
      {
        ID: 'r',
        ProId: 'p',
        ParentID: '',
        Sort: 1,
        Num: '1',
        Project_Name: '1#楼',
        BuiltArea: 5000,
        InArea: null,
        SellArea: null,
        MultNum: 1,
        TenderID: '',
      },
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.tuple(fc.nat(200), fc.integer({ min: -500000, max: 500000 })), {
          maxLength: 12,
        }),
        fc.option(fc.integer({ min: 1e6, max: 1e9 })),
        (seed, errors, bidTotal) => {
          const data = sampleBill({ rows, seed, specialties: ['土建'] })
          const amounts: Record<string, number> = {}
          for (const [i, delta] of errors) {
            const it = data.items[i % data.items.length]
            if (it)
              amounts[it.ID] =
                Math.max(0, Math.round((it.Quantity ?? 0) * (it.UnitPrice ?? 0) * 100) + delta) /
                100
          }
          const b = prepareBill(
            'b',
            '甲',
            { id: 'b', name: '甲', data },
            { amounts, bidTotal: bidTotal === null ? null : bidTotal / 100 },
          )
          const c = correctBidder(b)
          const after = new Map(c.items.map((x) => [x.itemId, x.amountAfter]))
          const lines = data.items.reduce(
            (a, it) => a + (after.get(it.ID) ?? lineAmountFen(it.Quantity, it.UnitPrice)),
            0,
          )
          expect(lines).toBe(c.finalItemsFen)
          expect(c.finalItemsFen + c.otherPartsFen).toBe(c.statedTotalFen)
          expect(c.finalTotalFen).toBe(c.statedTotalFen)
        },
      ),
      { numRuns: 60 },
    )
  })
})
