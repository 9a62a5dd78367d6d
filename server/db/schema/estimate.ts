import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'

/**
 * 估算 reference data (issue 12, docs/estimate.md), seeded by migration 0007 and edited by the
 * administrator (OperationProStructure). Prices are integer 分; shares, premiums and 含量 are
 * numerics read as strings.
 */

const priceColumns = () => ({
  economyFen: bigint('economy_fen', { mode: 'number' }).notNull(),
  standardFen: bigint('standard_fen', { mode: 'number' }).notNull(),
  highFen: bigint('high_fen', { mode: 'number' }).notNull(),
  luxuryFen: bigint('luxury_fen', { mode: 'number' }).notNull(),
})

/** 功能区 of each project type and its default share of the total area (percent). */
export const estimateFunctions = pgTable(
  'estimate_functions',
  {
    projectType: varchar('project_type', { length: 20 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    share: numeric('share', { precision: 5, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectType, t.code], name: 'estimate_functions_pk' }),
    check('estimate_functions_share_check', sql`${t.share} >= 0 and ${t.share} <= 100`),
  ],
)

/** 系统/专业 with its unit price (元/m² of function area) per grade. */
export const estimateSystems = pgTable('estimate_systems', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  specialty: varchar('specialty', { length: 20 }).notNull(),
  ...priceColumns(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAt(),
})

/** What each grade of a system contains (GetPZInfo). */
export const estimateGrades = pgTable(
  'estimate_grades',
  {
    systemCode: varchar('system_code', { length: 20 })
      .notNull()
      .references(() => estimateSystems.code, { onDelete: 'cascade' }),
    grade: varchar('grade', { length: 4 }).notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.systemCode, t.grade], name: 'estimate_grades_pk' })],
)

/** Brand options of a system and grade with their premium on the unit price (percent). */
export const estimateBrands = pgTable(
  'estimate_brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    systemCode: varchar('system_code', { length: 20 })
      .notNull()
      .references(() => estimateSystems.code, { onDelete: 'cascade' }),
    grade: varchar('grade', { length: 4 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    initials: varchar('initials', { length: 20 }).notNull().default(''),
    premium: numeric('premium', { precision: 6, scale: 2 }).notNull().default('0'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('estimate_brands_system_grade_idx').on(t.systemCode, t.grade, t.sort)],
)

/** Items priced per room of the floor plan (卫生间 洁具 …). */
export const estimateCountItems = pgTable('estimate_count_items', {
  code: varchar('code', { length: 20 }).primaryKey(),
  room: varchar('room', { length: 4 }).notNull(),
  systemCode: varchar('system_code', { length: 20 })
    .notNull()
    .references(() => estimateSystems.code, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  unit: varchar('unit', { length: 10 }).notNull(),
  perRoom: numeric('per_room', { precision: 8, scale: 2 }).notNull(),
  ...priceColumns(),
})

/** Typical 清单 items of a system: 含量 per m² of built area and the reference price at 标准. */
export const estimateRecipes = pgTable(
  'estimate_recipes',
  {
    systemCode: varchar('system_code', { length: 20 })
      .notNull()
      .references(() => estimateSystems.code, { onDelete: 'cascade' }),
    code: varchar('code', { length: 12 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    features: text('features').notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull(),
    content: numeric('content', { precision: 14, scale: 6 }).notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    materialName: varchar('material_name', { length: 60 }).notNull().default(''),
    materialSpec: varchar('material_spec', { length: 60 }).notNull().default(''),
    materialUnit: varchar('material_unit', { length: 10 }).notNull().default(''),
    consumption: numeric('consumption', { precision: 14, scale: 6 }).notNull().default('0'),
    materialPriceFen: bigint('material_price_fen', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.systemCode, t.code], name: 'estimate_recipes_pk' })],
)
