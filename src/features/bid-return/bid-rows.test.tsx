import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { tinyBill } from '@/domain/bid-return/fixtures'
import { expose, wrap } from 'comlink'
import { DEFAULT_OPTIONS } from '@/domain/bid-return/model'
import { encodeBill, type StoredParticipant } from '@/domain/bid-return/stored'
import { bidReturnHandlers } from '../../../workers/bid-return'
import type { createStore } from '@/data/state/store'
import { BidRows } from './bid-rows'
import type * as UseBid from './use-bid'

// A scheme of a tender and one bidder, analysed by the worker's own 回标 handlers (run here, in this
// thread); the screen reaches the same handlers over comlink.
const data = tinyBill('t', [
  ['t1', '010515001001', '现浇构件钢筋', 't', 45806.7, 25.8],
  ['t2', '010515001002', '现浇构件钢筋', 't', 120.5, 5127.91],
  ['t3', '010502001001', '矩形柱', 'm3', 20, 469.2],
])
data.items[0]!.Features = 'HRB400 Φ12'
data.items[1]!.Features = 'HRB400 Φ25'
data.items[2]!.Features = 'C30'
const bills: StoredParticipant[] = [
  {
    ID: 'rows-t',
    Role: 'tender',
    Name: '招标控制价',
    Bill: encodeBill(data),
    BidTotal: null,
    Sort: 0,
  },
  {
    ID: 'rows-b',
    Role: 'bidder',
    Name: '甲',
    Bill: encodeBill(data, { amounts: { t3: 2247278.34 } }),
    BidTotal: null,
    Sort: 1,
  },
]
const handlers = bidReturnHandlers()
const channel = new MessageChannel()
expose(handlers, channel.port2)
const remote = wrap<typeof handlers>(channel.port1)
bills.forEach((b) => handlers.bidReturnLoadBillSlice({ ...b, BillLength: b.Bill.length }, 0, 1))
const light = bills.map((b) => ({ ...b, Bill: '', BillLength: b.Bill.length }))
const run = handlers.bidReturnForScreens(light, null, DEFAULT_OPTIONS)
if (!run.ok) throw new Error(run.message)
const { result, token } = run

const hoisted = vi.hoisted((): { selection: unknown } => ({ selection: null }))

vi.mock('./use-bid', async (importOriginal) => {
  const { createStore: make } = await import('@/data/state/store')
  const store = make<unknown>(null)
  hoisted.selection = store
  return {
    ...(await importOriginal<typeof UseBid>()),
    participantsOf: () => bills,
    rowSelectionStore: store,
  }
})

vi.mock('./bid-frame', () => ({
  BidFrame: ({ children }: { children: (ctx: unknown) => ReactNode }) =>
    children({ result, loaded: { bills: [] }, scheme: {}, token }),
}))

vi.mock('@/lib/compute', () => ({ getCompute: () => remote }))

const selection = () => hoisted.selection as ReturnType<typeof createStore<unknown>>

beforeEach(() => {
  // A finding opened with 查看: the rows behind it.
  selection().set({ title: '矩形柱 合价错误', refs: [{ bill: 'rows-b', table: 'item', id: 'i3' }] })
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
    // Each item's row in the tender and in 甲's bill.
    await waitFor(() => expect(within(table()).getAllByText('现浇构件钢筋')).toHaveLength(4))
    expect(within(table()).queryByText('矩形柱')).toBeNull()
    expect(screen.getByText('找到 2 个清单项')).toBeTruthy()
    expect(within(table()).getAllByText('45,806.7')).toHaveLength(2)
    expect(within(table()).getAllByText('25.80')).toHaveLength(2)
    expect(within(table()).getAllByText('5,127.91')).toHaveLength(2)
  })

  it('searches a code prefix', async () => {
    render(<BidRows />)
    await userEvent.type(box(), ' 0105020 ')
    await waitFor(() => expect(within(table()).getAllByText('矩形柱')).toHaveLength(2))
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
