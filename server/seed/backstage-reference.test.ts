import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDEX_CITIES, INDEX_SERIES, seedIndex } from '@/domain/adjust/price-indices.ts'
import { updateReferenceBody } from '@/domain/backstage/schemas.ts'
import { periodOf } from '@/domain/materials/period.ts'
import { readReferenceTables, updateReference } from '../services/backstage/reference-tables.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { seedReference } from './backstage-reference.ts'

describe('seedReference (npm run seed brings the reference tables to the current month)', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb()
  })
  afterAll(async () => {
    await t.close()
  })

  const change = (input: unknown) => updateReference(t.db, '', updateReferenceBody.parse(input))
  const adjust = async (city: string, key: string, period: string) =>
    (await readReferenceTables(t.db)).AdjustIndices.find(
      (e) => e.City === city && e.Key === key && e.Period === period,
    )?.Value

  it('adds every month through the given "now", corrects unedited figures, keeps the administrator’s rows, then writes nothing', async () => {
    // Migration 0008 stops at 2025-12: every 2026 Ft was blank.
    expect(await adjust('成都', 'steel', '2026-01')).toBeUndefined()
    // The administrator changed one index, deleted another and set a city factor.
    await change({
      Table: 'adjustIndex',
      Type: 'update',
      City: '成都',
      Key: 'steel',
      Period: '2024-01',
      Value: '99.9',
    })
    await change({
      Table: 'adjustIndex',
      Type: 'delete',
      City: '北京',
      Key: 'labour',
      Period: '2025-12',
    })
    await change({ Table: 'location', Type: 'update', City: '深圳', Value: '1.2' })

    const now = new Date(Date.UTC(2026, 10, 15))
    const first = await seedReference(t.db, now)
    // 2026-01 … 2026-11 for 8 cities × 7 series; 广州's factor from 1.04 (0008) to the bundled 1.06.
    expect(first).toEqual({ location: 1, priceIndex: 0, adjust: 8 * 7 * 11, lastPeriod: '2026-11' })
    const tables = await readReferenceTables(t.db)
    const last = tables.AdjustIndices.filter((e) => e.Period === '2026-11')
    expect(last).toHaveLength(INDEX_CITIES.length * INDEX_SERIES.length)
    for (const e of last) expect(Number(e.Value)).toBe(Number(seedIndex(e.City, e.Key, e.Period)))
    expect(tables.AdjustIndices.some((e) => e.Period > '2026-11')).toBe(false)
    expect(await adjust('成都', 'steel', '2024-01')).toBe('99.9')
    expect(await adjust('北京', 'labour', '2025-12')).toBeUndefined()
    const factor = (city: string) => tables.Location.find((l) => l.City === city)?.Factor
    expect([factor('广州'), factor('深圳')]).toEqual(['1.06', '1.2'])

    expect(await seedReference(t.db, now)).toEqual({
      location: 0,
      priceIndex: 0,
      adjust: 0,
      lastPeriod: '2026-11',
    })
  })

  it('reaches the real current month on the real clock', async () => {
    const now = new Date()
    const result = await seedReference(t.db, now)
    expect(result.lastPeriod).toBe(periodOf(now))
    expect(Number(await adjust('深圳', 'labour', periodOf(now)))).toBe(
      Number(seedIndex('深圳', 'labour', periodOf(now))),
    )
  })
})
