import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { envelope, stubFetch } from '@/data/api/test-fetch'
import { ErrorScreen, newErrorId } from './error-screen'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A router whose /bill screen throws while `broken.now` is true, with the app's error screen. */
function routerWithBrokenScreen(broken: { now: boolean }) {
  const root = createRootRoute({ component: () => <Outlet /> })
  const bill = createRoute({
    getParentRoute: () => root,
    path: '/bill',
    component: function Bill() {
      if (broken.now) throw new TypeError("Cannot read properties of undefined (reading 'Name')")
      return <h1>清单计价</h1>
    },
  })
  const home = createRoute({
    getParentRoute: () => root,
    path: '/newIndex',
    component: () => <h1>首页</h1>,
  })
  return createRouter({
    routeTree: root.addChildren([bill, home]),
    history: createMemoryHistory({ initialEntries: ['/bill'] }),
    defaultErrorComponent: ErrorScreen,
  })
}

describe('the error screen', () => {
  it('says what happened in Chinese with an error id, logs it to the console and the server, and 重试 renders the screen again', async () => {
    const sent = stubFetch(() => envelope({ RequestId: 'r1' }))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = { now: true }
    const router = routerWithBrokenScreen(broken)
    await act(async () => {
      render(<RouterProvider router={router} />)
      await router.load()
    })
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/Something went wrong/i)
    const id = /错误编号：(E-[0-9A-Z]+-[0-9A-Z]{4})/.exec(document.body.textContent ?? '')?.[1]
    expect(id).toBeTruthy()
    await waitFor(() => expect(sent.some((r) => r.url.includes('/Log/ClientError'))).toBe(true))
    const body = new URLSearchParams(
      String(sent.find((r) => r.url.includes('/Log/ClientError'))?.body),
    )
    expect(body.get('ErrorId')).toBe(id)
    expect(body.get('Message')).toBe("Cannot read properties of undefined (reading 'Name')")
    expect(body.get('Path')).toBe(window.location.pathname + window.location.search)
    expect(logged.mock.calls.some((c) => String(c[0]).includes(`[render error ${id}]`))).toBe(true)

    broken.now = false
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('heading', { name: '清单计价' })).toBeTruthy()
  })

  it('返回首页 leaves the broken screen for the home page', async () => {
    stubFetch(() => envelope({ RequestId: 'r1' }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = routerWithBrokenScreen({ now: true })
    await act(async () => {
      render(<RouterProvider router={router} />)
      await router.load()
    })
    await userEvent.setup().click(await screen.findByRole('link', { name: '返回首页' }))
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/newIndex')
  })

  it('makes short ids that differ', () => {
    const a = newErrorId(1_780_000_000_000)
    expect(a).toMatch(/^E-[0-9A-Z]{8}-[0-9A-Z]{4}$/)
    expect(new Set(Array.from({ length: 50 }, () => newErrorId())).size).toBe(50)
  })
})
