import { countCached } from '@/data/repositories/home-cache'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { TemplateCard } from '@/domain/api/home'
import { resetLoading } from '@/data/api/loading'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { HomeScreen } from './home-screen'

const card: TemplateCard = {
  ID: 't1',
  Name: '杭州滨江住宅模板',
  AuthorID: 'u1',
  AuthorName: '李工',
  City: '杭州',
  ProjectType: '住宅',
  Year: 2024,
  BuiltArea: 123456.5,
  UnitCost: 3520.1,
  TotalCost: 434567890.12,
  Price: 0,
  Thumbs: 12,
  Cover: '',
  ReleaseTime: '2024-05-01T00:00:00Z',
}

const full: Record<string, unknown> = {
  '/api/index/GetSum': { TemplateCount: 1280, AuthorCount: 56, ProjectCount: 3400, CityCount: 31 },
  '/api/Index/GetTypeSummary': [
    { Type: '住宅', TemplateCount: 3, TotalBuiltArea: 300000, AvgUnitCost: 3500 },
  ],
  '/api/Index/GetIndexTypeCount': {
    Types: [{ Type: '住宅', Count: 3 }],
    Cities: [{ City: '杭州', Count: 2 }],
  },
  '/api/Index/GetNewProjectList': [card],
}

const empty: Record<string, unknown> = {
  '/api/index/GetSum': { TemplateCount: 0, AuthorCount: 0, ProjectCount: 0, CityCount: 0 },
  '/api/Index/GetTypeSummary': [],
  '/api/Index/GetIndexTypeCount': { Types: [], Cities: [] },
  '/api/Index/GetNewProjectList': [],
}

function serve(data: Record<string, unknown>) {
  const fetch = vi.fn((input: string) => {
    const path = new URL(input, 'http://localhost').pathname
    const body = JSON.stringify({ ErrorCode: '0', Message: '', Data: data[path] ?? null, Total: 1 })
    return Promise.resolve(new Response(body, { status: 200 }))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeEach(async () => {
  resetLoading()
  // Each test has its own IndexedDB (tests/setup): drop the app database bound to the last one.
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetLoading()
})

describe('home screen', () => {
  it('shows the figures, the type and city chips and the newest templates', async () => {
    const fetch = serve(full)
    await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    expect(await screen.findByText('杭州滨江住宅模板')).toBeTruthy()
    const figures = screen.getByText('模板').closest('div')
    expect(figures?.textContent).toContain('1,280')
    const typeChip = screen.getByRole('link', { name: /住宅\s*3/ })
    expect(typeChip.getAttribute('href')).toBe('/Page/filterpage?type=type&name=%E4%BD%8F%E5%AE%85')
    const cityChip = screen.getByRole('link', { name: /杭州\s*2/ })
    expect(cityChip.getAttribute('href')).toBe('/Page/filterpage?type=city&name=%E6%9D%AD%E5%B7%9E')
    expect(screen.getByText('123,456.50 m²')).toBeTruthy()
    expect(screen.getByText('3,520.10 元/m²')).toBeTruthy()
    expect(screen.getByText('免费')).toBeTruthy()
    expect(screen.getByRole('link', { name: '作者：李工' }).getAttribute('href')).toBe(
      '/Page/authorHomepage?id=u1',
    )
    // Every call goes out once, the newest list with its page size.
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(
      fetch.mock.calls.some(([url]) => url.includes('GetNewProjectList?PageIndex=1&PageSize=8')),
    ).toBe(true)
  })

  it('shows skeletons while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const { container } = await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0)
    expect(screen.queryByText('暂无模板')).toBeNull()
  })

  it('says so in Chinese when there is nothing yet', async () => {
    serve(empty)
    await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    expect(await screen.findByText('暂无模板')).toBeTruthy()
    expect(screen.getByText('暂无分类：还没有发布的模板。')).toBeTruthy()
    expect(screen.getByText('暂无城市：模板发布后按城市统计。')).toBeTruthy()
  })

  it('says it is offline when the requests cannot reach the server, and retries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    // The offline copy is looked up first (Dexie loads on demand), so allow it a moment.
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 5000 })
    expect(alerts.length).toBe(4)
    expect(alerts[0]?.textContent).toContain('当前离线')

    serve(full)
    const retry = within(alerts[0] as HTMLElement).getByRole('button', { name: '重试' })
    retry.click()
    expect(await screen.findByText('杭州滨江住宅模板')).toBeTruthy()
    await waitFor(() => expect(screen.queryAllByRole('alert').length).toBe(0))
  })

  it('shows the last good answer from IndexedDB when offline, and says how old it is', async () => {
    serve(full)
    const first = await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    expect(await screen.findByText('杭州滨江住宅模板')).toBeTruthy()
    // The copy is written in the background: wait until all four reads are stored.
    await waitFor(async () => expect(await countCached()).toBe(4), { timeout: 5000 })
    first.unmount()

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    expect(await screen.findByText('杭州滨江住宅模板', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(
      /^离线数据，更新于 \d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}:\d{2}$/,
    )
    expect(screen.queryAllByRole('alert').length).toBe(0)
  })

  it('reports a server failure in place without a message box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ ErrorCode: '1', Message: '数据库不可用', Data: null }), {
            status: 200,
          }),
        ),
      ),
    )
    await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    const alerts = await screen.findAllByRole('alert')
    expect(alerts[0]?.textContent).toContain('加载失败：数据库不可用')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('treats data that breaks the contract as an error, not a crash', async () => {
    serve({ ...full, '/api/index/GetSum': { TemplateCount: 'many' } })
    await renderWithRouter(<HomeScreen />, { path: '/newIndex' })
    expect(await screen.findByText(/服务器返回的首页数据格式不正确/)).toBeTruthy()
    expect(screen.getByText('杭州滨江住宅模板')).toBeTruthy()
  })
})
