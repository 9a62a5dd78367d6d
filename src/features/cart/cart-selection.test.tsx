import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { resetLoading } from '@/data/api/loading'
import { freshDb } from '@/data/api/shop.testkit'
import * as cart from '@/data/repositories/cart'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { CartScreen } from './cart-screen'
import { getDb } from '@/data/db'

// The first sync's pull transactions hold the cart table: a click's write waits behind them.
const gate = vi.hoisted(() => ({ open: Promise.resolve(), release: () => {} }))
vi.mock('@/data/repositories/cart', async (importOriginal) => {
  const real = await importOriginal<typeof cart>()
  return {
    ...real,
    setLineSelected: async (...args: Parameters<typeof real.setLineSelected>) => {
      await gate.open
      return real.setLineSelected(...args)
    },
  }
})
vi.mock('@/data/sync', () => ({ syncNow: () => Promise.resolve() }))

beforeEach(async () => {
  resetLoading()
  await freshDb()
  gate.open = new Promise((resolve) => (gate.release = resolve))
})
afterEach(() => resetLoading())

describe('cart checkboxes during the first sync', () => {
  it('a click whose write waits behind the sync shows at once and is never shown reverted', async () => {
    await cart.addToCart(getDb(), {
      TemplateID: 't1',
      Name: '住宅模板',
      Price: 1,
      Cover: '',
      AuthorName: '李工',
    })
    await renderWithRouter(<CartScreen />, { path: '/Page/shopCart' })
    // The styled checkbox (Radix) says its state in aria-checked.
    const checked = () => screen.getByLabelText('选择 住宅模板').getAttribute('aria-checked')
    const box = await screen.findByLabelText('选择 住宅模板')
    expect(checked()).toBe('true')
    fireEvent.click(box)
    // The write has not happened yet: the stored line still says selected.
    expect((await cart.listCartLines(getDb()))[0]?.Selected).toBe(1)
    expect(checked()).toBe('false')
    expect(screen.getByLabelText('合计金额').textContent).toBe('0.00 元')
    gate.release()
    await waitFor(async () => expect((await cart.listCartLines(getDb()))[0]?.Selected).toBe(0))
    expect(checked()).toBe('false')
  })
})
