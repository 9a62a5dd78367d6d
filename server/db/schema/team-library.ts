import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { pricedColumns } from './materials.ts'
import { teamGroupings, teamMembers, teams } from './teams.ts'
import { users } from './users.ts'

/**
 * The team file library (docs/team-library.md): folders, files (snapshots of price packages) with
 * their materials, authority entries and comments. Everything goes with the team (cascade).
 */
export const teamFolders = pgTable(
  'team_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => teamFolders.id, {
      onDelete: 'cascade',
    }),
    name: varchar('name', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Folder names are unique among siblings; the root's children share the zero uuid.
    uniqueIndex('team_folders_sibling_name_unique').on(
      t.teamId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.name,
    ),
    index('team_folders_parent_idx').on(t.parentId),
  ],
)

export const teamFiles = pgTable(
  'team_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // A folder holding files cannot be deleted (no action: checked at the end of the statement,
    // so a dissolved team's folders and files still go together); null is the root.
    folderId: uuid('folder_id').references(() => teamFolders.id, { onDelete: 'no action' }),
    name: varchar('name', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    sourceType: smallint('source_type').notNull(),
    sourceName: varchar('source_name', { length: 100 }).notNull().default(''),
    province: varchar('province', { length: 20 }).notNull().default(''),
    city: varchar('city', { length: 20 }).notNull().default(''),
    period: varchar('period', { length: 7 }).notNull(),
    itemCount: integer('item_count').notNull().default(0),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    uploaderName: varchar('uploader_name', { length: 50 }).notNull().default(''),
    status: smallint('status').notNull(),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: varchar('reviewer_name', { length: 50 }).notNull().default(''),
    reviewTime: timestamp('review_time', { withTimezone: true, mode: 'date' }),
    opinion: varchar('opinion', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('team_files_team_folder_idx').on(t.teamId, t.folderId, t.createdAt.desc()),
    index('team_files_folder_idx').on(t.folderId),
    check('team_files_status_check', sql`${t.status} between 1 and 4`),
    check('team_files_item_count_check', sql`${t.itemCount} >= 0`),
  ],
)

export const teamFileItems = pgTable(
  'team_file_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => teamFiles.id, { onDelete: 'cascade' }),
    ...pricedColumns(),
    updatedAt: updatedAt(),
  },
  (t) => [index('team_file_items_file_sort_idx').on(t.fileId, t.sort, t.id)],
)

/** Authority entries: 全部成员, a grouping or a member, each with a level; one row per subject. */
export const teamFileAuthority = pgTable(
  'team_file_authority',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => teamFiles.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    kind: varchar('kind', { length: 8 }).$type<'all' | 'grouping' | 'user'>().notNull(),
    groupingId: uuid('grouping_id').references(() => teamGroupings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    level: varchar('level', { length: 8 }).$type<'view' | 'edit' | 'manage'>().notNull(),
  },
  (t) => [
    // A member who leaves or is removed takes their entries along.
    foreignKey({
      name: 'team_file_authority_member_fk',
      columns: [t.teamId, t.userId],
      foreignColumns: [teamMembers.teamId, teamMembers.userId],
    }).onDelete('cascade'),
    uniqueIndex('team_file_authority_subject_unique').on(
      t.fileId,
      t.kind,
      sql`coalesce(${t.groupingId}, ${t.userId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('team_file_authority_grouping_idx').on(t.groupingId),
    index('team_file_authority_member_idx').on(t.teamId, t.userId),
    check('team_file_authority_kind_check', sql`${t.kind} in ('all', 'grouping', 'user')`),
    check('team_file_authority_level_check', sql`${t.level} in ('view', 'edit', 'manage')`),
    check(
      'team_file_authority_subject_check',
      sql`(${t.kind} = 'all' and ${t.groupingId} is null and ${t.userId} is null)
        or (${t.kind} = 'grouping' and ${t.groupingId} is not null and ${t.userId} is null)
        or (${t.kind} = 'user' and ${t.userId} is not null and ${t.groupingId} is null)`,
    ),
  ],
)

export const teamFileComments = pgTable(
  'team_file_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => teamFiles.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('team_file_comments_file_idx').on(t.fileId, t.createdAt)],
)

export type TeamFileRow = typeof teamFiles.$inferSelect
export type TeamFolderRow = typeof teamFolders.$inferSelect
