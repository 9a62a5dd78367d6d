import { and, eq } from 'drizzle-orm'
import { TEAM_MISSING } from '@/domain/teams/schemas.ts'
import type { Db } from '../../db/client.ts'
import { teamMembers, teams } from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { isUniqueViolation } from '../auth/accounts.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const ADMIN_ONLY = '仅团队管理员可以操作'

export interface Membership {
  teamId: string
  name: string
  adminId: string
  isAdmin: boolean
}

/**
 * The caller's membership of a team, or the refusal 团队不存在或已解散: a team the caller is not
 * in answers exactly as a missing one, so its existence is not revealed. With `lock` the team row
 * is taken FOR UPDATE: every write to a team holds it, so writes to one team run one at a time
 * (a transfer and a removal, two additions near the member limit, …) and never see each other half done.
 */
export async function membership(
  tx: Db | Tx,
  teamId: string,
  userId: string,
  lock = false,
): Promise<Membership> {
  const query = tx
    .select({ name: teams.name, adminId: teams.adminId })
    .from(teams)
    .where(eq(teams.id, teamId))
  const [team] = lock ? await query.for('update') : await query
  if (!team) throw new Rejection(TEAM_MISSING)
  const [member] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  if (!member) throw new Rejection(TEAM_MISSING)
  return { teamId, name: team.name, adminId: team.adminId, isAdmin: team.adminId === userId }
}

/** The locked membership of the team's administrator; a member is refused 仅团队管理员可以操作. */
export async function asAdmin(tx: Tx, teamId: string, userId: string): Promise<Membership> {
  const m = await membership(tx, teamId, userId, true)
  if (!m.isAdmin) throw new Rejection(ADMIN_ONLY)
  return m
}

/** Runs a write; a unique index that refuses it (a race past the explicit check) becomes `message`. */
export async function unique<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new Rejection(message)
    throw error
  }
}

export const iso = (d: Date) => d.toISOString()

/** The administrator check without a transaction (before work that is not a database write). */
export async function asAdminRead(db: Db, teamId: string, userId: string): Promise<Membership> {
  const m = await membership(db, teamId, userId)
  if (!m.isAdmin) throw new Rejection(ADMIN_ONLY)
  return m
}
