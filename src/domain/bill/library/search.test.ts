import { describe, expect, it } from 'vitest'
import { BILL_LIBRARY } from './catalogue'
import { LIBRARY_TIER, searchLibrary } from './search'

const codes = (query: string, limit?: number) =>
  searchLibrary(BILL_LIBRARY, query, limit).map((h) => h.item.code)

describe('清单库 search', () => {
  it('puts the exact code first, then the codes it starts', () => {
    const hits = searchLibrary(BILL_LIBRARY, '010505')
    expect(hits.map((h) => h.item.code).slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => '010505' + String(i + 1).padStart(3, '0')),
    )
    expect(hits.every((h) => h.score === LIBRARY_TIER.codePrefix)).toBe(true)
    expect(codes('010505001')[0]).toBe('010505001')
    expect(searchLibrary(BILL_LIBRARY, '010505001')[0]?.score).toBe(LIBRARY_TIER.codeExact)
    // A 12-digit code finds its item.
    expect(codes('010505001003')).toEqual(['010505001'])
  })

  it('finds names by prefix before names that only contain the text', () => {
    const hits = searchLibrary(BILL_LIBRARY, '钢筋')
    const first = hits[0]
    expect(first?.item.name.startsWith('钢筋')).toBe(true)
    expect(hits.map((h) => h.item.name)).toContain('现浇构件钢筋')
    const prefix = hits.filter((h) => h.score === LIBRARY_TIER.namePrefix)
    const inside = hits.filter((h) => h.score === LIBRARY_TIER.substring)
    expect(prefix.length).toBeGreaterThan(0)
    expect(inside.length).toBeGreaterThan(0)
    expect(hits.indexOf(prefix[prefix.length - 1]!)).toBeLessThan(hits.indexOf(inside[0]!))
  })

  it('finds pinyin initials: ylb → 有梁板, xjgjgj → 现浇构件钢筋', () => {
    const ylb = searchLibrary(BILL_LIBRARY, 'ylb')
    expect(ylb[0]?.item.name).toBe('有梁板')
    expect(ylb[0]?.score).toBe(LIBRARY_TIER.initialsPrefix)
    expect(codes('ylb')).toContain('011702014') // 有梁板 模板
    expect(codes('xjgjgj')[0]).toBe('010515001')
    expect(codes('XJGJGJ')[0]).toBe('010515001')
  })

  it('ranks initials prefixes before initials inside a name', () => {
    const hits = searchLibrary(BILL_LIBRARY, 'gj')
    const prefix = hits.findIndex((h) => h.score === LIBRARY_TIER.initialsPrefix)
    const inside = hits.findIndex((h) => h.score === LIBRARY_TIER.substring)
    expect(prefix).toBeGreaterThanOrEqual(0)
    expect(inside).toBeGreaterThan(prefix)
    expect(hits[inside]?.item.initials.startsWith('gj')).toBe(false)
  })

  it('requires every term and returns nothing for an empty or unknown query', () => {
    expect(codes('现浇 钢筋')).toEqual(['010515001'])
    expect(codes('  ')).toEqual([])
    expect(codes('不存在的清单')).toEqual([])
    expect(codes('010', 5)).toHaveLength(5)
  })
})
