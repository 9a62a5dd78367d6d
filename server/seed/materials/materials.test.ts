import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { periodOf, periodRange } from '@/domain/materials/period.ts'
import { noTaxFromTax, taxRateBasis } from '@/domain/materials/price.ts'
import { normalizeUnit } from '@/domain/materials/units.ts'
import { materialItems, materialPackages } from '../../db/schema/index.ts'
import { openTestDb, type TestDb } from '../../test/harness.ts'
import { materialCatalogue } from './catalogue.ts'
import { MATERIAL_CITIES } from './cities.ts'
import { materialPackages as demoPackages, officialFen, packageItems } from './generate.ts'
import { seedMaterials } from './insert.ts'

describe('material demo data generation', () => {
  // A fixed "now": the seed runs in 2026-11, so its newest period is 2026-11.
  const packages = demoPackages({ lastPeriod: '2026-11' })
  const sz = packages.find((p) => p.type === 3 && p.city === '深圳' && p.period === '2026-05')

  it('covers 34 cities × the 24 monthly periods up to the month it runs in × about 2,000 materials, plus market prices', () => {
    const official = packages.filter((p) => p.type === 3)
    expect(new Set(official.map((p) => p.city)).size).toBe(34)
    expect([...new Set(official.map((p) => p.period))].sort()).toEqual(
      periodRange('2024-12', '2026-11'),
    )
    expect(materialCatalogue().length).toBeGreaterThanOrEqual(1900)
    expect(packages.filter((p) => p.type === 2).length).toBeGreaterThan(0)
    expect(new Set(packages.filter((p) => p.type === 2).map((p) => p.period)).has('2026-11')).toBe(
      true,
    )
  })

  it('reaches the real current month by default (the seed passes the month it runs in)', () => {
    const now = periodOf(new Date())
    const latest = demoPackages({ materials: 1 }).filter((p) => p.type === 3 && p.period === now)
    expect(latest).toHaveLength(34)
  })

  it('keeps 信息价 in the ranges of 2024–2026 market prices in every city and month, later months included', () => {
    const catalogue = materialCatalogue()
    const periods = periodRange('2024-01', '2029-12')
    const span = (pick: (name: string, spec: string) => boolean) => {
      let [lo, hi] = [Infinity, 0]
      catalogue.forEach((m, mi) => {
        if (!pick(m.name, m.spec)) return
        MATERIAL_CITIES.forEach((c, ci) => {
          for (const p of periods) {
            const fen = officialFen({ seed: 20_260_531 }, c, ci, m, mi, p)
            ;[lo, hi] = [Math.min(lo, fen), Math.max(hi, fen)]
          }
        })
      })
      return [lo / 100, hi / 100]
    }
    const [rebarLo, rebarHi] = span((n, s) => n === '热轧带肋钢筋' && s.startsWith('HRB400E'))
    expect(rebarLo).toBeGreaterThanOrEqual(3_300)
    expect(rebarHi).toBeLessThanOrEqual(4_500)
    const [c30Lo, c30Hi] = span((n, s) => n === '预拌混凝土' && s === 'C30 泵送')
    expect(c30Lo).toBeGreaterThanOrEqual(400)
    expect(c30Hi).toBeLessThanOrEqual(600)
  })

  it('keeps the published Shenzhen 2026-05 figures exactly', () => {
    const items = packageItems(sz ?? packages[0]!)
    const price = (name: string, spec: string) =>
      items.find((i) => i.name === name && i.spec === spec)?.taxFen
    expect(price('热轧带肋钢筋', 'HRB400E Φ12')).toBe(366_700)
    expect(price('热轧带肋钢筋', 'HRB400E Φ25')).toBe(362_200)
    expect(price('普通硅酸盐水泥', 'P.O42.5R 散装')).toBe(35_700)
    expect(price('中砂', '')).toBe(18_400)
    expect(price('碎石', '5-25mm')).toBe(14_500)
    expect(price('加气块', 'B06 A5.0')).toBe(28_300)
  })

  it('is deterministic and plausible: known units, both prices consistent, initials aligned, a trend and city spread', () => {
    const a = packageItems(packages[5]!)
    expect(packageItems(packages[5]!)).toEqual(a)
    for (const it of a) {
      expect(normalizeUnit(it.unit)).toBe(it.unit)
      expect(it.taxFen).toBeGreaterThan(0)
      expect(it.noTaxFen).toBe(noTaxFromTax(it.taxFen, taxRateBasis(it.taxRate) ?? -1))
      expect(it.initials).toHaveLength(it.name.length)
    }
    const rebar = (city: string, period: string) =>
      packageItems(
        packages.find((p) => p.type === 3 && p.city === city && p.period === period)!,
      ).find((i) => i.spec === 'HRB400E Φ12')?.taxFen ?? 0
    const series = ['2024-12', '2025-04', '2025-09', '2026-02', '2026-05'].map((p) =>
      rebar('深圳', p),
    )
    expect(new Set(series).size).toBe(series.length)
    expect(Math.max(...series) / Math.min(...series)).toBeLessThan(1.2)
    expect(rebar('郑州', '2026-05')).not.toBe(rebar('深圳', '2026-05'))
    expect(new Set(packages.map((p) => p.id)).size).toBe(packages.length)
  })
})

describe('seedMaterials', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb()
  })
  afterAll(async () => {
    await t.close()
  })
  const small = { cities: 2, periods: 3, materials: 60, marketPeriods: 1, marketMaterials: 10 }

  it('writes packages with their items and counts, and a second run adds nothing', async () => {
    const first = await seedMaterials(t.db, small)
    expect(first).toEqual({ packages: 2 * 3 + 2, items: 2 * 3 * 60 + 2 * 10, skipped: 0 })
    const second = await seedMaterials(t.db, small)
    expect(second).toEqual({ packages: 0, items: 0, skipped: 8 })
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(materialItems)
    expect(n?.n).toBe(first.items)
    const pkgs = await t.db.select().from(materialPackages).where(eq(materialPackages.type, 3))
    for (const p of pkgs) {
      const [c] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(materialItems)
        .where(eq(materialItems.packageId, p.id))
      expect(p.itemCount).toBe(c?.n)
    }
  })
})
