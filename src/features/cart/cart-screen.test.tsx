import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { resetLoading } from '@/data/api/loading'
import { confirmOutbox, freshDb, goOffline, serveApi } from '@/data/api/shop.testkit'
import { addToCart, listCartLines } from '@/data/repositories/cart'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { CartScreen } from './cart-screen'
import { LOGIN_TO_CHECKOUT_MESSAGE, STILL_SYNCING_MESSAGE } from './hooks/use-checkout'
import { getDb } from '@/data/db'

const syncNow = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('@/data/sync', () => ({ syncNow }))
const toast = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toast-store', () => ({ showToast: toast }))

beforeEach(async () => {
  resetLoading()
  await freshDb()
  syncNow.mockClear()
  toast.mockClear()
  sessionStore.set({ token: 't', userId: 'buyer', userName: '买家', avatar: null })
  loginDialogStore.set({ open: false, mode: 1 })
})
afterEach(() => {
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetLoading()
})

const item = (id: string, name: string, price: number) => ({
  TemplateID: id,
  Name: name,
  Price: price,
  Cover: '',
  AuthorName: '李工',
})

async function seedCart() {
  await addToCart(getDb(), item('t1', '住宅模板', 0.1), 1000)
  await addToCart(getDb(), item('t2', '酒店模板', 0.2), 2000)
  await addToCart(getDb(), item('t3', '办公模板', 1234567.89), 3000)
}

/** 结算 asks first: the button opens the confirmation, 确认结算 goes on. */
async function checkoutConfirmed(button: HTMLElement) {
  fireEvent.click(button)
  const dialog = await screen.findByRole('alertdialog', { name: '结算' })
  expect(dialog.textContent).toMatch(/结算不产生费用/)
  fireEvent.click(within(dialog).getByRole('button', { name: '确认结算' }))
}

describe('shopping cart', () => {
  it('says there is no payment provider and shows an empty cart with a way back', async () => {
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    expect(await screen.findByText('购物车是空的')).toBeTruthy()
    expect(screen.getByText(/本平台暂不收费：结算后模板将复制到“我的项目”/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '去交易中心' }).getAttribute('href')).toBe(
      '/Page/tradingCenter?id=3',
    )
  })

  it('totals the selected lines exactly, and select one / select all / remove change it', async () => {
    await seedCart()
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    const total = await screen.findByLabelText('合计金额')
    expect(total.textContent).toBe('1,234,568.19 元')
    fireEvent.click(screen.getByLabelText('选择 办公模板'))
    await waitFor(() => expect(screen.getByLabelText('合计金额').textContent).toBe('0.30 元'))
    const all = screen.getByRole('checkbox', { name: /全选/ })
    expect(all.getAttribute('aria-checked')).toBe('mixed')
    fireEvent.click(all)
    await waitFor(() =>
      expect(screen.getByLabelText('合计金额').textContent).toBe('1,234,568.19 元'),
    )
    fireEvent.click(screen.getByRole('checkbox', { name: /全选/ }))
    await waitFor(() => expect(screen.getByLabelText('合计金额').textContent).toBe('0.00 元'))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '结算' }).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '删除 酒店模板' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除模板' })).getByRole('button', {
        name: '删除',
      }),
    )
    await waitFor(() => expect(screen.queryByText('酒店模板')).toBeNull())
    expect((await listCartLines(getDb())).map((l) => l.TemplateID).sort()).toEqual(['t1', 't3'])
  })

  it('delete and checkout ask first; 取消 keeps the line and sends nothing; the total says no fee is charged', async () => {
    await seedCart()
    const fetch = serveApi({})
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    const total = await screen.findByLabelText('合计金额')
    expect(total.parentElement?.textContent).toMatch(
      /模板标价合计\s*1,234,568.19 元\s*；本平台暂不收费，结算不产生费用/,
    )
    fireEvent.click(screen.getByRole('button', { name: '删除 酒店模板' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除模板' })).getByRole('button', {
        name: '取消',
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: '结算' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '结算' })).getByRole('button', {
        name: '取消',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect((await listCartLines(getDb())).map((l) => l.TemplateID).sort()).toEqual([
      't1',
      't2',
      't3',
    ])
    expect(fetch).not.toHaveBeenCalled()
    expect(syncNow).not.toHaveBeenCalled()
  })

  it('checks out the selected synced lines: they leave the cart, 去我的项目 appears and a pull starts at once', async () => {
    await seedCart()
    await confirmOutbox()
    const fetch = serveApi({
      '/api/ProjectAndTemplate/OperationShoppingCart': (_url, init) => {
        const ids = JSON.parse(
          new URLSearchParams(init?.body as string).get('IDs') ?? '[]',
        ) as string[]
        return {
          Data: {
            Projects: ids.map((id, i) => ({
              CartID: id,
              TemplateID: `t${i}`,
              ProjectID: `p${i}`,
              Name: `项目${i}`,
            })),
            Skipped: [],
          },
        }
      },
    })
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    fireEvent.click(await screen.findByLabelText('选择 酒店模板'))
    await waitFor(() =>
      expect(screen.getByLabelText('选择 酒店模板').getAttribute('aria-checked')).toBe('false'),
    )
    await confirmOutbox()
    await checkoutConfirmed(screen.getByRole('button', { name: '结算' }))
    const done = await screen.findByText(/结算完成：2 个模板已复制到“我的项目”/)
    expect(
      within(done.closest('[role="status"]') as HTMLElement)
        .getByRole('link', { name: '去我的项目' })
        .getAttribute('href'),
    ).toBe('/Page/newModelProjet?id=2')
    await waitFor(() => expect(screen.queryByText('住宅模板')).toBeNull())
    expect((await listCartLines(getDb())).map((l) => l.TemplateID)).toEqual(['t2'])
    expect(fetch).toHaveBeenCalledTimes(1)
    // The bought copies are pulled at once, so 我的项目 lists them without waiting for the timer.
    expect(syncNow).toHaveBeenCalledTimes(1)
  })

  it('syncs lines added offline before checking out, and waits when they are still not on the server', async () => {
    await seedCart()
    serveApi({
      '/api/ProjectAndTemplate/OperationShoppingCart': { Data: { Projects: [], Skipped: [] } },
    })
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    await checkoutConfirmed(await screen.findByRole('button', { name: '结算' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(STILL_SYNCING_MESSAGE, { kind: 'error' }),
    )
    expect(syncNow).toHaveBeenCalledTimes(1)
    expect(await listCartLines(getDb())).toHaveLength(3)
  })

  it('signed out, checkout asks to log in first and sends nothing', async () => {
    // A visitor's cart lives in the visitor database (moved to the user's at login).
    sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
    await seedCart()
    const fetch = serveApi({})
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    await checkoutConfirmed(await screen.findByRole('button', { name: '结算' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(LOGIN_TO_CHECKOUT_MESSAGE, { kind: 'info' }),
    )
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
    expect(fetch).not.toHaveBeenCalled()
    expect(syncNow).not.toHaveBeenCalled()
  })

  it('offline: checkout is disabled and says it needs the network; the lines stay editable', async () => {
    await seedCart()
    goOffline()
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: '结算' })
    expect(button.disabled).toBe(true)
    expect(screen.getByText(/结算需要联网/)).toBeTruthy()
    fireEvent.click(screen.getByLabelText('选择 住宅模板'))
    await waitFor(() =>
      expect(screen.getByLabelText('选择 住宅模板').getAttribute('aria-checked')).toBe('false'),
    )
  })
})
