import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { infoPriceDifference } from './info-price'

const R5 = 500n // 5 % in hundredths of a percent
const Q100 = 100_000 // 100 t in thousandths
const run = (c0: number, t: number, ci: number, band = R5, q = Q100) =>
  infoPriceDifference({ c0, t, ci, band, q })

describe('method A.2 (information price), T = C0', () => {
  it('adjusts a rise beyond the band by the part above it', () => {
    // C0 = T = 100.00, Ci = 110.00, r = 5 %: ΔC − C0·r = 10.00 − 5.00 = 5.00 元; × 100 t = 500.00 元.
    const out = run(10_000, 10_000, 11_000)
    expect(out).toMatchObject({
      direction: 'rise',
      baseKind: 'C0',
      adjusted: true,
      unitDiff: 5_000_000,
      amountFen: 50_000,
      changePercent: '10.00',
    })
    expect(out.explanation).toBe(
      '投标单价等于基准单价100.00：涨跌幅均以基准单价为基础；确认单价110.00较基准单价100.00上涨10.00%，超过风险幅度5%，超出部分每单位5.00元按实调整',
    )
  })

  it('adjusts a fall beyond the band with r taken negative', () => {
    // Ci = 90.00: ΔC = −10.00, r negative: −10.00 − (100.00 × −5 %) = −5.00 元; × 100 t = −500.00 元.
    expect(run(10_000, 10_000, 9_000)).toMatchObject({
      direction: 'fall',
      adjusted: true,
      unitDiff: -5_000_000,
      amountFen: -50_000,
    })
  })

  it.each([
    ['a rise inside the band', 10_400, 'rise', '上涨4.00%，未超过风险幅度5%，不调整'],
    ['a rise exactly at the band', 10_500, 'rise', '上涨5.00%，未超过风险幅度5%，不调整'],
    ['a fall inside the band', 9_600, 'fall', '下跌4.00%，未超过风险幅度5%，不调整'],
    ['a fall exactly at the band', 9_500, 'fall', '下跌5.00%，未超过风险幅度5%，不调整'],
  ])('does not adjust %s', (_, ci, direction, tail) => {
    const out = run(10_000, 10_000, ci)
    expect(out).toMatchObject({ direction, adjusted: false, unitDiff: 0, amountFen: 0 })
    expect(out.explanation.endsWith(tail)).toBe(true)
  })

  it('computes the row exactly and rounds once, at the amount', () => {
    // C0 = 33.33, r 5 %, Ci = 36.00: 2.67 − 1.6665 = 1.0035 元 exactly; × 12,345.678 t =
    // 12,388.8879 → 12,388.89 元 (rounding the unit first would give 1.00 × Q = 12,345.68).
    const out = run(3_333, 3_333, 3_600, R5, 12_345_678)
    expect(out).toMatchObject({ unitDiff: 1_003_500, amountFen: 1_238_889 })
    expect(out.explanation.endsWith('超出部分每单位1.0035元按实调整')).toBe(true)
  })

  it('states the real percentage where two decimals would read as the band', () => {
    // 3,675.01 against 3,500.00 is 5.000286 %: beyond a 5 % band by 0.01 元.
    const out = run(350_000, 350_000, 367_501)
    expect(out).toMatchObject({ adjusted: true, unitDiff: 10_000, amountFen: 100 })
    expect(out.explanation).toContain('上涨5.0003%，超过风险幅度5%，超出部分每单位0.01元按实调整')
    // Exactly at the band the two-decimal text stands.
    expect(run(350_000, 350_000, 367_500).explanation).toContain('上涨5.00%，未超过风险幅度5%')
  })

  it('adjusts the whole change when the band is 0', () => {
    expect(run(10_000, 10_000, 10_001, 0n, 1_000)).toMatchObject({
      adjusted: true,
      unitDiff: 10_000,
      amountFen: 1,
    })
  })
})

describe('method A.2, the bid price away from the base (A.2.4)', () => {
  // C0 = 100.00, T = 90.00: rises count from C0, falls from T.
  it('T < C0: a rise counts from C0', () => {
    // Ci = 108.00: 8 % over C0; 8.00 − 5.00 = 3.00 元.
    expect(run(10_000, 9_000, 10_800)).toMatchObject({
      direction: 'rise',
      baseKind: 'C0',
      baseFen: 10_000,
      unitDiff: 3_000_000,
    })
  })
  it('T < C0: a fall counts from T', () => {
    // Ci = 84.00: 6.00 below T = 6.67 %; −6.00 + 90.00 × 5 % = −1.50 元.
    const out = run(10_000, 9_000, 8_400)
    expect(out).toMatchObject({
      direction: 'fall',
      baseKind: 'T',
      baseFen: 9_000,
      unitDiff: -1_500_000,
      changePercent: '-6.67',
    })
    expect(
      out.explanation.startsWith(
        '投标单价90.00低于基准单价100.00：涨幅以基准单价为基础，跌幅以投标单价为基础',
      ),
    ).toBe(true)
    // Ci = 86.00 is 4.44 % below T although 14 % below C0: inside the band.
    expect(run(10_000, 9_000, 8_600)).toMatchObject({
      direction: 'fall',
      adjusted: false,
      amountFen: 0,
    })
  })
  it('T < C0: a price between T and C0 is no change', () => {
    const out = run(10_000, 9_000, 9_500)
    expect(out).toMatchObject({ direction: 'none', baseKind: null, amountFen: 0 })
    expect(out.explanation.endsWith('确认单价95.00介于投标单价与基准单价之间，不调整')).toBe(true)
  })

  // C0 = 100.00, T = 110.00: rises count from T, falls from C0.
  it('T > C0: a rise counts from T', () => {
    // Ci = 118.00: 8.00 over T = 7.27 %; 8.00 − 110.00 × 5 % = 2.50 元.
    expect(run(10_000, 11_000, 11_800)).toMatchObject({
      direction: 'rise',
      baseKind: 'T',
      unitDiff: 2_500_000,
      changePercent: '7.27',
    })
    // Ci = 112.00 is 12 % over C0 but 1.82 % over T: inside the band.
    expect(run(10_000, 11_000, 11_200)).toMatchObject({ adjusted: false, amountFen: 0 })
  })
  it('T > C0: a fall counts from C0', () => {
    // Ci = 94.00: 6 % under C0; −6.00 + 5.00 = −1.00 元.
    expect(run(10_000, 11_000, 9_400)).toMatchObject({
      direction: 'fall',
      baseKind: 'C0',
      unitDiff: -1_000_000,
    })
    expect(run(10_000, 11_000, 10_500)).toMatchObject({ direction: 'none', amountFen: 0 })
  })
})

