import { countCached } from '@/data/repositories/home-cache'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { goOffline, makeCard, serveApi, setupShopTests } from '@/data/api/shop.testkit'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { TemplateListScreen } from './template-list-screen'
import type { ListSearch } from './list-search'

setupShopTests()

const card = makeCard({
  ID: 't1',
  Name: '杭州滨江住宅模板',
  AuthorID: 'u1',
  AuthorName: '李工',
  BuiltArea: 123456.5,
  UnitCost: 3520.1,
  Price: 1234.5,
  Thumbs: 12,
})

async function render(search: ListSearch = {}) {
  const onSearch = vi.fn()
  return { onSearch, ...(await renderWithRouter(<TemplateListScreen title="交易中心" search={search} onSearch={onSearch} />, { path: '/Page/tradingCenter' })) }
}

describe('trading centre list', () => {
  it('shows cards with the facts, money formats, author link and the pages', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 30 } })
    await render()
    const article = await screen.findByRole('article', { name: '杭州滨江住宅模板' })
    const a = within(article)
    expect(a.getByText('杭州 · 住宅 · 2024年')).toBeTruthy()
    expect(a.getByText('123,456.50 m²')).toBeTruthy()
    expect(a.getByText('3,520.10 元/m²')).toBeTruthy()
    expect(a.getByText('1,234.50 元')).toBeTruthy()
    // Read out as text (a label on a span without a role is not announced).
    expect(a.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === '点赞 12')).toBeTruthy()
    expect(a.getByRole('link', { name: '作者：李工' }).getAttribute('href')).toBe('/Page/authorHomepage?id=u1')
    expect(a.getByRole('link', { name: '杭州滨江住宅模板' }).getAttribute('href')).toBe('/Page/modelDetail?id=t1')
    expect(screen.getByText('第 1 / 3 页，共 30 个模板')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('sends the filters and sort of the address to the server', async () => {
    const fetch = serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 1 } })
    await render({ ptype: '住宅', city: '杭州', year: 2024, amin: 1000, amax: 200000, sort: 'priceDesc', page: 2 })
    await screen.findByRole('article')
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      PageIndex: '2',
      PageSize: '12',
      Type: '住宅',
      City: '杭州',
      Year: '2024',
      AreaMin: '1000',
      AreaMax: '200000',
      Sort: 'priceDesc',
    })
    expect(screen.getByRole('button', { name: '价格从高到低' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('writes filter, sort, area and page changes into the address, back to page 1 on a filter', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 30 } })
    const { onSearch } = await render({ page: 2 })
    await screen.findByRole('article')
    fireEvent.change(screen.getByLabelText('项目类型'), { target: { value: '酒店' } })
    expect(onSearch).toHaveBeenLastCalledWith({ ptype: '酒店' })
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '成都' } })
    expect(onSearch).toHaveBeenLastCalledWith({ city: '成都' })
    fireEvent.click(screen.getByRole('button', { name: '最多点赞' }))
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'likes' })
    fireEvent.change(screen.getByLabelText('最小面积'), { target: { value: '5000' } })
    fireEvent.change(screen.getByLabelText('最大面积'), { target: { value: '100' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByText('最小面积不能大于最大面积')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('最大面积'), { target: { value: '90000' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(onSearch).toHaveBeenLastCalledWith({ amin: 5000, amax: 90000 })
    fireEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(onSearch).toHaveBeenLastCalledWith({ page: 3 })
  })

  it('says when nothing matches', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [], Total: 0 } })
    await render({ city: '拉萨' })
    expect(await screen.findByText('没有符合条件的模板')).toBeTruthy()
  })

  it('offline, filters the local copy and says it is the offline copy and what needs the network', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card, makeCard({ ID: 't2', Name: '成都酒店', City: '成都', ProjectType: '酒店' })], Total: 2 } })
    const first = await render()
    await screen.findByText('成都酒店')
    await waitFor(async () => expect(await countCached()).toBe(1))
    first.unmount()

    goOffline()
    await render({ city: '成都' })
    expect(await screen.findByText('成都酒店', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByText('杭州滨江住宅模板')).toBeNull()
    expect(screen.getByRole('status').textContent).toMatch(/离线数据，更新于 .*；点赞、收藏和结算需要联网/)
  })

  it('offline with no copy at all says so, with a retry', async () => {
    goOffline()
    await render()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('当前离线')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy()
  })
})
