import { describe, expect, it } from 'vitest'
import type { QuotaItem } from './quota-entity'
import { libraryNames, searchQuotas, type TeamQuota } from './quota-share'

const quota = (ID: string, Code: string, Name: string, Library = '企业定额'): QuotaItem => ({
  ID,
  Library,
  Code,
  Name,
  Unit: '10m3',
  Price: null,
  OverheadRate: null,
  ProfitRate: null,
  Lines: [],
})
const shared = (q: QuotaItem, OwnerName: string): TeamQuota => ({ ...q, OwnerId: 'u', OwnerName })

describe('the 定额库 search of the 组价 panel', () => {
  const mine = [quota('m1', 'A4-1', '砖基础'), quota('m2', 'A5-12', '现浇混凝土')]
  const theirs = shared(quota('t1', 'A4-1', '砖基础（团队）', '甲的定额'), '用户甲')
  const teams = [
    { teamName: '一组', quotas: [theirs, shared(quota('t2', 'B1-1', '墙面抹灰'), '用户乙')] },
    { teamName: '二组', quotas: [theirs] },
  ]

  it('finds by 编号 or 名称 in my 定额库 first, then each team, each hit labelled with its source', () => {
    expect(searchQuotas(mine, teams, ' a4-1 ', 20).map((h) => [h.quota.ID, h.source])).toEqual([
      ['m1', '我的定额库'],
      ['t1', '团队「一组」· 用户甲'],
    ])
    expect(searchQuotas(mine, teams, '抹灰', 20).map((h) => h.source)).toEqual([
      '团队「一组」· 用户乙',
    ])
  })

  it('lists a 子目 shared with two teams once, stops at the limit, finds nothing for a blank query', () => {
    expect(searchQuotas([], teams, '砖基础', 20)).toHaveLength(1)
    expect(searchQuotas(mine, teams, 'A', 2).map((h) => h.quota.ID)).toEqual(['m1', 'm2'])
    expect(searchQuotas(mine, teams, '  ', 20)).toEqual([])
  })

  it('names the 定额库 of a list once each, in first-seen order', () => {
    expect(libraryNames([...mine, theirs, quota('m3', 'C', 'c', '另一库')])).toEqual([
      '企业定额',
      '甲的定额',
      '另一库',
    ])
  })
})
