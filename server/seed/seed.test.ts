import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOT_CITIES, PROJECT_TYPES } from '@/domain/projects/model.ts'
import { buildTree, projectTotals } from '@/domain/projects/structure.ts'
import { billIndicators } from '@/domain/bill/indicators.ts'
import { toFen } from '@/domain/money/index.ts'
import { MARKET_ITEMS } from '@/domain/bill/sample-market.ts'
import { SEED_TABLES } from '@/domain/benchmark/rebase.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { DEFAULT_DEMO, generateDemo } from './generate.ts'
import { RECIPES } from './estimate-reference/items.ts'
import { seedDemo } from './insert.ts'
import { MATERIAL_CITIES } from './materials/cities.ts'
import { TYPE_PROFILE } from './profiles.ts'
import { CITY_TIER } from './words.ts'

const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('demo data generation', () => {
  it('is deterministic: the same options give the same data, another seed different data', () => {
    // 80 templates: the bills make the full set slow to build and hash three times over.
    const options = { ...DEFAULT_DEMO, templates: 80 }
    const a = generateDemo(options)
    expect(fingerprint(generateDemo(options))).toBe(fingerprint(a))
    expect(fingerprint(generateDemo({ ...options, seed: 7 }))).not.toBe(fingerprint(a))
  })

  const { authors, templates } = generateDemo()

  it('is realistic: dozens of authors, hundreds of templates over 30+ cities and every type, consistent money and areas', () => {
    expect(authors.length).toBeGreaterThanOrEqual(24)
    expect(new Set(authors.map((a) => a.userName)).size).toBe(authors.length)
    expect(templates.length).toBeGreaterThanOrEqual(200)
    expect(new Set(templates.map((t) => t.city)).size).toBeGreaterThanOrEqual(30)
    expect(new Set(templates.map((t) => t.type))).toEqual(new Set(PROJECT_TYPES))
    for (const t of templates) {
      expect(HOT_CITIES as readonly string[]).toContain(t.city)
      expect(t.name.startsWith(t.city)).toBe(true)
      // The structure roll-up is the template's area; the disciplines add up to the total, to the 分.
      expect(projectTotals(buildTree(t.structure)).BuiltArea).toBe(t.builtArea)
      expect(t.disciplines.reduce((s, d) => s + d.costFen, 0)).toBe(t.totalCostFen)
      expect(t.likedBy).not.toContain(t.ownerIndex)
      // 总造价 and the indicators are the bill's: every building priced, 钢筋 per m² in a real range.
      if (!t.bill) throw new Error(`${t.name} has no bill`)
      const bill = billIndicators(t.bill, t.structure)
      expect(bill.project.costFen).toBe(t.totalCostFen)
      expect(new Set(t.bill.units.map((u) => u.RowId))).toEqual(
        new Set(
          t.structure.filter((r) => !t.structure.some((c) => c.ParentID === r.ID)).map((r) => r.ID),
        ),
      )
      const rebar = t.contents.find((c) => c.name === '钢筋')?.value ?? 0
      expect(rebar).toBeGreaterThan(25)
      expect(rebar).toBeLessThan(90)
    }
  })

  it('prices every bill item inside its market range and lands every template’s 单方 in its type’s range', () => {
    const lines = new Map(MARKET_ITEMS.map((m) => [m.code, m]))
    let items = 0
    for (const t of templates) {
      const [lo, hi] = TYPE_PROFILE[t.type].unitCost
      const unitCost = t.totalCostFen / 100 / t.builtArea
      if (unitCost < lo || unitCost > hi)
        throw new Error(
          `${t.name} (${t.type}, ${t.city}): 单方 ${unitCost.toFixed(0)} not in ${lo}–${hi}`,
        )
      for (const it of t.bill?.items ?? []) {
        const line = lines.get(it.Code.slice(0, 9))
        const fen = toFen(it.UnitPrice) ?? 0
        if (!line || fen < line.range[0] * 100 || fen > line.range[1] * 100)
          throw new Error(`${t.city} ${t.period} ${it.Code} ${it.Name}: ${it.UnitPrice}`)
        items++
      }
    }
    expect(items).toBeGreaterThan(templates.length * 100)
    expect(TYPE_PROFILE.住宅.unitCost).toEqual([2_500, 4_800])
  })

  it('has templates in every city of the material library, priced in 2024–2026 months with the city’s factor', () => {
    const cities = new Set(templates.map((t) => t.city))
    for (const c of MATERIAL_CITIES) expect(cities, c.city).toContain(c.city)
    for (const t of templates) {
      expect(t.period >= '2024-01' && t.period <= '2026-12').toBe(true)
      expect(t.year).toBe(Number(t.period.slice(0, 4)))
      expect(t.pricing.location).toBe(SEED_TABLES.location[t.city])
    }
  })

  it('agrees with the 估算 reference: its typical lines’ 标准 prices lie in the same market ranges', () => {
    const lines = new Map(MARKET_ITEMS.map((m) => [m.code, m]))
    const shared = RECIPES.filter(([, code]) => lines.has(code.slice(0, 9)))
    expect(shared.length).toBeGreaterThan(40)
    for (const [, code, name, , , , price] of shared) {
      const [lo, hi] = lines.get(code.slice(0, 9))?.range ?? [0, 0]
      expect(price, `${code} ${name}`).toBeGreaterThanOrEqual(lo)
      expect(price, `${code} ${name}`).toBeLessThanOrEqual(hi)
    }
  })

  it('puts every first-tier city above every other city', () => {
    const factor = (c: string) => SEED_TABLES.location[c] ?? 0
    const first = Object.keys(CITY_TIER).filter((c) => CITY_TIER[c] === 1)
    const others = MATERIAL_CITIES.map((c) => c.city).filter((c) => CITY_TIER[c] !== 1)
    expect(first).toHaveLength(4)
    expect(Math.min(...first.map(factor))).toBeGreaterThan(Math.max(...others.map(factor)))
  })
})

describe('seedDemo', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb()
  })
  afterAll(async () => {
    await t.close()
  })

  const counts = async () => {
    const result = await t.db.execute(sql`select
      (select count(*) from users)::int as users,
      (select count(*) from projects where released)::int as templates,
      (select count(*) from sync_rows)::int as rows,
      (select count(*) from sync_rows where entity = 'billItems')::int as items,
      (select count(*) from template_thumbs)::int as likes,
      (select coalesce(sum(thumbs), 0) from projects)::int as counter`)
    return ((result as { rows?: unknown }).rows ?? result) as unknown[]
  }

  it('is idempotent, keeps the like counters equal to the like rows', async () => {
    const first = await seedDemo(t.db, { authors: 6, templates: 30 })
    expect(first).toEqual({ authors: 6, templates: 30, skipped: 0 })
    const after = await counts()
    const second = await seedDemo(t.db, { authors: 6, templates: 30 })
    expect(second).toEqual({ authors: 6, templates: 0, skipped: 30 })
    expect(await counts()).toEqual(after)
    const [row] = after as {
      users: number
      templates: number
      likes: number
      counter: number
      items: number
    }[]
    expect([row?.users, row?.templates, row?.counter]).toEqual([6, 30, row?.likes])
    expect(row?.items).toBeGreaterThan(30 * 20)
  })
})
