/**
 * The money module (docs/architecture.md "Money"): branded integer 分 and thousandths, the one
 * parser, the one rounding rule (half away from zero on exact integers or decimal digits), 元 ⇄ 分
 * and the divisions behind per-unit figures. Formatting for display stays in src/domain/format,
 * built on this.
 */
export type { Decimal, NumericInput } from './decimal'
export {
  formatDecimal,
  groupThousands,
  parseDecimal,
  renderDecimal,
  roundDecimal,
  shiftDecimal,
} from './decimal'
export { divRound, divRoundInt, divRoundToNumber, mulDivRound } from './round'
export type { ParseFailure, Parsed } from './scaled'
export { parseScaled, roundTo, scaledToDecimal, toScaled, toScaledExact } from './scaled'
export type { Fen, Milli } from './money'
export {
  addFen,
  asFen,
  asMilli,
  decimalToNumber,
  exactFen,
  fenToDecimal,
  fenToYuan,
  lineAmountFen,
  milliTimesFen,
  milliToDecimal,
  parseFen,
  perAreaFen,
  perAreaYuan,
  quotient,
  rateAmountFen,
  requireFen,
  roundYuan,
  sumFen,
  sumYuan,
  toFen,
  toMilli,
} from './money'
