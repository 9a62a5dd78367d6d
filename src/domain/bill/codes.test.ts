import { describe, expect, it } from 'vitest'
import {
  appendixName,
  checkCode,
  duplicateCodes,
  isCodeFormat,
  isMeasureCode,
  nextFreeCode,
  normalizeCode,
} from './codes'

describe('normalizeCode', () => {
  it('puts back the leading zero of a code stored as a number', () => {
    expect(normalizeCode(10101001001)).toEqual({ code: '010101001001', repaired: true })
    expect(normalizeCode('10101001001')).toEqual({ code: '010101001001', repaired: true })
    expect(normalizeCode('10101001001.0')).toEqual({ code: '010101001001', repaired: true })
  })
  it('keeps a 12-digit code and cleans spaces and full-width digits', () => {
    expect(normalizeCode(' 0301 0900 1006 ')).toEqual({ code: '030109001006', repaired: false })
    expect(normalizeCode('０１０１０１００１００１')).toEqual({
      code: '010101001001',
      repaired: false,
    })
    expect(normalizeCode(null)).toEqual({ code: '', repaired: false })
  })
})

describe('checkCode', () => {
  it('accepts standard codes of the 计量规范', () => {
    for (const c of [
      '010101001001',
      '030109001006',
      '011702001001',
      '050102001001',
      '040101001001',
    ])
      expect(checkCode(c)).toEqual([])
  })
  it('refuses a code that is not 12 digits', () => {
    for (const c of ['0101010010011', '01010100100', '01010100100A']) {
      expect(checkCode(c)).toEqual([{ level: 'error', message: '项目编码必须是12位数字' }])
      expect(isCodeFormat(c)).toBe(false)
    }
    expect(checkCode('')[0]?.level).toBe('error')
  })
  it('warns on a non-standard class or appendix', () => {
    expect(checkCode('990101001001')[0]).toMatchObject({ level: 'warning' })
    expect(checkCode('019901001001')[0]?.message).toContain('GB 50854')
    expect(checkCode('01B001')).toEqual([{ level: 'warning', message: '01B001 是补充项目编码' }])
    expect(isCodeFormat('01B001')).toBe(true)
  })
  it('knows appendix names and measure appendices', () => {
    expect(appendixName('010515001001')).toBe('混凝土及钢筋混凝土工程')
    expect(appendixName('011702014001')).toBe('混凝土模板及支架（撑）')
    expect(isMeasureCode('011702001001')).toBe(true)
    expect(isMeasureCode('031301001001')).toBe(true)
    expect(isMeasureCode('010515001001')).toBe(false)
  })
})

describe('uniqueness inside a 单位工程', () => {
  it('maps each later duplicate to the first item of its code', () => {
    const dup = duplicateCodes([
      { ID: 'a', Code: '010101001001' },
      { ID: 'b', Code: '010101001002' },
      { ID: 'c', Code: '010101001001' },
      { ID: 'd', Code: '' },
      { ID: 'e', Code: '' },
    ])
    expect([...dup]).toEqual([['c', 'a']])
  })
  it('nextFreeCode counts the 自编 part up', () => {
    expect(nextFreeCode('010101001001', new Set(['010101001001', '010101001002']))).toBe(
      '010101001003',
    )
    expect(nextFreeCode('010101001999', new Set(['010101001999']))).toBe('010101001001')
    expect(nextFreeCode('01B001', new Set())).toBeNull()
    const all = new Set(
      Array.from({ length: 999 }, (_, i) => '010101001' + String(i + 1).padStart(3, '0')),
    )
    expect(nextFreeCode('010101001001', all)).toBeNull()
  })
})
