import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MessageBoxHost } from '@/components/message-box'
import { toastStore } from '@/components/ui/toast-store'
import type { HistoryRow } from '@/domain/api/materials'
import { doc, row } from '../history-rows.testkit'
import { HistoryDialog } from './history-dialog'

// The two calls are recorded; each test sets what GetHistory answers.
type Page =
  { ok: true; data: { rows: HistoryRow[]; total: number } } | { ok: false; message: string }
type Recovered = { ok: true; data: { Changed: number } } | { ok: false; message: string }
const api = vi.hoisted(() => ({
  pages: [] as Page[],
  fetched: [] as number[],
  recovered: [] as [string, number, boolean][],
  recover: null as Recovered | null,
}))
vi.mock('@/data/api/materials', () => ({
  fetchHistory: (_id: string, page: number) => {
    api.fetched.push(page)
    return Promise.resolve(api.pages.shift())
  },
  recoverHistory: (id: string, historyId: number, before = false) => {
    api.recovered.push([id, historyId, before])
    return Promise.resolve(api.recover)
  },
}))
const answer = (...pages: Page[]) => api.pages.push(...pages)
const ready = (rows: HistoryRow[], total = rows.length): Page => ({
  ok: true,
  data: { rows, total },
})

const PKG = { ID: 'p1', Name: '深圳信息价2026-05' }
const raised = doc({ PriceTax: '190.00', PriceNoTax: '184.47' })
const EDIT = row(4, 'b2', 'update', doc(), raised, {
  UserName: '管理员',
  CreateTime: '2026-05-21T02:00:00.000Z',
})
const IMPORT = [
  row(3, 'b1', 'insert', null, doc()),
  row(
    2,
    'b1',
    'insert',
    null,
    doc({ ID: 'stone', Name: '碎石', Spec: '5-25mm', PriceTax: '145.00' }),
  ),
]

beforeEach(() => {
  api.pages = []
  api.fetched = []
  api.recovered = []
  api.recover = { ok: true, data: { Changed: 1 } }
  toastStore.set(() => [])
})

const entries = () =>
  within(screen.getByRole('list', { name: '修改记录列表' }))
    .getAllByRole('listitem')
    .filter(
      (li) =>
        li.parentElement?.getAttribute('aria-label') === '修改记录列表' &&
        li.getAttribute('aria-label') !== '最初状态',
    )

