import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BillRate } from '@/domain/bill/model'
import { RatesPanel } from './line-panels'

const rate = (ID: string, Name: string, IsSafety: 0 | 1 = 0): BillRate => ({ ID, ProId: 'p', UnitId: 'u', Kind: '总价措施', Code: '', Name, Base: '分部分项工程费', Rate: 1, Amount: null, IsSafety, Note: '', Sort: 1 })

describe('总价措施 panel', () => {
  it('ends with a 合计 row of its lines, as 表-11 does', () => {
    const lines = [rate('a', '安全生产措施费', 1), rate('b', '夜间施工增加费')]
    render(<RatesPanel caption="总价措施项目清单" lines={lines} amounts={new Map([['a', 123456789], ['b', 1001]])} />)
    const table = screen.getByRole('table', { name: '总价措施项目清单' })
    expect(table.querySelector('[data-total="总价措施项目清单"]')?.textContent).toBe('1,234,577.90')
    expect(table.textContent).toContain('合计')
  })
})
