import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TooltipProvider } from '@/components/ui/tooltip'
import { renderWithRouter } from '@/components/testing/render-with-router'
import {
  bidReturnStore,
  emptySchemeState,
  emptyBenchmarkState,
  benchmarkStore,
  type SchemeInfo,
} from '@/data/state/scheme-state'
import { SchemeHeader } from './scheme-header'
import { schemeActionsStore } from './scheme-actions'
import type { SchemeVariant } from './variant'

beforeEach(() => {
  bidReturnStore.set(emptySchemeState())
  benchmarkStore.set(emptyBenchmarkState())
  schemeActionsStore.set({})
})

afterEach(() => schemeActionsStore.set({}))

function renderHeader(variant: SchemeVariant, path: string) {
  return renderWithRouter(
    <TooltipProvider>
      <SchemeHeader variant={variant} />
    </TooltipProvider>,
    { path },
  )
}

function saveButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: '保存' })
}

describe('scheme header', () => {
  it.each<[string, SchemeInfo | null]>([
    ['null', { ID: 1, SchemeName: null }],
    ['empty', { ID: 1, SchemeName: '' }],
    ['undefined', { ID: 1 } as SchemeInfo],
    ['no scheme', null],
  ])('disables 保存 when SchemeName is %s', async (_, schemeInfo) => {
    const onSave = vi.fn()
    schemeActionsStore.set({ onSave })
    bidReturnStore.set({ ...emptySchemeState(), schemeInfo })
    await renderHeader('old', '/Page/Benchmarking/contrastlist')
    expect(saveButton().disabled).toBe(true)
  })

  it('enables 保存 once the scheme has a name, and calls the screen handler', async () => {
    const onSave = vi.fn()
    schemeActionsStore.set({ onSave })
    bidReturnStore.set({
      ...emptySchemeState(),
      schemeInfo: { ID: 1, SchemeName: '一标段回标' },
    })
    await renderHeader('old', '/Page/Benchmarking/contrastlist')
    expect(screen.getByRole('heading', { name: '回标分析' })).toBeTruthy()
    expect(screen.getByText('一标段回标')).toBeTruthy()
    expect(saveButton().disabled).toBe(false)
    await userEvent.click(saveButton())
    expect(onSave).toHaveBeenCalledTimes(1)
  })

  it('follows the store: naming the scheme enables 保存', async () => {
    schemeActionsStore.set({ onSave: () => {} })
    await renderHeader('new', '/Page/NewBenchmarking/contrastlist')
    expect(saveButton().disabled).toBe(true)
    act(() =>
      benchmarkStore.set({
        ...emptyBenchmarkState(),
        schemeInfo: { ID: 2, SchemeName: '酒店对标' },
      }),
    )
    expect(saveButton().disabled).toBe(false)
    expect(screen.getByRole('heading', { name: '对标分析' })).toBeTruthy()
  })

  it('goes back to the new index from a NewBenchmarking address', async () => {
    const { router } = await renderHeader('new', '/Page/NewBenchmarking/differContrast')
    await userEvent.click(screen.getByRole('button', { name: '返回方案列表' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Page/NewBenchmarking/benchmarkindex'),
    )
  })

  it('goes back to the old index from a Benchmarking address', async () => {
    const { router } = await renderHeader('old', '/Page/Benchmarking/bottomLevelData')
    await userEvent.click(screen.getByRole('button', { name: '返回方案列表' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Page/Benchmarking/benchmarkindex'),
    )
  })

  it('refreshes through the /emptyPage stop-over when the screen has no refresh handler', async () => {
    const { router } = await renderHeader('old', '/Page/Benchmarking/selfChart')
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/emptyPage'))
    expect(router.state.location.search).toEqual({ redirect: '/Page/Benchmarking/selfChart' })
  })
})
