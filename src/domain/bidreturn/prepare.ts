import type { BillData, BillItem } from '../bill/model'
import { lineAmountFen, toFen } from '../bill/money'
import { summarizeUnit, type UnitSummary } from '../bill/summary'
import { scanItems, type UnitTotals } from '../bill/totals'
import { itemsByKey, type BidderBill, type TenderBill } from './model'

/**
 * One pass per bill before the comparisons: items by matching key, each item's 合价 as the bill
 * computes it (工程量 × 综合单价, bill/money.ts) and as stated, and the bill's totals.
 */
export interface PreparedBill {
  /** 'tender' or the bidder's id. */
  id: string
  name: string
  data: BillData
  byKey: Map<string, BillItem>
  /** 工程量 × 综合单价 in 分, by item ID. */
  amountFen: Map<string, number>
  /** 合价 as written (分), for the items that carry one. */
  statedFen: Map<string, number>
  /** The bill's total from its unit prices (表-04 合计 summed over the 单位工程). */
  totalFen: number
  /** The 投标总价: as written on the 投标函, else the total the stated 合价 give. */
  statedTotalFen: number
  units: Map<string, UnitSummary>
}

/**
 * The bill's total with some items' 合价 replaced (分 by item ID): the 措施, 规费 and 税金 follow
 * the new 分部分项 / 单价措施 sums (labour-based bases keep the items' composition).
 */
export function totalWith(data: BillData, override?: ReadonlyMap<string, number>): { total: number; units: Map<string, UnitSummary> } {
  const { byUnit } = scanItems(data.items, data.units.map((u) => u.ID))
  if (override && override.size > 0) {
    for (const it of data.items) {
      const o = override.get(it.ID)
      const t = byUnit.get(it.UnitId)
      if (o === undefined || t === undefined) continue
      const delta = o - lineAmountFen(it.Quantity, it.UnitPrice)
      if (it.Kind === '单价措施') t.measureItems += delta
      else t.items += delta
    }
  }
  const rates = groupBy(data.rates, (r) => r.UnitId)
  const others = groupBy(data.others, (o) => o.UnitId)
  const units = new Map<string, UnitSummary>()
  let total = 0
  for (const u of data.units) {
    const s = summarizeUnit(data.version, u, byUnit.get(u.ID) as UnitTotals, rates.get(u.ID) ?? [], others.get(u.ID) ?? [])
    units.set(u.ID, s)
    total += s.total
  }
  return { total, units }
}

function groupBy<T>(list: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>()
  for (const x of list) {
    const k = key(x)
    const arr = m.get(k)
    if (arr) arr.push(x)
    else m.set(k, [x])
  }
  return m
}

export function prepareBill(id: string, name: string, bill: BidderBill | TenderBill, stated?: BidderBill['stated']): PreparedBill {
  const { data } = bill
  const amountFen = new Map<string, number>()
  for (const it of data.items) amountFen.set(it.ID, lineAmountFen(it.Quantity, it.UnitPrice))
  const statedFen = new Map<string, number>()
  for (const [itemId, yuan] of Object.entries(stated?.amounts ?? {})) {
    const f = toFen(yuan)
    if (f !== null && amountFen.has(itemId)) statedFen.set(itemId, f)
  }
  const computed = totalWith(data)
  const asStated = statedFen.size > 0 ? totalWith(data, statedFen).total : computed.total
  const bidTotal = stated?.bidTotal === null || stated?.bidTotal === undefined ? null : toFen(stated.bidTotal)
  return {
    id,
    name,
    data,
    byKey: itemsByKey(data, bill.unitKeys),
    amountFen,
    statedFen,
    totalFen: computed.total,
    statedTotalFen: bidTotal ?? asStated,
    units: computed.units,
  }
}
