import { describe, expect, it } from 'vitest'
import type { TemplateCard } from '../api/shop'
import { filterTemplates, mergeCards, searchTemplates } from './filter'

function card(over: Partial<TemplateCard> & { ID: string }): TemplateCard {
  return {
    Name: `模板${over.ID}`,
    AuthorID: 'a1',
    AuthorName: '李工',
    City: '杭州',
    ProjectType: '住宅',
    Year: 2024,
    BuiltArea: 10000,
    UnitCost: 3500,
    TotalCost: 35000000,
    Price: 0,
    Thumbs: 0,
    Cover: '',
    ReleaseTime: '2024-01-01T00:00:00Z',
    ...over,
  }
}

const cards = [
  card({
    ID: '1',
    Name: '滨江住宅',
    City: '杭州',
    ProjectType: '住宅',
    Year: 2023,
    BuiltArea: 50000,
    Thumbs: 5,
    Price: 100,
    ReleaseTime: '2024-03-01T00:00:00Z',
  }),
  card({
    ID: '2',
    Name: '陆家嘴办公楼',
    City: '上海',
    ProjectType: '办公',
    Year: 2024,
    BuiltArea: 80000,
    Thumbs: 9,
    Price: 50,
    ReleaseTime: '2024-02-01T00:00:00Z',
    AuthorID: 'a2',
    AuthorName: '王工',
  }),
  card({
    ID: '3',
    Name: '西湖酒店',
    City: '杭州',
    ProjectType: '酒店',
    Year: 2024,
    BuiltArea: 30000,
    Thumbs: 1,
    Price: 300,
    ReleaseTime: '2024-04-01T00:00:00Z',
  }),
  card({
    ID: '4',
    Name: '杭州湾商业综合体',
    City: '宁波',
    ProjectType: '综合体',
    Year: 2022,
    BuiltArea: 120000,
    Thumbs: 9,
    Price: 0,
    ReleaseTime: '2024-01-01T00:00:00Z',
    AuthorID: 'a3',
    AuthorName: '杭州设计院',
  }),
]

describe('filterTemplates', () => {
  it('filters by type, city, year and an inclusive area range', () => {
    expect(filterTemplates(cards, { city: '杭州' }).rows.map((c) => c.ID)).toEqual(['3', '1'])
    expect(filterTemplates(cards, { type: '办公' }).rows.map((c) => c.ID)).toEqual(['2'])
    expect(filterTemplates(cards, { year: 2024 }).rows.map((c) => c.ID)).toEqual(['3', '2'])
    expect(
      filterTemplates(cards, { areaMin: 50000, areaMax: 80000 }).rows.map((c) => c.ID),
    ).toEqual(['1', '2'])
    expect(filterTemplates(cards, { city: '杭州', year: 2023 }).total).toBe(1)
  })

  it('sorts newest first, by likes (ties newest first) and by price both ways', () => {
    expect(filterTemplates(cards, {}, 'newest').rows.map((c) => c.ID)).toEqual(['3', '1', '2', '4'])
    expect(filterTemplates(cards, {}, 'likes').rows.map((c) => c.ID)).toEqual(['2', '4', '1', '3'])
    expect(filterTemplates(cards, {}, 'price').rows.map((c) => c.ID)).toEqual(['4', '2', '1', '3'])
    expect(filterTemplates(cards, {}, 'priceDesc').rows.map((c) => c.ID)).toEqual([
      '3',
      '1',
      '2',
      '4',
    ])
  })

  it('pages the matches and reports the total of all of them', () => {
    const page2 = filterTemplates(cards, {}, 'newest', { index: 2, size: 3 })
    expect(page2.rows.map((c) => c.ID)).toEqual(['4'])
    expect(page2.total).toBe(4)
  })

  it('matches name text case-insensitively and by author', () => {
    const latin = [card({ ID: 'x', Name: 'Tower A' })]
    expect(filterTemplates(latin, { name: ' tower ' }).total).toBe(1)
    expect(filterTemplates(cards, { authorId: 'a2' }).rows.map((c) => c.ID)).toEqual(['2'])
  })
})

describe('searchTemplates', () => {
  it('finds templates by name, authors by name and cities with their template counts', () => {
    const r = searchTemplates(cards, '杭州')
    expect(r.Templates.map((c) => c.ID)).toEqual(['4'])
    expect(r.TemplateTotal).toBe(1)
    expect(r.Authors).toEqual([
      { ID: 'a3', UserName: '杭州设计院', HeadPic: '', TemplateCount: 1, Thumbs: 9 },
    ])
    expect(r.AuthorTotal).toBe(1)
    expect(r.Cities).toEqual([{ City: '杭州', Count: 2 }])
  })

  it('matches a city inside longer text (杭州滨江 finds 杭州) and ranks names starting with the text first', () => {
    expect(searchTemplates(cards, '杭州滨江').Cities).toEqual([{ City: '杭州', Count: 2 }])
    const more = [
      ...cards,
      card({ ID: '5', Name: '酒店改造（西湖）', ReleaseTime: '2025-01-01T00:00:00Z' }),
    ]
    expect(searchTemplates(more, '西湖').Templates.map((c) => c.ID)).toEqual(['3', '5'])
  })

  it('finds an author by name and caps each group at the size', () => {
    const r = searchTemplates(cards, '王工')
    expect(r.Authors.map((a) => a.UserName)).toEqual(['王工'])
    expect(r.TemplateTotal).toBe(0)
    const many = Array.from({ length: 12 }, (_, i) => card({ ID: `m${i}`, Name: `住宅${i}` }))
    const capped = searchTemplates(many, '住宅', 5)
    expect(capped.Templates).toHaveLength(5)
    expect(capped.TemplateTotal).toBe(12)
  })

  it('returns nothing for empty text', () => {
    expect(searchTemplates(cards, '  ').TemplateTotal).toBe(0)
  })
})

describe('mergeCards', () => {
  it('keeps one card per ID, the later copy winning', () => {
    const merged = mergeCards([
      [card({ ID: '1', Thumbs: 1 })],
      [card({ ID: '1', Thumbs: 7 }), card({ ID: '2' })],
    ])
    expect(merged.map((c) => [c.ID, c.Thumbs])).toEqual([
      ['1', 7],
      ['2', 0],
    ])
  })
})
