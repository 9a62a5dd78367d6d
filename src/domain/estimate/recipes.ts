import type { BillItem, ItemKind } from '../bill/model'
import { asFen, fenToYuan, mulDivRound, toScaled } from '../money'
import type { UsageTag } from '../projects/usage'
import { zoneUnitPriceFen } from './compute'
import type { Recipe } from './generate'
import type { BrandRef, EstimateDoc, RecipeRef, SystemRef } from './model'
import { zoneHasItem, zoneRecipes } from './zone-items'
import { zoneFactor, zoneOf } from './zones'

/**
 * Where the smart list's recipes come from: (a) an estimate, its systems' typical items scaled so
 * that Σ 含量 × price equals the system's area-weighted unit price; (b) a template's bill, each
 * distinct item's quantity per m² of the template's built area and its price.
 */

const num = (v: string | number | null | undefined): number => {
  const n = typeof v === 'number' ? v : Number(v ?? '')
  return Number.isFinite(n) ? n : 0
}

/** Unit measures (措施) go to 单价措施; everything else to 分部分项 (codes 0117… are 措施项目). */
export const kindOfCode = (code: string): ItemKind => (/^0117/.test(code) ? '单价措施' : '分部分项')

/**
 * The estimate's unit price of a system in a zone (分/m²), weighted by the areas and grades of the
 * estimate's functions of that 业态; a zone the estimate has no function of takes its price at the
 * estimate's grade. 0 when the zone has no such system.
 */
export function systemUnitPriceFen(
  estimate: Pick<EstimateDoc, 'Functions' | 'Choices' | 'Grade'>,
  system: SystemRef,
  brands: readonly BrandRef[],
  zone: UsageTag,
): number {
  const factor = zoneFactor(zone, system.Specialty, estimate.Functions)
  if (factor <= 0) return 0
  let areaC = 0
  let amount = 0
  for (const f of estimate.Functions) {
    if (zoneOf(f) !== zone) continue
    const c = estimate.Choices.find((x) => x.Function === f.Code && x.System === system.Code)
    const grade = c?.Grade ?? estimate.Grade
    const brand = c?.BrandId
      ? brands.find((b) => b.ID === c.BrandId && b.SystemCode === system.Code && b.Grade === grade)
      : undefined
    const a = toScaled(f.Area, 2) ?? 0
    areaC += a
    amount += mulDivRound(a, zoneUnitPriceFen(system, grade, factor, brand?.Premium ?? 0), 100)
  }
  return areaC > 0
    ? mulDivRound(amount, 100, areaC)
    : zoneUnitPriceFen(system, estimate.Grade, factor)
}

/**
 * The recipes of one zone from an estimate: per system the zone has, the items that zone has
 * (./zone-items.ts) scaled so that Σ 含量 × price equals the zone's unit price of the system.
 */
export function recipesFromEstimate(
  estimate: Pick<EstimateDoc, 'Functions' | 'Choices' | 'Grade'>,
  systems: readonly SystemRef[],
  recipes: readonly RecipeRef[],
  brands: readonly BrandRef[],
  zone: UsageTag,
): Recipe[] {
  const out: Recipe[] = []
  for (const s of systems) {
    const target = systemUnitPriceFen(estimate, s, brands, zone)
    if (target <= 0) continue
    const own = zoneRecipes(zone, s, recipes)
    // Σ 含量 × reference price in 分/m² (含量 to 6 decimals).
    const baseFen = own.reduce(
      (a, r) => a + mulDivRound(toScaled(r.Content, 6) ?? 0, toScaled(r.Price, 2) ?? 0, 1_000_000),
      0,
    )
    if (baseFen === 0) continue
    for (const r of own) {
      const priceFen = mulDivRound(toScaled(r.Price, 2) ?? 0, target, baseFen)
      const matFen = mulDivRound(toScaled(r.MaterialPrice || 0, 2) ?? 0, target, baseFen)
      out.push({
        Specialty: s.Specialty,
        Kind: kindOfCode(r.Code),
        Code: r.Code,
        Name: r.Name,
        Features: r.Features,
        Unit: r.Unit,
        Content: num(r.Content),
        Price: fenToYuan(asFen(priceFen)),
        PriceSource: '参考价',
        ...(r.MaterialName
          ? {
              Material: {
                Name: r.MaterialName,
                Spec: r.MaterialSpec,
                Unit: r.MaterialUnit,
                Consumption: num(r.Consumption),
                Price: fenToYuan(asFen(matFen)),
              },
            }
          : {}),
      })
    }
  }
  return out
}

export interface TemplateBill {
  /** The template's built area (Σ of its rows × MultNum), m². */
  BuiltArea: number
  /** Items with their 专业, the MultNum of their row and, when known, the row's 业态. */
  Items: readonly (Pick<
    BillItem,
    'Kind' | 'Code' | 'Name' | 'Features' | 'Unit' | 'Quantity' | 'UnitPrice' | 'Materials'
  > & { Specialty: string; MultNum: number; Usage?: UsageTag })[]
  /** The built area of its rows per 业态, m² (absent: the template's zones are not known). */
  Zones?: Partial<Record<UsageTag, number>>
}

/**
 * A template's recipes for one zone: from its rows of that 业态 over their area when it has such
 * rows (a template's 地下室 gives a 地下室 its items and 含量); else from the whole template, less
 * the items the zone has not.
 */
export function recipesFromTemplateZone(template: TemplateBill, zone: UsageTag): Recipe[] {
  const area = template.Zones?.[zone] ?? 0
  if (area > 0)
    return recipesFromTemplate({
      BuiltArea: area,
      Items: template.Items.filter((i) => i.Usage === zone),
    })
  return recipesFromTemplate(template).filter((r) => zoneHasItem(zone, r.Specialty, r.Code))
}

/** Each distinct item (专业, code, name, features, unit) of a template: Σ quantity ÷ area, price = Σ 合价 ÷ Σ quantity. */
export function recipesFromTemplate(template: TemplateBill): Recipe[] {
  if (!(template.BuiltArea > 0)) return []
  const groups = new Map<
    string,
    { first: TemplateBill['Items'][number]; milli: number; fen: number; priced: number }
  >()
  for (const item of template.Items) {
    const key = [item.Specialty, item.Code, item.Name, item.Features, item.Unit].join('\u0001')
    const milli = (toScaled(item.Quantity ?? 0, 3) ?? 0) * Math.max(1, item.MultNum)
    const g = groups.get(key) ?? { first: item, milli: 0, fen: 0, priced: 0 }
    g.milli += milli
    if (item.UnitPrice !== null) {
      g.fen += mulDivRound(milli, toScaled(item.UnitPrice, 2) ?? 0, 1000)
      g.priced += milli
    }
    groups.set(key, g)
  }
  const areaC = toScaled(template.BuiltArea, 2) ?? 0
  return [...groups.values()].map(({ first, milli, fen, priced }) => {
    const m = first.Materials[0]
    return {
      Specialty: first.Specialty,
      Kind: first.Kind,
      Code: first.Code,
      Name: first.Name,
      Features: first.Features,
      Unit: first.Unit,
      // 含量 to 6 decimals: milli ÷ 1000 ÷ (areaC ÷ 100).
      Content: mulDivRound(milli, 100_000, areaC) / 1_000_000,
      Price: priced > 0 ? mulDivRound(fen, 1000, priced) / 100 : null,
      PriceSource: '模板' as const,
      ...(m
        ? {
            Material: {
              Name: m.Name,
              Spec: m.Spec,
              Unit: m.Unit,
              Consumption: m.Consumption,
              Price: m.Price,
            },
          }
        : {}),
    }
  })
}
