import { describe, expect, it } from 'vitest'
import { CODE_APPENDICES } from '../codes'
import { QUANTITY_DECIMALS, normalizeUnit } from '../quantity'
import { BILL_LIBRARY } from './catalogue'

const { appendices, items, byCode } = BILL_LIBRARY

/** Items per appendix as the standards list them: the minimum each data file must hold. */
const MINIMUM_ITEMS: Record<string, number> = {
  'GB 50854-2013 A': 13,
  'GB 50854-2013 B': 28,
  'GB 50854-2013 C': 11,
  'GB 50854-2013 D': 27,
  'GB 50854-2013 E': 76,
  'GB 50854-2013 F': 31,
  'GB 50854-2013 G': 8,
  'GB 50854-2013 H': 55,
  'GB 50854-2013 J': 21,
  'GB 50854-2013 K': 16,
  'GB 50854-2013 L': 43,
  'GB 50854-2013 M': 35,
  'GB 50854-2013 N': 10,
  'GB 50854-2013 P': 36,
  'GB 50854-2013 Q': 62,
  'GB 50854-2013 R': 37,
  'GB 50854-2013 S': 52,
  'GB 50856-2013 D': 148,
  'GB 50856-2013 E': 96,
  'GB 50856-2013 G': 52,
  'GB 50856-2013 J': 52,
  'GB 50856-2013 K': 101,
}

const count = (a: (typeof appendices)[number]) => a.sections.reduce((n, s) => n + s.items.length, 0)

describe('清单库 data', () => {
  it('has every appendix, in order, with at least the items the standard lists', () => {
    expect(appendices.map((a) => `${a.standard} ${a.letter}`)).toEqual(Object.keys(MINIMUM_ITEMS))
    for (const a of appendices)
      expect(count(a), `${a.standard} ${a.letter}`).toBeGreaterThanOrEqual(
        MINIMUM_ITEMS[`${a.standard} ${a.letter}`] ?? Infinity,
      )
    expect(items.length).toBeGreaterThanOrEqual(1010)
  })

  it('names each appendix as the code tables do, with 01 codes for GB 50854 and 03 for GB 50856', () => {
    for (const a of appendices) {
      expect(CODE_APPENDICES[a.code], a.code).toBe(a.name)
      expect(a.code.slice(0, 2)).toBe(a.standard === 'GB 50854-2013' ? '01' : '03')
    }
    expect(appendices.some((a) => a.standard === 'GB 50854-2013' && /[IO]/.test(a.letter))).toBe(
      false,
    )
  })

  it('gives every item a unique 9-digit code under its appendix and section', () => {
    expect(byCode.size).toBe(items.length)
    for (const a of appendices)
      a.sections.forEach((s, i) => {
        expect(s.id).toBe(`${a.letter}.${i + 1}`)
        expect(s.code).toBe(a.code + String(i + 1).padStart(2, '0'))
        expect(s.items.length, s.id).toBeGreaterThan(0)
        s.items.forEach((item, k) => {
          expect(item.code, item.name).toMatch(/^\d{9}$/)
          expect(item.code.startsWith(s.code), item.code).toBe(true)
          // Numbered 001, 002 … without gaps, as the standard numbers them.
          expect(item.code.slice(6), item.code).toBe(String(k + 1).padStart(3, '0'))
          expect(item.section).toBe(s.id)
          expect(item.sectionName).toBe(s.name)
        })
      })
  })

  it('uses only units the bill knows, each item with one or more distinct units', () => {
    const unknown = new Set<string>()
    for (const item of items) {
      expect(item.units.length, item.code).toBeGreaterThan(0)
      expect(new Set(item.units).size, item.code).toBe(item.units.length)
      for (const unit of item.units)
        if (!Object.hasOwn(QUANTITY_DECIMALS, normalizeUnit(unit))) unknown.add(unit)
    }
    expect([...unknown]).toEqual([])
  })

  it('gives every item a name, a rule and its work; 特征 except the 总价 measures', () => {
    for (const item of items) {
      expect(item.name.trim(), item.code).not.toBe('')
      expect(item.rule.trim(), item.code).not.toBe('')
      expect(item.work.length, item.code).toBeGreaterThan(0)
      for (const text of [...item.features, ...item.work]) expect(text.trim()).not.toBe('')
      expect(new Set(item.features).size, item.code).toBe(item.features.length)
      if (!item.code.startsWith('011707') && !item.code.startsWith('011702'))
        expect(item.features.length, item.code).toBeGreaterThan(0)
    }
  })

  it('holds the well-known entries exactly', () => {
    const sample: [string, string, string[]][] = [
      ['010101001', '平整场地', ['m²']],
      ['010101002', '挖一般土方', ['m³']],
      ['010101003', '挖沟槽土方', ['m³']],
      ['010101004', '挖基坑土方', ['m³']],
      ['010103001', '回填方', ['m³']],
      ['010401001', '砖基础', ['m³']],
      ['010401003', '实心砖墙', ['m³']],
      ['010402001', '砌块墙', ['m³']],
      ['010501001', '垫层', ['m³']],
      ['010502001', '矩形柱', ['m³']],
      ['010503002', '矩形梁', ['m³']],
      ['010504001', '直形墙', ['m³']],
      ['010505001', '有梁板', ['m³']],
      ['010515001', '现浇构件钢筋', ['t']],
      ['010801001', '木质门', ['樘', 'm²']],
      ['010807001', '金属（塑钢、断桥）窗', ['樘', 'm²']],
      ['011101001', '水泥砂浆楼地面', ['m²']],
      ['011407001', '墙面喷刷涂料', ['m²']],
      ['011701001', '综合脚手架', ['m²']],
      ['011702001', '基础', ['m²']],
      ['030411001', '配管', ['m']],
      ['030411004', '配线', ['m']],
      ['031001006', '塑料管', ['m']],
      ['030901001', '水喷淋钢管', ['m']],
      ['030404017', '配电箱', ['台']],
      ['030412001', '普通灯具', ['套']],
      ['030702001', '碳钢通风管道', ['m²']],
      ['031004006', '大便器', ['组']],
    ]
    for (const [code, name, units] of sample) {
      const item = byCode.get(code)
      expect({ code, name: item?.name, units: item?.units }).toEqual({ code, name, units })
    }
    expect(byCode.get('010505001')?.section).toBe('E.5')
    expect(byCode.get('010505001')?.sectionName).toBe('现浇混凝土板')
    expect(byCode.get('010505001')?.features).toEqual(['混凝土种类', '混凝土强度等级'])
    expect(byCode.get('010101001')?.rule).toBe('按设计图示尺寸以建筑物首层建筑面积计算')
    expect(byCode.get('011702001')?.section).toBe('S.2')
  })
})
