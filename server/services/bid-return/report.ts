import { bidReturnAnalysis, type BidReturnResult } from '@/domain/bid-return/analysis.ts'
import type { ItemComparison, TotalsComparison } from '@/domain/bid-return/compare.ts'
import { BASE_LABELS, type BidReturnOptions } from '@/domain/bid-return/model.ts'
import { schemeOptions, schemeState, type BidSchemeDoc } from '@/domain/bid-return/scheme.ts'
import { schemeInput } from '@/domain/bid-return/stored.ts'
import { asFen, fenToDecimal, scaledToDecimal, toScaled } from '@/domain/money/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import type { ParticipantRow } from './scheme-data.ts'

/**
 * The read calls' answers from the pure 回标 layer (src/domain/bid-return): the same analysis the
 * client runs in its worker, run on the server's copy of the scheme. Money in 元 as decimal text,
 * 差额率 as a percentage with 2 decimals.
 */
const yuan = (fen: number) => fenToDecimal(asFen(fen))
const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToDecimal(asFen(fen)))
const pct = (ratio: number | null) =>
  ratio === null ? null : scaledToDecimal(toScaled(ratio, 4) ?? 0, 2)

/** Overrides of the base and band (ChangeLevel, GetResults), as the calls' query gives them. */
export interface LevelOverrides {
  BaseKind?: BidSchemeDoc['BaseKind']
  DropHighest?: number
  DropLowest?: number
  IncludeControl?: '0' | '1'
  GivenTotal?: number
  BandBy?: 'rate' | 'amount'
  BandLimit?: number
  BandInclusive?: '0' | '1'
}

export function optionsWith(scheme: BidSchemeDoc, o: LevelOverrides = {}): BidReturnOptions {
  return schemeOptions({
    BaseKind: o.BaseKind ?? scheme.BaseKind,
    DropHighest: o.DropHighest ?? scheme.DropHighest,
    DropLowest: o.DropLowest ?? scheme.DropLowest,
    IncludeControl:
      o.IncludeControl === undefined ? scheme.IncludeControl : o.IncludeControl === '1' ? 1 : 0,
    GivenTotal: o.GivenTotal ?? scheme.GivenTotal,
    BandBy: o.BandBy ?? scheme.BandBy,
    BandLimit: o.BandLimit !== undefined && o.BandLimit > 0 ? o.BandLimit : scheme.BandLimit,
    BandInclusive:
      o.BandInclusive === undefined ? scheme.BandInclusive : o.BandInclusive === '1' ? 1 : 0,
    Edition: scheme.Edition,
    VatRate: scheme.VatRate,
    ControlWeight: scheme.ControlWeight,
    Discount: scheme.Discount,
  })
}

/** The analysis of a scheme; refused (with what is missing) when it is not ready. */
export function analyse(
  scheme: BidSchemeDoc,
  rows: readonly ParticipantRow[],
  options: BidReturnOptions,
): BidReturnResult {
  const state = schemeState(rows)
  if (!state.Ready) throw new Rejection(state.Message)
  let input
  try {
    input = schemeInput(rows, scheme.ControlTotal)
  } catch {
    throw new Rejection('方案中的清单数据已损坏，请重新导入')
  }
  if (!input.tender) throw new Rejection(state.Message)
  return bidReturnAnalysis({ tender: input.tender, bidders: input.bidders, options })
}

export function costsOf(t: TotalsComparison, options: BidReturnOptions) {
  return {
    ControlTotal: yuan(t.controlFen),
    Base: yuanOrNull(t.baseFen),
    BaseLabel: BASE_LABELS[options.base.kind],
    Dropped: t.dropped,
    Bidders: t.bidders.map((b) => ({
      BidderID: b.bidderId,
      Name: b.name,
      BidTotal: yuan(b.statedFen),
      ComputedTotal: yuan(b.computedFen),
      Diff: yuanOrNull(b.diffFen),
      Rate: pct(b.rate),
      OutOfBand: b.outOfBand,
      Rank: b.rank,
    })),
  }
}

export function costValueOf(it: ItemComparison, bidderIds: readonly string[]) {
  return {
    Key: it.key,
    Code: it.code,
    Name: it.name,
    Unit: it.unit,
    Quantity: it.quantity,
    ControlPrice: it.controlPrice,
    Control: yuan(it.controlFen),
    Base: yuanOrNull(it.baseFen),
    Min: yuanOrNull(it.minFen),
    Max: yuanOrNull(it.maxFen),
    Mean: yuanOrNull(it.meanFen),
    Bids: it.bids.map((c, i) =>
      c === null
        ? null
        : {
            BidderID: bidderIds[i] ?? '',
            UnitPrice: c.unitPrice,
            Amount: yuan(c.amountFen),
            Diff: yuanOrNull(c.diffFen),
            Rate: pct(c.rate),
            OutOfBand: c.outOfBand,
          },
    ),
  }
}

export function findingsOf(r: BidReturnResult) {
  return r.findings.map((f) => ({
    Check: f.check,
    Type: f.type,
    Bidders: f.bidders,
    Message: f.message,
    Rows: f.rows.map((x) => ({ Bill: x.bill, Table: x.table, ID: x.id })),
  }))
}

export function countsOf(r: BidReturnResult) {
  return r.counts.map((c) => ({ BidderID: c.bidderId, Check: c.check, Count: c.count }))
}

export function correctionsOf(r: BidReturnResult) {
  return r.corrections.map((c) => ({
    BidderID: c.bidderId,
    BidTotal: yuan(c.statedTotalFen),
    CorrectedTotal: yuan(c.correctedTotalFen),
    Spread: yuan(c.spreadFen),
    FinalTotal: yuan(c.finalTotalFen),
    Items: c.items.length,
  }))
}
