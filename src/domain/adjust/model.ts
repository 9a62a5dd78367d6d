import type { StandardVersion } from '../projects/model'

/**
 * Price readjustment (调价, ModifyPrice; DOMAIN.md "Price readjustment", issue 15): the scheme a
 * user keeps (contract, dimensions, title data, level configurations, sign-offs) and the settings
 * the methods of GB 50500 Annex A read. Field names follow the /api style (PascalCase); money
 * travels as 元 decimal strings and is computed in integer 分; weights, indices and percentages
 * travel as decimal strings and are computed as exact fixed-point BigInts (./exact.ts).
 */

export type { StandardVersion }

/** A.1 价格指数调整价格差额; A.2 造价信息调整价格差额. */
export const ADJUST_METHODS = ['A.1', 'A.2'] as const
export type AdjustMethod = (typeof ADJUST_METHODS)[number]
export const METHOD_LABELS: Record<AdjustMethod, string> = {
  'A.1': '价格指数调整法',
  'A.2': '造价信息调整法',
}

/** Several index or price values in one period (2024 A.1.5 / A.2.3). */
export const AVERAGING = ['mean', 'weighted', 'main'] as const
export type Averaging = (typeof AVERAGING)[number]
export const AVERAGING_LABELS: Record<Averaging, string> = {
  mean: '算术平均',
  weighted: '按用量加权平均',
  main: '主要使用期',
}

/** Who caused a delay (2024 §8.7.4): the employer → the higher price, the contractor → the lower. */
export const DELAY_CAUSES = ['none', 'employer', 'contractor'] as const
export type DelayCause = (typeof DELAY_CAUSES)[number]
export const DELAY_LABELS: Record<DelayCause, string> = {
  none: '无延误',
  employer: '发包人原因延误',
  contractor: '承包人原因延误',
}

/** The two readings of 2024 §8.9.2 for a quantity beyond ±15 %. */
export const QUANTITY_READINGS = ['excess', 'whole'] as const
export type QuantityReading = (typeof QUANTITY_READINGS)[number]
export const QUANTITY_READING_LABELS: Record<QuantityReading, string> = {
  excess: '仅超出部分调整',
  whole: '全部工程量调整',
}

/** 维度 of a scheme. */
export const DIMENSIONS = ['city', 'period', 'grade', 'function', 'system'] as const
export type Dimension = (typeof DIMENSIONS)[number]
export const DIMENSION_LABELS: Record<Dimension, string> = {
  city: '城市',
  period: '期次',
  grade: '等级',
  function: '功能',
  system: '系统',
}

/** The grouping dimensions of the level configurations, outermost first. */
export const LEVEL_ORDER: Readonly<Record<2 | 3, readonly Dimension[]>> = {
  2: ['function', 'system'],
  3: ['grade', 'function', 'system'],
}

/** Risk band (%) where the contract names none (2013 §9.8.2, 2024 §8.7.2). */
export const DEFAULT_RISK_BAND = '5'
/** VAT on price differences (%), 增值税 一般计税 of construction services. */
export const DEFAULT_TAX_RATE = '9'
/** 合同基准日: 28 days before the bid deadline (2024 §2.0.21). */
export const BASE_DATE_DAYS_BEFORE_DEADLINE = 28

export const ADJUST_LIMITS = {
  name: 100,
  party: 100,
  text: 500,
  code: 30,
  /** Materials, index factors and quantity items in one computation. */
  rows: 20_000,
  periods: 120,
  valuesPerPeriod: 31,
  levelNodes: 2_000,
  signs: 2_000,
  /** 1e12 元 in 分 keeps products of 分 and thousandths inside BigInt comfort and sums safe. */
  moneyFenMax: 100_000_000_000_000,
} as const

/** How a material or a group is adjusted; empty fields inherit from the level above. */
export interface MethodAssignment {
  /** 'material': Key is a material key (name|spec|unit); 'group': Key is a level node code. */
  Target: 'material' | 'group'
  Key: string
  Method: AdjustMethod
}

/** 合同 */
export interface AdjustContract {
  Name: string
  /** 发包人 */
  Employer: string
  /** 承包人 */
  Contractor: string
  /** 合同价款, 元 with two decimals. */
  ContractSum: string
  /** 合同基准日, YYYY-MM-DD, or '' until entered (a new scheme; see needsBaseDate in ./schemas.ts). */
  BaseDate: string
  /** 投标截止日, YYYY-MM-DD or '' (then BaseDate is entered directly). */
  BidDeadline: string
  StandardVersion: StandardVersion
  /** 风险幅度 in percent; DEFAULT_RISK_BAND when the contract names none. */
  RiskBand: string
  /** VAT on the price differences, percent. */
  TaxRate: string
  Averaging: Averaging
  QuantityReading: QuantityReading
  /** 报价浮动率 L in percent (the ±15 % rule's P1 from the 招标控制价 rate); absent in older schemes = 0. */
  BidFloatRate?: string
  Methods: MethodAssignment[]
}

/** 维度: the values a scheme adjusts along. */
export interface AdjustDimensions {
  City: string
  /** 期次 YYYY-MM, oldest first. */
  Periods: string[]
  Grades: string[]
  Functions: string[]
  Systems: string[]
}

/** 表头: what the forms print above the table. */
export interface AdjustTitleData {
  ProjectName: string
  /** 标段 */
  Section: string
  /** 编制人 */
  Preparer: string
  /** 复核人 */
  Reviewer: string
  /** 编制日期 YYYY-MM-DD or ''. */
  Date: string
}

/** A node of a 2- or 3-level configuration (e.g. 等级 → 功能 → 系统). */
export interface LevelNode {
  Code: string
  Name: string
  /** '' at the top level. */
  ParentCode: string
  Dimension: Dimension
  /** '' = inherit. */
  Method: AdjustMethod | ''
  /** '' = inherit. */
  RiskBand: string
}

export interface LevelConfig {
  Levels: 2 | 3
  Nodes: LevelNode[]
}

/** 签证 (GB 50500-2013 only; GB/T 50500-2024 has no 工程签证). */
export interface SignOff {
  No: string
  Title: string
  Date: string
  /** 元, two decimals. */
  Amount: string
  Reason: string
}

export interface AdjustScheme {
  ID: string
  ProId: string
  Name: string
  Contract: AdjustContract
  Dimensions: AdjustDimensions
  Title: AdjustTitleData
  Config: LevelConfig
  Signs: SignOff[]
}
