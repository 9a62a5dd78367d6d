import type { BillUnit } from '../bill/model'
import type { StandardVersion } from '../projects/model'
import type { AnyBillData } from './columns'
import type { MatchRule } from './match'
import { unitLabel } from '../bill/summary'

/**
 * 回标 / 清标 (DOMAIN.md "Bid-return analysis", docs/bid-return.md): the inputs and options of an
 * analysis of several bidders' returned bills against the tender bill (招标清单 priced as the
 * 招标控制价 / 最高投标限价). Money in integer 分 everywhere in the results.
 */

/** What a returned workbook states besides its unit prices: the inputs of the 算术性 check. */
export interface StatedFigures {
  /** Item ID → 合价 as written in the returned bill (元). */
  amounts?: Readonly<Record<string, number>>
  /** The same per item index (null or NaN: none written); read instead of `amounts` when given. */
  amountList?: ArrayLike<number | null>
  /** Subtotal rows (本页小计, 分部小计, 合计) as written, with the items they sum. */
  totals?: readonly StatedTotalRef[]
  /** 投标总价 as written on the 投标函 (元); default: the total the stated 合价 give. */
  bidTotal?: number | null
  /** 投标总价（大写）of the 投标函 read as 元 (letter.ts), when the workbook has one. */
  bidTotalWords?: number | null
}

export interface StatedTotalRef {
  unitId: string
  label: string
  itemIds: readonly string[]
  /** 元 */
  amount: number
}

export interface BidderBill {
  id: string
  name: string
  /** Items as objects, or as columns (a stored bill decoded by stored.ts decodeColumns). */
  data: AnyBillData
  stated?: StatedFigures
  /** 单位工程 ID → matching key; default the 单位工程's name, else its 专业. */
  unitKeys?: Readonly<Record<string, string>>
}

export interface TenderBill {
  data: AnyBillData
  unitKeys?: Readonly<Record<string, string>>
  /** 招标控制价 total (元) when it is given rather than the tender bill's own priced total. */
  controlTotal?: number | null
}

export const BASE_KINDS = [
  'control',
  'mean',
  'median',
  'weighted',
  'lowest',
  'secondLowest',
  'given',
] as const
export type BaseKind = (typeof BASE_KINDS)[number]
export const BASE_LABELS: Readonly<Record<BaseKind, string>> = {
  control: '招标控制价',
  mean: '投标人平均价',
  median: '投标人中位数',
  weighted: '控制价与平均价加权',
  lowest: '最低价',
  secondLowest: '次低价',
  given: '指定值',
}

export interface BaseOptions {
  kind: BaseKind
  /** For 'mean': drop the N highest and N lowest bids when at least 3 values remain. */
  dropHighest?: number
  dropLowest?: number
  /** For 'mean': count the control price as one more value. */
  includeControl?: boolean
  /** For 'given': the total (元) and, optionally, item 合价 (元) by item key. */
  givenTotal?: number | null
  givenItems?: Readonly<Record<string, number>>
  /** For 'weighted': the control price's weight in percent (the bidders' mean takes the rest); default 50. */
  controlWeight?: number
  /** 下浮系数 K in percent: every base × (1 − K %); default 0. */
  discount?: number
}

export interface BandOptions {
  /** 'rate': |差额率| against `limit` percent; 'amount': |差额| against `limit` 元. */
  by: 'rate' | 'amount'
  limit: number
  /** true: ≥ limit is out of band; false: > limit. */
  inclusive: boolean
}

export interface CollusionOptions {
  /** A pair of bidders is hinted when they share identical unit prices on at least this many items … */
  minItems: number
  /** … making at least this share of the items both priced. */
  minShare: number
}

export interface BidReturnOptions {
  base: BaseOptions
  band: BandOptions
  collusion: CollusionOptions
  /** The edition every bill is read under; null = each bill's own (detected at import). */
  edition?: StandardVersion | null
  /** The 增值税 rate (percent) a GB/T 50500-2024 bill must use; default 9. */
  vatRate?: number
}

export const DEFAULT_BAND_RATE: BandOptions = { by: 'rate', limit: 10, inclusive: false }
export const DEFAULT_BAND_AMOUNT: BandOptions = { by: 'amount', limit: 1000, inclusive: false }
export const DEFAULT_OPTIONS: BidReturnOptions = {
  base: { kind: 'control' },
  band: DEFAULT_BAND_RATE,
  collusion: { minItems: 10, minShare: 0.2 },
}

/** A row behind a figure: which bill, which table, which document. */
export interface RowRef {
  /** 'tender' or a bidder's id. */
  bill: string
  table: 'item' | 'rate' | 'other' | 'unit' | 'stated'
  /** For table 'stated': the index of the subtotal row, or LETTER_ROW for the 投标函's 投标总价. */
  id: string
  /** For a bidder's item matched to a tender item: the rule that matched it (match.ts). */
  match?: MatchRule
}

/** RowRef id of the 投标函's 投标总价 (table 'stated'). */
export const LETTER_ROW = 'letter'

export type CheckKind = '符合性' | '算术性' | '不平衡报价' | '雷同'

export interface Finding {
  check: CheckKind
  /** e.g. 漏项, 增项, 错项, 暂列金额不符, 合价错误, 小计错误, 单价为零或负. */
  type: string
  /** The bidder(s) concerned. */
  bidders: string[]
  message: string
  rows: RowRef[]
  /** How many rows the finding has when `rows` is cut short (the screens' copy, screen-run.ts). */
  rowCount?: number
}

/** The matching key of a 单位工程 across bills. */
export function unitKeyOf(u: BillUnit, keys?: Readonly<Record<string, string>>): string {
  return keys?.[u.ID] ?? unitLabel(u)
}
