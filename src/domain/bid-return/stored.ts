import type { StandardVersion } from '../projects/model'
import type {
  BillData,
  BillOther,
  BillRate,
  BillUnit,
  OtherKind,
  RateBase,
  RateKind,
} from '../bill/model'
import { emptyColumns, itemAt, nanOf, type ColumnBillData, type ItemColumns } from './columns'
import type { BidderBill, StatedFigures, TenderBill } from './model'
import {
  decodeItemsV2,
  encodeItemsV2,
  fitsV2,
  fromPairs,
  idOf,
  RS,
  type ItemsV2,
} from './stored-v2'

/**
 * The compact text of a bill inside a 回标 scheme (field `Bill` of a `bidBidders` row,
 * docs/bid-return.md "Storage"). A returned bill is a snapshot: what the bidder handed in at the
 * opening, not a live project. Row ids are short and local to the bill (u1, i1, r1, o1) so a
 * 20,000-item bill stays a few MB. Version 1 is JSON with the items as tuples; version 2
 * (stored-v2.ts, what `encodeBill` writes) a JSON head with the items' numbers as arrays, then
 * their strings as separated sections. Both decode.
 */
export const STORED_BILL_VERSION = 2
export { STORED_BILL_VERSIONS } from './entities'

type Num = number | null
/** [ID, UnitId, kind 0 分部分项 / 1 单价措施, Code, Name, Features, Unit, Quantity, UnitPrice, ProvisionalAmount, stated 合价] */
export type StoredItem = [string, string, 0 | 1, string, string, string, string, Num, Num, Num, Num]
export type StoredUnit = [string, string, string, number]
/** [ID, UnitId, Kind, Code, Name, Base, Rate, Amount, IsSafety] */
export type StoredRate = [string, string, RateKind, string, string, RateBase, Num, Num, 0 | 1]
/** [ID, UnitId, Kind, Name, Unit, Quantity, UnitPrice, Base, Rate, Amount] */
export type StoredOther = [string, string, OtherKind, string, string, Num, Num, Num, Num, Num]
/** [UnitId, label, first item index, end item index (exclusive), amount 元] */
export type StoredTotal = [string, string, number, number, number]

export interface StoredBill {
  v: 1
  version: StandardVersion
  /** [ID, Specialty, Name, TaxRate] */
  units: StoredUnit[]
  items: StoredItem[]
  rates: StoredRate[]
  others: StoredOther[]
  totals: StoredTotal[]
  /** 投标总价（大写）of the workbook's cover read as 元 (absent when none was read). */
  w?: number
}

/** Encodes a bill (and what its workbook stated) with short local ids. */
export function encodeBill(
  data: BillData,
  stated?: StatedFigures,
  version: 1 | 2 = STORED_BILL_VERSION,
): string {
  const ids = new Map<string, string>()
  const short = (prefix: string, id: string, n: number) => {
    const s = `${prefix}${n + 1}`
    ids.set(id, s)
    return s
  }
  const units = data.units.map((u, n): StoredUnit => [
    short('u', u.ID, n),
    u.Specialty,
    u.Name,
    u.TaxRate,
  ])
  const unit = (id: string) => ids.get(id) ?? ''
  const totals = storedTotals(data, stated, unit)
  const words = stated?.bidTotalWords
  const rest = {
    rates: storedRates(data, unit),
    others: storedOthers(data, unit),
    totals,
    ...(words === null || words === undefined ? {} : { w: words }),
  }
  if (version === 2 && fitsV2(data.items)) {
    const unitIndex = new Map(data.units.map((u, i) => [u.ID, i]))
    const { head, sections } = encodeItemsV2(
      data.items,
      (id) => unitIndex.get(id) ?? -1,
      (id) => stated?.amounts?.[id] ?? null,
    )
    return JSON.stringify({ v: 2, version: data.version, units, ...rest, ...head }) + sections
  }
  const items = data.items.map((it, n): StoredItem => [
    short('i', it.ID, n),
    unit(it.UnitId),
    it.Kind === '单价措施' ? 1 : 0,
    it.Code,
    it.Name,
    it.Features,
    it.Unit,
    it.Quantity,
    it.UnitPrice,
    it.ProvisionalAmount,
    stated?.amounts?.[it.ID] ?? null,
  ])
  const stored: StoredBill = { v: 1, version: data.version, units, items, ...rest }
  return JSON.stringify(stored)
}

