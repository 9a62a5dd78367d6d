import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { onAppDb } from '@/data/app-db'
import { listQuotaShares, shareQuotaLibrary } from '@/data/repositories/team-quotas'
import type { QuotaItem } from '@/domain/bill/quota-entity'
import { QuotaSharing } from './quota-sharing'

beforeEach(async () => {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

const TEAM = '22222222-2222-4222-8222-222222222222'
const LEFT = '33333333-3333-4333-8333-333333333333'
const quota = (Library: string, Code: string): QuotaItem => ({
  ID: crypto.randomUUID(),
  Library,
  Code,
  Name: '砖基础',
  Unit: '10m3',
  Price: null,
  OverheadRate: null,
  ProfitRate: null,
  Lines: [],
})
const quotas = [quota('企业定额', 'A4-1'), quota('企业定额', 'A4-5'), quota('安装定额', 'C1-1')]
const teams = [{ ID: TEAM, Name: '造价一组', pulledAt: 1 }]

describe('共享给团队 on the 定额库 screen', () => {
  it('lists each 定额库 once, shares one with the chosen team as a synced share', async () => {
    render(<QuotaSharing quotas={quotas} shares={[]} teams={teams} />)
    const region = screen.getByRole('region', { name: '共享给团队' })
    expect(within(region).getAllByRole('listitem')).toHaveLength(2)
    const library = within(region).getByRole('listitem', { name: '定额库 企业定额' })
    expect(library.textContent).toContain('未共享')
    expect(
      within(library).getByRole('combobox', { name: '企业定额 共享给哪个团队' }).textContent,
    ).toContain('造价一组')
    fireEvent.click(within(library).getByRole('button', { name: '共享 企业定额 给团队' }))
    await waitFor(async () =>
      expect((await onAppDb(listQuotaShares)()).map((s) => [s.Library, s.TeamId])).toEqual([
        ['企业定额', TEAM],
      ]),
    )
  })

  it('shows where a 定额库 is shared (a team the user left by that name) and stops sharing it', async () => {
    await onAppDb(shareQuotaLibrary)('企业定额', TEAM)
    await onAppDb(shareQuotaLibrary)('企业定额', LEFT)
    const shares = await onAppDb(listQuotaShares)()
    render(<QuotaSharing quotas={quotas} shares={shares} teams={teams} />)
    const library = screen.getByRole('listitem', { name: '定额库 企业定额' })
    expect(library.textContent).toContain('已共享给 造价一组')
    expect(library.textContent).toContain('已共享给 已退出的团队')
    // Shared with every team of the user: nothing left to choose.
    expect(within(library).queryByRole('combobox')).toBeNull()
    const other = screen.getByRole('listitem', { name: '定额库 安装定额' })
    expect(within(other).getByRole('button', { name: '共享 安装定额 给团队' })).toBeTruthy()
    fireEvent.click(
      within(library).getByRole('button', { name: '取消共享 企业定额 给 已退出的团队' }),
    )
    await waitFor(async () =>
      expect((await onAppDb(listQuotaShares)()).map((s) => s.TeamId)).toEqual([TEAM]),
    )
  })

  it('says how to share when the user is in no team, and shows nothing without a 定额库', () => {
    const { unmount } = render(<QuotaSharing quotas={quotas} shares={[]} teams={[]} />)
    expect(screen.getAllByText('加入或创建团队后可共享')).toHaveLength(2)
    unmount()
    render(<QuotaSharing quotas={[]} shares={[]} teams={teams} />)
    expect(screen.queryByRole('region', { name: '共享给团队' })).toBeNull()
  })
})
