import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { projects } from './projects.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * The versions of a released template (docs/api-shop.md "Versions"). A release publishes version
 * 1, each 更新发布 the next one; the template's synced rows (its projects document, structure
 * rows, tenders and bill) hold the current version, frozen. Each row here is what was published:
 * the card figures at that time and the project it came from (null for templates released before
 * versions existed, and for the demo data).
 */
export const templateVersions = pgTable(
  'template_versions',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sourceProjectId: uuid('source_project_id'),
    name: varchar('name', { length: 100 }).notNull(),
    city: varchar('city', { length: 20 }).notNull().default(''),
    projectType: varchar('project_type', { length: 20 }).notNull().default(''),
    year: integer('year'),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull().default(0),
    totalCostFen: bigint('total_cost_fen', { mode: 'number' }).notNull().default(0),
    builtArea: numeric('built_area', { precision: 14, scale: 2 }).notNull().default('0'),
    releaseNotes: text('release_notes').notNull().default(''),
    releasedAt: at('released_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.version], name: 'template_versions_pk' }),
    index('template_versions_source_idx').on(t.sourceProjectId),
    check('template_versions_version_check', sql`${t.version} >= 1`),
  ],
)

/**
 * The frozen rows of a superseded version: when 更新发布 replaces the template's synced rows, the
 * rows of the version it replaces are kept here as they were (entity, id and document), so every
 * version's structure and bill stays readable by the server: one indexed range per version.
 */
export const templateVersionRows = pgTable(
  'template_version_rows',
  {
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    entity: varchar('entity', { length: 20 }).notNull(),
    id: uuid('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.templateId, t.version, t.entity, t.id],
      name: 'template_version_rows_pk',
    }),
    foreignKey({
      columns: [t.templateId, t.version],
      foreignColumns: [templateVersions.templateId, templateVersions.version],
      name: 'template_version_rows_version_fk',
    }).onDelete('cascade'),
  ],
)

/**
 * Purchases (checkout): who bought which template, which version, and the copy it made in their
 * 我的项目. A buyer reads the whole bill of the template (docs/api-shop.md "Paid content").
 */
export const templatePurchases = pgTable(
  'template_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    projectId: uuid('project_id').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('template_purchases_template_user_idx').on(t.templateId, t.userId),
    index('template_purchases_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)
