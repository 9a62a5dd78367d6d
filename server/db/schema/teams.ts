import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * The team centre, first slice (docs/teams.md): teams, their members and groupings (分组). The
 * administrator is one of the members (team_members has a row for them too) and is named by
 * teams.admin_id; a member's groupings go with the membership (composite foreign key, cascade).
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    img: text('img').notNull().default(''),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A team name is unique among the teams one user administers.
    uniqueIndex('teams_admin_name_unique').on(t.adminId, t.name),
    check('teams_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
)

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'team_members_pk', columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
  ],
)

export const teamGroupings = pgTable(
  'team_groupings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_groupings_team_name_unique').on(t.teamId, t.name)],
)

export const teamGroupingMembers = pgTable(
  'team_grouping_members',
  {
    groupingId: uuid('grouping_id')
      .notNull()
      .references(() => teamGroupings.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'team_grouping_members_pk', columns: [t.groupingId, t.userId] }),
    // Leaving or being removed from the team takes the member out of its groupings.
    foreignKey({
      name: 'team_grouping_members_member_fk',
      columns: [t.teamId, t.userId],
      foreignColumns: [teamMembers.teamId, teamMembers.userId],
    }).onDelete('cascade'),
    index('team_grouping_members_member_idx').on(t.teamId, t.userId),
  ],
)

/**
 * What happened to a user in a team (确认, docs/teams.md "确认"): added, removed, made
 * administrator, team dissolved, invited (an invitation to answer: `ref_id` names it), a file of
 * theirs rejected (`detail`: the file and the reason). Written in the transaction of the change;
 * the team's name and the administrator's name are kept as they were (the team may be gone
 * since). The user confirms a notice (confirmed_at) once read; answering an invitation confirms it.
 */
export const teamNotices = pgTable(
  'team_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    teamName: varchar('team_name', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    actorName: text('actor_name').notNull(),
    detail: text('detail').notNull().default(''),
    refId: uuid('ref_id'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('team_notices_user_idx').on(t.userId, t.createdAt),
    check(
      'team_notices_kind_check',
      sql`${t.kind} in ('added', 'removed', 'admin', 'dissolved', 'invited', 'rejected')`,
    ),
  ],
)

/**
 * Invitations (docs/teams.md "Adding by phone"): the administrator adds a phone number, the person
 * with that number joins once they accept in 团队消息. Whether the number is registered is never
 * told: an unregistered number's invitation waits for the registration.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 11 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_team_phone_unique').on(t.teamId, t.phone),
    index('team_invitations_phone_idx').on(t.phone),
  ],
)
