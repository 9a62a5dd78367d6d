import { describe, expect, it } from 'vitest'
import { searchItems } from './item-search'

const items = [
  { code: '010515001001', name: '现浇构件钢筋' },
  { code: '010515001002', name: '现浇构件钢筋' },
  { code: '010502001001', name: '矩形柱' },
  { code: '01B001', name: 'SBS 防水卷材' },
]

describe('searchItems (bottomLevelData)', () => {
  it('matches a substring of the name and lists every item sharing it', () => {
    expect(searchItems(items, '钢筋', 10).items.map((i) => i.code)).toEqual([
      '010515001001',
      '010515001002',
    ])
    expect(searchItems(items, ' 现浇构件钢筋 ', 10).total).toBe(2)
  })

  it('matches a prefix of the code, and latin letters in either case', () => {
    expect(searchItems(items, '0105150', 10).total).toBe(2)
    expect(searchItems(items, '01b', 10).items.map((i) => i.code)).toEqual(['01B001'])
    expect(searchItems(items, 'sbs', 10).total).toBe(1)
    // Inside a code is not a prefix.
    expect(searchItems(items, '515001', 10).total).toBe(0)
  })

  it('finds nothing for an unknown text or an empty query, and caps the list', () => {
    expect(searchItems(items, 'xyz', 10)).toEqual({ items: [], total: 0 })
    expect(searchItems(items, '   ', 10)).toEqual({ items: [], total: 0 })
    expect(searchItems(items, '01', 2)).toMatchObject({ total: 4 })
    expect(searchItems(items, '01', 2).items).toHaveLength(2)
  })
})
