import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { materialPackages } from '../../db/schema/index.ts'
import {
  materialDemoOptions,
  materialPackages as demoPackages,
  packageItems,
  type DemoPackage,
  type MaterialDemoOptions,
} from './generate.ts'

/**
 * Writes the material demo data (docs/materials.md): packages with deterministic ids, each with
 * its items in the same transaction, so a package is present with all its items or not at all and
 * a second run adds nothing. Items go in as one statement per chunk: the columns travel as one
 * JSON parameter unpacked by jsonb_to_recordset, which both PGlite and PostgreSQL parse far
 * faster than thousands of bound parameters. No history rows: seeded prices are the baseline.
 */
export interface MaterialSeedResult {
  packages: number
  items: number
  skipped: number
}

/** Packages per transaction (about 8,000 items). */
const PACKAGES_PER_TX = 4
const ROWS_PER_STATEMENT = 4000

export async function seedMaterials(
  db: Db,
  options: Partial<MaterialDemoOptions> = {},
  onProgress?: (done: number, total: number) => void,
): Promise<MaterialSeedResult> {
  const opts = materialDemoOptions(options)
  const all = demoPackages(opts)
  const present = new Set<string>()
  for (let i = 0; i < all.length; i += 1000) {
    const rows = await db
      .select({ id: materialPackages.id })
      .from(materialPackages)
      .where(
        inArray(
          materialPackages.id,
          all.slice(i, i + 1000).map((p) => p.id),
        ),
      )
    for (const r of rows) present.add(r.id)
  }
  const todo = all.filter((p) => !present.has(p.id))
  let items = 0
  for (let i = 0; i < todo.length; i += PACKAGES_PER_TX) {
    const chunk = todo.slice(i, i + PACKAGES_PER_TX)
    items += await db.transaction((tx) => insertPackages(tx as unknown as Db, chunk, opts))
    onProgress?.(Math.min(i + PACKAGES_PER_TX, todo.length), todo.length)
  }
  return { packages: todo.length, items, skipped: all.length - todo.length }
}

async function insertPackages(
  db: Db,
  list: readonly DemoPackage[],
  opts: MaterialDemoOptions,
): Promise<number> {
  const rows = list.flatMap((p) =>
    packageItems(p, opts).map((it) => ({
      id: it.id,
      package_id: p.id,
      sort: it.sort,
      code: it.code,
      name: it.name,
      spec: it.spec,
      unit: it.unit,
      price_tax_fen: it.taxFen,
      price_fen: it.noTaxFen,
      tax_rate: it.taxRate,
      brand: it.brand,
      source: it.source,
      period: it.period,
      initials: it.initials,
    })),
  )
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.package_id, (counts.get(r.package_id) ?? 0) + 1)
  await db.insert(materialPackages).values(
    list.map((p) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      province: p.province,
      city: p.city,
      period: p.period,
      source: p.source,
      ownerId: null,
      itemCount: counts.get(p.id) ?? 0,
    })),
  )
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))
    await db.execute(sql`insert into material_items (id, package_id, sort, code, name, spec, unit, price_tax_fen, price_fen, tax_rate, brand, source, period, initials)
      select id, package_id, sort, code, name, spec, unit, price_tax_fen, price_fen, tax_rate, brand, source, period, initials
      from jsonb_to_recordset(${json}::jsonb) as x(id uuid, package_id uuid, sort int, code text, name text, spec text, unit text,
        price_tax_fen bigint, price_fen bigint, tax_rate numeric, brand text, source text, period text, initials text)`)
  }
  return rows.length
}
