/**
 * Money at the /api edge: the database keeps integer 分 (bigint); the calls carry 元 with two
 * decimals. Conversions go through decimal strings so no binary-float arithmetic touches an amount.
 */

/** 分 (integer, or a decimal string such as a SQL sum) → 元 as a number with at most 2 decimals. */
export function fenToYuan(fen: number | bigint | string): number {
  const value =
    typeof fen === 'bigint' ? fen : BigInt(typeof fen === 'number' ? Math.trunc(fen) : fen.trim())
  const negative = value < 0n
  const abs = negative ? -value : value
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
  return Number(text)
}

/** 元 → integer 分, rounding half away from zero on the decimal digits (1.005 → 101). */
export function yuanToFen(yuan: number | string): number {
  const text = typeof yuan === 'number' ? decimalString(yuan) : yuan.trim()
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new RangeError(`not an amount: ${text}`)
  const [, sign, whole = '', frac = ''] = match
  const cents = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2))
  const roundUp = (frac[2] ?? '0') >= '5' ? 1n : 0n
  const fen = Number(cents + roundUp)
  return sign === '-' && fen !== 0 ? -fen : fen
}

/** A numeric(…, 2) value from the database (string) → number with at most 2 decimals. */
export function decimalToNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0
  return Number(value)
}

// Shortest round-trip decimal of a number, without exponent notation (1e-7 → "0.0000001").
function decimalString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not an amount: ${n}`)
  const s = String(n)
  if (!/e/i.test(s)) return s
  return n.toFixed(20).replace(/\.?0+$/, '')
}
