import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ItemDoc } from '@/domain/api/materials'
import { ItemGrid } from './item-grid'

const item: ItemDoc = {
  ID: 'i1',
  PackageID: 'p1',
  Code: '0101001',
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ6',
  Unit: 't',
  PriceTax: '13967.00',
  PriceNoTax: '12360.18',
  TaxRate: '13',
  Brand: '',
  Source: '上海信息价',
  Period: '2026-05',
  Initials: 'rzdljg',
  Sort: 1,
}

describe('ItemGrid', () => {
  it('shows prices with thousands separators; the 含税价 field edits the plain value', () => {
    render(
      <ItemGrid
        rows={[{ item, ranges: [] }]}
        now="2026-05"
        thresholdMonths={6}
        selectedId={null}
        onSelect={vi.fn()}
        onEditPrice={vi.fn()}
      />,
    )
    const row = screen.getAllByRole('row')[1]!
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(4, 6)).toEqual(['13,967.00', '12,360.18'])
    fireEvent.click(within(row).getByRole('button', { name: '修改热轧带肋钢筋的含税价' }))
    expect(
      within(row).getByRole<HTMLInputElement>('textbox', { name: '热轧带肋钢筋的含税价' }).value,
    ).toBe('13967.00')
  })

  it('saves a typed price when the cell is left, once; Escape and an unchanged price save nothing', () => {
    const onEditPrice = vi.fn()
    render(
      <ItemGrid
        rows={[{ item, ranges: [] }]}
        now="2026-05"
        thresholdMonths={6}
        selectedId={null}
        onSelect={vi.fn()}
        onEditPrice={onEditPrice}
      />,
    )
    const open = () =>
      fireEvent.click(screen.getByRole('button', { name: '修改热轧带肋钢筋的含税价' }))
    const box = () =>
      screen.getByRole<HTMLInputElement>('textbox', { name: '热轧带肋钢筋的含税价' })
    open()
    fireEvent.change(box(), { target: { value: '3400' } })
    fireEvent.blur(box())
    expect(onEditPrice.mock.calls).toEqual([[item, '3400']])
    open()
    fireEvent.change(box(), { target: { value: '3500' } })
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onEditPrice.mock.calls.at(-1)).toEqual([item, '3500'])
    expect(onEditPrice).toHaveBeenCalledTimes(2)
    open()
    fireEvent.change(box(), { target: { value: '9999' } })
    fireEvent.keyDown(box(), { key: 'Escape' })
    open()
    fireEvent.blur(box())
    expect(onEditPrice).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
