import { addFen, asFen, divRound, scaledToDecimal, toScaled, type Fen } from '../money'
import { rowCopies, type StructureRow } from '../projects/structure'
import type { BillData, BillItem, BillUnit } from './model'
import type { BillResource, ResourceKind } from './compose-entity'
import { REPRICE_CHUNK } from './compose-reprice'
import { billItems } from './entities'
import { rowDoc } from '../entity/define'
import { PACKAGE_TYPE_LABELS } from '../materials/model'

/**
 * 人材机汇总 (docs/bill.md "组价"): every resource of the project with the total quantity its
 * composed items use and its amount, exact:
 * - quantity = Σ over the composed items using it of 工程量 × 消耗量 × the copies of the item's
 *   structure row (its MultNum times every ancestor's, rowCopies), kept exact (工程量 in
 *   thousandths × 消耗量 in millionths, BigInt) and rounded once for display to 4 decimals;
 * - amount = the EXACT quantity × 单价, rounded once to 分 (half away from zero);
 * - a resource no item uses is listed with quantity 0; an unpriced one has amount 0.
 * Typed and informative compositions (Derived 0) count alike: the quantity is what the lines say.
 * The sum of the amounts may differ by a few 分 from Σ item 合价 parts (each item rounds its own
 * 人工费/材料费/机械费 per unit first).
 */

/** Exact usage unit: 1e-9 of the resource's unit (thousandths × millionths). */
const NANO = 1_000_000_000n
export const SUMMARY_QUANTITY_DECIMALS = 4
const DISPLAY_DIVISOR = 10n ** BigInt(9 - SUMMARY_QUANTITY_DECIMALS)

/** What the usage reads of an item (small: the worker gets these in chunks). */
export type UsageItem = Pick<BillItem, 'UnitId' | 'Quantity' | 'Compose'>

/** Exact total use per resource id, in 1e-9 of its unit. */
export type ResourceUsage = Map<string, bigint>

/** The copies of each 单位工程: those of its structure row (1 when the row is gone). */
export function unitCopies(
  units: readonly Pick<BillUnit, 'ID' | 'RowId'>[],
  rows: readonly Pick<StructureRow, 'ID' | 'ParentID' | 'MultNum'>[],
): Map<string, number> {
  const copies = rowCopies(rows)
  return new Map(units.map((u) => [u.ID, copies.get(u.RowId) ?? 1]))
}

/** Σ 工程量 × 消耗量 × copies per resource over the given items (a chunk or all of them). */
export function resourceUsage(
  items: readonly UsageItem[],
  copiesOfUnit: ReadonlyMap<string, number>,
): ResourceUsage {
  const out: ResourceUsage = new Map()
  for (const item of items) {
    const lines = item.Compose?.Lines
    const quantity = toScaled(item.Quantity, 3)
    if (!lines || lines.length === 0 || quantity === null || quantity === 0) continue
    const factor = BigInt(quantity) * BigInt(copiesOfUnit.get(item.UnitId) ?? 1)
    for (const line of lines) {
      const consumption = toScaled(line.Consumption, 6)
      if (consumption === null || consumption === 0) continue
      const id = line.ResourceId
      out.set(id, (out.get(id) ?? 0n) + factor * BigInt(consumption))
    }
  }
  return out
}

/** resourceUsage of stored item rows (id and data as IndexedDB holds them), read here in the worker. */
export function resourceUsageRows(
  rows: readonly { id: string; data: Record<string, unknown> }[],
  copiesOfUnit: ReadonlyMap<string, number>,
): ResourceUsage {
  return resourceUsage(
    rows.map((r) => rowDoc(billItems, r.id, r.data)),
    copiesOfUnit,
  )
}

/** `into` plus `from`, per resource (usage of chunks added up). */
export function mergeUsage(into: ResourceUsage, from: ReadonlyMap<string, bigint>): ResourceUsage {
  for (const [id, q] of from) into.set(id, (into.get(id) ?? 0n) + q)
  return into
}

/**
 * The usage of all items, computed `size` items at a time by `call` (the compute worker: each
 * message small, so no long main-thread task to clone it).
 */
export async function usageInChunks<R>(
  items: readonly R[],
  call: (chunk: R[]) => Promise<ResourceUsage>,
  size = REPRICE_CHUNK,
): Promise<ResourceUsage> {
  const out: ResourceUsage = new Map()
  for (let at = 0; at < items.length; at += size)
    mergeUsage(out, await call(items.slice(at, at + size)))
  return out
}

export interface ResourceSummaryLine {
  resource: BillResource
  /** Total quantity, rounded once to 4 decimals, as a decimal string ('0' when unused). */
  Quantity: string
  /** Exact quantity × 单价, rounded once; 0 when unpriced. */
  Amount: Fen
  used: boolean
}

export interface ResourceSummary {
  lines: ResourceSummaryLine[]
  byKind: Record<ResourceKind, Fen>
  total: Fen
  /** Of the total: 甲供 (发包人提供) resources, and 暂估 ones. */
  supplied: Fen
  provisional: Fen
}

/** 人材机汇总 of the given resources (in their order) from the usage of the project's items. */
export function resourceSummary(
  resources: readonly BillResource[],
  usage: ReadonlyMap<string, bigint>,
): ResourceSummary {
  const byKind: Record<ResourceKind, Fen> = { 人工: asFen(0), 材料: asFen(0), 机械: asFen(0) }
  let total = asFen(0)
  let supplied = asFen(0)
  let provisional = asFen(0)
  const lines = resources.map((resource): ResourceSummaryLine => {
    const exact = usage.get(resource.ID) ?? 0n
    const price = toScaled(resource.Price, 2)
    const Amount = asFen(price === null ? 0 : Number(divRound(exact * BigInt(price), NANO)))
    byKind[resource.Kind] = addFen(byKind[resource.Kind], Amount)
    total = addFen(total, Amount)
    if (resource.Supplied === 1) supplied = addFen(supplied, Amount)
    if (resource.Provisional === 1) provisional = addFen(provisional, Amount)
    const shown = divRound(exact, DISPLAY_DIVISOR)
    return {
      resource,
      Quantity: shown === 0n ? '0' : trimZeros(scaledToDecimal(shown, SUMMARY_QUANTITY_DECIMALS)),
      Amount,
      used: exact !== 0n,
    }
  })
  return { lines, byKind, total, supplied, provisional }
}

const trimZeros = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s)

/**
 * Where a resource's price came from, as the 组价 and 人材机汇总 tables and forms show it: the
 * package and period, 定额基价 (made by a 定额 line at its 基价), or 手动输入 (typed since, or added
 * by hand).
 */
export const priceSourceLabel = (
  r: Pick<BillResource, 'PricedFrom' | 'Typed' | 'QuotaPrice'>,
): string =>
  r.Typed === 1
    ? '手动输入'
    : r.PricedFrom
      ? `${PACKAGE_TYPE_LABELS[r.PricedFrom.Type]} ${r.PricedFrom.Period}`
      : r.QuotaPrice === 1
        ? '定额基价'
        : '手动输入'

/**
 * 人材机汇总 of a whole bill in one go (the report and the workbook, built in the compute
 * worker): the same figures as the 人材机 tab, which sums the usage in chunks.
 */
export function billResourceSummary(
  data: Pick<BillData, 'units' | 'items' | 'resources'>,
  structure: readonly Pick<StructureRow, 'ID' | 'ParentID' | 'MultNum'>[],
): ResourceSummary {
  return resourceSummary(
    data.resources ?? [],
    resourceUsage(data.items, unitCopies(data.units, structure)),
  )
}
