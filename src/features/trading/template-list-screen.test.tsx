import { countCached } from '@/data/repositories/home-cache'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { goOffline, makeCard, serveApi, setupShopTests } from '@/data/api/shop.testkit'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { chooseOption } from '@/components/testing/choose-option'
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
  return {
    onSearch,
    ...(await renderWithRouter(
      <TemplateListScreen title="交易中心" search={search} onSearch={onSearch} />,
      { path: '/Page/tradingCenter' },
    )),
  }
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
    expect(
      a.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === '点赞 12'),
    ).toBeTruthy()
    expect(a.getByRole('link', { name: '作者：李工' }).getAttribute('href')).toBe(
      '/Page/authorHomepage?id=u1',
    )
    expect(a.getByRole('link', { name: '杭州滨江住宅模板' }).getAttribute('href')).toBe(
      '/Page/modelDetail?id=t1',
    )
    expect(screen.getByText('共 30 个模板')).toBeTruthy()
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('sends the filters and sort of the address to the server', async () => {
    const fetch = serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 1 } })
    await render({
      ptype: '住宅',
      city: '杭州',
      year: 2024,
      amin: 1000,
      amax: 200000,
      sort: 'priceDesc',
      page: 2,
    })
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
    expect(screen.getByRole('button', { name: '价格从高到低' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('writes filter, sort, area and page changes into the address, back to page 1 on a filter', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 30 } })
    const { onSearch } = await render({ page: 2 })
    await screen.findByRole('article')
    await chooseOption('项目类型', '酒店')
    expect(onSearch).toHaveBeenLastCalledWith({ ptype: '酒店' })
    await chooseOption('城市', '成都')
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
  }, 20_000)

  it('pages by number, jumps to a typed page and changes the page size (back to page 1)', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 408 } })
    const { onSearch } = await render({ page: 5 })
    await screen.findByRole('article')
    const nav = within(screen.getByRole('navigation', { name: '分页' }))
    // 1 2 3 4 [5] 6 7 … 34 (a gap of one page shows the page instead of …)
    expect(nav.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '34',
    ])
    expect(nav.getByRole('button', { name: '第 5 页' }).getAttribute('aria-current')).toBe('page')
    fireEvent.click(nav.getByRole('button', { name: '第 34 页' }))
    expect(onSearch).toHaveBeenLastCalledWith({ page: 34 })
    fireEvent.change(nav.getByLabelText('跳转到第几页'), { target: { value: '99' } })
    fireEvent.click(nav.getByRole('button', { name: '跳转' }))
    expect(nav.getByRole('alert').textContent).toBe('请输入 1 到 34 之间的页码')
    fireEvent.change(nav.getByLabelText('跳转到第几页'), { target: { value: '20' } })
    fireEvent.click(nav.getByRole('button', { name: '跳转' }))
    expect(onSearch).toHaveBeenLastCalledWith({ page: 20 })
    await chooseOption('每页条数', '48 条/页')
    expect(onSearch).toHaveBeenLastCalledWith({ size: 48 })
  }, 20_000)

  it('the year filter offers this year at most, never next year', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 1 } })
    await render()
    await screen.findByRole('article')
    fireEvent.click(screen.getByRole('combobox', { name: '年份' }))
    const years = (await screen.findAllByRole('option')).map((o) => o.textContent)
    const now = new Date().getFullYear()
    expect(years).toContain(`${now}年`)
    expect(years).not.toContain(`${now + 1}年`)
  }, 20_000)

  it('a name search (查看全部) highlights its sort, 相关度', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [card], Total: 1 } })
    await render({ q: '杭州' })
    await screen.findByRole('article')
    expect(screen.getByRole('button', { name: '相关度' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('says when nothing matches', async () => {
    serveApi({ '/api/SjyqList/GetProjectList': { Data: [], Total: 0 } })
    await render({ city: '拉萨' })
    expect(await screen.findByText('没有符合条件的模板')).toBeTruthy()
  })

  it('offline, filters the local copy and says it is the offline copy and what needs the network', async () => {
    serveApi({
      '/api/SjyqList/GetProjectList': {
        Data: [card, makeCard({ ID: 't2', Name: '成都酒店', City: '成都', ProjectType: '酒店' })],
        Total: 2,
      },
    })
    const first = await render()
    await screen.findByText('成都酒店')
    await waitFor(async () => expect(await countCached()).toBe(1))
    first.unmount()

    goOffline()
    await render({ city: '成都' })
    expect(await screen.findByText('成都酒店', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByText('杭州滨江住宅模板')).toBeNull()
    expect(screen.getByRole('status').textContent).toMatch(
      /离线数据，更新于 .*；点赞、收藏和结算需要联网/,
    )
  })

  it('offline with no copy at all says so, with a retry', async () => {
    goOffline()
    await render()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('当前离线')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy()
  })
})
