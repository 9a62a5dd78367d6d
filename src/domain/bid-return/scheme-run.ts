import { analyse, prepareAhead, type AnalysisRun, type BidReturnResult } from './analysis'
import { itemsOf } from './compare'
import { nullOf } from './columns'
import type { MatchRule } from './match'
import { LETTER_ROW, type BidReturnOptions, type RowRef } from './model'
import { buildReportWorkbook } from './report-workbook'
import { BILLS_MAX, type BidReturnSession } from './session'
import { decodeColumns, type DecodedColumns, type StoredParticipant } from './stored'

/**
 * The compute worker's 回标 entry points on a scheme's stored bills (stored.ts), each taking the
 * worker's BidReturnSession (session.ts). Decoding is cached
 * per bill revision (the row's id, its local revision, the text's length and the 投标总价), and so
 * is everything of an analysis that does not depend on the options (analysis.ts AnalysisMemo: the
 * prepared bills, matches, 符合性 and 算术性 findings, corrections): switching the base or band, or
 * opening the rows behind a figure, neither parses megabytes of JSON nor re-checks the bills.
 */
const keyOf = (p: StoredParticipant) =>
  `${p.ID}:${p.Revision ?? ''}:${p.BillLength ?? p.Bill.length}:${p.BidTotal ?? ''}`
/** A bill's key in the analysis memo: the name is in the bidder's findings and corrections; the role tells the tender's preparation apart. */
const billKey = (p: StoredParticipant) => `${p.Role}:${keyOf(p)}:${p.Name}`

/** The bill is decoded and kept in the session, so a caller may send it without its text (`Bill: ''`). */
export const isDecoded = (s: BidReturnSession, p: StoredParticipant): boolean =>
  s.bills.has(keyOf(p))

/** Decodes and caches one bill (the screens send each bill in its own message). */
export function loadBill(s: BidReturnSession, p: StoredParticipant): void {
  decoded(s, p)
}

/**
 * Slice `index` of `count` of a bill's text (`p.Bill` is the slice, `p.BillLength` the whole
 * text's length): the screens send a 1.4 M-character bill in slices so that no task of theirs
 * clones it whole. The last slice to arrive decodes the bill.
 */
export function loadBillSlice(
  session: BidReturnSession,
  p: StoredParticipant & { BillLength: number },
  index: number,
  count: number,
): void {
  const { slices } = session
  const key = keyOf(p)
  const s = slices.get(key) ?? { parts: new Array<string>(count).fill(''), got: 0 }
  s.parts[index] = p.Bill
  s.got++
  slices.set(key, s)
  // A send abandoned half-way (the page closed) leaves its slices: keep only the latest few bills'.
  if (slices.size > BILLS_MAX) slices.delete(slices.keys().next().value ?? '')
  if (s.got < count) return
  slices.delete(key)
  const whole = { ...p, Bill: s.parts.join('') }
  decoded(session, whole)
  try {
    ahead(session, { ...p, Bill: '' })
  } catch {
    // The run does the same work again and reports a damaged bill (runSchemeParts).
  }
}

/**
 * A bill's own part of the analysis done as soon as it is decoded (analysis.ts prepareAhead): the
 * screens send the next bills meanwhile, and the worker would otherwise wait for them. The run that
 * follows finds the work in the memo under the same keys, so its result is unchanged.
 */
function ahead(s: BidReturnSession, p: StoredParticipant & { BillLength: number }): void {
  if (p.Role === 'tender') {
    s.lastTender = p
    prepareAhead(
      { tender: { data: decoded(s, p).data }, bidders: [] },
      { tender: billKey(p), bidders: [], store: s.memo },
    )
    return
  }
  const last = s.lastTender
  const tender = last !== null && s.bills.has(keyOf(last)) ? last : null
  const d = decoded(s, p)
  prepareAhead(
    {
      tender: tender && { data: decoded(s, tender).data },
      bidders: [{ id: p.ID, name: p.Name, data: d.data, stated: d.stated }],
    },
    { tender: tender ? billKey(tender) : '', bidders: [billKey(p)], store: s.memo },
  )
}

