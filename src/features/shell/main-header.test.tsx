import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loginDialogStore, menuStore, sessionStore, sidebarStore } from '@/data/state/app-state'
import { loadingStore, resetLoading } from '@/data/api/loading'
import { json, stubFetch } from '@/data/api/test-fetch'
import { waitingNoticesStore } from '@/data/api/waiting-notices'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { MainHeader } from './main-header'
import { SideMenu } from './side-menu'
import { LoadingOverlay } from './loading-overlay'

// Radix menus measure themselves with APIs jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver)
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  loginDialogStore.set({ open: false, mode: 1 })
  menuStore.set(null)
  sidebarStore.set(true)
  resetLoading()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function searchBox() {
  return screen.getByPlaceholderText('搜索模板、作者、热门城市')
}

describe('header search', () => {
  it('navigates to the search results on Enter with the trimmed text', async () => {
    const { router } = await renderWithRouter(<MainHeader onLogout={() => {}} />, {
      path: '/newIndex',
    })
    await userEvent.type(searchBox(), '  住宅 {Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/Page/filterpage'))
    expect(router.state.location.search).toEqual({ type: 'search', name: '住宅' })
  })

  it('navigates on blur', async () => {
    const { router } = await renderWithRouter(<MainHeader onLogout={() => {}} />, {
      path: '/newIndex',
    })
    await userEvent.type(searchBox(), '上海')
    await userEvent.tab()
    await waitFor(() => expect(router.state.location.pathname).toBe('/Page/filterpage'))
    expect(router.state.location.search).toEqual({ type: 'search', name: '上海' })
  })

  it('does not navigate for empty or blank text, on Enter or on blur', async () => {
    const { router } = await renderWithRouter(<MainHeader onLogout={() => {}} />, {
      path: '/newIndex',
    })
    await userEvent.type(searchBox(), '   {Enter}')
    await userEvent.tab()
    await userEvent.click(searchBox())
    await userEvent.tab()
    expect(router.state.location.pathname).toBe('/newIndex')
    expect(router.history.length).toBe(1)
  })

  it('Enter then blur pushes the search only once', async () => {
    const { router } = await renderWithRouter(<MainHeader onLogout={() => {}} />, {
      path: '/newIndex',
    })
    await userEvent.type(searchBox(), '酒店{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/Page/filterpage'))
    await userEvent.tab()
    expect(router.history.length).toBe(2)
  })
})

