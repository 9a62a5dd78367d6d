import { countCached } from '@/data/repositories/home-cache'
import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { goOffline, makeCard, serveApi, setupShopTests } from '@/data/api/shop.testkit'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { SearchResultsScreen } from './search-results-screen'

setupShopTests()

describe('search results', () => {
  it('shows the three groups from the server, each linking on', async () => {
    const fetch = serveApi({
      '/api/Shop/Search': {
        Data: {
          Templates: [makeCard({ ID: 't1', Name: '杭州湾综合体' })],
          TemplateTotal: 20,
          Authors: [
            { ID: 'u9', UserName: '杭州设计院', HeadPic: '', TemplateCount: 4, Thumbs: 10 },
          ],
          AuthorTotal: 1,
          Cities: [{ City: '杭州', Count: 57 }],
        },
      },
    })
    await renderWithRouter(<SearchResultsScreen name="杭州" />, { path: '/Page/filterpage' })
    const templates = await screen.findByRole('region', { name: /模板/ })
    expect(within(templates).getByText('杭州湾综合体')).toBeTruthy()
    expect(
      within(templates).getByRole('link', { name: '查看全部 20 个模板' }).getAttribute('href'),
    ).toBe('/Page/filterpage?q=%E6%9D%AD%E5%B7%9E')
    const authors = screen.getByRole('region', { name: /作者/ })
    expect(
      within(authors)
        .getByRole('link', { name: /杭州设计院/ })
        .getAttribute('href'),
    ).toBe('/Page/authorHomepage?id=u9')
    const cities = screen.getByRole('region', { name: /热门城市/ })
    expect(
      within(cities)
        .getByRole('link', { name: /杭州\s*57/ })
        .getAttribute('href'),
    ).toBe('/Page/filterpage?type=city&name=%E6%9D%AD%E5%B7%9E')
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      '/api/Shop/Search?Name=%E6%9D%AD%E5%B7%9E&Size=8',
    )
  })

  it('says when nothing matches', async () => {
    serveApi({
      '/api/Shop/Search': {
        Data: { Templates: [], TemplateTotal: 0, Authors: [], AuthorTotal: 0, Cities: [] },
      },
    })
    await renderWithRouter(<SearchResultsScreen name="zzz" />, { path: '/Page/filterpage' })
    expect(await screen.findByText('没有找到相关结果')).toBeTruthy()
  })

  it('offline, searches the local copy and says so', async () => {
    serveApi({
      '/api/Index/GetNewProjectList': {
        Data: [makeCard({ ID: 'a', Name: '西湖酒店', AuthorName: '王工', AuthorID: 'w' })],
        Total: 1,
      },
    })
    const { readCall } = await import('@/data/api/read')
    const { HOME_CALLS } = await import('@/domain/api/calls/home')
    await readCall(
      HOME_CALLS.getNewProjectList,
      { PageIndex: 1, PageSize: 8 },
      { offlineCopy: true },
    )
    await vi.waitFor(async () => expect(await countCached()).toBe(1))
    goOffline()
    await renderWithRouter(<SearchResultsScreen name="王工" />, { path: '/Page/filterpage' })
    const authors = await screen.findByRole('region', { name: /作者/ }, { timeout: 5000 })
    expect(within(authors).getByRole('link', { name: /王工/ })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/离线数据，更新于/)
  })
})
