import { useCallback, useEffect, useState } from 'react'
import { BILL_CALLS } from '@/domain/api/calls/bill'
import { TEAM_CALLS } from '@/domain/api/calls/teams'
import type { TeamQuota } from '@/domain/bill/quota-share'
import { onAppDb } from '@/data/app-db'
import { storeTeamQuotas } from '@/data/repositories/team-quotas'
import { useOnline } from '@/data/state/use-online'
import { callApi, failureMessage } from './call-api'

/** A background read: no loading flag, no message box (offline the cache answers). */
const QUIET = { notify: false, loading: false } as const

/**
 * Refreshes the cache of the teams' shared 定额库 (docs/bill.md "团队定额库"): the user's teams
 * (GetTeamList), then each team's shared 子目 (GetTeamQuotas), stored in one transaction once all
 * answered. A failed read (offline, signed out) leaves the cache as it was and rejects.
 */
export async function refreshTeamQuotas(): Promise<void> {
  const { data: teams } = await callApi(TEAM_CALLS.getTeamList, {}, QUIET)
  const quotas = new Map<string, TeamQuota[]>()
  for (const team of teams) {
    const { data } = await callApi(BILL_CALLS.getTeamQuotas, { TeamId: team.ID }, QUIET)
    quotas.set(team.ID, data)
  }
  await onAppDb(storeTeamQuotas)(teams, quotas)
}

/** The automatic refresh waits this long after the last one (a panel opened item after item). */
const AUTO_AFTER_MS = 60_000
let lastRefresh = -Infinity

export type TeamQuotaRefresh =
  { state: 'idle' | 'loading' | 'done' } | { state: 'failed'; message: string }

/**
 * Refreshes the 团队定额库 cache when a screen that uses it opens online (and when the browser
 * comes back online; not again within a minute), and on demand; the screens read the cache
 * through the repository meanwhile.
 */
export function useTeamQuotaRefresh(): { status: TeamQuotaRefresh; refresh: () => void } {
  const online = useOnline()
  const [status, setStatus] = useState<TeamQuotaRefresh>({ state: 'idle' })
  const refresh = useCallback(() => {
    lastRefresh = Date.now()
    setStatus({ state: 'loading' })
    refreshTeamQuotas().then(
      () => setStatus({ state: 'done' }),
      (error: unknown) => {
        lastRefresh = -Infinity
        setStatus({ state: 'failed', message: failureMessage(error, '团队定额库更新失败') })
      },
    )
  }, [])
  useEffect(() => {
    if (online && Date.now() - lastRefresh >= AUTO_AFTER_MS) refresh()
  }, [online, refresh])
  return { status, refresh }
}
