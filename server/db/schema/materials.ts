import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * Material price library (issue 11, docs/materials.md). A package (价格包) is one price list: an
 * official bulletin of a city and month (type 3, 官方信息价), a market list (type 2) or a user's
 * own (type 1). Prices are integer 分 (含税 and 除税 both stored, as bulletins publish both);
 * the tax rate is a percentage numeric(5,2), read as a string.
 */
export const materialPackages = pgTable(
  'material_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    province: varchar('province', { length: 20 }).notNull().default(''),
    city: varchar('city', { length: 20 }).notNull().default(''),
    period: varchar('period', { length: 7 }).notNull(),
    // The owner of a personal package; null for official and platform market packages.
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 50 }).notNull().default(''),
    // Column heads of the package's grid (MaterialPrice GetHeads / UpdateHeads).
    heads: jsonb('heads').$type<unknown[]>().notNull().default([]),
    // Number of material_items rows, kept in step by every write in the same transaction.
    itemCount: integer('item_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('material_packages_type_city_period_idx').on(t.type, t.city, t.period.desc()),
    index('material_packages_type_period_idx').on(t.type, t.period.desc()),
    index('material_packages_owner_idx').on(t.ownerId, t.updatedAt.desc()),
    check('material_packages_type_check', sql`${t.type} in (1, 2, 3)`),
    check('material_packages_owner_check', sql`${t.type} <> 1 or ${t.ownerId} is not null`),
    check('material_packages_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('material_packages_item_count_check', sql`${t.itemCount} >= 0`),
  ],
)

/** The columns of a priced material row, wherever it is kept (a package's item, a team file's item). */
export function pricedColumns() {
  return {
    sort: integer('sort').notNull().default(0),
    code: varchar('code', { length: 30 }).notNull().default(''),
    name: varchar('name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull(),
    priceTaxFen: bigint('price_tax_fen', { mode: 'number' }).notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    brand: varchar('brand', { length: 50 }).notNull().default(''),
    source: varchar('source', { length: 50 }).notNull().default(''),
    period: varchar('period', { length: 7 }).notNull(),
  }
}

export const materialItems = pgTable(
  'material_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => materialPackages.id, { onDelete: 'cascade' }),
    ...pricedColumns(),
    // Pinyin initials of name (docs/materials.md), computed on the server at seed and import.
    initials: varchar('initials', { length: 100 }).notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    // GetMaterialData pages a package in grid order; a search inside a package filters those rows.
    index('material_items_package_sort_idx').on(t.packageId, t.sort, t.id),
    // Trend: one material across packages (cities and periods).
    index('material_items_name_spec_idx').on(t.name, t.spec),
    check('material_items_prices_check', sql`${t.priceTaxFen} >= 0 and ${t.priceFen} >= 0`),
    check('material_items_tax_rate_check', sql`${t.taxRate} >= 0 and ${t.taxRate} <= 100`),
    check('material_items_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
)

/**
 * Every change to a package's items (GetHistory): who, when, the item before and after (API-shaped
 * documents, null for an insert's before and a delete's after). One write is one batch. A restore
 * writes the inverse changes as a new batch whose rows name the history point restored to.
 */
export const materialHistory = pgTable(
  'material_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => materialPackages.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    action: varchar('action', { length: 10 }).$type<'insert' | 'update' | 'delete'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    // Set on the rows of a restore: the history id the package was taken back to, and whether to
    // the state right after that row (false) or right before it (true: 恢复到修改前).
    restoredTo: bigint('restored_to', { mode: 'number' }),
    restoredBefore: boolean('restored_before').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('material_history_package_idx').on(t.packageId, t.id.desc()),
    check('material_history_action_check', sql`${t.action} in ('insert', 'update', 'delete')`),
  ],
)

export type MaterialPackageRow = typeof materialPackages.$inferSelect
export type MaterialItemRow = typeof materialItems.$inferSelect
export type MaterialHistoryRow = typeof materialHistory.$inferSelect
