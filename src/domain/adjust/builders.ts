import { asFen, asMilli, fenToDecimal, milliToDecimal, mulDivRound, toFen, toMilli } from '../money'
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

/**
 * The A.2 materials of a bill: its items' main materials grouped by name, spec and unit. Q is
 * split evenly over the periods (the last period takes the remainder); T is the bill's price,
 * C0 the library price of the 合同基准日's period (else T); Ci the library price of each period,
 * none when the library has no price of that period (the user enters it).
 */
export function materialsFromBill(
  items: readonly Pick<BillItemDoc, 'Quantity' | 'Materials'>[],
  periods: readonly string[],
  city: string,
  basePeriod: string,
  candidatesOf: (key: string) => readonly PriceCandidate[],
): StoredMaterial[] {
  const byKey = new Map<
    string,
    { Name: string; Spec: string; Unit: string; q: number; priceFen: number | null }
  >()
  for (const item of items) {
    const qItem = toMilli(item.Quantity ?? 0) ?? 0
    for (const m of item.Materials) {
      const key = materialKey(m)
      const cons = toMilli(m.Consumption) ?? 0
      const q = mulDivRound(qItem, cons, 1000)
      const price = m.Price === null ? null : toFen(m.Price)
      const held = byKey.get(key)
      if (held) {
        held.q += q
        held.priceFen ??= price
      } else byKey.set(key, { Name: m.Name, Spec: m.Spec, Unit: m.Unit, q, priceFen: price })
    }
  }
  const out: StoredMaterial[] = []
  for (const [key, m] of byKey) {
    const candidates = candidatesOf(key)
    const base = pickPrice(candidates, { city, period: basePeriod })?.noTaxFen ?? null
    const t = m.priceFen ?? base
    if (t === null || t <= 0) continue
    const share = periods.length === 0 ? 0 : Math.floor(m.q / periods.length)
    out.push({
      Key: key,
      Name: m.Name,
      Spec: m.Spec,
      Unit: m.Unit,
      C0: fenToDecimal(asFen(base ?? t)),
      T: fenToDecimal(asFen(t)),
      Periods: periods.map((period, i) => {
        const ci = periodPrice(candidates, city, period)
        const q = i === periods.length - 1 ? m.q - share * (periods.length - 1) : share
        return {
          Period: period,
          Quantity: milliToDecimal(asMilli(q)),
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
