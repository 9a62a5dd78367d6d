import { bigint, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * Stored uploads (server/services/uploads): who uploaded each file and its size, for the per-user
 * quota and hourly cap and for the read rule (docs/security.md "Uploads"). `path` is the part of
 * the URL after /uploads/ (`<yyyy-mm>/<32 hex>.<ext>`). The time comes from the app's clock.
 */
export const uploads = pgTable(
  'uploads',
  {
    path: varchar('path', { length: 60 }).primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
)
