import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

// Times here are written by the account services from their (injectable) clock, not by the
// database, so expiry and rate-limit tests can move time forward.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Sign-in sessions. Only a SHA-256 of the random token is stored: a database leak logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * SMS codes sent (GetMsg). The code is stored as a salted SHA-256; rows also serve as the log the
 * per-phone and per-IP send limits count.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 11 }).notNull(),
    // d code login, r register / new phone, c reset / change password
    type: varchar('type', { length: 1 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    codeSalt: varchar('code_salt', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
)

/** Failed password checks, counted per phone and per IP to throttle guessing. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 11 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_phone_idx').on(t.phone, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
)

export type SessionRow = typeof sessions.$inferSelect
export type SmsCodeRow = typeof smsCodes.$inferSelect
