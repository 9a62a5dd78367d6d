import { CONTENT_COUNT, classifyContent, classifyMaterial } from './contents'
import type { BillItem, MainMaterial } from './model'
import { milliTimesFen, mulDivRound, toFen, toMilli, toScaled } from '../money'

/**
 * One pass over the items of a project: per 单位工程, the sums the summaries (./summary.ts) and
 * the indicators (./indicators.ts) read. Money in integer 分, 含量 quantities in thousandths of
 * their indicator unit. Every item's amounts are rounded to 分 on their own (合价, and each
 * composition part × 工程量), then added, so a total always equals the sum of its visible lines.
 */
export interface UnitTotals {
  itemCount: number
  /** 分部分项 合价. */
  items: number
  /** 单价措施 合价. */
  measureItems: number
  /** 其中：暂估价 of 分部分项 and of 单价措施. */
  itemsProvisional: number
  measureProvisional: number
  itemsLabour: number
  itemsMachine: number
  measureLabour: number
  measureMachine: number
  /** Composition parts over both kinds (分), and the 合价 of the items that carry one. */
  labour: number
  material: number
  machine: number
  overhead: number
  profit: number
  composed: number
  /** 含量 quantities per CONTENT_RULES index, in thousandths. */
  contents: number[]
}

export function emptyTotals(): UnitTotals {
  return {
    itemCount: 0,
    items: 0,
    measureItems: 0,
    itemsProvisional: 0,
    measureProvisional: 0,
    itemsLabour: 0,
    itemsMachine: 0,
    measureLabour: 0,
    measureMachine: 0,
    labour: 0,
    material: 0,
    machine: 0,
    overhead: 0,
    profit: 0,
    composed: 0,
    contents: new Array<number>(CONTENT_COUNT).fill(0),
  }
}

const NUMERIC_KEYS = [
  'itemCount',
  'items',
  'measureItems',
  'itemsProvisional',
  'measureProvisional',
  'itemsLabour',
  'itemsMachine',
  'measureLabour',
  'measureMachine',
  'labour',
  'material',
  'machine',
  'overhead',
  'profit',
  'composed',
] as const

/** into += from × mult (mult a positive integer: MultNum products). */
export function addTotals(into: UnitTotals, from: UnitTotals, mult = 1): void {
  for (const k of NUMERIC_KEYS) into[k] = safe(into[k] + from[k] * mult)
  for (let i = 0; i < CONTENT_COUNT; i++)
    into.contents[i] = safe((into.contents[i] ?? 0) + (from.contents[i] ?? 0) * mult)
}

function safe(n: number): number {
  if (!Number.isSafeInteger(n)) throw new RangeError('合计金额超出范围')
  return n
}

/** 工程量 (thousandths) × a price field, in 分; blank counts 0. */
const times = (q: number, price: number | null): number =>
  price === null || q === 0 ? 0 : milliTimesFen(q, toFen(price) ?? 0)

/** True when the item carries any composition part. */
const composedItem = (it: BillItem) =>
  it.Labour !== null ||
  it.Material !== null ||
  it.Machine !== null ||
  it.Overhead !== null ||
  it.Profit !== null

/** One main material's consumption × 工程量 (thousandths) into its 含量 rule, once per rule per item. */
function addMaterial(
  t: UnitTotals,
  m: MainMaterial,
  q: number,
  itemRule: number | undefined,
): void {
  const rule = classifyMaterial(m.Name, m.Unit)
  if (rule === null || rule.index === itemRule || !(m.Consumption > 0)) return
  // Consumption per unit to 6 decimals (micro), × 工程量 thousandths × factor, back to thousandths.
  const micro = toScaled(m.Consumption, 6) ?? 0
  t.contents[rule.index] =
    (t.contents[rule.index] ?? 0) + mulDivRound(q * rule.factor, micro, 1_000_000)
}

/** Sums per UnitId; items of a unit not in `unitIds` are counted in `orphans`. */
export function scanItems(
  items: readonly BillItem[],
  unitIds: Iterable<string>,
  options: { contents?: boolean } = {},
): { byUnit: Map<string, UnitTotals>; orphans: number } {
  // contents: false when only the money is wanted (回标): skips the 含量 classification per item.
  const withContents = options.contents ?? true
  const byUnit = new Map<string, UnitTotals>()
  for (const id of unitIds) byUnit.set(id, emptyTotals())
  let orphans = 0
  for (const it of items) {
    const t = byUnit.get(it.UnitId)
    if (t === undefined) {
      orphans++
      continue
    }
    const q = toMilli(it.Quantity) ?? 0
    const amount = times(q, it.UnitPrice)
    const labour = times(q, it.Labour)
    const machine = times(q, it.Machine)
    const provisional = it.ProvisionalAmount === null ? 0 : (toFen(it.ProvisionalAmount) ?? 0)
    t.itemCount++
    if (it.Kind === '单价措施') {
      t.measureItems += amount
      t.measureProvisional += provisional
      t.measureLabour += labour
      t.measureMachine += machine
    } else {
      t.items += amount
      t.itemsProvisional += provisional
      t.itemsLabour += labour
      t.itemsMachine += machine
    }
    if (composedItem(it)) {
      t.labour += labour
      t.machine += machine
      t.material += times(q, it.Material)
      t.overhead += times(q, it.Overhead)
      t.profit += times(q, it.Profit)
      t.composed += amount
    }
    const content = q === 0 || !withContents ? null : classifyContent(it.Code, it.Unit)
    if (content !== null)
      t.contents[content.index] = (t.contents[content.index] ?? 0) + q * content.factor
    // 主材: consumption × 工程量 counts in a rule the item's own code did not already give.
    if (q !== 0) for (const m of it.Materials) addMaterial(t, m, q, content?.index)
  }
  // Partial sums of safe integers below 2^53 are exact; check the results once.
  for (const t of byUnit.values()) for (const k of NUMERIC_KEYS) safe(t[k])
  return { byUnit, orphans }
}
