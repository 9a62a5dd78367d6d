import { describe, expect, it } from 'vitest'
import { pickListKeys } from './list-address'
import { parseListSearch, toListQuery, withFilter } from './list-search'

describe('list address', () => {
  it('keeps good filter values, as text or numbers, and drops malformed ones', () => {
    expect(
      parseListSearch({
        ptype: ' 住宅 ',
        city: '杭州',
        year: '2024',
        amin: 1000,
        amax: '9e4',
        q: 2023,
        sort: 'likes',
        page: 3,
      }),
    ).toEqual({
      ptype: '住宅',
      city: '杭州',
      year: 2024,
      amin: 1000,
      amax: 90000,
      q: '2023',
      sort: 'likes',
      page: 3,
    })
    expect(
      parseListSearch({
        ptype: { a: 1 },
        year: 'x',
        amin: -5,
        amax: 1.5,
        q: '   ',
        sort: 'cheapest',
        page: 0,
      }),
    ).toEqual({})
    expect(parseListSearch({ city: 'x'.repeat(40) }).city).toHaveLength(20)
  })

  it('passes only the filter keys through from the query string', () => {
    expect(pickListKeys({ type: 'city', name: '杭州', city: '宁波', evil: 1 })).toEqual({
      city: '宁波',
    })
  })

  it('a filter change drops the page and empty values', () => {
    expect(withFilter({ city: '杭州', page: 4 }, { ptype: '酒店', city: undefined })).toEqual({
      ptype: '酒店',
    })
  })

  it('builds the GetProjectList query, relevance when searching by text', () => {
    expect(toListQuery({ q: '滨江', amin: 100 })).toEqual({
      PageIndex: 1,
      PageSize: 12,
      Type: undefined,
      City: undefined,
      Name: '滨江',
      Year: undefined,
      AreaMin: 100,
      AreaMax: undefined,
      Sort: 'relevance',
    })
    expect(toListQuery({ page: 2 }).Sort).toBe('newest')
  })
})
