import locationSeed from '@/domain/benchmark/data/location-factors.json'
import priceSeed from '@/domain/benchmark/data/price-index.json'
import { seedIndexTable } from '@/domain/adjust/price-indices.ts'

/**
 * The reference tables seeded by migration 0008 (docs/backoffice.md): the bundled plausible
 * figures of 对标 (location factors, tender price index) and 调价 (price indices per city, series
 * and month). `npx tsx server/seed/backstage-reference.ts` prints the INSERT statements that the
 * migration carries; the bundled JSON / generator stay the source and the offline fallback.
 */

const q = (s: string) => `'${s.replace(/'/g, "''")}'`

export function backstageReferenceSql(): string {
  const location = Object.entries(locationSeed.factors).map(
    ([city, f], i) => `(${q(city)}, ${f}, ${i + 1})`,
  )
  const price = Object.entries(priceSeed.index).map(([period, v]) => `(${q(period)}, ${v})`)
  const adjust = seedIndexTable().map(
    (e) => `(${q(e.City)}, ${q(e.Key)}, ${q(e.Period)}, ${e.Value})`,
  )
  return [
    `INSERT INTO "ref_location_factors" ("city", "factor", "sort") VALUES\n${location.join(',\n')};`,
    `INSERT INTO "ref_price_index" ("period", "value") VALUES\n${price.join(',\n')};`,
    `INSERT INTO "ref_adjust_indices" ("city", "series", "period", "value") VALUES\n${adjust.join(',\n')};`,
  ].join('\n--> statement-breakpoint\n')
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(`${backstageReferenceSql()}\n`)
