import { describe, expect, it } from 'vitest'
import { ALL_SECTIONS, formatSections, parseSections, toggleSection } from './sections'

describe('report sections', () => {
  it('chooses everything without a stored choice and nothing for an empty one', () => {
    expect(parseSections(undefined)).toEqual(ALL_SECTIONS)
    expect(parseSections('')).toEqual([])
  })

  it('keeps the printed order and drops unknown keys', () => {
    expect(parseSections('indicators,cover,bogus,single')).toEqual([
      'cover',
      'single',
      'indicators',
    ])
    expect(formatSections(['indicators', 'cover'])).toBe('cover,indicators')
  })

  it('ticks and unticks one section', () => {
    const without = toggleSection(ALL_SECTIONS, 'items', false)
    expect(without).not.toContain('items')
    expect(without).toHaveLength(ALL_SECTIONS.length - 1)
    expect(toggleSection(without, 'items', true)).toEqual(ALL_SECTIONS)
  })
})
