import type { BidderBill, BidReturnOptions, Finding } from './model'
import { LETTER_ROW, unitKeyOf } from './model'
import type { TotalsComparison } from './compare'
import { fenText } from './figures'

/**
 * The checks that depend on the scheme's settings rather than on one bill against the tender
 * (docs/bid-return.md "Checks"): a 投标总价 above the 招标控制价 / 最高投标限价 (a 否决 case), and
 * under GB/T 50500-2024 a 增值税 rate other than the scheme's.
 */
export function settingChecks(
  bidders: readonly BidderBill[],
  totals: TotalsComparison,
  o: Pick<BidReturnOptions, 'vatRate'>,
): Finding[] {
  const out: Finding[] = []
  const vat = o.vatRate ?? 9
  bidders.forEach((b, i) => {
    const t = totals.bidders[i]
    if (t && t.statedFen > totals.controlFen) {
      const limit = b.data.version === 'GB 50500-2013' ? '招标控制价' : '最高投标限价'
      out.push({
        check: '符合性',
        type: `超过${limit}`,
        bidders: [b.id],
        message: `投标总价 ${fenText(t.statedFen)} 超过${limit} ${fenText(totals.controlFen)}（高出 ${fenText(t.statedFen - totals.controlFen)}），应否决其投标`,
        rows: [{ bill: b.id, table: 'stated', id: LETTER_ROW }],
      })
    }
    if (b.data.version !== 'GB/T 50500-2024') return
    for (const u of b.data.units) {
      if (u.TaxRate === vat) continue
      out.push({
        check: '符合性',
        type: '增值税税率不符',
        bidders: [b.id],
        message: `${unitKeyOf(u, b.unitKeys)} 增值税税率 ${u.TaxRate}% 与方案规定的 ${vat}% 不同`,
        rows: [{ bill: b.id, table: 'unit', id: u.ID }],
      })
    }
  })
  return out
}
