import { describe, expect, it } from 'vitest'
import { convertUnitRates, FEE_LINES_2013 } from './merge'

const r = (Kind: string, Name: string, IsSafety = 0) => ({ Kind, Name, IsSafety })
const LINES_2013 = [
  r('总价措施', '安全文明施工费', 1),
  r('总价措施', '夜间施工增加费'),
  r('规费', '社会保险费'),
  r('规费', '住房公积金'),
]

describe('合并模板 across standard versions', () => {
  it('copies the lines unchanged within one version', () => {
    expect(convertUnitRates(LINES_2013, 'GB 50500-2013', 'GB 50500-2013')).toEqual({
      rates: LINES_2013,
      addFees: [],
    })
  })

  it('2013 → 2024 leaves out 规费 and names the safety line 安全生产措施费', () => {
    expect(convertUnitRates(LINES_2013, 'GB 50500-2013', 'GB/T 50500-2024')).toEqual({
      rates: [r('总价措施', '安全生产措施费', 1), r('总价措施', '夜间施工增加费')],
      addFees: [],
    })
  })

  it('2024 → 2013 names the safety line 安全文明施工费 and adds the 2013 规费 lines once', () => {
    const lines2024 = [r('总价措施', '安全生产措施费', 1), r('总价措施', '二次搬运费')]
    expect(convertUnitRates(lines2024, 'GB/T 50500-2024', 'GB 50500-2013')).toEqual({
      rates: [r('总价措施', '安全文明施工费', 1), r('总价措施', '二次搬运费')],
      addFees: FEE_LINES_2013,
    })
    expect(
      convertUnitRates([...lines2024, r('规费', '社会保险费')], 'GB/T 50500-2024', 'GB 50500-2013')
        .addFees,
    ).toEqual([])
  })

  it('keeps a safety line the user renamed', () => {
    expect(
      convertUnitRates([r('总价措施', '文明施工费（自定）', 1)], 'GB 50500-2013', 'GB/T 50500-2024')
        .rates[0]?.Name,
    ).toBe('文明施工费（自定）')
  })
})
