import type { BillData, BillItem } from '../bill/model'

/**
 * A bill's items as columns, by item index (docs/bid-return.md "Speed"): what the analysis reads
 * of them. A stored bill decodes straight into these (stored.ts `decodeColumns`), so the analysis
 * of 10 × 20,000 items makes no BillItem objects; a bill given as objects is read into them once
 * (`columnsOf`). Blank numbers are NaN.
 */
export interface ItemColumns {
  n: number
  id: readonly string[]
  /**
   * The ids are i1, i2, … by position (a version 2 stored bill, stored-v2.ts, where `id` is made on
   * first read): `idAt` then makes one id, not the array.
   */
  positionalIds?: boolean
  unitId: readonly string[]
  /** 1 for 单价措施, 0 for 分部分项. */
  measure: Uint8Array
  code: readonly string[]
  name: readonly string[]
  features: readonly string[]
  /** 计量单位. */
  unit: readonly string[]
  quantity: Float64Array
  unitPrice: Float64Array
  /** 其中暂估价. */
  provisional: Float64Array
}

/** A bill with its items as columns instead of objects (a stored bill as the worker decodes it). */
export interface ColumnBillData extends Omit<BillData, 'items'> {
  columns: ItemColumns
}

/** A bill as the 回标 analysis takes it: items as objects or as columns. */
export type AnyBillData = BillData | ColumnBillData

export const nanOf = (x: number | null): number => (x === null ? Number.NaN : x)
export const nullOf = (x: number): number | null => (Number.isNaN(x) ? null : x)

export function columnsOf(items: readonly BillItem[]): ItemColumns {
  const n = items.length
  const c = emptyColumns(n)
  for (let i = 0; i < n; i++) {
    const it = items[i] as BillItem
    c.id[i] = it.ID
    c.unitId[i] = it.UnitId
    c.measure[i] = it.Kind === '单价措施' ? 1 : 0
    c.code[i] = it.Code
    c.name[i] = it.Name
    c.features[i] = it.Features
    c.unit[i] = it.Unit
    c.quantity[i] = nanOf(it.Quantity)
    c.unitPrice[i] = nanOf(it.UnitPrice)
    c.provisional[i] = nanOf(it.ProvisionalAmount)
  }
  return c
}

/** The id of item i of a stored bill (stored.ts writes i1, i2, …). */
export const positionalId = (i: number): string => `i${i + 1}`

/** Item i's id. */
export const idAt = (c: ItemColumns, i: number): string =>
  c.positionalIds === true ? positionalId(i) : (c.id[i] as string)

/** Columns of n items to fill (strings empty, numbers 0). */
export function emptyColumns(n: number): ItemColumns & {
  id: string[]
  unitId: string[]
  code: string[]
  name: string[]
  features: string[]
  unit: string[]
} {
  const strings = () => new Array<string>(n).fill('')
  return {
    n,
    id: strings(),
    unitId: strings(),
    measure: new Uint8Array(n),
    code: strings(),
    name: strings(),
    features: strings(),
    unit: strings(),
    quantity: new Float64Array(n),
    unitPrice: new Float64Array(n),
    provisional: new Float64Array(n),
  }
}

/** The columns of a bill given either way. */
export const itemColumns = (data: AnyBillData): ItemColumns =>
  'columns' in data ? data.columns : columnsOf(data.items)

/** Item i as the stored bill's decoder makes it (stored.ts: no 组价, ProId empty, Sort = i + 1). */
export function itemAt(c: ItemColumns, i: number): BillItem {
  return {
    ID: c.id[i] as string,
    ProId: '',
    UnitId: c.unitId[i] as string,
    Kind: c.measure[i] === 1 ? '单价措施' : '分部分项',
    GroupId: '',
    Sort: i + 1,
    Code: c.code[i] as string,
    Name: c.name[i] as string,
    Features: c.features[i] as string,
    Unit: c.unit[i] as string,
    Quantity: nullOf(c.quantity[i] as number),
    UnitPrice: nullOf(c.unitPrice[i] as number),
    Labour: null,
    Material: null,
    Machine: null,
    Overhead: null,
    Profit: null,
    ProvisionalAmount: nullOf(c.provisional[i] as number),
    Note: '',
    Materials: [],
  }
}
