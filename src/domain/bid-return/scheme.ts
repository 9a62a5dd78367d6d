import { createDefaults } from '../entity/define'
import { bidBidders, bidSchemes, type BidBidderDoc, type BidSchemeDoc } from './entities'
import { BASE_KINDS, DEFAULT_OPTIONS, type BaseKind, type BidReturnOptions } from './model'

export {
  BID_LIMITS,
  BID_ROLES,
  type BidBidderDoc,
  type BidRole,
  type BidSchemeDoc,
} from './entities'

/**
 * A 回标 scheme as stored (synced entity `bidSchemes`) and its participants (entity `bidBidders`:
 * the tender bill and each bidder's returned bill, docs/bid-return.md "Storage"), declared in
 * ./entities.ts: the stored documents with their ids, and the analysis options they give.
 */
export type BidScheme = BidSchemeDoc & { ID: string }

export type BidBidder = BidBidderDoc & {
  ID: string
  /** The local row's revision (not a stored field): the compute worker's cache key of the bill. */
  Revision?: string
}

/** A new scheme's fields besides its name, and a new bill's besides its scheme, name and bill. */
export const SCHEME_DEFAULTS = createDefaults(bidSchemes)
export const BIDDER_DEFAULTS = createDefaults(bidBidders)

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
  > &
    Partial<Pick<BidSchemeDoc, 'Edition' | 'VatRate' | 'ControlWeight' | 'Discount'>>,
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
      controlWeight: s.ControlWeight ?? 50,
      discount: s.Discount ?? 0,
    },
    band: {
      by: s.BandBy === 'amount' ? 'amount' : 'rate',
      limit: s.BandLimit,
      inclusive: s.BandInclusive === 1,
    },
    collusion: DEFAULT_OPTIONS.collusion,
    edition: s.Edition === undefined || s.Edition === 'auto' ? null : s.Edition,
    vatRate: s.VatRate ?? 9,
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
