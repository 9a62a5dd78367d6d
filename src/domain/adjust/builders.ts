import {
  asFen,
  asMilli,
  divRoundInt,
  fenToDecimal,
  milliToDecimal,
  mulDivRound,
  toFen,
  toMilli,
} from '../money'
import { quantityDecimals } from '../bill/quantity'
import type { BillItemDoc } from '../bill/model'
import { pickPrice, type PriceCandidate } from '../materials/pricing'
import { materialKey } from '../materials/trend'
import type { AdjustInput } from './input-schemas'
import { seedIndex, type IndexEntry } from './price-indices'
import { tableIndex } from '../backstage/tables'
import { settingsResolver } from './settings'
import type { SchemeDoc } from './entity'

/**
 * Building a scheme's working data from what the user already has (docs/price-adjustment.md
 * "Where the inputs come from"): the A.2 materials from a project's priced bill (its main
 * materials, Q = Σ 工程量 × 消耗量) with C0 and Ci from the material library by the scheme's city
 * and periods, the ±15 % items from the bill items, the A.1 factors from the seed index table,
 * and the computation input of a stored scheme. Pure: the caller reads the rows and the library.
 */

/** A stored A.2 material (transport texts, as EditScheme carries them); Node = level node code. */
export interface StoredMaterial {
  Key: string
  Name: string
  Spec: string
  Unit: string
  C0: string
  T: string
  RiskBand?: string
  Node?: string
  /** Where Q came from (materials taken from the bill); absent for a material added by hand. */
  Sources?: MaterialSource[]
  /** PlannedPrice: the price at the planned date of a late period (the delay rule). */
  Periods: {
    Period: string
    Quantity: string
    Prices: { Price: string }[]
    PlannedPrice?: string
  }[]
}

export interface StoredFactor {
  Name: string
  /** Seed series key ('labour' …) or '' for a user-entered series. */
  Series?: string
  B: string
  F0: string
  /** Planned: the index at the planned date of a late period (the delay rule). */
  Ft: { Period: string; Values: { Value: string }[]; Planned?: string }[]
}

export interface StoredIndexData {
  A: string
  Factors: StoredFactor[]
  Periods: { Period: string; P0: string; IncludesTax?: boolean }[]
}

/** The exact-period library price of one material (Ci must be of that very period), 分. */
export function periodPrice(
  candidates: readonly PriceCandidate[],
  city: string,
  period: string,
): number | null {
  const pick = pickPrice(candidates, { city, period })
  return pick !== null && pick.period === period ? pick.noTaxFen : null
}

/** One bill item's share of a material's quantity (the breakdown the screen shows). */
export interface MaterialSource {
  Code: string
  Name: string
  /** The item's 工程量 and unit. */
  Quantity: string
  Unit: string
  /** 消耗量 per unit of the item. */
  Consumption: string
  /** Copies of the item's 单位工程 in the structure (MultNum of its rows). */
  Copies: number
  /** 工程量 × 消耗量 × Copies, in the material's unit. */
  Q: string
}

/** A bill item as the A.2 builder reads it, with the copies of its 单位工程. */
export type BillItemWithCopies = Pick<
  BillItemDoc,
  'Code' | 'Name' | 'Unit' | 'Quantity' | 'Materials'
> & { copies: number }

/** The breakdown kept per material: enough to check Q by hand, bounded for a huge bill. */
export const MAX_SOURCES = 200

/**
 * The A.2 materials of a bill: its items' main materials grouped by name, spec and unit, with
 * Q = Σ 工程量 × 消耗量 × copies (the multiplier of the item's 单位工程 in the structure), rounded
 * to the material unit's decimals, and the breakdown. Q is split evenly over the periods in steps
 * of those decimals (the last period takes the remainder). T is the bill's price (blank = C0);
 * C0 the library price of the 合同基准日's period, else blank for the user to type: never T. Ci
 * the library price of each period, none when the library has no price of that period.
 */
