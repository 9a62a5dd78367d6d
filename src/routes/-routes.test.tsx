import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { resetLoading } from '@/data/api/loading'
import { createAppRouter } from './-router'

const empty = {
  '/api/index/GetSum': { TemplateCount: 0, AuthorCount: 0, ProjectCount: 0, CityCount: 0 },
  '/api/Index/GetTypeSummary': [],
  '/api/Index/GetIndexTypeCount': { Types: [], Cities: [] },
  '/api/Index/GetNewProjectList': [],
} as Record<string, unknown>

beforeEach(() => {
  // The home screen's calls answer with empty data, as a fresh server does.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost').pathname
      const data = empty[path]
      const body = JSON.stringify({ ErrorCode: '0', Message: '', Data: data ?? null, Total: 0 })
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      )
    }),
  )
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  document.title = 'before'
})

afterEach(() => {
  vi.unstubAllGlobals()
  resetLoading()
})

async function renderAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await act(async () => {
    render(<RouterProvider router={router} />)
    await router.load()
  })
  return router
}

describe('routes', () => {
  it('redirects / to /newIndex, titled 首页', async () => {
    const router = await renderAt('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/newIndex'))
    await waitFor(() => expect(document.title).toBe('首页'))
    expect(await screen.findByText('暂无模板')).toBeTruthy()
  })

  it('sends an unknown path to /404, titled 页面不存在', async () => {
    const router = await renderAt('/nope')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('页面不存在'))
  })

  it('sends an unknown path inside a section to /404 as well', async () => {
    const router = await renderAt('/Page/NewBenchmarking/nope')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })

  it.each([
    ['/Page/tradingCenter?id=3', '交易中心'],
    ['/MyData/materialData', '材料价格库'],
    ['/MyData/quotaData', '定额库'],
    ['/Page/Benchmarking/contrastlist', '回标'],
    ['/Page/NewBenchmarking/differContrast', '对标'],
    ['/sortable', '排序'],
  ])('titles %s as %s', async (path, title) => {
    await renderAt(path)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('shows the scheme header of the variant on benchmark screens and reads SID', async () => {
    const router = await renderAt('/Page/NewBenchmarking/benchmarkindex?SID=42')
    expect(await screen.findByRole('heading', { name: '对标分析' })).toBeTruthy()
    expect(router.state.location.search).toEqual({ SID: 42 })
    expect(router.state.location.href).toBe('/Page/NewBenchmarking/benchmarkindex?SID=42')
    expect(await screen.findByText('方案编号：42')).toBeTruthy()
  })

  it('renders 确认 for a type route parameter (a visitor is asked to log in)', async () => {
    await renderAt('/MyData/confirm/all')
    expect(await screen.findByText('登录后可以查看需要你确认的团队消息。')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('确认'))
  })

  it('shows the search term on /Page/filterpage and tolerates malformed values', async () => {
    await renderAt('/Page/filterpage?type=search&name=%E4%BD%8F%E5%AE%85')
    expect(await screen.findByRole('heading', { level: 1, name: '搜索：住宅' })).toBeTruthy()
  })

  it('drops malformed search values instead of failing', async () => {
    const router = await renderAt('/Page/filterpage?type=%7B%22a%22%3A1%7D&name=')
    expect(await screen.findByRole('heading', { level: 1, name: '模板列表' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Page/filterpage')
  })

  it('/emptyPage replaces itself with its in-app redirect', async () => {
    const router = await renderAt('/emptyPage?redirect=%2FPage%2FshopCart')
    await waitFor(() => expect(router.state.location.pathname).toBe('/Page/shopCart'))
    expect(router.history.length).toBe(1)
  })

  it('/emptyPage ignores an external redirect and goes home', async () => {
    const router = await renderAt('/emptyPage?redirect=%2F%2Fevil.example')
    await waitFor(() => expect(router.state.location.pathname).toBe('/newIndex'))
  })
})
