import { describe, expect, it } from 'vitest'
import { tinyBill } from '@/domain/bid-return/fixtures'
import { encodeBill } from '@/domain/bid-return/stored'
import { editionText } from './bid-bidder-row'

describe('the edition a bidder row states', () => {
  const bill = encodeBill({
    ...tinyBill('b', [['b1', '010101001001', '平整场地', 'm2', 100, 4.5]]),
    version: 'GB 50500-2013',
  })
  it('is the one read from the workbook while the scheme reads each bill by its own', () => {
    expect(editionText(bill, 'auto')).toBe('识别为 GB 50500-2013')
    expect(editionText(bill, 'GB 50500-2013')).toBe('识别为 GB 50500-2013')
  })
  it('adds the scheme’s edition when the scheme sets another one for all bills', () => {
    expect(editionText(bill, 'GB/T 50500-2024')).toBe(
      '识别为 GB 50500-2013，方案统一按 GB/T 50500-2024 计算',
    )
    expect(editionText('', 'auto')).toBe('规范未识别')
  })
})
