import type { ParsedUnit } from '../bill/forms/parse'
import type { BillItem } from '../bill/model'
import { feeConformity, arithmetic, itemConformity } from './checks'
import {
  chartData,
  compareTable,
  compareTotals,
  itemsOf,
  type ChartData,
  type ItemComparison,
  type ItemTable,
  type TotalsComparison,
} from './compare'
import { correctBidder, type BidderCorrection } from './correct'
import { matchItems, type ItemMatch } from './match'
import {
  DEFAULT_OPTIONS,
  type BidReturnOptions,
  type BidderBill,
  type Finding,
  type StatedFigures,
  type StatedTotalRef,
  type TenderBill,
} from './model'
import { collusion, unbalanced } from './patterns'
import { prepareBill, repricedTotal, type PreparedBill } from './prepare'
import { settingChecks } from './rejections'
import type { StandardVersion } from '../projects/model'
import { toFen } from '../money'

/** The whole 回标 analysis of a scheme: what the compute worker's bidReturnAnalysis returns. */
export interface BidReturnResult {
  items: ItemComparison[]
  totals: TotalsComparison
  findings: Finding[]
  corrections: BidderCorrection[]
  charts: ChartData
  /** Findings per check and bidder, for the summary table. */
  counts: { bidderId: string; check: Finding['check']; count: number }[]
  /** The edition each bill was read under ('tender' and the bidders' ids). */
  editions: Record<string, StandardVersion>
}

export interface BidReturnInput {
  tender: TenderBill
  bidders: readonly BidderBill[]
  options?: Partial<BidReturnOptions>
}

/**
 * Parts of an analysis that depend on the bills only, not on the options: each bill's preparation,
 * each bidder's matching, 符合性 and 算术性 findings and §3.5.2 corrections. A caller that runs the
 * same bills again (the compute worker, scheme-run.ts) keeps them here, under keys that change
 * whenever a bill, its id, name or 投标总价 changes (`tender`, `bidders`: one key per bill).
 */
export interface AnalysisMemo {
  tender: string
  bidders: readonly string[]
  store: MemoStore
}

/** Least recently used entries dropped beyond `max`. */
export class MemoStore {
  private readonly entries = new Map<string, unknown>()
  constructor(private readonly max: number) {}
  get<T>(key: string, make: () => T): T {
    if (this.entries.has(key)) {
      const v = this.entries.get(key) as T
      this.entries.delete(key)
      this.entries.set(key, v)
      return v
    }
    const v = make()
    this.entries.set(key, v)
    if (this.entries.size > this.max)
      this.entries.delete(this.entries.keys().next().value as string)
    return v
  }
  /** Drops the entries whose key `test` accepts. */
  drop(test: (key: string) => boolean): void {
    for (const k of [...this.entries.keys()]) if (test(k)) this.entries.delete(k)
  }
}

/** A run's result without its items comparison, the items as columns (ItemTable), and the heat map cut to `heatRows`. */
export interface AnalysisRun {
  result: BidReturnResult
  table: ItemTable
}

export function bidReturnAnalysis(input: BidReturnInput, memo?: AnalysisMemo): BidReturnResult {
  const { result, table } = analyse(input, memo)
  return { ...result, items: itemsOf(table, 0, table.n) }
}

/** Each bill's part of an analysis (kept in `memo` when given): preparation, matching, own findings, corrections. */
function billParts(input: BidReturnInput, memo?: AnalysisMemo) {
  const keep = <T>(kind: string, key: string | undefined, make: () => T): T =>
    memo && key !== undefined ? memo.store.get(`${kind}|${key}`, make) : make()
  const pair = (i: number) => (memo ? `${memo.tender}>${memo.bidders[i] ?? ''}` : undefined)
  const tender = keep('prepared', memo?.tender, () =>
    prepareBill('tender', '招标控制价', input.tender),
  )
  const prepared = input.bidders.map((b, i) =>
    keep('prepared', memo?.bidders[i], () => prepareBill(b.id, b.name, b, b.stated)),
  )
  const matches = prepared.map((p, i) => keep('match', pair(i), () => matchItems(tender, p)))
  const own = input.bidders.map((b, i) => {
    const p = prepared[i] as PreparedBill
    const m = matches[i] as ItemMatch
    return keep('findings', pair(i), () => [
      ...itemConformity(tender, p, m),
      ...feeConformity(input.tender, b),
      ...arithmetic(p, b),
    ])
  })
  const corrections = prepared.map((p, i) =>
    keep('corrections', memo?.bidders[i], () => correctBidder(p)),
  )
  const repriced = prepared.map((p, i) =>
    keep('repriced', pair(i), () => repricedTotal(tender, p, (matches[i] as ItemMatch).toTender)),
  )
  return { tender, prepared, matches, own, corrections, repriced }
}

