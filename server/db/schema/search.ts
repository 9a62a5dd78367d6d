import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The trading-centre search keys (docs/search.md "The key table"), kept by triggers of migration
 * 0009 on projects and users; nothing in the app writes them. One row per public template
 * (released, not deleted) and key: every 1-, 2- and 3-character substring of its lower-cased name (rank 0
 * when the name IS the key, 1 when it starts with it, 2 otherwise), of its author's name (rank 3)
 * and of its city when that is a hot city (rank 4), the lowest rank when several give the key; plus
 * `\u0001<city>` (rank 5) for the city counts and `\u0002<owner id>` (rank 6) for the author's. The order index answers a one-word search's page
 * in the relevance order without touching the projects table.
 */
export const templateSearch = pgTable(
  'template_search',
  {
    key: text('key').notNull(),
    projectId: uuid('project_id').notNull(),
    rank: smallint('rank').notNull(),
    thumbs: integer('thumbs').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('template_search_order_idx').on(
      t.key,
      t.rank,
      t.thumbs.desc(),
      t.releasedAt.desc(),
      t.projectId.desc(),
    ),
    index('template_search_project_idx').on(t.projectId),
  ],
)

/** Rows of template_search per key and rank, kept by the same triggers: a search's Total without a count. */
export const templateSearchCounts = pgTable(
  'template_search_counts',
  {
    key: text('key').notNull(),
    rank: smallint('rank').notNull(),
    n: integer('n')
      .notNull()
      .default(sql`0`),
    // Sum of the likes, for the author keys (rank 6) only.
    thumbs: bigint('thumbs', { mode: 'number' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ name: 'template_search_counts_pk', columns: [t.key, t.rank] })],
)
