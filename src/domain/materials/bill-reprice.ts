import type { BillItem, MainMaterial } from '../bill/model'
import { asFen, fenToYuan, mulDivRound, toScaled } from '../money'
import type { PackageType } from './model'
import { changePercent } from './price'
import {
  repriceDiff,
  type BillMaterial,
  type PriceCandidate,
  type PriceChoice,
  type PricingOptions,
} from './pricing'
import { materialKey } from './trend'

/**
 * Re-pricing a bill's main materials (主材) from the price packages (docs/materials.md "Pricing a
 * bill"): every change is listed first (item, material, old → new price, package and period), and
 * only then applied. A bill material's price is 除税 (元, as the 综合单价 is built under 一般计税);
 * the package, its type, period and 含税价 the price came from are recorded on the material
 * (MainMaterial.PricedFrom). An item's 材料费 and 综合单价 move by consumption × the price change.
 */
export interface RepriceRow {
  itemId: string
  itemCode: string
  itemName: string
  /** Index of the material in the item's Materials. */
  index: number
  material: MainMaterial
  /** The current 除税 price in 分 (null: not priced). */
  oldFen: number | null
  to: PriceChoice
  /** Change of the 除税 price in percent (null without an old price). */
  changePct: string | null
}

export interface BillRepricePlan {
  rows: RepriceRow[]
  /** Materials the chosen city, period and packages have no price for: they keep theirs. */
  missing: { itemId: string; itemName: string; material: MainMaterial }[]
  unchanged: number
}

const fenOf = (price: number | null) => (price === null ? null : toScaled(price, 2))

/** The price a material carries, as pricing.ts compares it; null when it has no recorded package. */
export function currentChoice(m: MainMaterial): PriceChoice | null {
  const from = m.PricedFrom
  const noTaxFen = fenOf(m.Price)
  if (!from || noTaxFen === null) return null
  return {
    packageId: from.PackageID,
    type: from.Type,
    city: '',
    period: from.Period,
    noTaxFen,
    taxFen: fenOf(from.PriceTax) ?? noTaxFen,
  }
}

/** What re-pricing the items' main materials under `options` would change; nothing is written. */
export function planBillReprice(
  items: readonly BillItem[],
  candidates: ReadonlyMap<string, readonly PriceCandidate[]>,
  options: PricingOptions,
): BillRepricePlan {
  const where = new Map<string, { item: BillItem; index: number }>()
  const materials: BillMaterial[] = []
  for (const item of items) {
    item.Materials.forEach((m, index) => {
      const id = `${item.ID}#${index}`
      where.set(id, { item, index })
      materials.push({ id, key: materialKey(m), current: currentChoice(m) })
    })
  }
  const diff = repriceDiff(materials, candidates, options)
  const rows: RepriceRow[] = []
  for (const change of diff.changes) {
    const at = where.get(change.id)
    const material = at?.item.Materials[at.index]
    if (!at || !material) continue
    const oldFen = fenOf(material.Price)
    // Same price from an unrecorded source: the source is recorded, the price stays.
    rows.push({
      itemId: at.item.ID,
      itemCode: at.item.Code,
      itemName: at.item.Name,
      index: at.index,
      material,
      oldFen,
      to: change.to,
      changePct: oldFen === null ? null : changePercent(oldFen, change.to.noTaxFen),
    })
  }
  const missing = diff.missing.flatMap((m) => {
    const at = where.get(m.id)
    const material = at?.item.Materials[at.index]
    return at && material ? [{ itemId: at.item.ID, itemName: at.item.Name, material }] : []
  })
  return { rows, missing, unchanged: diff.unchanged }
}

export interface ItemRepricing {
  Materials: MainMaterial[]
  /** Only present when the item had a value and it moves. */
  UnitPrice?: number
  Material?: number
}

/**
 * The new fields of one item after its planned rows: the materials with their new prices and
 * sources, and 材料费 / 综合单价 moved by Σ consumption × (new − old) in 分 (an unpriced material
 * counts from 0). Null when the item's materials are no longer what the plan was made from.
 */
export function repriceItem(
  item: Pick<BillItem, 'Materials' | 'UnitPrice' | 'Material'>,
  rows: readonly RepriceRow[],
): ItemRepricing | null {
  const materials = [...item.Materials]
  let deltaFen = 0
  for (const row of rows) {
    const m = materials[row.index]
    if (
      !m ||
      m.Name !== row.material.Name ||
      m.Spec !== row.material.Spec ||
      m.Unit !== row.material.Unit ||
      fenOf(m.Price) !== row.oldFen
    )
      return null
    const type: PackageType = row.to.type
    materials[row.index] = {
      ...m,
      Price: fenToYuan(asFen(row.to.noTaxFen)),
      PricedFrom: {
        PackageID: row.to.packageId,
        Type: type,
        Period: row.to.period,
        PriceTax: fenToYuan(asFen(row.to.taxFen)),
      },
    }
    deltaFen += mulDivRound(
      toScaled(m.Consumption, 6) ?? 0,
      row.to.noTaxFen - (row.oldFen ?? 0),
      1_000_000,
    )
  }
  const out: ItemRepricing = { Materials: materials }
  if (deltaFen !== 0) {
    const unit = fenOf(item.UnitPrice)
    const mat = fenOf(item.Material)
    if (unit !== null) out.UnitPrice = fenToYuan(asFen(Math.max(0, unit + deltaFen)))
    if (mat !== null) out.Material = fenToYuan(asFen(Math.max(0, mat + deltaFen)))
  }
  return out
}

/** Rows grouped by item, in plan order. */
export function rowsByItem(rows: readonly RepriceRow[]): Map<string, RepriceRow[]> {
  const out = new Map<string, RepriceRow[]>()
  for (const r of rows) out.set(r.itemId, [...(out.get(r.itemId) ?? []), r])
  return out
}
