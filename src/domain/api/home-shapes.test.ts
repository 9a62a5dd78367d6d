import { describe, expect, it } from 'vitest'
import { getIndexTypeCountData, getSumData, getTypeSummaryData, templateCard } from './home'
import { isSumData, isTemplateCardList, isTypeCount, isTypeSummary } from './home-shapes'

const card = {
  ID: 't1',
  Name: '杭州滨江住宅',
  AuthorID: 'u1',
  AuthorName: '张工',
  City: '杭州',
  ProjectType: '住宅',
  Year: 2024,
  BuiltArea: 12000.5,
  UnitCost: 3200.25,
  TotalCost: 38_401_600,
  Price: 0,
  Thumbs: 3,
  Cover: '',
  ReleaseTime: '2025-01-02T03:04:05Z',
}
const without = (o: Record<string, unknown>) =>
  Object.keys(o).map((k) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k)))

describe('the zod-free guards of the home answers', () => {
  it('accept and refuse the same cards as the zod schema the server checks with', () => {
    const samples: unknown[] = [
      card,
      { ...card, Year: null, UnitCost: null },
      { ...card, Year: 2024.5 },
      { ...card, Thumbs: 1.5 },
      { ...card, BuiltArea: '12000' },
      { ...card, Cover: null },
      { ...card, UnitCost: Number.NaN },
      ...without(card),
      null,
      [card],
      'card',
    ]
    for (const s of samples)
      expect(isTemplateCardList([s]), JSON.stringify(s)).toBe(templateCard.safeParse(s).success)
  })

  it('a list passes only when every card does', () => {
    expect(isTemplateCardList([card, { ...card, ID: 't2' }])).toBe(true)
    expect(isTemplateCardList([card, { ...card, ID: 2 }])).toBe(false)
    expect(isTemplateCardList({ 0: card })).toBe(false)
  })

  it('check the sums, the type summary and the type counts as their zod schemas do', () => {
    const sum = { TemplateCount: 3, AuthorCount: 2, ProjectCount: 9, CityCount: 1 }
    const summary = [{ Type: '住宅', TemplateCount: 2, TotalBuiltArea: 100.5, AvgUnitCost: null }]
    const counts = { Types: [{ Type: '住宅', Count: 2 }], Cities: [{ City: '杭州', Count: 1 }] }
    const cases: [
      (v: unknown) => boolean,
      { safeParse(v: unknown): { success: boolean } },
      unknown[],
    ][] = [
      [isSumData, getSumData, [sum, { ...sum, CityCount: 1.5 }, ...without(sum), []]],
      [
        isTypeSummary,
        getTypeSummaryData,
        [summary, [{ ...summary[0], AvgUnitCost: '1' }], [{ ...summary[0], Type: 1 }], {}],
      ],
      [
        isTypeCount,
        getIndexTypeCountData,
        [
          counts,
          { ...counts, Types: [{ Type: '住宅' }] },
          { Types: [] },
          { ...counts, Cities: {} },
        ],
      ],
    ]
    for (const [guard, schema, samples] of cases)
      for (const s of samples) expect(guard(s), JSON.stringify(s)).toBe(schema.safeParse(s).success)
  })
})