type ShortId = (id: string) => string

function storedRates(data: BillData, unit: ShortId): StoredRate[] {
  return data.rates.map((r, n): StoredRate => [
    `r${n + 1}`,
    unit(r.UnitId),
    r.Kind,
    r.Code,
    r.Name,
    r.Base,
    r.Rate,
    r.Amount,
    r.IsSafety,
  ])
}

function storedOthers(data: BillData, unit: ShortId): StoredOther[] {
  return data.others.map((o, n): StoredOther => [
    `o${n + 1}`,
    unit(o.UnitId),
    o.Kind,
    o.Name,
    o.Unit,
    o.Quantity,
    o.UnitPrice,
    o.Base,
    o.Rate,
    o.Amount,
  ])
}

function storedTotals(
  data: BillData,
  stated: StatedFigures | undefined,
  unit: ShortId,
): StoredTotal[] {
  if (!stated?.totals?.length) return []
  const index = new Map(data.items.map((it, i) => [it.ID, i]))
  const totals: StoredTotal[] = []
  for (const t of stated.totals) {
    const at = t.itemIds.map((id) => index.get(id)).filter((i): i is number => i !== undefined)
    if (at.length === 0) continue
    totals.push([unit(t.unitId), t.label, Math.min(...at), Math.max(...at) + 1, t.amount])
  }
  return totals
}

function itemsV1(items: readonly StoredItem[]): { c: ItemColumns; amountList: Float64Array } {
  const n = items.length
  const c = emptyColumns(n)
  const amountList = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const t = items[i] as StoredItem
    c.id[i] = t[0]
    c.unitId[i] = t[1]
    c.measure[i] = t[2] === 1 ? 1 : 0
    c.code[i] = t[3]
    c.name[i] = t[4]
    c.features[i] = t[5]
    c.unit[i] = t[6]
    c.quantity[i] = nanOf(t[7])
    c.unitPrice[i] = nanOf(t[8])
    c.provisional[i] = nanOf(t[9])
    amountList[i] = nanOf(t[10])
  }
  return { c, amountList }
}

export interface DecodedBill {
  data: BillData
  stated: StatedFigures
}

/** A stored bill with its items as columns (what the compute worker analyses: no BillItem objects). */
export interface DecodedColumns {
  data: ColumnBillData
  stated: StatedFigures
}

/** Decodes `encodeBill`'s text with the items as objects; throws on text that is not a stored bill. */
export function decodeBill(text: string, bidTotal?: number | null): DecodedBill {
  const { data, stated } = decodeColumns(text, bidTotal)
  const { columns, ...rest } = data
  const items = Array.from({ length: columns.n }, (_, i) => itemAt(columns, i))
  return { data: { ...rest, items }, stated }
}

