import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/** Bill standards a project is priced under (DOMAIN.md "The project tree"). */
export const STANDARD_VERSIONS = ['GB 50500-2013', 'GB/T 50500-2024'] as const
export type StandardVersion = (typeof STANDARD_VERSIONS)[number]

/**
 * Projects and templates (a template is a project with is_template; the trading centre lists
 * released ones). Money is integer 分 (bigint, read as JS numbers: exact up to 9e15 分); areas are
 * numeric(14,2) m², read as strings so no float creeps in before the API edge.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    // 住宅, 酒店, 办公, 商业, 综合体 …: open list, so text rather than an enum.
    projectType: varchar('project_type', { length: 20 }).notNull().default(''),
    city: varchar('city', { length: 20 }).notNull().default(''),
    year: integer('year'),
    // 结构类型 ('' while not chosen): the 对标 sample list filters released templates by it.
    structureType: varchar('structure_type', { length: 20 }).notNull().default(''),
    standardVersion: varchar('standard_version', { length: 20 })
      .$type<StandardVersion>()
      .notNull()
      .default('GB/T 50500-2024'),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull().default(''),
    builtArea: numeric('built_area', { precision: 14, scale: 2 }).notNull().default('0'),
    inArea: numeric('in_area', { precision: 14, scale: 2 }).notNull().default('0'),
    sellArea: numeric('sell_area', { precision: 14, scale: 2 }).notNull().default('0'),
    totalCostFen: bigint('total_cost_fen', { mode: 'number' }).notNull().default(0),
    // The priced bill's 建设项目 total (docs/backoffice.md "造价"): bill_rev counts the writes
    // that can change it (bill rows, structure rows, the standard version); bill_cost_fen is the
    // total computed at bill_cost_rev, null when the bill has no priced item.
    billRev: bigint('bill_rev', { mode: 'number' }).notNull().default(0),
    billCostRev: bigint('bill_cost_rev', { mode: 'number' }).notNull().default(0),
    billCostFen: bigint('bill_cost_fen', { mode: 'number' }),
    isTemplate: boolean('is_template').notNull().default(false),
    released: boolean('released').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull().default(0),
    thumbs: integer('thumbs').notNull().default(0),
    // Count of template_collections rows, kept in step with them (like thumbs).
    collections: integer('collections').notNull().default(0),
    releaseNotes: text('release_notes').notNull().default(''),
    // Folders arrive with the projects issue; the foreign key is added there.
    folderId: uuid('folder_id'),
    // Bumped on every change; the sync protocol compares it to detect conflicts.
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('projects_released_released_at_idx').on(t.released, t.releasedAt.desc()),
    index('projects_released_type_idx').on(t.released, t.projectType),
    index('projects_released_city_idx').on(t.released, t.city),
    index('projects_owner_idx').on(t.ownerId, t.updatedAt.desc()),
    index('projects_released_thumbs_idx').on(t.released, t.thumbs.desc()),
    index('projects_released_price_idx').on(t.released, t.priceFen),
    // Search (docs/search.md): GIN over the 1- and 2-character grams of the name; search_grams()
    // is created by migration 0003.
    index('projects_name_grams_idx').using('gin', sql`search_grams("name")`),
    // GET /uploads/* looks a cover up to decide who may read it (docs/security.md "Uploads").
    index('projects_cover_idx')
      .on(t.cover)
      .where(sql`${t.cover} <> ''`),
    check(
      'projects_standard_version_check',
      sql`${t.standardVersion} in ('GB 50500-2013', 'GB/T 50500-2024')`,
    ),
    check(
      'projects_amounts_check',
      sql`${t.totalCostFen} >= 0 and ${t.priceFen} >= 0 and ${t.thumbs} >= 0`,
    ),
    check('projects_collections_check', sql`${t.collections} >= 0`),
    check(
      'projects_areas_check',
      sql`${t.builtArea} >= 0 and ${t.inArea} >= 0 and ${t.sellArea} >= 0`,
    ),
    check('projects_released_at_check', sql`not ${t.released} or ${t.releasedAt} is not null`),
  ],
)

export type ProjectRow = typeof projects.$inferSelect
export type NewProjectRow = typeof projects.$inferInsert
