import { describe, expect, it } from 'vitest'
import { templateCard } from './home'
import { isTemplateCard, isTemplateCardList } from './template-card-guard'

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

describe('the hand-written template card guard', () => {
  it('accepts and refuses the same cards as the zod schema the server checks with', () => {
    const samples: unknown[] = [
      card,
      { ...card, Year: null, UnitCost: null },
      { ...card, Year: 2024.5 },
      { ...card, Thumbs: 1.5 },
      { ...card, BuiltArea: '12000' },
      { ...card, Cover: null },
      { ...card, UnitCost: Number.NaN },
      ...Object.keys(card).map((k) =>
        Object.fromEntries(Object.entries(card).filter(([key]) => key !== k)),
      ),
      null,
      [card],
      'card',
    ]
    for (const s of samples)
      expect(isTemplateCard(s), JSON.stringify(s)).toBe(templateCard.safeParse(s).success)
  })

  it('a list passes only when every card does', () => {
    expect(isTemplateCardList([card, { ...card, ID: 't2' }])).toBe(true)
    expect(isTemplateCardList([card, { ...card, ID: 2 }])).toBe(false)
    expect(isTemplateCardList({ 0: card })).toBe(false)
  })
})
