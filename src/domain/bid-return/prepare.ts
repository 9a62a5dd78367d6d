import { milliTimesFen, toFen, toMilli } from '../money'
import { summarizeUnit, type UnitSummary } from '../bill/summary'
import { emptyTotals, scanItems, type UnitTotals } from '../bill/totals'
import { itemColumns, type AnyBillData, type ItemColumns } from './columns'
import { unitKeyOf, type BidderBill, type TenderBill } from './model'

/**
 * One pass per bill before the comparisons (docs/bid-return.md "Speed"): per item (by its index
 * in the bill's item columns) the 单位工程 key, 工程量 in thousandths, 综合单价 and 合价 in 分 as the bill
 * computes it and as stated; the bill's totals, computed once.
 */
export interface PreparedBill {
  /** 'tender' or the bidder's id. */
  id: string
  name: string
  data: AnyBillData
  /** The items (columns.ts): the analysis reads these, never BillItem objects. */
  cols: ItemColumns
  /** 单位工程 key per item. */
  unitKeys: string[]
  /** 工程量 in thousandths per item (NaN when blank). */
  qMilli: Float64Array
  /** 综合单价 in 分 per item (NaN when blank). */
  priceFen: Float64Array
  /** 工程量 × 综合单价 in 分 per item. */
  amount: Float64Array
  /** 合价 as written (分) per item, NaN where none is written. */
  stated: Float64Array
  /** Item ID → index (built on first use). */
  indexOf: () => Map<string, number>
  /** `单位工程 key|项目编码` per item, the item comparison's key (built on first use). */
  itemKeys: () => string[]
  /** The bill's item sums per 单位工程 (bill/totals.ts), scanned once. */
  scan: Map<string, UnitTotals>
  /** The bill's total from its unit prices (表-04 合计 summed over the 单位工程). */
  totalFen: number
  /** The 投标总价: as written on the 投标函, else the total the stated 合价 give. */
  statedTotalFen: number
  /** The 投标总价 was written on the 投标函 (not derived from the stated 合价). */
  fromLetter: boolean
  /** 投标函 小写 (分) when its 大写 differs: the 大写 is then the 投标总价 (以大写金额为准). */
  letterFiguresFen: number | null
  /** The total the stated 合价 give (措施, 规费, 税金 derived from them): the bill's own 合计. */
  writtenTotalFen: number
  units: Map<string, UnitSummary>
}

/** 合价 (分) of item i as the bidder wrote it: stated, else computed. */
export const writtenFen = (b: PreparedBill, i: number): number => {
  const s = b.stated[i] as number
  return Number.isNaN(s) ? (b.amount[i] as number) : s
}

/**
 * The bill's total with some items' 合价 replaced (分 by item index): the 措施, 规费 and 税金
 * follow the new 分部分项 / 单价措施 sums (labour-based bases keep the items' composition).
 * `p.scan` is the bill's one item scan; the units an override touches are copied, not rescanned.
 */
export function totalWith(
  p: Pick<PreparedBill, 'data' | 'cols' | 'scan' | 'amount'>,
  override?: ReadonlyMap<number, number>,
): { total: number; units: Map<string, UnitSummary> } {
  const { cols } = p
  const deltas = new Map<string, UnitDelta>()
  if (override) {
    for (const [i, o] of override) {
      if (i >= cols.n) continue
      const unitId = cols.unitId[i] as string
      let d = deltas.get(unitId)
      if (!d) deltas.set(unitId, (d = { items: 0, measureItems: 0 }))
      const delta = o - (p.amount[i] as number)
      if (cols.measure[i] === 1) d.measureItems += delta
      else d.items += delta
    }
  }
  return totalWithDeltas(p, deltas)
}

/** Changes of a 单位工程's 分部分项 and 单价措施 sums (分). */
export interface UnitDelta {
  items: number
  measureItems: number
}

