import { materialKey } from '../materials/trend'
import type { PriceCandidate, PricingOptions } from '../materials/pricing'
import { exactFen } from '../money'
import {
  computeEstimate,
  estimateRange,
  type EstimateInput,
  type EstimateRange,
  type EstimateTotals,
} from './compute'
import { generateItems, type RowArea, type ZoneRecipes } from './generate'
import type { BrandRef, EstimateDoc, RecipeRef, SystemRef } from './model'
import {
  comparableTemplates,
  indicatorsOf,
  recipesFromIndicators,
  type ComparableScope,
  type TemplateIndicators,
  type TemplateMeta,
} from './indicators'
import { planRegeneration, type ExistingUnit, type PlanEntry } from './plan'
import { recipesFromEstimate, recipesFromTemplateZone, type TemplateBill } from './recipes'

/** The compute worker's two entries for 估算 and 智能清单 (workers/compute-api.ts). */

export interface EstimateFigures {
  totals: EstimateTotals
  range: EstimateRange
}

/** Every figure of the estimate screen in one message: the point figure and the range. */
export function estimateFigures(
  input: EstimateInput & { Samples: readonly number[] },
): EstimateFigures {
  const totals = computeEstimate(input)
  return { totals, range: estimateRange(input.Samples, totals.TotalArea) }
}

/** One cached price-package item, as the material cache keeps it. */
export interface PackageItem {
  PackageID: string
  Name: string
  Spec: string
  Unit: string
  PriceTax: string
  PriceNoTax: string
}
export interface PackageHead {
  ID: string
  Type: 1 | 2 | 3
  City: string
  Period: string
}

/** The package prices by materialKey (pickPrice's candidates). */
export function candidatesOf(
  packages: readonly PackageHead[],
  items: readonly PackageItem[],
): Map<string, PriceCandidate[]> {
  const byId = new Map(packages.map((p) => [p.ID, p]))
  const out = new Map<string, PriceCandidate[]>()
  for (const item of items) {
    const pkg = byId.get(item.PackageID)
    const taxFen = exactFen(item.PriceTax)
    const noTaxFen = exactFen(item.PriceNoTax)
    if (!pkg || taxFen === null || noTaxFen === null) continue
    const key = materialKey(item)
    const list = out.get(key) ?? []
    list.push({
      packageId: pkg.ID,
      type: pkg.Type,
      city: pkg.City,
      period: pkg.Period,
      taxFen,
      noTaxFen,
    })
    out.set(key, list)
  }
  return out
}

export interface SmartListInput {
  rows: readonly RowArea[]
  existing: readonly ExistingUnit[]
  packages: readonly PackageHead[]
  packageItems: readonly PackageItem[]
  options?: PricingOptions
  estimate?: {
    doc: Pick<EstimateDoc, 'Functions' | 'Choices' | 'Grade'>
    systems: readonly SystemRef[]
    recipes: readonly RecipeRef[]
    brands: readonly BrandRef[]
  }
  template?: TemplateBill
  /**
   * Source (c): the project (type, city, built area) and the candidate templates with their
   * indicators (released ones from the server, templates on the device); the comparable ones are
   * chosen here.
   */
  indicators?: {
    project: { ProjectType: string; City: string; BuiltArea: number }
    templates: readonly TemplateIndicators[]
    /** Templates on the device, as bills (their recipes are made here, off the main thread). */
    local?: readonly (TemplateMeta & { Bill: TemplateBill })[]
  }
}

export interface SmartListPreview {
  plan: PlanEntry[]
  generated: number
  /** Source (c): how many comparable templates the medians come from, their scope and names. */
  comparable?: { scope: ComparableScope; n: number; names: string[] }
}

/** What generating would do to the project's bill (nothing is written here). */
export function smartListPreview(input: SmartListInput): SmartListPreview {
  let comparable: SmartListPreview['comparable']
  let fromIndicators = null
  if (input.indicators) {
    // The same template may come both from the server and from the device: once by ID.
    const local = (input.indicators.local ?? []).map(({ Bill, ...meta }) =>
      indicatorsOf(meta, Bill),
    )
    const unique = [
      ...new Map([...input.indicators.templates, ...local].map((t) => [t.ID, t])).values(),
    ]
    const { scope, templates } = comparableTemplates(unique, input.indicators.project)
    fromIndicators = recipesFromIndicators(templates).recipes
    comparable = { scope, n: templates.length, names: templates.map((t) => t.Name) }
  }
  const { estimate, template } = input
  const recipes: ZoneRecipes =
    fromIndicators ??
    (template
      ? (zone) => recipesFromTemplateZone(template, zone)
      : estimate
        ? (zone) =>
            recipesFromEstimate(
              estimate.doc,
              estimate.systems,
              estimate.recipes,
              estimate.brands,
              zone,
            )
        : [])
  const candidates = candidatesOf(input.packages, input.packageItems)
  const items = generateItems(input.rows, recipes, {
    candidates,
    ...(input.options ? { options: input.options } : {}),
  })
  return {
    plan: planRegeneration(input.existing, items),
    generated: items.length,
    ...(comparable ? { comparable } : {}),
  }
}
