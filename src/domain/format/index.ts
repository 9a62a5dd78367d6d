export type { NumericInput } from './decimal'
export { parseDecimal, formatDecimal, groupThousands } from './decimal'
export {
  PLACEHOLDER,
  yuanToFen,
  fenToYuan,
  sumFen,
  sumYuan,
  formatMoney,
  fixed2,
  fixed6,
  moneyUnitParts,
  formatMoneyUnit,
  formatArea,
  formatPercent,
} from './money'
export type { MoneyUnit } from './money'
export { MAX_CHINESE_ORDINAL, toChineseOrdinal, tenderName } from './ordinals'
