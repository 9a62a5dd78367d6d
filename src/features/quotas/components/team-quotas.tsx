import type { QuotaItem } from '@/domain/bill/quota-entity'
import { useTeamQuotas } from '../hooks/use-team-quotas'
import { QuotaSharing } from './quota-sharing'
import { TeamQuotaBrowser } from './team-quota-browser'

/**
 * The 定额库 screen's team part (docs/bill.md "团队定额库"): sharing the user's 定额库 with their
 * teams, and the teams' shared 定额库, read-only.
 */
export function TeamQuotas({ quotas }: { quotas: readonly QuotaItem[] }) {
  const { status, refresh, shares, teams, sets } = useTeamQuotas()
  return (
    <>
      <QuotaSharing quotas={quotas} shares={shares ?? []} teams={teams ?? []} />
      <TeamQuotaBrowser sets={sets ?? []} status={status} refresh={refresh} />
    </>
  )
}
