import { describe, expect, it } from 'vitest'
import { tinyBill } from './fixtures'
import { encodeBill } from './stored'
import { storedBillEdition } from './stored-edition'

describe('storedBillEdition', () => {
  const bill = tinyBill('b', [['b1', '010101001001', '平整场地', 'm2', 100, 4.5]])
  it.each(['GB 50500-2013', 'GB/T 50500-2024'] as const)(
    'reads %s from the head of a stored bill of either encoding',
    (edition) => {
      const data = { ...bill, version: edition }
      expect(storedBillEdition(encodeBill(data))).toBe(edition)
      expect(storedBillEdition(encodeBill(data, undefined, 1))).toBe(edition)
    },
  )
  it('answers null for text that is not a stored bill', () => {
    expect(storedBillEdition('')).toBeNull()
    expect(storedBillEdition('{"v":1,"version":"GB 9999"}')).toBeNull()
  })
})
