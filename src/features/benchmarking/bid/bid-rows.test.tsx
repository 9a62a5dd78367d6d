import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { BidReturnResult } from '@/domain/bidreturn/analysis'
import type { RowRef } from '@/domain/bidreturn/model'
import type { RowDetail } from '@/domain/bidreturn/scheme-run'
import type { createStore } from '@/data/state/store'
import { BidRows } from './bid-rows'

// Each bill's rows, as the worker would list them (bidReturnRows).
const detail: Record<string, Omit<RowDetail, 'bill' | 'billName' | 'table' | 'id' | 'match'>> = {
  t1: { code: '010515001001', name: '现浇构件钢筋', features: 'HRB400 Φ12', unit: 't', quantity: 45806.7, unitPrice: 25.8, stated: null, amount: null },
  t2: { code: '010515001002', name: '现浇构件钢筋', features: 'HRB400 Φ25', unit: 't', quantity: 120.5, unitPrice: 5127.91, stated: null, amount: null },
  t3: { code: '010502001001', name: '矩形柱', features: 'C30', unit: 'm3', quantity: 20, unitPrice: 469.2, stated: 2247278.34, amount: null },
}
const item = (id: string) => ({ tenderItemId: id, code: detail[id]?.code ?? '', name: detail[id]?.name ?? '', bids: [] })

const result = {
  items: ['t1', 't2', 't3'].map(item),
  totals: { bidders: [] },
} as unknown as BidReturnResult

const hoisted = vi.hoisted((): { selection: unknown } => ({ selection: null }))

vi.mock('./use-bid', async () => {
  const { createStore: make } = await import('@/data/state/store')
  const store = make<unknown>(null)
  hoisted.selection = store
  return { participantsOf: () => [], rowSelectionStore: store }
})

vi.mock('./bid-frame', () => ({
  BidFrame: ({ children }: { children: (ctx: unknown) => ReactNode }) =>
    children({ result, loaded: { bills: [] }, scheme: {}, token: 1 }),
}))

vi.mock('@/lib/compute', () => ({
  getCompute: () => ({
    bidReturnFindingRows: () => Promise.resolve(null),
    bidReturnRows: (_bills: unknown, refs: RowRef[]) =>
      Promise.resolve(
        refs.map((r): RowDetail => ({ bill: r.bill, billName: '招标控制价', table: r.table, id: r.id, match: null, ...detail[r.id]! })),
      ),
  }),
}))

const selection = () => hoisted.selection as ReturnType<typeof createStore<unknown>>

beforeEach(() => {
  // A finding opened with 查看: the rows behind it.
  selection().set({ title: '矩形柱 合价错误', refs: [{ bill: 'tender', table: 'item', id: 't3' }] })
})

const box = () => screen.getByRole('textbox')
const table = () => screen.getByRole('table', { name: '底层数据' })

describe('bottomLevelData', () => {
  it('shows the finding’s rows with formatted quantity, unit price and amount', async () => {
    render(<BidRows />)
    await waitFor(() => expect(table()).toBeTruthy())
    const row = within(table()).getByText('矩形柱').closest('tr')!
    expect(within(row).getByText('469.20')).toBeTruthy()
    expect(within(row).getByText('2,247,278.34')).toBeTruthy()
  })

  it('searches a substring of the name and lists every item that shares it', async () => {
    render(<BidRows />)
    await userEvent.type(box(), '钢筋')
    await waitFor(() => expect(within(table()).getAllByText('现浇构件钢筋')).toHaveLength(2))
    expect(within(table()).queryByText('矩形柱')).toBeNull()
    expect(screen.getByText('找到 2 个清单项')).toBeTruthy()
    expect(within(table()).getByText('45,806.7')).toBeTruthy()
    expect(within(table()).getByText('25.80')).toBeTruthy()
    expect(within(table()).getByText('5,127.91')).toBeTruthy()
  })

  it('searches a code prefix', async () => {
    render(<BidRows />)
    await userEvent.type(box(), ' 0105020 ')
    await waitFor(() => expect(within(table()).getByText('矩形柱')).toBeTruthy())
    expect(screen.getByText('010502001001 矩形柱')).toBeTruthy()
  })

  it('says nothing matched and no longer shows the finding’s rows', async () => {
    render(<BidRows />)
    await waitFor(() => expect(table()).toBeTruthy())
    await userEvent.type(box(), 'xyz')
    expect(await screen.findByText('未找到匹配的清单项。')).toBeTruthy()
    expect(screen.queryByRole('table', { name: '底层数据' })).toBeNull()
  })
})
