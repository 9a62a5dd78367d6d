import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'

/** Accounts (SPEC §3 User). Login is by phone; UserName is what the UI and template cards show. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 11 }).notNull().unique('users_phone_unique'),
    userName: varchar('user_name', { length: 50 }).notNull(),
    headPic: text('head_pic').notNull().default(''),
    // scrypt hash and its per-user salt, both hex; the scheme is the accounts issue's choice.
    passwordHash: text('password_hash').notNull(),
    passwordSalt: text('password_salt').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_phone_format', sql`${t.phone} ~ '^1[0-9]{10}$'`),
    // Author search (docs/search.md): GIN over the grams of the user name (migration 0003).
    index('users_name_grams_idx').using('gin', sql`search_grams("user_name")`),
    // GET /uploads/* looks an avatar up to decide who may read it (docs/security.md "Uploads").
    index('users_head_pic_idx')
      .on(t.headPic)
      .where(sql`${t.headPic} <> ''`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
