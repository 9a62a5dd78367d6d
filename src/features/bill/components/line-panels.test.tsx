import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { BillOther, BillRate, BillUnit } from '@/domain/bill/model'
import { OthersPanel, RatesPanel } from './line-panels'

const saved = vi.hoisted(() => [] as Record<string, string>[])
vi.mock('../hooks/bill-commands', () => ({
  notifier: () => ({ toast: () => {} }),
  saveRate: () => Promise.resolve({ ok: true, value: 1 }),
  feeCommands: {},
  saveOther: (_line: unknown, fields: Record<string, string>) => {
    saved.push(fields)
    return Promise.resolve({ ok: true, value: 1 })
  },
}))

const rate = (ID: string, Name: string, IsSafety: 0 | 1 = 0): BillRate => ({
  ID,
  ProId: 'p',
  UnitId: 'u',
  Kind: '总价措施',
  Code: '',
  Name,
  Base: '分部分项工程费',
  Rate: 1,
  Amount: null,
  IsSafety,
  Note: '',
  Sort: 1,
})

const UNIT: BillUnit = {
  ID: 'u',
  ProId: 'p',
  RowId: 'r',
  Specialty: '土建',
  SpecialtyCustom: 0,
  Name: '',
  Sort: 1,
  TaxRate: 9,
}

describe('总价措施 panel', () => {
  it('ends with a 合计 row of its lines, as 表-11 does', () => {
    const lines = [rate('a', '安全生产措施费', 1), rate('b', '夜间施工增加费')]
    render(
      <RatesPanel
        unit={UNIT}
        kind="总价措施"
        caption="总价措施项目清单"
        lines={lines}
        amounts={
          new Map([
            ['a', 123456789],
            ['b', 1001],
          ])
        }
      />,
    )
    const table = screen.getByRole('table', { name: '总价措施项目清单' })
    expect(table.querySelector('[data-total="总价措施项目清单"]')?.textContent).toBe('1,234,577.90')
    expect(table.textContent).toContain('合计')
  })
})

const other = (ID: string, Kind: BillOther['Kind'], patch: Partial<BillOther>): BillOther => ({
  ID,
  ProId: 'p',
  UnitId: 'u',
  Kind,
  Name: Kind,
  Unit: '',
  Quantity: null,
  UnitPrice: null,
  Base: null,
  Rate: null,
  Amount: null,
  Note: '',
  Sort: 1,
  ...patch,
})

describe('其他项目 panel', () => {
  it('shows amounts with thousands separators, edits the plain number and saves what was typed without separators', async () => {
    const lines = [
      other('a', '暂列金额', { Amount: 1234567.8 }),
      other('b', '计日工', { Name: '普工', Quantity: 1200, UnitPrice: 1500 }),
    ]
    render(<OthersPanel lines={lines} />)
    const amount = screen.getByRole('textbox', { name: '暂列金额 金额' })
    expect(amount).toHaveProperty('value', '1,234,567.80')
    expect(screen.getByRole('textbox', { name: '普工 单价' })).toHaveProperty('value', '1,500.00')
    // 数量 is not money: no decimals added.
    expect(screen.getByRole('textbox', { name: '普工 数量' })).toHaveProperty('value', '1200')
    const user = userEvent.setup()
    await user.click(amount)
    expect(amount).toHaveProperty('value', '1234567.8')
    await user.clear(amount)
    await user.type(amount, '2,000,000')
    await user.tab()
    expect(saved.at(-1)).toEqual({ Amount: '2000000' })
  })
})
