import { describe, expect, it } from 'vitest'
import { evaluateFormula, fractionToNumber } from './formula'
import { formulaQuantity, withFormula } from './quantity'

/** The value to 6 decimals, or the message. */
function calc(text: string): number | string {
  const r = evaluateFormula(text)
  return r.ok ? fractionToNumber(r.value, 6) : r.message
}

describe('evaluateFormula', () => {
  it('reads the example of the issue: (3.6+4.2)*2*2.9-1.5*2.1 = 42.09', () => {
    expect(calc('(3.6+4.2)*2*2.9-1.5*2.1')).toBe(42.09)
  })

  it('multiplies and divides before adding, left to right within a level', () => {
    expect(calc('2+3*4')).toBe(14)
    expect(calc('2*3+4')).toBe(10)
    expect(calc('12/4/3')).toBe(1)
    expect(calc('10-4-3')).toBe(3)
    expect(calc('2+12/4*3-1')).toBe(10)
  })

  it('takes unary minus and plus, also after an operator and before a bracket', () => {
    expect(calc('-3+5')).toBe(2)
    expect(calc('4*-2+10')).toBe(2)
    expect(calc('-(2+3)*2+20')).toBe(10)
    expect(calc('--3')).toBe(3)
    expect(calc('+2.5')).toBe(2.5)
  })

  it('nests brackets, full-width ones too', () => {
    expect(calc('((1+2)*(3+(4-1)))/2')).toBe(9)
    expect(calc('（1+2）×（3+4）')).toBe(21)
  })

  it('is exact: no binary float error', () => {
    expect(calc('0.1+0.2')).toBe(0.3)
    expect(calc('10/3*3')).toBe(10)
    const r = evaluateFormula('1/3')
    expect(r.ok && r.value).toEqual({ n: 1n, d: 3n })
  })

  it('skips comments in 「」, [ ], ［ ］ and 【 】, and spaces', () => {
    expect(calc('3.6「轴线A-B」*2[两面]')).toBe(7.2)
    expect(calc(' 1.5 【门洞】 * ［宽］2.1 ')).toBe(3.15)
    expect(calc('(3.6+4.2)[外墙长]*2*2.9-1.5*2.1「M1」')).toBe(42.09)
  })

  it('accepts ×, ÷, full-width digits, point and operators', () => {
    expect(calc('３．６×２÷４')).toBe(1.8)
    expect(calc('6＊2／3－1＋1')).toBe(4)
  })

  it('refuses division by zero with the position of the ÷', () => {
    expect(calc('3/(2-2)')).toBe('计算式第 2 个字符处除数为零')
    expect(calc('1+5÷0')).toBe('计算式第 4 个字符处除数为零')
  })

  it('refuses garbage, naming the position in the text as typed', () => {
    expect(calc('3.6+a')).toBe('计算式第 5 个字符“a”无法识别（只能用数字、+ - × ÷ 和括号）')
    expect(calc('(3.6+4.2*2')).toBe('计算式第 1 个字符的左括号缺少对应的右括号')
    expect(calc('3.6+4.2)*2')).toBe('计算式第 8 个字符多了一个右括号')
    expect(calc('3.6+')).toBe('计算式在第 4 个字符后不完整（缺少数字）')
    expect(calc('3..6')).toBe('计算式第 1 个字符起的数字“3..6”无效')
    expect(calc('*2')).toBe('计算式第 1 个字符的运算符前缺少数字')
    expect(calc('2 3')).toBe('计算式第 3 个字符前缺少运算符')
    expect(calc('()')).toBe('计算式第 2 个字符的右括号前缺少数字')
    expect(calc('2「未完')).toBe('计算式第 2 个字符的注释「没有结束（缺少」）')
    expect(calc('[只有注释]')).toBe('计算式没有数字（注释之外是空的）')
    expect(calc('1+2=3')).toBe('计算式第 4 个字符“=”无法识别（只能用数字、+ - × ÷ 和括号）')
    expect(calc('2^3')).toMatch(/^计算式第 2 个字符/)
  })

  it('refuses an expression nested too deep or too long instead of overflowing', () => {
    expect(calc('('.repeat(60) + '1' + ')'.repeat(60))).toMatch(/括号嵌套太深/)
    expect(calc('1+'.repeat(300) + '1')).toBe('计算式最多 500 个字符')
  })
})

describe('formulaQuantity and withFormula', () => {
  it('rounds the exact value to the unit (half away from zero)', () => {
    expect(formulaQuantity('2.4567*1', 'm3')).toEqual({ ok: true, value: 2.46 })
    expect(formulaQuantity('2.4565', 't')).toEqual({ ok: true, value: 2.457 })
    expect(formulaQuantity('1.0049+0.0001', 'm2')).toEqual({ ok: true, value: 1.01 })
    expect(formulaQuantity('5/2', '樘')).toEqual({ ok: true, value: 3 })
  })

  it('refuses a negative result', () => {
    expect(formulaQuantity('1-3', 'm')).toEqual({
      ok: false,
      message: '计算式的结果为 -2，工程量不能为负数',
    })
  })

  it('sets 工程量 from a written 计算式, with the new unit when both change', () => {
    expect(withFormula({ Formula: ' 10/3 ' }, { Unit: 'm3', Formula: '' })).toEqual({
      ok: true,
      fields: { Formula: '10/3', Quantity: 3.33 },
    })
    expect(withFormula({ Formula: '10/3', Unit: 't' }, { Unit: 'm3', Formula: '' })).toEqual({
      ok: true,
      fields: { Formula: '10/3', Unit: 't', Quantity: 3.333 },
    })
  })

  it('re-rounds the 计算式 when only the unit changes', () => {
    expect(withFormula({ Unit: '个' }, { Unit: 'm3', Formula: '10/3' })).toEqual({
      ok: true,
      fields: { Unit: '个', Quantity: 3 },
    })
  })

  it('leaves 工程量 alone for an empty 计算式, and clears the 计算式 when 工程量 is typed', () => {
    expect(withFormula({ Formula: '' }, { Unit: 'm3', Formula: '2*3' })).toEqual({
      ok: true,
      fields: { Formula: '' },
    })
    expect(withFormula({ Quantity: '7' }, { Unit: 'm3', Formula: '2*3' })).toEqual({
      ok: true,
      fields: { Quantity: '7', Formula: '' },
    })
    expect(withFormula({ Name: '砖墙' }, { Unit: 'm3', Formula: '2*3' })).toEqual({
      ok: true,
      fields: { Name: '砖墙' },
    })
  })

  it('refuses a bad 计算式 and changes nothing', () => {
    expect(withFormula({ Formula: '3/0' }, { Unit: 'm3', Formula: '' })).toEqual({
      ok: false,
      message: '计算式第 2 个字符处除数为零',
    })
  })
})
