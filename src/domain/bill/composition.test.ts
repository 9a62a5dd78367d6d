import { describe, expect, it } from 'vitest'
import { compositionFen, compositionWarning } from './composition'

const base = {
  UnitPrice: 100.1,
  Labour: null,
  Material: null,
  Machine: null,
  Overhead: null,
  Profit: null,
}

describe('综合单价组成 check', () => {
  it('is silent without a composition', () => {
    expect(compositionFen(base)).toBeNull()
    expect(compositionWarning(base)).toBeNull()
  })

  it('accepts parts that add up to the 分 (0.1 + 0.2 style decimals summed in 分, not floats)', () => {
    const item = { ...base, UnitPrice: 0.3, Labour: 0.1, Material: 0.2 }
    expect(compositionFen(item)).toBe(30)
    expect(compositionWarning(item)).toBeNull()
    expect(
      compositionWarning({
        ...base,
        Labour: 30.05,
        Material: 50,
        Machine: 5.05,
        Overhead: 10,
        Profit: 5,
      }),
    ).toBeNull()
  })

  it('warns in Chinese with both figures and the difference; blank parts count 0', () => {
    expect(compositionWarning({ ...base, Labour: 30, Material: 50 })).toBe(
      '综合单价组成合计 80.00 元与综合单价 100.10 元不一致（少 20.10 元）',
    )
    expect(compositionWarning({ ...base, UnitPrice: 10, Labour: 10.01 })).toBe(
      '综合单价组成合计 10.01 元与综合单价 10.00 元不一致（多 0.01 元）',
    )
    expect(compositionWarning({ ...base, UnitPrice: null, Profit: 2 })).toBe(
      '已填写综合单价组成（合计 2.00 元），但综合单价为空',
    )
  })
})
