import type { BillItem, ItemKind, MainMaterial } from '../bill/model'
import { roundQuantity } from '../bill/quantity'
import { asFen, fenToYuan, mulDivRound, toScaled } from '../money'
import { materialKey } from '../materials/trend'
import { pickPrice, type PriceCandidate, type PricingOptions } from '../materials/pricing'
import { usageOf, type UsageTag } from '../projects/usage'
import { zoneHasItem } from './zone-items'

/**
 * 智能清单 (DOMAIN "smart list"): 清单 items per structure row and 专业 from recipes (an
 * estimate's systems, a template's bill), quantity = built area × 含量, the price from the user's
 * material packages when they price the main material, else the template's or the reference
 * price. Generated items carry `Origin` = gen:<key>:<fingerprint of what was generated>, so a
 * later regeneration can tell an item the user edited (fingerprint differs) and never touch it
 * unasked.
 */

export type PriceSource = '价格包' | '模板' | '模板中位' | '参考价'

/** One item to place in every row: its 含量 per m² of built area and its price. */
export interface Recipe {
  Specialty: string
  Kind: ItemKind
  Code: string
  Name: string
  Features: string
  Unit: string
  /** Quantity per m² of built area. */
  Content: number
  /** 综合单价 (元) when no package prices the material; null = unpriced. */
  Price: number | null
  PriceSource: Exclude<PriceSource, '价格包'>
  /** The main material, with its consumption per unit of the item and its price inside Price (元). */
  Material?: { Name: string; Spec: string; Unit: string; Consumption: number; Price: number | null }
}

export interface RowArea {
  ID: string
  Name: string
  BuiltArea: number | null
  /** The row's 业态 as chosen in the structure ('' or absent: guessed from the name). */
  Usage?: string
}

/** The recipes of every zone: one list filtered by what each zone has, or made per zone. */
export type ZoneRecipes = readonly Recipe[] | ((zone: UsageTag) => readonly Recipe[])

export interface ProposedItem {
  RowId: string
  RowName: string
  Specialty: string
  Key: string
  Kind: ItemKind
  Code: string
  Name: string
  Features: string
  Unit: string
  Quantity: number
  UnitPrice: number | null
  PriceSource: PriceSource
  Materials: MainMaterial[]
  Origin: string
}

/** FNV-1a 32-bit of a string, base 36: short, stable, enough to tell values apart. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(36)
}

type Fingerprinted = Pick<
  BillItem,
  'Code' | 'Name' | 'Features' | 'Unit' | 'Quantity' | 'UnitPrice'
>
export const fingerprint = (i: Fingerprinted): string =>
  shortHash(
    [i.Code, i.Name, i.Features, i.Unit, i.Quantity ?? '', i.UnitPrice ?? ''].join('\u0001'),
  )
export const recipeKey = (r: Pick<Recipe, 'Code' | 'Name' | 'Features' | 'Unit'>): string =>
  shortHash([r.Code, r.Name, r.Features, r.Unit].join('\u0001'))
export const originOf = (key: string, item: Fingerprinted): string =>
  `gen:${key}:${fingerprint(item)}`

/** The key of a generated item (null for an item the user made). */
export function generatedKey(origin: string | undefined): string | null {
  const m = /^gen:([0-9a-z]+):([0-9a-z]+)$/.exec(origin ?? '')
  return m ? m[1]! : null
}

/** A generated item whose fields no longer match what was generated: the user edited it. */
export function isHandEdited(item: Fingerprinted & { Origin?: string }): boolean {
  const m = /^gen:([0-9a-z]+):([0-9a-z]+)$/.exec(item.Origin ?? '')
  return m !== null && m[2] !== fingerprint(item)
}

export interface PriceContext {
  /** Package prices by materialKey (the user's cached packages). */
  candidates: ReadonlyMap<string, readonly PriceCandidate[]>
  options?: PricingOptions
}

/**
 * The price of a recipe: with a package price P (除税) for its main material, Price − consumption ×
 * reference material price + consumption × P; otherwise the recipe's own price and source.
 */
export function priceOf(
  recipe: Recipe,
  ctx?: PriceContext,
): { price: number | null; source: PriceSource; materials: MainMaterial[] } {
  const m = recipe.Material
  if (!m) return { price: recipe.Price, source: recipe.PriceSource, materials: [] }
  const choice = ctx ? pickPrice(ctx.candidates.get(materialKey(m)) ?? [], ctx.options) : null
  const micro = toScaled(m.Consumption, 6) ?? 0
  if (choice && recipe.Price !== null) {
    const base = toScaled(recipe.Price, 2) ?? 0
    const refMat = mulDivRound(micro, toScaled(m.Price ?? 0, 2) ?? 0, 1_000_000)
    const pkgMat = mulDivRound(micro, choice.noTaxFen, 1_000_000)
    const fen = Math.max(0, base - refMat + pkgMat)
    return {
      price: fenToYuan(asFen(fen)),
      source: '价格包',
      materials: [
        {
          Name: m.Name,
          Spec: m.Spec,
          Unit: m.Unit,
          Consumption: m.Consumption,
          Price: fenToYuan(asFen(choice.noTaxFen)),
        },
      ],
    }
  }
  return {
    price: recipe.Price,
    source: recipe.PriceSource,
    materials: [
      { Name: m.Name, Spec: m.Spec, Unit: m.Unit, Consumption: m.Consumption, Price: m.Price },
    ],
  }
}

/**
 * Items for every row with a built area, each from its zone's recipes (the row's 业态: a 地下室
 * gets no 屋面 or 景观 items): quantity = area × 含量 (rounded to the unit), zero left out.
 */
export function generateItems(
  rows: readonly RowArea[],
  recipes: ZoneRecipes,
  ctx?: PriceContext,
): ProposedItem[] {
  const byZone = new Map<UsageTag, ReturnType<typeof pricedRecipes>>()
  const pricedOf = (zone: UsageTag) => {
    let list = byZone.get(zone)
    if (!list) {
      const own =
        typeof recipes === 'function'
          ? recipes(zone)
          : recipes.filter((r) => zoneHasItem(zone, r.Specialty, r.Code))
      list = pricedRecipes(own, ctx)
      byZone.set(zone, list)
    }
    return list
  }
  const out: ProposedItem[] = []
  for (const row of rows) {
    const area = row.BuiltArea ?? 0
    if (!(area > 0)) continue
    const zone = usageOf({ Usage: row.Usage ?? '', Project_Name: row.Name })
    for (const { r, key, price, source, materials } of pricedOf(zone)) {
      const quantity = roundQuantity(area * r.Content, r.Unit) ?? 0
      if (!(quantity > 0)) continue
      const item = {
        Code: r.Code,
        Name: r.Name,
        Features: r.Features,
        Unit: r.Unit,
        Quantity: quantity,
        UnitPrice: price,
      }
      out.push({
        RowId: row.ID,
        RowName: row.Name,
        Specialty: r.Specialty,
        Key: key,
        Kind: r.Kind,
        ...item,
        PriceSource: source,
        Materials: materials,
        Origin: originOf(key, item),
      })
    }
  }
  return out
}

const pricedRecipes = (recipes: readonly Recipe[], ctx?: PriceContext) =>
  recipes.map((r) => ({ r, key: recipeKey(r), ...priceOf(r, ctx) }))
