import { describe, expect, it } from 'vitest'
import { MATERIAL_CITIES } from '../../../server/seed/materials/cities'
import { HOT_CITIES } from '../projects/model'
import { PROVINCES, citiesOf, provinceOf } from './regions'

describe('provinces and their cities', () => {
  it('puts every listed city under one province, and a province lists only its cities', () => {
    expect(PROVINCES.flatMap((p) => p.cities).sort()).toEqual([...HOT_CITIES].sort())
    expect(citiesOf('广东')).toEqual(['广州', '深圳', '东莞', '佛山'])
    expect(citiesOf('北京')).toEqual(['北京'])
    expect(citiesOf('')).toBe(HOT_CITIES)
    expect(citiesOf('火星')).toEqual([])
    expect(provinceOf('未知市')).toBe('')
  })

  it('agrees with the provinces of the demo 信息价 (the seed stores Province on each package)', () => {
    for (const c of MATERIAL_CITIES)
      expect([c.city, provinceOf(c.city)]).toEqual([c.city, c.province])
  })
})