describe('top menu', () => {
  it('highlights the clicked item and keeps its id in menuStore', async () => {
    const { router } = await renderWithRouter(<MainHeader onLogout={() => {}} />, {
      path: '/newIndex',
    })
    const trading = screen.getByRole('link', { name: '交易中心' })
    expect(trading.getAttribute('aria-current')).toBeNull()
    await userEvent.click(trading)
    await waitFor(() => expect(router.state.location.pathname).toBe('/Page/tradingCenter'))
    expect(router.state.location.search).toEqual({ id: 3 })
    expect(menuStore.get()).toBe(3)
    expect(screen.getByRole('link', { name: '交易中心' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: '我的项目' }).getAttribute('aria-current')).toBeNull()
    expect(localStorage.getItem('selectedMenuId')).toBe('3')
  })

  it('highlights the item of the current address on a direct visit', async () => {
    await renderWithRouter(<MainHeader onLogout={() => {}} />, { path: '/MyData/dataCenter' })
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '我的数据' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    )
    expect(menuStore.get()).toBe(4)
  })

  it('highlights nothing on the home page', async () => {
    menuStore.set(3)
    await renderWithRouter(<MainHeader onLogout={() => {}} />, { path: '/newIndex' })
    await waitFor(() => expect(menuStore.get()).toBeNull())
    expect(screen.getByRole('link', { name: '交易中心' }).getAttribute('aria-current')).toBeNull()
  })

  it('the top-menu highlight follows the route: it leaves 我的数据 for 个人中心, 材料价格库, 对标分析', async () => {
    const { router } = await renderWithRouter(<MainHeader onLogout={() => {}} />, {
      path: '/MyData/dataCenter',
    })
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current')
    await waitFor(() => expect(current('我的数据')).toBe('page'))
    for (const to of [
      '/Page/personalCenter',
      '/MyData/materialData',
      '/Page/NewBenchmarking/benchmarkindex',
    ]) {
      act(() => router.history.push(to))
      await waitFor(() => expect(current('我的数据'), to).toBeNull())
      expect(menuStore.get(), to).toBeNull()
    }
    act(() => router.history.push('/Page/modelDetail?id=5'))
    await waitFor(() => expect(current('交易中心')).toBe('page'))
    act(() => router.history.push('/Page/filterpage?ptype=1'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/Page/filterpage'))
    expect(current('交易中心')).toBe('page')
    expect(menuStore.get()).toBe(3)
  })

  it('links 我的项目 to /Page/newModelProjet?id=2 and the logo to /newIndex', async () => {
    await renderWithRouter(<MainHeader onLogout={() => {}} />, { path: '/' })
    expect(screen.getByRole('link', { name: '我的项目' }).getAttribute('href')).toBe(
      '/Page/newModelProjet?id=2',
    )
    expect(screen.getByRole('link', { name: '智能清单首页' }).getAttribute('href')).toBe(
      '/newIndex',
    )
  })
})

describe('login area', () => {
  it('shows 登录 | 注册 when logged out; they open the login dialog in mode 1 and 3', async () => {
    await renderWithRouter(<MainHeader onLogout={() => {}} />)
    expect(screen.queryByRole('button', { name: '用户菜单' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
    loginDialogStore.set({ open: false, mode: 1 })
    await userEvent.click(screen.getByRole('button', { name: '注册' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 3 })
  })

  it('shows the default avatar and the user menu when logged in', async () => {
    sessionStore.set({ token: 't', userId: '7', userName: '张工', avatar: null })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const onLogout = vi.fn()
    await renderWithRouter(<MainHeader onLogout={onLogout} />)
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull()
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(
      '/default-avatar.svg',
    )

    await userEvent.click(await screen.findByRole('button', { name: '用户菜单' }))
    expect(await screen.findByText('您好，张工')).toBeTruthy()
    await userEvent.click(screen.getByRole('menuitem', { name: '个人中心' }))
    expect(open).toHaveBeenCalledWith('/Page/personalCenter', '_blank')

    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '团队中心' }))
    expect(open).toHaveBeenCalledWith('/MyData/teamCenter', '_blank')

    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('shows the user avatar when one is set', async () => {
    sessionStore.set({ token: 't', userId: '7', userName: '张工', avatar: '/uploads/a.png' })
    await renderWithRouter(<MainHeader onLogout={() => {}} />)
    await screen.findByRole('button', { name: '用户菜单' })
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe('/uploads/a.png')
  })
})

describe('sync indicator slot', () => {
  const indicator = <span>同步指示</span>

  it('is not shown to a visitor', async () => {
    await renderWithRouter(<MainHeader onLogout={() => {}} syncIndicator={indicator} />)
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy()
    expect(screen.queryByText('同步指示')).toBeNull()
  })

  it('is shown in the header next to the user menu while logged in, and goes on logout', async () => {
    sessionStore.set({ token: 't', userId: '7', userName: '张工', avatar: null })
    await renderWithRouter(<MainHeader onLogout={() => {}} syncIndicator={indicator} />)
    expect(screen.getByRole('banner').textContent).toContain('同步指示')
    act(() => sessionStore.set({ token: null, userId: null, userName: null, avatar: null }))
    expect(screen.queryByText('同步指示')).toBeNull()
  })
})

describe('side menu', () => {
  it('toggles and stores its open flag as "1"/"0"', async () => {
    await renderWithRouter(
      <>
        <MainHeader onLogout={() => {}} />
        <SideMenu />
      </>,
    )
    expect(screen.getByRole('complementary', { name: '侧边菜单' }).hidden).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: '收起侧边菜单' }))
    expect(localStorage.getItem('sidebarStatus')).toBe('0')
    expect(screen.queryByRole('complementary', { name: '侧边菜单' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '展开侧边菜单' }))
    expect(localStorage.getItem('sidebarStatus')).toBe('1')
    expect(screen.getByRole('complementary', { name: '侧边菜单' }).hidden).toBe(false)
  })
})

describe('side menu: team notices waiting', () => {
  const answer = (total: number) =>
    stubFetch((req) =>
      req.url.includes('/api/PTMaterialPrice/GetNotices')
        ? json({ ErrorCode: '0', Message: '', Data: [], Total: total })
        : json({ ErrorCode: '0', Message: '', Data: null }),
    )

  it('shows how many notices wait beside 团队消息 for a signed-in user, and reads again on focus', async () => {
    act(() => sessionStore.set({ token: 'tok', userId: 'u1', userName: '张三', avatar: null }))
    let sent = answer(3)
    await renderWithRouter(<SideMenu />)
    const link = await screen.findByRole(
      'link',
      { name: '团队消息（3 条待确认）' },
      { timeout: 5000 },
    )
    expect(sent.filter((r) => r.url.includes('GetNotices'))).toHaveLength(1)
    expect(sent[0]?.url).toContain('Type=pending')
    sent = answer(0)
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(link.textContent).toBe('团队消息'))
    expect(sent.filter((r) => r.url.includes('GetNotices'))).toHaveLength(1)
  })

  it('asks nothing and shows no count when signed out', async () => {
    waitingNoticesStore.set(5)
    const sent = answer(2)
    await renderWithRouter(<SideMenu />)
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '团队消息' }).textContent).toBe('团队消息'),
    )
    expect(sent).toHaveLength(0)
  })
})

describe('loading overlay', () => {
  it('is shown while the loading flag is on', async () => {
    await renderWithRouter(<LoadingOverlay />)
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull()
    act(() => loadingStore.set({ loading: true, pending: 1 }))
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy()
    act(() => loadingStore.set({ loading: false, pending: 0 }))
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull()
  })
})
