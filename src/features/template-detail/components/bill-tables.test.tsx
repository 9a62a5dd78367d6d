import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { serveApi, setupShopTests } from '@/data/api/shop.testkit'
import type { TemplateBill } from '@/domain/bill/template-bill'
import { BillTables } from './bill-tables'

setupShopTests()

const T = '00000000-0000-4000-8000-0000000000a1'
const U = '00000000-0000-4000-8000-0000000000b1'
const BILL: TemplateBill = {
  StandardVersion: 'GB/T 50500-2024',
  Total: '249065.00',
  ItemCount: 60,
  Rows: [{ No: '1', Name: '1#楼', MultNum: 1, Total: '249065.00' }],
  Units: [
    {
      ID: U,
      Row: '1#楼',
      Name: '土建',
      ItemCount: 60,
      Total: '249065.00',
      Lines: [{ No: '一', Name: '分部分项工程', Amount: '228500.00', Level: 0 }],
    },
  ],
  Specialties: [{ Name: '土建', Total: '249065.00', Share: 1 }],
}
const item = (No: number) => ({
  No,
  Kind: '分部分项',
  Code: `0105050010${String(No).padStart(2, '0')}`,
  Name: `构件${No}`,
  Features: '1. C30',
  Unit: 'm3',
  Quantity: '10',
  UnitPrice: '500',
  Amount: '5000.00',
})

describe('template bill tables', () => {
  it('shows 造价 by 专业 and, once a 单位工程 is opened, its items page by page from the server', async () => {
    const fetch = serveApi({
      '/api/Bill/GetTemplateBillItems': (url) => {
        const page = Number(url.searchParams.get('PageIndex'))
        return { Data: page === 1 ? [item(1), item(2)] : [item(51)], Total: 60 }
      },
    })
    render(<BillTables bill={BILL} templateId={T} />)
    expect(screen.getByText('按专业汇总')).toBeTruthy()
    expect(screen.getByText('100.00%')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText(/土建（60 项）/))
    const table = await screen.findByRole('table', { name: '清单项' })
    expect(within(table).getByText('构件2')).toBeTruthy()
    expect(within(table).getAllByText('5,000.00')).toHaveLength(2)
    expect(screen.getByText('第 1 / 2 页，共 60 项')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(await screen.findByText('构件51')).toBeTruthy()
    const pages = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').searchParams)
    expect(pages.map((p) => [p.get('UnitID'), p.get('PageIndex'), p.get('PageSize')])).toEqual([
      [U, '1', '50'],
      [U, '2', '50'],
    ])
  })

  it('before purchase says 购买后查看全部清单 and how many items the unit has beyond the first ones, without pages', async () => {
    serveApi({
      '/api/Bill/GetTemplateBillItems': () => ({
        Data: Array.from({ length: 10 }, (_, i) => item(i + 1)),
        Total: 60,
      }),
    })
    render(<BillTables bill={BILL} templateId={T} access="preview" />)
    expect(screen.getByRole('note').textContent).toContain('购买后查看全部清单')
    fireEvent.click(screen.getByText(/土建（60 项）/))
    const table = await screen.findByRole('table', { name: '清单项' })
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(screen.getByText('已显示前 10 条，共 60 条清单项；购买后查看全部清单。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull()
  })
})