const price = fc.integer({ min: 1, max: 100_000_000 })
const band = fc.bigInt({ min: 0n, max: 3_000n })

describe('method A.2 properties', () => {
  it('gives ΔP = 0 for any price within the band of its base', () => {
    fc.assert(
      fc.property(
        price,
        band,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (c0, r, permille, up) => {
          // A move of at most r: |ΔC| ≤ C0·r.
          const limit = Number((BigInt(c0) * r) / 10_000n)
          const d = Math.floor((limit * permille) / 1_000_000)
          const out = run(c0, c0, up ? c0 + d : c0 - d, r)
          expect(out.amountFen).toBe(0)
          expect(out.adjusted).toBe(false)
        },
      ),
    )
  })

  it('is symmetric when T = C0: a rise of d and a fall of d give opposite differences', () => {
    fc.assert(
      fc.property(
        price,
        band,
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (c0, r, dRaw, q) => {
          const d = dRaw % (c0 + 1)
          const up = run(c0, c0, c0 + d, r, q)
          const down = run(c0, c0, c0 - d, r, q)
          expect(down.unitDiff + up.unitDiff).toBe(0)
          expect(down.amountFen + up.amountFen).toBe(0)
          expect(down.adjusted).toBe(up.adjusted)
        },
      ),
    )
  })

  it('never adjusts by more than the move from its base, nor against it', () => {
    fc.assert(
      fc.property(price, price, price, band, (c0, t, ci, r) => {
        const out = run(c0, t, ci, r, 1_000)
        const move = ci - out.baseFen
        expect(Math.abs(out.unitDiff)).toBeLessThanOrEqual(Math.abs(move) * 10_000)
        expect(out.unitDiff * move).toBeGreaterThanOrEqual(0)
        if (ci >= Math.min(c0, t) && ci <= Math.max(c0, t)) expect(out.amountFen).toBe(0)
      }),
    )
  })
})

describe('integer arithmetic of A.2 (Number when safe, BigInt beyond)', () => {
  // Reference, all BigInt: the unit ΔC·10^4 ∓ B·band (10^-4 分) and, for 1 unit of quantity, its
  // amount: that / 10^4 rounded half away from zero.
  const reference = (base: number, ci: number, band: bigint) => {
    const d = BigInt(ci - base) * 10_000n
    const allowance = BigInt(base) * band
    const n = d > 0n ? d - allowance : d + allowance
    if (d > 0n ? n <= 0n : n >= 0n) return { unit: 0, amount: 0 }
    const a = n < 0n ? -n : n
    const q = a / 10_000n + ((a % 10_000n) * 2n >= 10_000n ? 1n : 0n)
    return { unit: Number(n), amount: Number(n < 0n ? -q : q) }
  }
  it('gives the exact unit difference on both sides of the band, small and huge prices alike', () => {
    for (const scale of [1, 997, 3_000_000, 500_000_000]) {
      for (const band of [0n, 1n, 500n, 333n, 10_000n]) {
        for (const step of [-40, -7, -1, 0, 1, 7, 40]) {
          const c0 = 1000 * scale + 7
          const ci = c0 + Math.round((c0 * step) / 100) + (step % 3)
          const out = infoPriceDifference({ c0, t: c0, ci, band, q: 1000 })
          const want = reference(c0, ci, band)
          expect(out.unitDiff).toBe(want.unit)
          expect(out.amountFen).toBe(want.amount)
        }
      }
    }
  })
  it('shows the same change in percent above the Number limit', () => {
    const small = infoPriceDifference({ c0: 10_000, t: 10_000, ci: 11_234, band: 500n, q: 1000 })
    const huge = infoPriceDifference({
      c0: 1_000_000_000_000,
      t: 1_000_000_000_000,
      ci: 1_123_400_000_000,
      band: 500n,
      q: 1000,
    })
    expect(small.changePercent).toBe('12.34')
    expect(huge.changePercent).toBe('12.34')
    expect(huge.unitDiff).toBe(734_000_000_000_000)
  })
})
