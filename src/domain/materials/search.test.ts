import { describe, expect, it } from 'vitest'
import { buildSearchIndex, highlight, splitHighlights, type SearchableItem } from './search'

const ITEMS: SearchableItem[] = [
  { Code: '0101001', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Initials: 'rzdlgj' },
  { Code: '0101002', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ25', Initials: 'rzdlgj' },
  { Code: '0102001', Name: '钢筋', Spec: 'HPB300 Φ8', Initials: 'gj' },
  { Code: '0401001', Name: '普通硅酸盐水泥', Spec: 'P.O42.5R 散装', Initials: 'ptgsysn' },
  { Code: '0403001', Name: '中砂', Spec: '', Initials: 'zs' },
  { Code: '0405001', Name: '碎石', Spec: '5-25mm', Initials: 'ss' },
  { Code: 'GJ-01', Name: '钢绞线', Spec: '1×7 Φ15.2', Initials: 'gjx' },
  { Code: '1101012', Name: '蒸压加气混凝土砌块', Spec: 'B06 A5.0', Initials: 'zyjqhntqk' },
]
const names = (r: { hits: { index: number }[] }) => r.hits.map((h) => `${ITEMS[h.index]?.Code}`)

describe('material search ranking', () => {
  it('puts an exact code first, then code prefixes, then names by how they match', () => {
    const index = buildSearchIndex(ITEMS)
    expect(names(index.search('0101001'))).toEqual(['0101001'])
    // A code that only contains the text comes last.
    expect(names(index.search('0101'))).toEqual(['0101001', '0101002', '1101012'])
    // 钢筋 exactly, then names ending with it (shorter name first would tie; list order breaks it).
    expect(names(index.search('钢筋'))).toEqual(['0102001', '0101001', '0101002'])
  })

  it('ranks the main material first: a name or its initials ending with the term before one starting with it', () => {
    // As the demo catalogue lists them: fittings and pipes whose names start with 钢筋 come before
    // the rebar itself in list order (issue #40).
    const pipes = Array.from({ length: 8 }, (_, i) => ({
      Code: `1801${i}`,
      Name: '钢筋混凝土排水管',
      Spec: `DN${300 + 100 * i}`,
      Initials: 'gjhntpsg',
    }))
    const list: SearchableItem[] = [
      { Code: '0109001', Name: '钢筋套筒', Spec: 'Φ25', Initials: 'gjtt' },
      ...pipes,
      { Code: '0101001', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Initials: 'rzdlgj' },
      { Code: '0101003', Name: '冷轧带肋钢筋', Spec: 'CRB550 Φ6', Initials: 'lzdlgj' },
    ]
    const codes = (q: string) =>
      buildSearchIndex(list)
        .search(q, 3)
        .hits.map((h) => list[h.index]?.Code)
    for (const q of ['钢筋', 'gj', 'GJ'])
      expect(codes(q)).toEqual(['0101001', '0101003', '0109001'])
    // 水泥 finds cement before 水泥砂浆 (a mortar), 管 the pipes themselves.
    const mortar = buildSearchIndex([
      { Code: '1', Name: '水泥砂浆', Spec: 'M10', Initials: 'snsj' },
      { Code: '2', Name: '普通硅酸盐水泥', Spec: 'P.O42.5', Initials: 'ptgsysn' },
    ])
    expect(mortar.search('水泥').hits.map((h) => h.index)).toEqual([1, 0])
  })

  it('matches pinyin initials: gj finds 钢筋 and 钢绞线, the code GJ-01 first', () => {
    const r = buildSearchIndex(ITEMS).search('gj')
    expect(names(r)).toEqual(['GJ-01', '0102001', '0101001', '0101002'])
    // gj is a prefix of 钢绞线's initials too, but the code match ranks it first; the names ending
    // in gj (钢筋, 热轧带肋钢筋) come next, shorter first.
    const steel = r.hits[1]
    expect(steel?.ranges).toEqual([{ field: 'Name', start: 0, end: 2 }])
  })

  it('requires every term (AND) and sums their tiers', () => {
    const index = buildSearchIndex(ITEMS)
    expect(names(index.search('钢筋 Φ25'))).toEqual(['0101002'])
    expect(names(index.search('hrb400e 12'))).toEqual(['0101001'])
    expect(index.search('钢筋 水泥').total).toBe(0)
  })

  it('folds case and full-width letters', () => {
    const index = buildSearchIndex(ITEMS)
    expect(names(index.search('ｐ．ｏ４２'))).toEqual(['0401001'])
    expect(names(index.search('P.O42.5r'))).toEqual(['0401001'])
  })

  it('an empty query lists the items in order up to the limit', () => {
    const r = buildSearchIndex(ITEMS).search('  ', 3)
    expect([r.total, names(r)]).toEqual([8, ['0101001', '0101002', '0102001']])
  })

  it('reports the total beyond the limit', () => {
    const r = buildSearchIndex(ITEMS).search('0', 2)
    expect(r.total).toBe(8)
    expect(r.hits).toHaveLength(2)
  })

  it('typing, deleting and retyping gives what a fresh index gives (the narrowing cache is exact)', () => {
    const many: SearchableItem[] = Array.from({ length: 500 }, (_, i) => {
      const base = ITEMS[i % ITEMS.length] as SearchableItem
      return { ...base, Code: `${base.Code}-${i}`, Spec: `${base.Spec} ${i % 37}` }
    })
    const typed = buildSearchIndex(many)
    const sequence = [
      'g',
      'gj',
      'gj ',
      'gj 1',
      'gj 12',
      'gj 1',
      'gj',
      'g',
      '钢',
      '钢筋',
      '钢筋 h',
      '钢筋 hr',
      '钢',
      '碎',
      '碎石 2',
      '',
    ]
    for (const q of sequence) {
      const fresh = buildSearchIndex(many).search(q, 50)
      expect(typed.search(q, 50)).toEqual(fresh)
    }
  })

  it('ignores initials that do not line up with the name', () => {
    const index = buildSearchIndex([{ Code: '1', Name: '钢筋', Spec: '', Initials: 'gjx' }])
    expect(index.search('gj').total).toBe(0)
  })
})

describe('highlighting', () => {
  it('marks every occurrence in code, name and spec, merged when they touch', () => {
    expect(highlight(['12', '钢'], '0112', '钢筋钢', 'φ12 φ12')).toEqual([
      { field: 'Code', start: 2, end: 4 },
      { field: 'Name', start: 0, end: 1 },
      { field: 'Name', start: 2, end: 3 },
      { field: 'Spec', start: 1, end: 3 },
      { field: 'Spec', start: 5, end: 7 },
    ])
    expect(highlight(['ab', 'bc'], 'abc', '', '')).toEqual([{ field: 'Code', start: 0, end: 3 }])
  })

  it('maps an initials match onto the name characters', () => {
    expect(highlight(['jq'], '', '蒸压加气混凝土砌块', '', 'zyjqhntqk')).toEqual([
      { field: 'Name', start: 2, end: 4 },
    ])
  })

  it('splits a text into parts for rendering', () => {
    const ranges = highlight(['钢筋'], '', '热轧带肋钢筋', '')
    expect(splitHighlights('热轧带肋钢筋', ranges, 'Name')).toEqual([
      { text: '热轧带肋', hit: false },
      { text: '钢筋', hit: true },
    ])
    expect(splitHighlights('abc', [], 'Code')).toEqual([{ text: 'abc', hit: false }])
  })
})
