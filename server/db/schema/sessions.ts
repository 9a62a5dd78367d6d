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
    // Shown in 个人中心's device list: the browser and the address it signed in from.
    userAgent: varchar('user_agent', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/**
 * SMS codes sent (GetMsg). The code is stored as a salted SHA-256. `attempts` counts the tries
 * taken, in one UPDATE before each comparison (services/auth/codes.ts).
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

/**
 * Fixed-window counters of the account limits (services/auth/rate-limit.ts): failed sign-ins,
 * phone look-ups and SMS sends, keyed by what they limit ("login:phone:138…", "lookup:ip:…").
 * One row per key; a try takes a hit with a single INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * so parallel requests, on one server or several, can never pass the limit together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 100 }).primaryKey(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
)

export type SessionRow = typeof sessions.$inferSelect
export type SmsCodeRow = typeof smsCodes.$inferSelect
