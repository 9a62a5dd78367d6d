import { INDEX_SERIES, seedIndexTable, type IndexEntry } from '../adjust/price-indices'
import { SEED_TABLES, type RebaseTables } from '../benchmark/rebase'

/**
 * The reference tables an administrator edits (docs/backoffice.md) as served by
 * GET /api/Reference/GetTables, and their conversion to the shapes the computations take: the
 * 对标 RebaseTables of rebase.ts and the 调价 IndexEntry list of price-indices.ts. Zod-free so
 * that the worker and the screens can use it without the schemas.
 */

export interface ReferenceTables {
  /** Changes whenever any value changes (a hash of the content). */
  Version: string
  Location: { City: string; Factor: string }[]
  PriceIndex: { Period: string; Value: string }[]
  AdjustIndices: IndexEntry[]
}

/** The 对标 tables of served reference data. */
export function rebaseTablesOf(t: Pick<ReferenceTables, 'Location' | 'PriceIndex'>): RebaseTables {
  return {
    location: Object.fromEntries(t.Location.map((r) => [r.City, Number(r.Factor)])),
    priceIndex: Object.fromEntries(t.PriceIndex.map((r) => [r.Period, Number(r.Value)])),
  }
}

/**
 * The bundled seed in the served shape: the offline fallback before the first read. The 调价
 * indices run through `lastPeriod` (the client passes the current month).
 */
export function seedReferenceTables(lastPeriod: string): ReferenceTables {
  return {
    Version: 'seed',
    Location: Object.entries(SEED_TABLES.location).map(([City, f]) => ({
      City,
      Factor: String(f),
    })),
    PriceIndex: Object.entries(SEED_TABLES.priceIndex).map(([Period, v]) => ({
      Period,
      Value: String(v),
    })),
    AdjustIndices: seedIndexTable(lastPeriod),
  }
}

/** The index of one series in one city and period in a served table; null when absent. */
export function tableIndex(
  table: readonly IndexEntry[],
  city: string,
  key: string,
  period: string,
): string | null {
  return table.find((e) => e.City === city && e.Key === key && e.Period === period)?.Value ?? null
}

export const seriesName = (key: string): string =>
  INDEX_SERIES.find((s) => s.Key === key)?.Name ?? key

/** Names of the tables whose changes the history records, with their Chinese labels. */
export const REFERENCE_TABLE_LABELS = {
  location: '城市系数',
  priceIndex: '造价指数',
  adjustIndex: '调价指数',
  function: '功能区',
  system: '系统单价',
  grade: '档次内容',
  brand: '品牌',
  countItem: '按户型计价项',
  recipe: '典型清单项',
} as const
export type ReferenceTableName = keyof typeof REFERENCE_TABLE_LABELS
export const REFERENCE_TABLE_NAMES = Object.keys(REFERENCE_TABLE_LABELS) as ReferenceTableName[]
