export type { NumericInput } from '../money/decimal'
export { parseDecimal, formatDecimal, groupThousands } from '../money/decimal'
export {
  PLACEHOLDER,
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
export { formatMinute } from './time'