/** totalWith from each unit's change of its item sums (the units not in `deltas` as scanned). */
export function totalWithDeltas(
  p: Pick<PreparedBill, 'data' | 'scan'>,
  deltas: ReadonlyMap<string, UnitDelta>,
): { total: number; units: Map<string, UnitSummary> } {
  const { data } = p
  const rates = groupBy(data.rates, (r) => r.UnitId)
  const others = groupBy(data.others, (o) => o.UnitId)
  const units = new Map<string, UnitSummary>()
  let total = 0
  for (const u of data.units) {
    const scanned = p.scan.get(u.ID) as UnitTotals
    const d = deltas.get(u.ID)
    const t =
      d && (d.items !== 0 || d.measureItems !== 0)
        ? {
            ...scanned,
            items: scanned.items + d.items,
            measureItems: scanned.measureItems + d.measureItems,
          }
        : scanned
    const s = summarizeUnit(data.version, u, t, rates.get(u.ID) ?? [], others.get(u.ID) ?? [])
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

/**
 * bill/totals.ts scanItems (money only, no 含量) of items without 组价 or 主材, as a stored bill's
 * are: 工程量 × 综合单价 and 其中暂估价 per 单位工程.
 */
function scanColumns(
  c: ItemColumns,
  qMilli: Float64Array,
  amount: Float64Array,
  unitIds: readonly string[],
): Map<string, UnitTotals> {
  const byUnit = new Map<string, UnitTotals>()
  for (const id of unitIds) byUnit.set(id, emptyTotals())
  for (let i = 0; i < c.n; i++) {
    const t = byUnit.get(c.unitId[i] as string)
    if (t === undefined) continue
    const p = c.provisional[i] as number
    const provisional = Number.isNaN(p) ? 0 : (toFen(p) ?? 0)
    t.itemCount++
    if (c.measure[i] === 1) {
      t.measureItems += amount[i] as number
      t.measureProvisional += provisional
    } else {
      t.items += amount[i] as number
      t.itemsProvisional += provisional
    }
  }
  for (const t of byUnit.values()) {
    for (const x of [t.items, t.measureItems, t.itemsProvisional, t.measureProvisional])
      if (!Number.isSafeInteger(x)) throw new RangeError('合计金额超出范围')
  }
  return byUnit
}

export function prepareBill(
  id: string,
  name: string,
  bill: BidderBill | TenderBill,
  stated?: BidderBill['stated'],
): PreparedBill {
  const { data } = bill
  const cols = itemColumns(data)
  const n = cols.n
  const unitKey = new Map(data.units.map((u) => [u.ID, unitKeyOf(u, bill.unitKeys)]))
  const unitKeys = new Array<string>(n)
  const qMilli = new Float64Array(n)
  const priceFen = new Float64Array(n)
  const amount = new Float64Array(n)
  const statedArr = new Float64Array(n).fill(Number.NaN)
  let index: Map<string, number> | null = null
  const indexOf = () => (index ??= new Map(cols.id.map((itemId, i) => [itemId, i])))
  let keys: string[] | null = null
  const itemKeys = () => (keys ??= cols.code.map((code, i) => `${unitKeys[i]}|${code}`))
  for (let i = 0; i < n; i++) {
    unitKeys[i] = unitKey.get(cols.unitId[i] as string) ?? '\u0000'
    const q = toMilli(cols.quantity[i])
    const p = toFen(cols.unitPrice[i])
    qMilli[i] = q ?? Number.NaN
    priceFen[i] = p ?? Number.NaN
    amount[i] = q === null || p === null ? 0 : milliTimesFen(q, p)
  }
  const overrides = new Map<number, number>()
  const list = stated?.amountList
  const amounts = list ? undefined : stated?.amounts
  if (list) {
    for (let i = 0; i < n && i < list.length; i++) {
      const yuan = list[i]
      // toFen gives null for NaN (a Float64Array list marks "none written" with NaN).
      const f = yuan === null || yuan === undefined ? null : toFen(yuan)
      if (f === null) continue
      statedArr[i] = f
      if (f !== amount[i]) overrides.set(i, f)
    }
  } else if (amounts) {
    for (const itemId in amounts) {
      const i = indexOf().get(itemId)
      const f = i === undefined ? null : toFen(amounts[itemId])
      if (i === undefined || f === null) continue
      statedArr[i] = f
      if (f !== amount[i]) overrides.set(i, f)
    }
  }
  const unitIds = data.units.map((u) => u.ID)
  const scan =
    'columns' in data
      ? scanColumns(cols, qMilli, amount, unitIds)
      : scanItems(data.items, unitIds, { contents: false }).byUnit
  const computed = totalWith({ data, cols, scan, amount })
  const asStated =
    overrides.size > 0 ? totalWith({ data, cols, scan, amount }, overrides).total : computed.total
  const figures =
    stated?.bidTotal === null || stated?.bidTotal === undefined ? null : toFen(stated.bidTotal)
  const words =
    stated?.bidTotalWords === null || stated?.bidTotalWords === undefined
      ? null
      : toFen(stated.bidTotalWords)
  // 大写 and 小写 disagree: the 大写 amount is the 投标总价 (checks.ts flags it).
  const bidTotal = figures !== null && words !== null && words !== figures ? words : figures
  return {
    id,
    name,
    data,
    cols,
    unitKeys,
    qMilli,
    priceFen,
    amount,
    stated: statedArr,
    indexOf,
    itemKeys,
    scan,
    totalFen: computed.total,
    statedTotalFen: bidTotal ?? asStated,
    fromLetter: bidTotal !== null,
    letterFiguresFen: bidTotal !== figures ? figures : null,
    writtenTotalFen: asStated,
    units: computed.units,
  }
}

/**
 * The bidder's total re-priced on the tender's 工程量: each matched item's 合价 = tender 工程量 ×
 * the bidder's 综合单价, an item the tender does not have (增项) left out, 措施, 规费 and 税金
 * re-derived (totalWith). Bids then compare on the same quantities.
 */
export function repricedTotal(
  tender: PreparedBill,
  b: PreparedBill,
  toTender: ArrayLike<number>,
): number {
  const override = new Map<number, number>()
  for (let j = 0; j < b.cols.n; j++) {
    const ti = toTender[j] as number
    const price = b.priceFen[j] as number
    const q = ti === -1 ? Number.NaN : (tender.qMilli[ti] as number)
    const a = Number.isNaN(q) || Number.isNaN(price) ? 0 : milliTimesFen(q, price)
    if (a !== b.amount[j]) override.set(j, a)
  }
  return override.size === 0 ? b.totalFen : totalWith(b, override).total
}