/**
 * Does the bills' part of an analysis ahead, into `memo` (the compute worker, while the next bills
 * are still arriving): a later `analyse` of the same bills under the same keys finds it done.
 */
export function prepareAhead(
  input: { tender: TenderBill | null; bidders: readonly BidderBill[] },
  memo: AnalysisMemo,
): void {
  const { tender } = input
  if (tender) {
    billParts({ tender, bidders: input.bidders }, memo)
    return
  }
  // Without the tender: what each bidder's bill needs alone (its preparation and corrections).
  input.bidders.forEach((b, i) => {
    const key = memo.bidders[i]
    if (key === undefined) return
    const p = memo.store.get(`prepared|${key}`, () => prepareBill(b.id, b.name, b, b.stated))
    memo.store.get(`corrections|${key}`, () => correctBidder(p))
  })
}

/** The analysis with `items: []`: the items comparison stays in `table` (itemsOf makes them). */
export function analyse(
  input: BidReturnInput,
  memo?: AnalysisMemo,
  heatRows = Infinity,
): AnalysisRun {
  const o: BidReturnOptions = { ...DEFAULT_OPTIONS, ...input.options }
  const edition = o.edition ?? null
  if (edition !== null) {
    // The scheme reads every bill under one edition: the bills' parts are kept under their own keys.
    input = withEdition(input, edition)
    if (memo)
      memo = {
        ...memo,
        tender: `${memo.tender}@${edition}`,
        bidders: memo.bidders.map((k) => `${k}@${edition}`),
      }
  }
  const { tender, prepared, matches, own, corrections, repriced } = billParts(input, memo)
  const controlTotal =
    input.tender.controlTotal === null || input.tender.controlTotal === undefined
      ? null
      : toFen(input.tender.controlTotal)
  const table = compareTable(tender, prepared, matches, o)
  const totals = compareTotals(tender, prepared, controlTotal, o, repriced)
  const findings: Finding[] = []
  for (const fs of own) for (const f of fs) findings.push(f)
  findings.push(
    ...settingChecks(input.bidders, totals, o),
    ...unbalanced(table, totals, prepared, o.band),
    ...collusion(tender, prepared, matches, o.collusion),
  )
  const counts = new Map<string, { bidderId: string; check: Finding['check']; count: number }>()
  for (const f of findings) {
    for (const bidderId of f.bidders) {
      const k = `${bidderId}|${f.check}`
      const c = counts.get(k)
      if (c) c.count++
      else counts.set(k, { bidderId, check: f.check, count: 1 })
    }
  }
  const result: BidReturnResult = {
    items: [],
    totals,
    findings,
    corrections,
    charts: chartData(
      table,
      totals,
      prepared.map((p) => p.id),
      heatRows,
    ),
    counts: [...counts.values()],
    editions: Object.fromEntries([
      ['tender', input.tender.data.version],
      ...input.bidders.map((b) => [b.id, b.data.version]),
    ]) as Record<string, StandardVersion>,
  }
  return { result, table }
}

/** The input with every bill read under `edition`. */
function withEdition(input: BidReturnInput, edition: StandardVersion): BidReturnInput {
  return {
    ...input,
    tender: { ...input.tender, data: { ...input.tender.data, version: edition } },
    bidders: input.bidders.map((b) => ({ ...b, data: { ...b.data, version: edition } })),
  }
}

/**
 * The stated figures of an imported returned bill: the parsed units (bill/forms/parse.ts) and the
 * items written from them (bill/forms/drafts.ts toUnitDocs keeps the parsed order).
 */
export function statedFromImport(
  parsed: readonly ParsedUnit[],
  items: readonly (readonly BillItem[])[],
  bidTotal?: number | null,
): StatedFigures {
  const amounts: Record<string, number> = {}
  const totals: StatedTotalRef[] = []
  parsed.forEach((u, k) => {
    const docs = items[k] ?? []
    u.items.forEach((p, i) => {
      const doc = docs[i]
      if (doc && p.StatedAmount !== null) amounts[doc.ID] = p.StatedAmount
    })
    const unitId = docs[0]?.UnitId ?? ''
    for (const t of u.statedTotals) {
      totals.push({
        unitId,
        label: t.label,
        amount: t.amount,
        itemIds: docs.slice(t.from, t.to).map((d) => d.ID),
      })
    }
  })
  return { amounts, totals, bidTotal: bidTotal ?? null }
}
