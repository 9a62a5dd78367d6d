import { useLiveQuery } from 'dexie-react-hooks'
import { notifier } from '@/data/api/notify'
import { useTeamQuotaRefresh } from '@/data/api/team-quotas'
import { onAppDb } from '@/data/app-db'
import {
  cachedTeamQuotas,
  cachedTeams,
  listQuotaShares,
  shareQuotaLibrary,
  unshareQuotaLibrary,
} from '@/data/repositories/team-quotas'

export type { TeamQuotaRefresh } from '@/data/api/team-quotas'
export type { CachedTeam } from '@/data/repositories/team-quotas'

/**
 * The 团队定额库 on the 定额库 screen (docs/bill.md "团队定额库"): the user's shares (synced, live)
 * and the teams and their shared 子目 as last cached, refreshed when the screen opens online.
 */
export function useTeamQuotas() {
  const { status, refresh } = useTeamQuotaRefresh()
  const shares = useLiveQuery(() => onAppDb(listQuotaShares)(), [])
  const teams = useLiveQuery(() => onAppDb(cachedTeams)(), [])
  const sets = useLiveQuery(() => onAppDb(cachedTeamQuotas)(), [])
  return { status, refresh, shares, teams, sets }
}

/** Shares the 定额库 with the team (synced later; the server refuses a team the user left). */
export async function shareLibrary(library: string, teamId: string): Promise<void> {
  const done = await onAppDb(shareQuotaLibrary)(library, teamId)
  if (!done.ok) notifier().messageBox(done.message)
}
export const unshareLibrary = (library: string, teamId: string) =>
  onAppDb(unshareQuotaLibrary)(library, teamId)