describe('HistoryDialog', () => {
  it('lists the writes newest first: who, what changed, 含税价 before → after, added items', async () => {
    answer(ready([EDIT, ...IMPORT]))
    render(<HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore={false} onRestored={vi.fn()} />)
    await screen.findByRole('list', { name: '修改记录列表' })
    const [edit, imported] = entries()
    expect(edit?.textContent).toContain('管理员')
    expect(edit?.textContent).toContain('修改 1 条')
    expect(within(edit!).getByRole('listitem').textContent).toBe('中砂：含税价 184.00 → 190.00')
    expect(
      within(imported!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['新增中砂：含税价 184.00', '新增碎石 5-25mm：含税价 145.00'])
    expect(screen.queryByRole('button', { name: '恢复到此' })).toBeNull()
  })

  it('says so when there is no history', async () => {
    answer(ready([]))
    render(<HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore onRestored={vi.fn()} />)
    expect(await screen.findByText('暂无修改记录')).toBeTruthy()
  })

  it("shows the server's Chinese message when the history cannot be read", async () => {
    answer({ ok: false, message: '官方和市场价格包为只读，仅管理员可以修改' })
    render(<HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore={false} onRestored={vi.fn()} />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      '官方和市场价格包为只读，仅管理员可以修改',
    )
  })

  it('restores to an earlier entry after confirmation, then reads the history again and tells the screen', async () => {
    answer(ready([EDIT, ...IMPORT]))
    const restored = vi.fn()
    render(
      <>
        <HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore onRestored={restored} />
        <MessageBoxHost />
      </>,
    )
    await screen.findByRole('list', { name: '修改记录列表' })
    const [edit, imported] = entries()
    // The newest entry is the package as it is now.
    expect(within(edit!).queryByRole('button', { name: '恢复到此' })).toBeNull()
    expect(edit?.textContent).toContain('当前状态')
    fireEvent.click(within(imported!).getByRole('button', { name: '恢复到此' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toContain('把“深圳信息价2026-05”恢复到')
    answer(ready([row(5, 'b3', 'update', raised, doc(), { RestoredTo: 3 }), EDIT, ...IMPORT]))
    fireEvent.click(within(confirm).getByRole('button', { name: '恢复' }))
    await waitFor(() => expect(restored).toHaveBeenCalledTimes(1))
    // The batch's newest row is the point restored to.
    expect(api.recovered).toEqual([['p1', 3, false]])
    expect(toastStore.get().map((t) => t.message)).toEqual([
      expect.stringMatching(/^已恢复到 .+，1 条材料已还原$/),
    ])
    await waitFor(() => expect(entries()).toHaveLength(3))
    expect(entries()[0]?.textContent).toMatch(/恢复到 .+：修改 1 条/)
    expect(api.fetched).toEqual([1, 1])
  })

  it('does nothing when the restore is not confirmed, and shows a refusal as a toast', async () => {
    answer(ready([EDIT, ...IMPORT]))
    const restored = vi.fn()
    render(
      <>
        <HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore onRestored={restored} />
        <MessageBoxHost />
      </>,
    )
    await screen.findByRole('list', { name: '修改记录列表' })
    fireEvent.click(within(entries()[1]!).getByRole('button', { name: '恢复到此' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.recovered).toEqual([])

    api.recover = { ok: false, message: '历史记录不存在' }
    fireEvent.click(within(entries()[1]!).getByRole('button', { name: '恢复到此' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '恢复' }),
    )
    await waitFor(() =>
      expect(toastStore.get().map((t) => [t.message, t.kind])).toEqual([
        ['历史记录不存在', 'error'],
      ]),
    )
    expect(restored).not.toHaveBeenCalled()
  })

  it('reads earlier pages on demand; a write split across pages stays one entry', async () => {
    answer(ready([EDIT, IMPORT[0]!], 3), ready([IMPORT[1]!], 3))
    render(<HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore onRestored={vi.fn()} />)
    await screen.findByRole('list', { name: '修改记录列表' })
    expect(within(entries()[1]!).getAllByRole('listitem')).toHaveLength(1)
    fireEvent.click(
      screen.getByRole('button', { name: /^加载更早的记录（已显示 2 \/ 3 条变化）$/ }),
    )
    await waitFor(() => expect(within(entries()[1]!).getAllByRole('listitem')).toHaveLength(2))
    expect(entries()).toHaveLength(2)
    expect(screen.queryByRole('button', { name: /加载更早的记录/ })).toBeNull()
    expect(api.fetched).toEqual([1, 2])
  })

  it('once every entry is read, 最初状态 restores to before the oldest write (a published price edited twice comes back)', async () => {
    const first = row(7, 'e1', 'update', doc({ PriceTax: '341.00' }), doc({ PriceTax: '400.00' }))
    const second = row(8, 'e2', 'update', doc({ PriceTax: '400.00' }), doc({ PriceTax: '410.00' }))
    answer(ready([second, first]))
    render(
      <>
        <HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore onRestored={vi.fn()} />
        <MessageBoxHost />
      </>,
    )
    const initial = await screen.findByRole('listitem', { name: '最初状态' })
    fireEvent.click(within(initial).getByRole('button', { name: '恢复到此' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toContain('最初状态（有记录以来的第一次修改之前）')
    answer(
      ready([
        row(9, 'e3', 'update', doc({ PriceTax: '410.00' }), doc(), {
          RestoredTo: 7,
          RestoredBefore: true,
        }),
        second,
        first,
      ]),
    )
    fireEvent.click(within(confirm).getByRole('button', { name: '恢复' }))
    await waitFor(() => expect(api.recovered).toEqual([['p1', 7, true]]))
    await waitFor(() =>
      expect(entries()[0]?.textContent).toMatch(/恢复到 .+ 那次修改之前：修改 1 条/),
    )
  })

  it('offers 最初状态 only when every page is read and the user may restore', async () => {
    answer(ready([EDIT, IMPORT[0]!], 3))
    render(<HistoryDialog pkg={PKG} onClose={vi.fn()} canRestore onRestored={vi.fn()} />)
    await screen.findByRole('list', { name: '修改记录列表' })
    expect(screen.queryByRole('listitem', { name: '最初状态' })).toBeNull()
  })
})
