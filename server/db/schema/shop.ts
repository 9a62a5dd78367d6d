import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { projects } from './projects.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Likes (SetBroThumbs): one row per (user, template), so liking twice counts once. The counter
 * projects.thumbs is kept in step in the same transaction (the list sorts by it).
 */
export const templateThumbs = pgTable(
  'template_thumbs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId], name: 'template_thumbs_pk' }),
    index('template_thumbs_project_idx').on(t.projectId),
  ],
)

/** Collections (EscCollection): one row per (user, template); counter projects.collections. */
export const templateCollections = pgTable(
  'template_collections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId], name: 'template_collections_pk' }),
    index('template_collections_project_idx').on(t.projectId),
    index('template_collections_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
)

/**
 * Indicators of a released template (docs/api-shop.md GetProjectInfo): kind 'discipline' rows
 * carry the cost of one 专业 in 分; kind 'content' rows carry a 含量 (quantity per m² of built
 * area). Filled by the demo data and, when the data has them, at release.
 */
export const templateIndicators = pgTable(
  'template_indicators',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).$type<'discipline' | 'content'>().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull().default(''),
    costFen: bigint('cost_fen', { mode: 'number' }),
    value: numeric('value', { precision: 16, scale: 4 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.kind, t.name], name: 'template_indicators_pk' }),
    check('template_indicators_kind_check', sql`${t.kind} in ('discipline', 'content')`),
    check('template_indicators_cost_check', sql`${t.costFen} is null or ${t.costFen} >= 0`),
  ],
)
