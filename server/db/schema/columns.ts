import { timestamp } from 'drizzle-orm/pg-core'

// Shared column builders: every table stamps its rows the same way (timestamptz, set by the DB).
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
