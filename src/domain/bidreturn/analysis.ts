import type { ParsedUnit } from '../bill/forms/parse'
import type { BillItem } from '../bill/model'
import { feeConformity, arithmetic, itemConformity } from './checks'
import { chartData, compareItems, compareTotals, type ChartData, type ItemComparison, type TotalsComparison } from './compare'
import { correctBidder, type BidderCorrection } from './correct'
import { matchItems } from './match'
import { DEFAULT_OPTIONS, type BidReturnOptions, type BidderBill, type Finding, type StatedFigures, type StatedTotalRef, type TenderBill } from './model'
import { collusion, unbalanced } from './patterns'
import { prepareBill } from './prepare'

/** The whole 回标 analysis of a scheme: what the compute worker's bidReturnAnalysis returns. */
export interface BidReturnResult {
  items: ItemComparison[]
  totals: TotalsComparison
  findings: Finding[]
  corrections: BidderCorrection[]
  charts: ChartData
  /** Findings per check and bidder, for the summary table. */
  counts: { bidderId: string; check: Finding['check']; count: number }[]
}

export interface BidReturnInput {
  tender: TenderBill
  bidders: readonly BidderBill[]
  options?: Partial<BidReturnOptions>
}

export function bidReturnAnalysis(input: BidReturnInput): BidReturnResult {
  const o: BidReturnOptions = { ...DEFAULT_OPTIONS, ...input.options }
  const tender = prepareBill('tender', '招标控制价', input.tender)
  const prepared = input.bidders.map((b) => prepareBill(b.id, b.name, b, b.stated))
  const controlTotal = input.tender.controlTotal === null || input.tender.controlTotal === undefined ? null : Math.round(input.tender.controlTotal * 100)
  const matches = prepared.map((p) => matchItems(tender, p))
  const items = compareItems(tender, prepared, matches, o)
  const totals = compareTotals(tender, prepared, controlTotal, o)
  const findings: Finding[] = []
  input.bidders.forEach((b, i) => {
    const p = prepared[i]
    const m = matches[i]
    if (!p || !m) return
    findings.push(...itemConformity(tender, p, m), ...feeConformity(input.tender, b), ...arithmetic(p, b))
  })
  findings.push(...unbalanced(items, totals, prepared, o.band), ...collusion(tender, prepared, matches, o.collusion))
  const counts = new Map<string, { bidderId: string; check: Finding['check']; count: number }>()
  for (const f of findings) {
    for (const bidderId of f.bidders) {
      const k = `${bidderId}|${f.check}`
      const c = counts.get(k)
      if (c) c.count++
      else counts.set(k, { bidderId, check: f.check, count: 1 })
    }
  }
  return {
    items,
    totals,
    findings,
    corrections: prepared.map(correctBidder),
    charts: chartData(items, totals, prepared.map((p) => p.id)),
    counts: [...counts.values()],
  }
}

/**
 * The stated figures of an imported returned bill: the parsed units (bill/forms/parse.ts) and the
 * items written from them (bill/forms/drafts.ts toUnitDocs keeps the parsed order).
 */
export function statedFromImport(parsed: readonly ParsedUnit[], items: readonly (readonly BillItem[])[], bidTotal?: number | null): StatedFigures {
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
      totals.push({ unitId, label: t.label, amount: t.amount, itemIds: docs.slice(t.from, t.to).map((d) => d.ID) })
    }
  })
  return { amounts, totals, bidTotal: bidTotal ?? null }
}
