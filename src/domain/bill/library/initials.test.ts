import { describe, expect, it } from 'vitest'
import { libraryInitials } from '../../../../server/tools/bill-library-initials-lib.ts'
import { BILL_LIBRARY } from './catalogue'

describe('清单库 pinyin initials', () => {
  it('are shipped for every item exactly as pinyin-pro gives them (npm run bill-library:pack)', () => {
    const shipped = Object.fromEntries(BILL_LIBRARY.items.map((item) => [item.code, item.initials]))
    expect(shipped).toEqual(libraryInitials())
  })

  it('line up with the names, one character per UTF-16 unit', () => {
    for (const item of BILL_LIBRARY.items)
      expect(item.initials.length, item.code).toBe(item.name.length)
    expect(BILL_LIBRARY.byCode.get('010505001')?.initials).toBe('ylb')
    expect(BILL_LIBRARY.byCode.get('010515001')?.initials).toBe('xjgjgj')
  })
})
