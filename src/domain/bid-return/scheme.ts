import { BASE_KINDS, DEFAULT_OPTIONS, type BaseKind, type BidReturnOptions } from './model'

/**
 * A 回标 scheme as stored (synced entity `bidSchemes`) and its participants (entity `bidBidders`:
 * the tender bill and each bidder's returned bill, docs/bid-return.md "Storage"). Zod-free; the
 * write schemas are ./schemas.ts.
 */
export interface BidSchemeDoc {
  SchemeName: string
  /** The project whose bill was taken as the tender ('' when it was imported from Excel). */
  TenderProId: string
  /** 招标控制价 (元) when given; null = the tender bill's own total. */
  ControlTotal: number | null
  BaseKind: BaseKind
  DropHighest: number
  DropLowest: number
  IncludeControl: 0 | 1
  /** 指定值 of the base (元), for BaseKind 'given'. */
  GivenTotal: number | null
  BandBy: 'rate' | 'amount'
  BandLimit: number
  BandInclusive: 0 | 1
  Note: string
  Sort: number
  CreateTime: string
}
export type BidScheme = BidSchemeDoc & { ID: string }

export const BID_ROLES = ['tender', 'bidder'] as const
export type BidRole = (typeof BID_ROLES)[number]

export interface BidBidderDoc {
  SchemeId: string
  Role: BidRole
  /** 投标人 (or 招标控制价 for the tender). */
  Name: string
  /** The project the bill was copied from ('' when imported). */
  SourceProId: string
  /** The workbook it was imported from ('' when copied). */
  FileName: string
  /** stored.ts encodeBill text. */
  Bill: string
  /** 投标总价 of the 投标函 (元), when known. */
  BidTotal: number | null
  ItemCount: number
  Sort: number
}
export type BidBidder = BidBidderDoc & {
  ID: string
  /** The local row's revision (not a stored field): the compute worker's cache key of the bill. */
  Revision?: string
}

export const SCHEME_DEFAULTS = {
  TenderProId: '',
  ControlTotal: null,
  BaseKind: 'control',
  DropHighest: 0,
  DropLowest: 0,
  IncludeControl: 0,
  GivenTotal: null,
  BandBy: 'rate',
  BandLimit: 10,
  BandInclusive: 0,
  Note: '',
  Sort: 0,
  CreateTime: '',
} as const satisfies Omit<BidSchemeDoc, 'SchemeName'>

export const BIDDER_DEFAULTS = {
  Role: 'bidder',
  SourceProId: '',
  FileName: '',
  BidTotal: null,
  ItemCount: 0,
  Sort: 0,
} as const

/** Limits shared by the client and the server. */
export const BID_LIMITS = {
  nameMax: 100,
  noteMax: 500,
  biddersMax: 30,
  dropMax: 5,
  billMaxChars: 12 * 1024 * 1024,
} as const

/** The analysis options a scheme's fields give (the 雷同 thresholds are the defaults). */
export function schemeOptions(
  s: Pick<
    BidSchemeDoc,
    | 'BaseKind'
    | 'DropHighest'
    | 'DropLowest'
    | 'IncludeControl'
    | 'GivenTotal'
    | 'BandBy'
    | 'BandLimit'
    | 'BandInclusive'
  >,
): BidReturnOptions {
  const kind: BaseKind = (BASE_KINDS as readonly string[]).includes(s.BaseKind)
    ? s.BaseKind
    : 'control'
  return {
    base: {
      kind,
      dropHighest: s.DropHighest,
      dropLowest: s.DropLowest,
      includeControl: s.IncludeControl === 1,
      givenTotal: s.GivenTotal,
    },
    band: {
      by: s.BandBy === 'amount' ? 'amount' : 'rate',
      limit: s.BandLimit,
      inclusive: s.BandInclusive === 1,
    },
    collusion: DEFAULT_OPTIONS.collusion,
  }
}

/** Whether a scheme can be analysed: a tender and at least one bidder (CheckState). */
export function schemeState(rows: readonly Pick<BidBidderDoc, 'Role'>[]): {
  Ready: boolean
  Message: string
  Tender: number
  Bidders: number
} {
  const Tender = rows.filter((r) => r.Role === 'tender').length
  const Bidders = rows.filter((r) => r.Role === 'bidder').length
  const Message =
    Tender === 0
      ? '请先选择或导入招标清单（招标控制价）'
      : Bidders === 0
        ? '请至少导入一家投标人的回标清单'
        : ''
  return { Ready: Message === '', Message, Tender, Bidders }
}

/** The band in words: 差额率 > ±10% or 差额 ≥ ±1000 元. */
export function bandText(o: BidReturnOptions): string {
  const cmp = o.band.inclusive ? '≥' : '>'
  return o.band.by === 'rate'
    ? `差额率 ${cmp} ±${o.band.limit}%`
    : `差额 ${cmp} ±${o.band.limit} 元`
}