export function materialsFromBill(
  items: readonly BillItemWithCopies[],
  periods: readonly string[],
  city: string,
  basePeriod: string,
  candidatesOf: (key: string) => readonly PriceCandidate[],
): StoredMaterial[] {
  const byKey = new Map<
    string,
    {
      Name: string
      Spec: string
      Unit: string
      q: number
      priceFen: number | null
      sources: MaterialSource[]
    }
  >()
  for (const item of items) {
    const qItem = toMilli(item.Quantity ?? 0) ?? 0
    for (const m of item.Materials) {
      const key = materialKey(m)
      const cons = toMilli(m.Consumption) ?? 0
      const q = mulDivRound(qItem, cons, 1000) * item.copies
      const price = m.Price === null ? null : toFen(m.Price)
      let held = byKey.get(key)
      if (!held) {
        held = { Name: m.Name, Spec: m.Spec, Unit: m.Unit, q: 0, priceFen: price, sources: [] }
        byKey.set(key, held)
      }
      held.q += q
      held.priceFen ??= price
      if (held.sources.length < MAX_SOURCES)
        held.sources.push({
          Code: item.Code,
          Name: item.Name,
          Quantity: milliToDecimal(asMilli(qItem)),
          Unit: item.Unit,
          Consumption: milliToDecimal(asMilli(cons)),
          Copies: item.copies,
          Q: milliToDecimal(asMilli(q)),
        })
    }
  }
  const out: StoredMaterial[] = []
  for (const [key, m] of byKey) {
    const candidates = candidatesOf(key)
    const base = pickPrice(candidates, { city, period: basePeriod })
    const c0 = base !== null && base.period === basePeriod ? base.noTaxFen : null
    const step = 10 ** (3 - quantityDecimals(m.Unit))
    const total = divRoundInt(m.q, step)
    const share = periods.length === 0 ? 0 : Math.floor(total / periods.length)
    out.push({
      Key: key,
      Name: m.Name,
      Spec: m.Spec,
      Unit: m.Unit,
      C0: c0 === null ? '' : fenToDecimal(asFen(c0)),
      T: m.priceFen === null ? '' : fenToDecimal(asFen(m.priceFen)),
      Sources: m.sources,
      Periods: periods.map((period, i) => {
        const ci = periodPrice(candidates, city, period)
        const steps = i === periods.length - 1 ? total - share * (periods.length - 1) : share
        return {
          Period: period,
          Quantity: milliToDecimal(asMilli(steps * step)),
          Prices: ci === null ? [] : [{ Price: fenToDecimal(asFen(ci)) }],
        }
      }),
    })
  }
  return out
}

/** ±15 % items of a bill: Q0 and P0 from each priced item; Q1 starts at Q0 (the user enters it). */
export function quantityItemsFromBill(
  items: readonly Pick<BillItemDoc, 'Code' | 'Name' | 'Unit' | 'Quantity' | 'UnitPrice'>[],
) {
  return items
    .filter((i) => i.Quantity !== null && i.UnitPrice !== null && i.Quantity > 0)
    .map((i) => ({
      Code: i.Code,
      Name: i.Name,
      Unit: i.Unit,
      Q0: String(i.Quantity),
      Q1: String(i.Quantity),
      P0: String(i.UnitPrice),
      P1: '',
    }))
}

/**
 * One A.1 factor from the index table: F0 at the base period, Ft at each period (blank outside
 * the table). `table` is the served table (back office, docs/backoffice.md); without it the seed.
 */
export function seedFactor(
  city: string,
  series: { Key: string; Name: string },
  weight: string,
  basePeriod: string,
  periods: readonly string[],
  table?: readonly IndexEntry[],
): StoredFactor {
  const index = (p: string) =>
    (table ? tableIndex(table, city, series.Key, p) : seedIndex(city, series.Key, p)) ?? ''
  return {
    Name: series.Name,
    Series: series.Key,
    B: weight,
    F0: index(basePeriod),
    Ft: periods.map((p) => ({ Period: p, Values: [{ Value: index(p) }] })),
  }
}

/**
 * The computation input of a stored scheme. The A.2 table holds the materials whose method
 * (own assignment, level node, contract) is A.2, each with the band its settings give.
 */
export function schemeInput(
  doc: Pick<
    SchemeDoc,
    'Contract' | 'Config' | 'DelayCause' | 'IndexData' | 'Materials' | 'QuantityItems'
  >,
): AdjustInput {
  const c = doc.Contract
  const resolve = settingsResolver(c, doc.Config)
  const materials = (doc.Materials as StoredMaterial[]).flatMap((m) => {
    const s = resolve(m.Key, m.Node ?? '')
    if (s.method !== 'A.2') return []
    return [
      { ...m, RiskBand: m.RiskBand !== undefined && m.RiskBand !== '' ? m.RiskBand : s.riskBand },
    ]
  })
  return {
    StandardVersion: c.StandardVersion,
    RiskBand: c.RiskBand,
    TaxRate: c.TaxRate,
    Averaging: c.Averaging,
    QuantityReading: c.QuantityReading,
    BidFloatRate: c.BidFloatRate ?? '0',
    DelayCause: doc.DelayCause,
    Materials: materials,
    Index: doc.IndexData ?? undefined,
    QuantityItems: doc.QuantityItems as AdjustInput['QuantityItems'],
  }
}

/** Materials of a scheme that go to A.1 instead (named on screen). */
export function indexMethodMaterials(
  doc: Pick<SchemeDoc, 'Contract' | 'Config' | 'Materials'>,
): string[] {
  const resolve = settingsResolver(doc.Contract, doc.Config)
  return (doc.Materials as StoredMaterial[])
    .filter((m) => resolve(m.Key, m.Node ?? '').method === 'A.1')
    .map((m) => m.Name)
}
