import { z } from 'zod'
import { zodShapeData } from '../entity/zod'
import { compareQuotas } from './quota'
import { quotaItems, type QuotaItem } from './quota-entity'

/**
 * The team-shared 定额库 (docs/bill.md "团队定额库"): what GET /api/Bill/GetTeamQuotas answers, a
 * 定额子目 of another member's 定额库 shared with the team, with who shared it; and the 定额库
 * search of the 组价 panel over the user's own 定额库 and the cached team ones, each hit labelled
 * with its source.
 */
export const teamQuota = zodShapeData(quotaItems.fields).extend({
  ID: z.string(),
  /** The sharer (a current member of the team). */
  OwnerId: z.string(),
  OwnerName: z.string(),
})
export type TeamQuota = QuotaItem & { OwnerId: string; OwnerName: string }

/** A 定额子目 the 组价 panel can add: the user's own, or one of a team's shared 定额库. */
export interface QuotaHit {
  quota: QuotaItem
  /** 我的定额库, or 团队「name」· sharer. */
  source: string
}

/** A team's cached 子目, as the search reads them. */
export interface TeamQuotaSet {
  teamName: string
  quotas: readonly TeamQuota[]
}

/** Team 子目 by sharer, then 定额库 and 定额编号 (the server's answer and the cache alike). */
export const compareTeamQuotas = (a: TeamQuota, b: TeamQuota): number =>
  a.OwnerName.localeCompare(b.OwnerName, 'zh-CN') || compareQuotas(a, b)

export const MY_QUOTAS = '我的定额库'
export const teamSource = (teamName: string, ownerName: string) =>
  `团队「${teamName}」· ${ownerName}`

/**
 * The first `max` 子目 whose 编号 or 名称 contains `query` (case-insensitive): the user's own
 * first, then each team's; a 子目 shared with two of the user's teams is listed once.
 */
export function searchQuotas(
  mine: readonly QuotaItem[],
  teams: readonly TeamQuotaSet[],
  query: string,
  max: number,
): QuotaHit[] {
  const q = query.trim().toLowerCase()
  if (q === '') return []
  const matches = (x: QuotaItem) => `${x.Code} ${x.Name}`.toLowerCase().includes(q)
  const hits: QuotaHit[] = []
  const seen = new Set<string>()
  const add = (quota: QuotaItem, source: string) => {
    if (hits.length >= max || seen.has(quota.ID) || !matches(quota)) return
    seen.add(quota.ID)
    hits.push({ quota, source })
  }
  for (const quota of mine) add(quota, MY_QUOTAS)
  for (const team of teams)
    for (const quota of team.quotas) add(quota, teamSource(team.teamName, quota.OwnerName))
  return hits
}

/** The 定额库 names of a list of 子目, in first-seen order. */
export const libraryNames = (quotas: readonly Pick<QuotaItem, 'Library'>[]): string[] => [
  ...new Set(quotas.map((q) => q.Library)),
]