/** Drops the bills (decoded, slices, their memo entries): the warm-up's own bills (workers/bid-return-warm-up.ts). */
export function forgetBills(s: BidReturnSession, rows: readonly StoredParticipant[]): void {
  const keys = rows.map(billKey)
  for (const p of rows) {
    s.bills.delete(keyOf(p))
    s.slices.delete(keyOf(p))
    if (s.lastTender?.ID === p.ID) s.lastTender = null
  }
  s.memo.drop((k) => keys.some((b) => k.includes(b)))
}

function decoded({ bills }: BidReturnSession, p: StoredParticipant): DecodedColumns {
  const key = keyOf(p)
  let d = bills.get(key)
  if (!d) {
    d = decodeColumns(p.Bill, p.BidTotal)
    if (bills.size >= BILLS_MAX) bills.delete(bills.keys().next().value ?? '')
    bills.set(key, d)
  }
  return d
}

export type SchemeRun = { ok: true; result: BidReturnResult } | { ok: false; message: string }

/** The whole analysis of a scheme's bills under `options`; the tender's total is `controlTotal` when given. */
export function runScheme(
  s: BidReturnSession,
  rows: readonly StoredParticipant[],
  controlTotal: number | null,
  options: BidReturnOptions,
): SchemeRun {
  const run = runSchemeParts(s, rows, controlTotal, options)
  if (!run.ok) return run
  const { result, table } = run.run
  return { ok: true, result: { ...result, items: itemsOf(table, 0, table.n) } }
}

/**
 * runScheme without making the items comparison's objects (they stay columns: itemsOf makes a
 * page of them) and with the heat map's rates for the first `heatRows` items.
 */
export function runSchemeParts(
  s: BidReturnSession,
  rows: readonly StoredParticipant[],
  controlTotal: number | null,
  options: BidReturnOptions,
  heatRows = Infinity,
): { ok: true; run: AnalysisRun } | { ok: false; message: string } {
  const sorted = [...rows].sort((a, b) => a.Sort - b.Sort || a.Name.localeCompare(b.Name, 'zh-CN'))
  const tender = sorted.find((r) => r.Role === 'tender')
  const bidders = sorted.filter((r) => r.Role === 'bidder')
  if (!tender) return { ok: false, message: '请先选择或导入招标清单（招标控制价）' }
  if (bidders.length === 0) return { ok: false, message: '请至少导入一家投标人的回标清单' }
  try {
    const input = {
      tender: { data: decoded(s, tender).data, controlTotal: controlTotal ?? tender.BidTotal },
      bidders: bidders.map((b) => {
        const d = decoded(s, b)
        return { id: b.ID, name: b.Name, data: d.data, stated: d.stated }
      }),
      options,
    }
    return {
      ok: true,
      run: analyse(
        input,
        { tender: billKey(tender), bidders: bidders.map(billKey), store: s.memo },
        heatRows,
      ),
    }
  } catch {
    return { ok: false, message: '方案中的清单数据已损坏，请重新导入' }
  }
}

/** One row behind a figure, as bottomLevelData lists it. */
export interface RowDetail {
  bill: string
  billName: string
  table: RowRef['table']
  id: string
  code: string
  name: string
  features: string
  unit: string
  quantity: number | null
  unitPrice: number | null
  /** 合价 as stated in the workbook (元), when it states one. */
  stated: number | null
  /** 金额 of a rated or 其他项目 line, or the stated subtotal (元). */
  amount: number | null
  /** A bidder's item matched to a tender item: how (match.ts). */
  match: MatchRule | null
}

