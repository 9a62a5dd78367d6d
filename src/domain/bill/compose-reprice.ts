import { asFen, fenToYuan, toScaled } from '../money'
import { repriceDiff, type PriceCandidate, type PricingOptions } from '../materials/pricing'
import { materialKey } from '../materials/trend'
import type { ProjectPriceChoice } from '../projects/entities'
import { pricesById, recomposeItem, type ComposedFields } from './compose'
import type { BillResource } from './compose-entity'
import type { BillItem } from './model'
import { billItems } from './entities'
import { rowDoc } from '../entity/define'

/**
 * Switching a project's price package (docs/bill.md "组价"): every resource priced from the
 * library (it records PricedFrom and its price was not typed since) takes the price of the new package, found by materialKey
 * (src/domain/materials/pricing.ts: the chosen type only, the project's city, the newest period
 * not after the chosen one); typed prices stay; then every Derived item is recomputed. Pure: the
 * compute worker runs it on 20,000 items (bench/compose-reprice.bench.ts).
 */
export type ComposeItem = Pick<BillItem, 'ID' | 'Compose' | keyof ComposedFields>

export interface ComposeRepricing {
  resources: { id: string; fields: Pick<BillResource, 'Price' | 'PricedFrom' | 'Typed'> }[]
  items: { id: string; fields: ComposedFields }[]
  /** Library-priced resources the new package has no price for: they keep theirs. */
  missing: string[]
}

export const choiceOptions = (choice: ProjectPriceChoice, city: string): PricingOptions => ({
  priority: [choice.Type],
  period: choice.Period,
  ...(city ? { city } : {}),
})

export function repriceComposition(
  resources: readonly BillResource[],
  items: readonly ComposeItem[],
  candidates: ReadonlyMap<string, readonly PriceCandidate[]>,
  options: PricingOptions,
): ComposeRepricing {
  const priced = resources.filter((r) => r.PricedFrom !== undefined && r.Typed === 0)
  const diff = repriceDiff(
    priced.map((r) => {
      const noTaxFen = r.Price === null ? null : toScaled(r.Price, 2)
      const from = r.PricedFrom
      return {
        id: r.ID,
        key: materialKey(r),
        current:
          from && noTaxFen !== null
            ? {
                packageId: from.PackageID,
                type: from.Type,
                city: '',
                period: from.Period,
                noTaxFen,
                taxFen: toScaled(from.PriceTax, 2) ?? noTaxFen,
              }
            : null,
      }
    }),
    candidates,
    options,
  )
  const changed = new Map(
    diff.changes.map((c) => [
      c.id,
      {
        Price: fenToYuan(asFen(c.to.noTaxFen)),
        Typed: 0 as const,
        PricedFrom: {
          PackageID: c.to.packageId,
          Type: c.to.type,
          Period: c.to.period,
          PriceTax: fenToYuan(asFen(c.to.taxFen)),
        },
      },
    ]),
  )
  const prices = pricesById(
    resources.map((r) => {
      const next = changed.get(r.ID)
      return next ? { ...r, ...next } : r
    }),
  )
  const out: ComposeRepricing['items'] = []
  for (const item of items) {
    const next = recomposeItem(item, prices)
    if (next) out.push({ id: item.ID, fields: next })
  }
  return {
    resources: [...changed].map(([id, fields]) => ({ id, fields })),
    items: out,
    missing: diff.missing.map((m) => m.id),
  }
}

/** The downloaded packages a choice names: its type and period, in the project's city (or any city). */
export function choicePackages<
  P extends { ID: string; Type: number; Period: string; City: string },
>(packages: readonly P[], choice: ProjectPriceChoice, city: string): P[] {
  return packages.filter(
    (p) =>
      p.Type === choice.Type &&
      p.Period === choice.Period &&
      (city === '' || p.City === '' || p.City === city),
  )
}

/** repriceComposition on stored item rows (id and data as IndexedDB holds them), read here in the worker. */
export function repriceCompositionRows(
  resources: readonly BillResource[],
  rows: readonly { id: string; data: Record<string, unknown> }[],
  candidates: ReadonlyMap<string, readonly PriceCandidate[]>,
  options: PricingOptions,
): ComposeRepricing {
  const items = rows.map((r) => rowDoc(billItems, r.id, r.data))
  return repriceComposition(resources, items, candidates, options)
}

/** Items per worker message: a message's clone stays a short main-thread task (bench/compose.ts). */
export const REPRICE_CHUNK = 2_000

/**
 * The worker call made chunk by chunk (each message small, so no long main-thread task to clone
 * it): the resources' changes come from the first chunk (every chunk computes the same), the
 * items' from all of them.
 */
export async function repriceInChunks<R>(
  rows: readonly R[],
  call: (chunk: R[]) => Promise<ComposeRepricing>,
  size = REPRICE_CHUNK,
): Promise<ComposeRepricing> {
  const first = await call(rows.slice(0, size))
  const items = [...first.items]
  for (let at = size; at < rows.length; at += size)
    items.push(...(await call(rows.slice(at, at + size))).items)
  return { ...first, items }
}