/** Decodes `encodeBill`'s text (either version) with the items as columns (columns.ts); throws on text that is not a stored bill. */
export function decodeColumns(text: string, bidTotal?: number | null): DecodedColumns {
  // A version 2 text is its JSON head, then the item strings led by RS (which JSON never holds unescaped).
  const h = text.indexOf(RS)
  const s = JSON.parse(h === -1 ? text : text.slice(0, h)) as
    StoredBill | (Omit<StoredBill, 'v' | 'items'> & ItemsV2 & { v: 2 })
  const ProId = ''
  const units = s.units.map(([ID, Specialty, Name, TaxRate], i): BillUnit => ({
    ID,
    ProId,
    RowId: '',
    Specialty,
    SpecialtyCustom: 0,
    Name,
    Sort: i + 1,
    TaxRate,
  }))
  let c: ItemColumns
  let amountList: Float64Array
  let idsIn: (from: number, to: number) => string[]
  if (s.v === 2 && h !== -1) {
    c = decodeItemsV2(
      s,
      text.slice(h),
      units.map((u) => u.ID),
    )
    amountList = fromPairs(s.stated, s.n)
    idsIn = (from, to) =>
      Array.from({ length: Math.max(0, Math.min(to, s.n) - from) }, (_, k) => idOf(from + k))
  } else if (s.v === 1 && Array.isArray(s.items)) {
    ;({ c, amountList } = itemsV1(s.items))
    const ids = c.id
    idsIn = (from, to) => ids.slice(from, to)
  } else throw new Error('not a stored bill')
  const n = c.n
  const rates = s.rates.map(
    ([ID, UnitId, Kind, Code, Name, Base, Rate, Amount, IsSafety], i): BillRate => ({
      ID,
      ProId,
      UnitId,
      Kind,
      Code,
      Name,
      Base,
      Rate,
      Amount,
      IsSafety,
      Note: '',
      Sort: i + 1,
    }),
  )
  const others = s.others.map(
    ([ID, UnitId, Kind, Name, Unit, Quantity, UnitPrice, Base, Rate, Amount], i): BillOther => ({
      ID,
      ProId,
      UnitId,
      Kind,
      Name,
      Unit,
      Quantity,
      UnitPrice,
      Base,
      Rate,
      Amount,
      Note: '',
      Sort: i + 1,
    }),
  )
  const totals = s.totals.map(([unitId, label, from, to, amount]) => ({
    unitId,
    label,
    amount,
    itemIds: idsIn(from, to),
  }))
  // `amounts` by item ID is built only when something asks (the analysis reads amountList, NaN where none is written).
  let amounts: Record<string, number> | null = null
  const stated: StatedFigures = {
    amountList,
    totals,
    bidTotal: bidTotal ?? null,
    bidTotalWords: typeof s.w === 'number' ? s.w : null,
  }
  Object.defineProperty(stated, 'amounts', {
    enumerable: true,
    get: () => {
      if (amounts === null) {
        amounts = {}
        for (let i = 0; i < n; i++) {
          const a = amountList[i] as number
          if (!Number.isNaN(a)) amounts[c.id[i] as string] = a
        }
      }
      return amounts
    },
  })
  return { data: { version: s.version, units, rates, others, columns: c }, stated }
}

/** A scheme's stored bills as the analysis takes them. */
export interface StoredParticipant {
  ID: string
  Role: 'tender' | 'bidder'
  Name: string
  Bill: string
  /** The length of `Bill` when the text is left out because the worker has the bill decoded. */
  BillLength?: number
  /** The row's local revision (changes with every write or pull of the row): part of the worker's cache key. */
  Revision?: string
  BidTotal: number | null
  Sort: number
}

export interface SchemeInput {
  tender: TenderBill | null
  bidders: BidderBill[]
}

/** The tender and the bidders (in Sort order) of a scheme's rows; `controlTotal` from the scheme. */
export function schemeInput(
  rows: readonly StoredParticipant[],
  controlTotal: number | null,
): SchemeInput {
  const sorted = [...rows].sort((a, b) => a.Sort - b.Sort || a.Name.localeCompare(b.Name, 'zh-CN'))
  const tenderRow = sorted.find((r) => r.Role === 'tender')
  const tender = tenderRow
    ? { data: decodeBill(tenderRow.Bill).data, controlTotal: controlTotal ?? tenderRow.BidTotal }
    : null
  const bidders = sorted
    .filter((r) => r.Role === 'bidder')
    .map((r): BidderBill => {
      const d = decodeBill(r.Bill, r.BidTotal)
      return { id: r.ID, name: r.Name, data: d.data, stated: d.stated }
    })
  return { tender, bidders }
}
