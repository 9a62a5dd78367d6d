import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SCHEME_DEFAULTS } from '@/domain/bid-return/scheme'
import { BidBase } from './bid-base'

const bidder = (bidderId: string, rank: number) => ({
  bidderId,
  name: `投标人${bidderId}`,
  rank,
  statedFen: rank * 100_00,
  diffFen: 0,
  rate: 0,
  outOfBand: false,
})
// In bidding order, not in rank order; only 投标人b (rank 1) has items out of the band (the worker's count, item-query.ts).
const result = {
  totals: {
    baseFen: 100_00,
    dropped: false,
    note: '有效投标人 3 家；参与平均的报价 3 个，去掉最高 1 家、最低 1 家后不足 3 个，未去掉任何报价',
    bidders: [bidder('a', 3), bidder('b', 1), bidder('c', 2)],
  },
}
const summary = { itemCount: 9, units: ['土建'], outCounts: [0, 4, 0] }
const scheme = { ...SCHEME_DEFAULTS, ID: 's1', BandBy: 'rate', BandLimit: 10 }
const update = vi.fn()

vi.mock('./use-bid', () => ({ useCurrentSchemeId: () => 's1', useBidScheme: () => ({ scheme }) }))
vi.mock('./bid-commands', () => ({
  updateScheme: (...args: unknown[]) => {
    update(...args)
  },
}))
vi.mock('./bid-frame', () => ({
  BidFrame: ({ children }: { children: (ctx: unknown) => ReactNode }) =>
    children({ result, summary }),
  money: (fen: number | null) => String(fen),
  percent: (r: number | null) => String(r),
}))

describe('cutbenchamark (对比基准)', () => {
  it('lists the bidders in rank order, each with its own out-of-band count', () => {
    render(<BidBase />)
    const rows = within(screen.getByRole('table', { name: '按所选基准的总价对比' }))
      .getAllByRole('row')
      .slice(1)
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', '投标人b', '10000', '10000', '0', '0', '4'],
      ['2', '投标人c', '20000', '10000', '0', '0', '0'],
      ['3', '投标人a', '30000', '10000', '0', '0', '0'],
    ])
  })

  it('a negative 偏差范围 shows a message, keeps the value and cannot be saved', () => {
    render(<BidBase />)
    fireEvent.change(screen.getByRole('textbox', { name: '偏差范围' }), { target: { value: '-5' } })
    expect(screen.getByRole('alert').textContent).toBe('偏差范围应在 0.01 到 1000000000 之间')
    const save = screen.getByRole<HTMLButtonElement>('button', { name: '保存为方案基准' })
    expect(save.disabled).toBe(true)
    fireEvent.change(screen.getByRole('textbox', { name: '偏差范围' }), { target: { value: '8' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(save)
    expect(update).toHaveBeenCalledWith('s1', expect.objectContaining({ BandLimit: 8 }))
  })

  it('a weighted base takes the control price’s weight; K, the edition and the 增值税 rate are saved with it, and the base says how it was computed', () => {
    Object.assign(scheme, { BaseKind: 'weighted' })
    render(<BidBase />)
    expect(screen.getByTestId('base-note').textContent).toContain('未去掉任何报价')
    fireEvent.change(screen.getByRole('textbox', { name: '控制价权重' }), {
      target: { value: '40' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: '下浮系数' }), { target: { value: '3' } })
    fireEvent.change(screen.getByRole('textbox', { name: '增值税税率' }), {
      target: { value: '6' },
    })
    fireEvent.click(screen.getByRole('button', { name: '保存为方案基准' }))
    expect(update).toHaveBeenLastCalledWith(
      's1',
      expect.objectContaining({
        BaseKind: 'weighted',
        ControlWeight: 40,
        Discount: 3,
        VatRate: 6,
        Edition: 'auto',
      }),
    )
    expect(screen.getByRole('combobox', { name: '清单规范' }).textContent).toBe('按各清单识别')
  })
})
