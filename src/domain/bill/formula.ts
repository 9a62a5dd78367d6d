import { divRound, scaledToDecimal } from '../money'

/**
 * 工程量计算式 (docs/bill.md "工程量计算式"): an arithmetic expression such as
 * `(3.6+4.2)*2*2.9-1.5*2.1`, read the way pricing tools read it: + − × ÷ (also * / and their
 * full-width forms), brackets ( ) and （ ）, unary minus and plus, full-width digits and point,
 * spaces ignored, and comments in 「」, [ ], ［ ］ or 【 】 skipped (`3.6「轴线A-B」*2`). Evaluated
 * exactly, on fractions of BigInts (no binary float, no eval: the CSP forbids it), so
 * `0.1+0.2` is 0.3 and `10/3*3` is 10. Errors are Chinese and name the character position
 * (1-based, in the text as typed).
 */

/** An exact value: n ÷ d with d > 0. */
export interface Fraction {
  n: bigint
  d: bigint
}

export type FormulaResult = { ok: true; value: Fraction } | { ok: false; message: string }

/** Longest accepted expression (the entity's 计算式 field allows the same). */
export const FORMULA_MAX = 500

const COMMENTS: Readonly<Record<string, string>> = { '「': '」', '[': ']', '［': '］', '【': '】' }
const OPERATORS: Readonly<Record<string, string>> = {
  '+': '+',
  '＋': '+',
  '-': '-',
  '－': '-',
  '−': '-',
  '*': '*',
  '＊': '*',
  '×': '*',
  '·': '*',
  '/': '/',
  '／': '/',
  '÷': '/',
  '(': '(',
  '（': '(',
  ')': ')',
  '）': ')',
}

type Token = { kind: 'num'; value: Fraction; at: number } | { kind: 'op'; op: string; at: number }

class FormulaError extends Error {}
const fail = (message: string): never => {
  throw new FormulaError(message)
}
const shown = (ch: string) => (ch === ' ' ? '空格' : `“${ch}”`)

/** Full-width digits and point as ASCII. */
function foldDigit(ch: string): string {
  const code = ch.charCodeAt(0)
  if (code >= 0xff10 && code <= 0xff19) return String.fromCharCode(code - 0xff10 + 48)
  return ch === '．' ? '.' : ch
}

function tokenize(text: string): Token[] {
  const out: Token[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    const at = i + 1
    const close = COMMENTS[ch]
    if (close !== undefined) {
      const end = text.indexOf(close, i + 1)
      if (end < 0) fail(`计算式第 ${at} 个字符的注释${ch}没有结束（缺少${close}）`)
      i = end + 1
      continue
    }
    if (/\s/.test(ch)) {
      i++
      continue
    }
    const op = OPERATORS[ch]
    if (op !== undefined) {
      out.push({ kind: 'op', op, at })
      i++
      continue
    }
    if (/[0-9.]/.test(foldDigit(ch))) {
      let digits = ''
      while (i < text.length && /[0-9.]/.test(foldDigit(text[i]!))) digits += foldDigit(text[i++]!)
      const m = /^(\d*)(?:\.(\d*))?$/.exec(digits)
      if (!m || (m[1] === '' && (m[2] ?? '') === ''))
        fail(`计算式第 ${at} 个字符起的数字“${digits}”无效`)
      const frac = m![2] ?? ''
      out.push({
        kind: 'num',
        value: reduce({ n: BigInt((m![1] || '0') + frac), d: 10n ** BigInt(frac.length) }),
        at,
      })
      continue
    }
    fail(`计算式第 ${at} 个字符${shown(ch)}无法识别（只能用数字、+ - × ÷ 和括号）`)
  }
  return out
}

const abs = (a: bigint) => (a < 0n ? -a : a)
function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)]
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}
function reduce(f: Fraction): Fraction {
  const g = gcd(f.n, f.d)
  const sign = f.d < 0n ? -1n : 1n
  return g <= 1n ? { n: f.n * sign, d: f.d * sign } : { n: (f.n / g) * sign, d: (f.d / g) * sign }
}

/** Recursive descent: expr = term (± term)*, term = factor (×÷ factor)*, factor = ±factor | number | (expr). */
class Parser {
  private k = 0
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.k]
  }

  parse(): Fraction {
    if (this.tokens.length === 0) fail('计算式没有数字（注释之外是空的）')
    const value = this.expr(0)
    const rest = this.peek()
    if (rest !== undefined)
      fail(
        rest.kind === 'op' && rest.op === ')'
          ? `计算式第 ${rest.at} 个字符多了一个右括号`
          : `计算式第 ${rest.at} 个字符前缺少运算符`,
      )
    return value
  }

  private expr(depth: number): Fraction {
    let left = this.term(depth)
    for (let t = this.peek(); t?.kind === 'op' && (t.op === '+' || t.op === '-'); t = this.peek()) {
      this.k++
      const right = this.term(depth)
      left = reduce({
        n: t.op === '+' ? left.n * right.d + right.n * left.d : left.n * right.d - right.n * left.d,
        d: left.d * right.d,
      })
    }
    return left
  }

  private term(depth: number): Fraction {
    let left = this.factor(depth)
    for (let t = this.peek(); t?.kind === 'op' && (t.op === '*' || t.op === '/'); t = this.peek()) {
      this.k++
      const right = this.factor(depth)
      if (t.op === '*') left = reduce({ n: left.n * right.n, d: left.d * right.d })
      else {
        if (right.n === 0n) fail(`计算式第 ${t.at} 个字符处除数为零`)
        left = reduce({ n: left.n * right.d, d: left.d * right.n })
      }
    }
    return left
  }

  private factor(depth: number): Fraction {
    const t = this.peek()
    if (t === undefined) return fail(`计算式在第 ${this.length} 个字符后不完整（缺少数字）`)
    this.k++
    if (t.kind === 'num') return t.value
    if (t.op === '-' || t.op === '+') {
      const v = this.factor(depth)
      return t.op === '-' ? { n: -v.n, d: v.d } : v
    }
    if (t.op === '(') {
      if (depth >= 50) fail(`计算式第 ${t.at} 个字符处括号嵌套太深`)
      const v = this.expr(depth + 1)
      const close = this.peek()
      if (close?.kind !== 'op' || close.op !== ')')
        fail(`计算式第 ${t.at} 个字符的左括号缺少对应的右括号`)
      this.k++
      return v
    }
    return fail(
      t.op === ')'
        ? `计算式第 ${t.at} 个字符的右括号前缺少数字`
        : `计算式第 ${t.at} 个字符的运算符前缺少数字`,
    )
  }
}

/** The exact value of a 计算式, or a Chinese message naming the position of the problem. */
export function evaluateFormula(text: string): FormulaResult {
  if (text.length > FORMULA_MAX) return { ok: false, message: `计算式最多 ${FORMULA_MAX} 个字符` }
  try {
    return { ok: true, value: new Parser(tokenize(text), text.length).parse() }
  } catch (e) {
    if (e instanceof FormulaError) return { ok: false, message: e.message }
    throw e
  }
}

/** The value rounded half away from zero to `places` decimals (the money module's rule), as a number. */
export function fractionToNumber(value: Fraction, places: number): number {
  const scale = 10n ** BigInt(places)
  return Number(scaledToDecimal(divRound(value.n * scale, value.d), places))
}
