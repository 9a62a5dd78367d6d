import { describe, expect, it } from 'vitest'
import {
  optionalEnum,
  optionalId,
  optionalKey,
  optionalString,
  optionalText,
  searchObject,
} from './-search'

describe('search-param helpers (zod-free, first-load chunk)', () => {
  it('keep good values and drop malformed ones instead of failing', () => {
    const search = searchObject({
      id: optionalId,
      name: optionalText(5),
      key: optionalKey(3),
      type: optionalEnum(['a', 'b']),
      to: optionalString(10),
    })
    expect(
      search.parse({
        id: '7',
        name: '  杭州西湖区  ',
        key: 12,
        type: 'b',
        to: '/newIndex',
        other: 'x',
      }),
    ).toEqual({ id: 7, name: '杭州西湖区', key: 12, type: 'b', to: '/newIndex' })
    expect(
      search.parse({ id: -1, name: '   ', key: 'abcd', type: 'c', to: 'x'.repeat(11) }),
    ).toEqual({})
    expect(search.parse({ id: 1.5, name: 2023, key: '4' })).toEqual({ name: '2023', key: '4' })
    expect(search.parse(null)).toEqual({})
  })
})
