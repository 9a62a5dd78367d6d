import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * Reference tables the administrator edits in the back office (docs/backoffice.md), seeded by
 * migration 0008 from the bundled plausible figures: the 对标 location factors and tender price
 * index (src/domain/benchmark/data/*.json) and the 调价 price-index table
 * (src/domain/adjust/price-indices.ts). Values are numerics read as strings.
 */

/** City → location factor (national average 1.00). */
export const refLocationFactors = pgTable(
  'ref_location_factors',
  {
    city: varchar('city', { length: 20 }).primaryKey(),
    factor: numeric('factor', { precision: 6, scale: 3 }).notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('ref_location_factors_positive', sql`${t.factor} > 0`)],
)

/** Period ('YYYY', 'YYYY-Qn', 'YYYY-MM') → tender price index. */
export const refPriceIndex = pgTable(
  'ref_price_index',
  {
    period: varchar('period', { length: 7 }).primaryKey(),
    value: numeric('value', { precision: 10, scale: 2 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('ref_price_index_positive', sql`${t.value} > 0`)],
)

/** 调价 method A.1: the index of one series (人工, 钢材 …) in one city and month. */
export const refAdjustIndices = pgTable(
  'ref_adjust_indices',
  {
    city: varchar('city', { length: 20 }).notNull(),
    series: varchar('series', { length: 20 }).notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    value: numeric('value', { precision: 12, scale: 4 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.series, t.period], name: 'ref_adjust_indices_pk' }),
    check('ref_adjust_indices_positive', sql`${t.value} > 0`),
  ],
)

/**
 * Every back-office change of reference data (these tables and the 估算 tables of 0007): which
 * table and row, the row before and after (null: added / removed), who and when.
 */
export const referenceHistory = pgTable(
  'reference_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: varchar('table_name', { length: 40 }).notNull(),
    rowKey: varchar('row_key', { length: 120 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reference_history_table_idx').on(t.tableName, t.id.desc())],
)
