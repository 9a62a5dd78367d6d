import { inArray, sql } from 'drizzle-orm'
import locationSeed from '@/domain/benchmark/data/location-factors.json' with { type: 'json' }
import priceSeed from '@/domain/benchmark/data/price-index.json'
import { seedIndexTable } from '@/domain/adjust/price-indices.ts'
import { periodOf } from '@/domain/materials/period.ts'
import type { Db } from '../db/client.ts'
import {
  refAdjustIndices,
  referenceHistory,
  refLocationFactors,
  refPriceIndex,
} from '../db/schema/index.ts'

/**
 * The reference tables' bundled figures written by `npm run seed` (docs/backoffice.md "Seeded
 * figures"): the 对标 location factors and tender price index (src/domain/benchmark/data/*.json)
 * and the 调价 indices of `seedIndexTable` from 2023-01 through the month the seed runs in.
 * Migration 0008 carried the figures as they were when it was written (indices to 2025-12); it
 * is never edited, so a later month or a corrected figure reaches a database here.
 *
 * A row the administrator has changed, added or deleted (any reference_history entry of its key)
 * is left as it is; every other row is inserted when missing or set to the bundled figure.
 * Idempotent: a second run in the same month writes nothing.
 */
export interface ReferenceSeedResult {
  /** Rows inserted or changed per table. */
  location: number
  priceIndex: number
  adjust: number
  /** The last month of the 调价 indices. */
  lastPeriod: string
}

const CHUNK = 1000

export async function seedReference(db: Db, now: Date): Promise<ReferenceSeedResult> {
  const lastPeriod = periodOf(now)
  const history = await db
    .select({ table: referenceHistory.tableName, key: referenceHistory.rowKey })
    .from(referenceHistory)
    .where(inArray(referenceHistory.tableName, ['location', 'priceIndex', 'adjustIndex']))
  const touched = new Set(history.map((h) => `${h.table}|${h.key}`))
  const free = (table: string, key: string) => !touched.has(`${table}|${key}`)

  const location = Object.entries(locationSeed.factors)
    .map(([city, f], i) => ({ city, factor: String(f), sort: i + 1 }))
    .filter((r) => free('location', r.city))
  const price = Object.entries(priceSeed.index)
    .map(([period, v]) => ({ period, value: String(v) }))
    .filter((r) => free('priceIndex', r.period))
  const adjust = seedIndexTable(lastPeriod)
    .map((e) => ({ city: e.City, series: e.Key, period: e.Period, value: e.Value }))
    .filter((r) => free('adjustIndex', `${r.city}/${r.series}/${r.period}`))

  let written = { location: 0, priceIndex: 0, adjust: 0 }
  await db.transaction(async (tx) => {
    for (let i = 0; i < location.length; i += CHUNK) {
      const rows = await tx
        .insert(refLocationFactors)
        .values(location.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: refLocationFactors.city,
          set: { factor: sql`excluded.factor`, updatedAt: sql`now()` },
          setWhere: sql`${refLocationFactors.factor} <> excluded.factor`,
        })
        .returning({ city: refLocationFactors.city })
      written = { ...written, location: written.location + rows.length }
    }
    for (let i = 0; i < price.length; i += CHUNK) {
      const rows = await tx
        .insert(refPriceIndex)
        .values(price.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: refPriceIndex.period,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          setWhere: sql`${refPriceIndex.value} <> excluded.value`,
        })
        .returning({ period: refPriceIndex.period })
      written = { ...written, priceIndex: written.priceIndex + rows.length }
    }
    for (let i = 0; i < adjust.length; i += CHUNK) {
      const rows = await tx
        .insert(refAdjustIndices)
        .values(adjust.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [refAdjustIndices.city, refAdjustIndices.series, refAdjustIndices.period],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          setWhere: sql`${refAdjustIndices.value} <> excluded.value`,
        })
        .returning({ city: refAdjustIndices.city })
      written = { ...written, adjust: written.adjust + rows.length }
    }
  })
  return { ...written, lastPeriod }
}
