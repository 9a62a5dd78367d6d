import { addR, mulR, ratio, ratioToDecimal, roundR, subR, WEIGHT_PLACES, type Ratio } from './exact'

/**
 * Method A.1, 价格指数调整价格差额 (both editions):
 *   ΔP = P0 · [A + (B1·Ft1/F01 + B2·Ft2/F02 + … + Bn·Ftn/F0n) − 1],  A + ΣBi = 1.
 * A and Bi are fixed-point weights (10^-6), F0 and Ft fixed-point indices (any common scale),
 * P0 in 分. The bracket is one exact fraction and ΔP is rounded once to 分.
 */

export const WEIGHT_ONE = 10n ** BigInt(WEIGHT_PLACES)

export interface IndexFactor {
  /** 变值权重 Bi, 10^-6. */
  b: bigint
  /** 基本价格指数 F0i (on the 合同基准日). */
  f0: bigint
  /** 现行价格指数 Fti (the period's). */
  ft: bigint
}

/** A + ΣBi − 1 in 10^-6 (0 when the weights are right). */
export function weightGap(a: bigint, factors: readonly { b: bigint }[]): bigint {
  return factors.reduce((s, f) => s + f.b, a) - WEIGHT_ONE
}

/** A + Σ Bi·Fti/F0i − 1, exact. */
export function indexBracket(a: bigint, factors: readonly IndexFactor[]): Ratio {
  let sum = ratio(a, WEIGHT_ONE)
  for (const f of factors) {
    if (f.f0 <= 0n) throw new RangeError('基本价格指数必须大于0')
    sum = addR(sum, mulR(ratio(f.b, WEIGHT_ONE), ratio(f.ft, f.f0)))
  }
  return subR(sum, ratio(1n))
}

export interface IndexOutcome {
  /** The bracket A + ΣBi·Fti/F0i − 1 as a decimal with 6 places ("0.116000"). */
  bracket: string
  /** ΔP in 分. */
  amountFen: number
}

export function indexDifference(
  p0Fen: number,
  a: bigint,
  factors: readonly IndexFactor[],
): IndexOutcome {
  const bracket = indexBracket(a, factors)
  return {
    bracket: ratioToDecimal(bracket, 6),
    amountFen: roundR(mulR(ratio(BigInt(p0Fen)), bracket)),
  }
}
