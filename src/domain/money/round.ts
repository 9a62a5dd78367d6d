/**
 * The product's one rounding rule: half away from zero (0.5 → 1, -0.5 → -1, 2.5 → 3), applied to
 * an exact integer quotient, never to a binary float. Every other rounding in the code goes through
 * these (or through roundDecimal, the same rule on decimal digit strings, ./decimal.ts).
 *
 * Two entry points of the same rule: BigInt for anything, and Number for the hot loops (100,000
 * bill items, 120,000 调价 rows), exact because both operands are safe integers and the Number path
 * falls back to BigInt whenever a product would pass 2^53.
 */

const absBig = (a: bigint) => (a < 0n ? -a : a)

/** n ÷ d rounded half away from zero, in BigInt; d ≠ 0 (either sign). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('除数不能为零')
  const q = n / d // truncates toward zero
  const r = n % d
  if (absBig(r) * 2n < absBig(d)) return q
  return n < 0n !== d < 0n ? q - 1n : q + 1n
}

function toSafe(v: bigint): number {
  const n = Number(v)
  if (!Number.isSafeInteger(n)) throw new RangeError('数值超出范围')
  return n === 0 ? 0 : n // never -0
}

/**
 * n ÷ d rounded half away from zero on safe integers (d ≠ 0): Number arithmetic, exact because
 * n % d and (n − n % d) ÷ d are exact on safe integers. Throws RangeError on non-integers.
 */
export function divRoundInt(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) {
    throw new RangeError(`需要安全整数：${n} ÷ ${d}`)
  }
  if (d === 0) throw new RangeError('除数不能为零')
  const r = n % d
  const q = (n - r) / d
  const ad = d < 0 ? -d : d
  if ((r < 0 ? -r : r) * 2 < ad) return q === 0 ? 0 : q
  return n < 0 !== d < 0 ? q - 1 : q + 1
}

/**
 * a × b ÷ d rounded half away from zero, exact: Number when a × b is a safe integer, BigInt
 * otherwise. The core of 合价 (thousandths × 分 ÷ 1,000), rated lines, tax conversion and
 * 单方. Throws RangeError when the result is not a safe integer.
 */
export function mulDivRound(a: number, b: number, d: number): number {
  const p = a * b
  if (Number.isSafeInteger(p)) return divRoundInt(p, d)
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
    throw new RangeError(`需要安全整数：${a} × ${b}`)
  }
  return toSafe(divRound(BigInt(a) * BigInt(b), BigInt(d)))
}

/** A BigInt quotient rounded as above, as a safe Number (throws RangeError beyond). */
export function divRoundToNumber(n: bigint, d: bigint): number {
  return toSafe(divRound(n, d))
}
