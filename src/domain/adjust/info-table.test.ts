import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { priceAdjustment } from './compute'
import { infoPriceDifference } from './info-price'
import { infoRow, infoRows, infoTable } from './info-table'
import { parseAdjustInput } from './input-schemas'
import { adjustForms } from './forms'

// The columnar A.2 result builds a row's explanation lazily, from its rule code and numbers. It
// must give exactly what the eager per-row computation (infoPriceDifference, which built the text
// for every row before) gives: outcome, explanation and all.

const periods = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']
// Bench-like deterministic prices: T at −8 % … +8 % of C0 (so below, equal and above), Ci wandering
// ±15 % around C0, bands of 0, 3, 5 (inherited) and 10 %, and some periods with several prices or
// a planned price (the notes).
const materials = Array.from({ length: 120 }, (_, i) => {
  const c0 = 10_000 + i * 137
  const t = c0 + ((i % 17) - 8) * Math.floor(c0 / 100)
  return {
    Key: `M${i}`,
    Name: `材料${i}`,
    Spec: i % 5 === 0 ? '' : `规格${i % 37}`,
    Unit: i % 3 === 0 ? 'm3' : 't',
    C0: (c0 / 100).toFixed(2),
    T: i % 11 === 0 ? '' : (t / 100).toFixed(2),
    RiskBand: ['', '0', '3', '10'][i % 4],
    Periods: periods.map((p, k) => ({
      Period: p,
      Quantity:
        String(1 + ((i * 7 + k) % 90)) + (k % 2 === 0 ? (i % 3 === 0 ? '.12' : '.125') : ''),
      Prices: [
        { Price: ((c0 + (((i + k * 13) % 31) - 15) * Math.floor(c0 / 100)) / 100).toFixed(2) },
        ...(k === 2 ? [{ Price: (c0 / 100).toFixed(2), Quantity: '3' }] : []),
      ],
      ...(k === 4 && i % 2 === 0 ? { PlannedPrice: ((c0 * 1.07) / 100).toFixed(2) } : {}),
    })),
  }
})
const input = {
  StandardVersion: 'GB/T 50500-2024',
  Averaging: 'weighted',
  DelayCause: 'employer',
  Materials: materials,
}

describe('the columnar A.2 result', () => {
  const parsed = parseAdjustInput(input)
  if (!parsed.success) throw new Error('sample refused')
  const { table, differenceFen } = infoTable(parsed.data)

  it('gives every sampled row the outcome and explanation the eager computation gave', () => {
    const codes = new Set<number>()
    let row = 0
    for (const m of parsed.data.Materials) {
      const c0 = m.C0 ?? 0
      const t = m.T ?? c0
      for (const p of m.Periods) {
        const lazy = infoRow(table, row)
        const eager = infoPriceDifference({
          c0,
          t,
          ci: lazy.Ci,
          band: m.RiskBand ?? parsed.data.RiskBand,
          q: p.Quantity,
        })
        expect(lazy.outcome).toEqual(eager)
        expect([lazy.Key, lazy.Period, lazy.Quantity, lazy.C0, lazy.T]).toEqual([
          m.Key,
          p.Period,
          p.Quantity,
          m.C0,
          t,
        ])
        codes.add(table.code[row]!)
        row++
      }
    }
    expect(row).toBe(table.length)
    // Every rule occurred in the sample: no move, within and beyond the band, each way.
    expect([...codes].sort()).toEqual([0, 1, 2, 3, 4])
    expect(infoRows(table).filter((r) => r.CiNote !== '').length).toBeGreaterThan(100)
  })

  it('sums the row amounts, and the form prints the lazy rows', () => {
    expect(differenceFen).toBe(infoRows(table).reduce((s, r) => s + r.outcome.amountFen, 0))
    const out = priceAdjustment(input)
    if (!out.ok) throw new Error(out.message)
    const title = { ProjectName: 'P', Section: '', Preparer: '', Reviewer: '', Date: '' }
    const page = adjustForms(out.result, title, { from: 300, to: 310 })[0]
    expect(page).toMatchObject({ rowCount: 720, rowOffset: 300 })
    expect(page?.rows.map((r) => [r[0], r[11]])).toEqual(
      infoRows(table, 300, 310).map((r, i) => [
        String(301 + i),
        [r.outcome.explanation, r.CiNote].filter((s) => s !== '').join('；'),
      ]),
    )
  })

  it('explains any price like the eager computation', () => {
    const cents = fc.integer({ min: 1, max: 2_000_000 })
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (c0, t, ci, band, q) => {
          const raw = {
            Materials: [
              {
                Name: 'x',
                Unit: 't',
                C0: (c0 / 100).toFixed(2),
                T: (t / 100).toFixed(2),
                RiskBand: (band / 100).toFixed(2),
                Periods: [
                  {
                    Period: '2025-01',
                    Quantity: (q / 1000).toFixed(3),
                    Prices: [{ Price: (ci / 100).toFixed(2) }],
                  },
                ],
              },
            ],
          }
          const values = parseAdjustInput(raw)
          if (!values.success) throw new Error('refused')
          expect(infoRow(infoTable(values.data).table, 0).outcome).toEqual(
            infoPriceDifference({ c0, t, ci, band: BigInt(band), q }),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