/** The index of item `id` in the bill's columns. */
function itemById(s: BidReturnSession, d: DecodedColumns, id: string): number | undefined {
  let m = s.itemIndex.get(d)
  if (!m) {
    m = new Map(d.data.columns.id.map((itemId, i) => [itemId, i]))
    s.itemIndex.set(d, m)
  }
  return m.get(id)
}

/** The rows `refs` point at ('tender' = the scheme's tender bill). */
export function schemeRows(
  s: BidReturnSession,
  rows: readonly StoredParticipant[],
  refs: readonly RowRef[],
): RowDetail[] {
  const tender = rows.find((r) => r.Role === 'tender')
  const out: RowDetail[] = []
  for (const ref of refs) {
    const p = ref.bill === 'tender' ? tender : rows.find((r) => r.ID === ref.bill)
    if (!p) continue
    const d = decoded(s, p)
    const { data, stated } = d
    const base = {
      bill: ref.bill,
      billName: p.Name,
      table: ref.table,
      id: ref.id,
      code: '',
      name: '',
      features: '',
      unit: '',
      quantity: null,
      unitPrice: null,
      stated: null,
      amount: null,
      match: ref.match ?? null,
    }
    if (ref.table === 'item') {
      const i = itemById(s, d, ref.id)
      const c = data.columns
      if (i !== undefined)
        out.push({
          ...base,
          code: c.code[i] as string,
          name: c.name[i] as string,
          features: c.features[i] as string,
          unit: c.unit[i] as string,
          quantity: nullOf(c.quantity[i] as number),
          unitPrice: nullOf(c.unitPrice[i] as number),
          stated: stated.amounts?.[ref.id] ?? null,
        })
    } else if (ref.table === 'rate') {
      const r = data.rates.find((x) => x.ID === ref.id)
      if (r)
        out.push({
          ...base,
          code: r.Code,
          name: r.Name,
          features: `${r.Base}${r.Rate === null ? '' : ` × ${r.Rate}%`}`,
          amount: r.Amount,
        })
    } else if (ref.table === 'other') {
      const o = data.others.find((x) => x.ID === ref.id)
      if (o)
        out.push({
          ...base,
          name: `${o.Kind}：${o.Name}`,
          unit: o.Unit,
          quantity: o.Quantity,
          unitPrice: o.UnitPrice,
          amount: o.Amount,
        })
    } else if (ref.table === 'unit') {
      const u = data.units.find((x) => x.ID === ref.id)
      if (u) out.push({ ...base, name: `单位工程：${u.Name || u.Specialty}` })
    } else if (ref.id === LETTER_ROW) {
      out.push({ ...base, name: '投标函：投标总价', amount: p.BidTotal })
    } else {
      const t = stated.totals?.[Number(ref.id)]
      out.push({ ...base, name: t?.label ?? ref.id, amount: t?.amount ?? null })
    }
  }
  return out
}

/** The 清标报告 workbook of a scheme (report-workbook.ts), built where the bills are decoded. */
export async function schemeReport(
  s: BidReturnSession,
  rows: readonly StoredParticipant[],
  controlTotal: number | null,
  options: BidReturnOptions,
  schemeName: string,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; message: string }> {
  const run = runScheme(s, rows, controlTotal, options)
  if (!run.ok) return run
  const names = Object.fromEntries(rows.map((r) => [r.ID, r.Name]))
  const items = new Map<string, Map<string, string>>()
  const itemLabel = (bidderId: string, itemId: string) => {
    let m = items.get(bidderId)
    if (!m) {
      const p = rows.find((r) => r.ID === bidderId)
      const c = p ? decoded(s, p).data.columns : null
      m = new Map(c ? c.id.map((itemId, i) => [itemId, `${c.code[i]} ${c.name[i]}`]) : [])
      items.set(bidderId, m)
    }
    return m.get(itemId) ?? itemId
  }
  return {
    ok: true,
    bytes: await buildReportWorkbook({ schemeName, options, result: run.result, names, itemLabel }),
  }
}
