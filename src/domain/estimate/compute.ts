import { benchmarkStats, confidenceOf, type Confidence } from '../benchmark/stats'
import { mulDivRound, toScaled } from '../money'
import type { UsageTag } from '../projects/usage'
import type {
  BrandRef,
  CountItemRef,
  EstimateChoice,
  EstimateFunction,
  FunctionRef,
  Grade,
  RoomCounts,
  SystemRef,
} from './model'
import { zoneFactor, zoneOf, zonePriceFen } from './zones'

/**
 * The estimate (DOMAIN "Estimating"): Σ over functions and systems of area(function) × unit
 * price(system, grade, the function's 业态) × (1 + brand premium), plus count-based items, all in
 * integer 分; and the range from comparable released templates. A function is a zone (./zones.ts):
 * a system its 业态 does not have gives no line. Pure: the compute worker runs it on every change.
 */

const centi = (v: number | string | null | undefined): number => toScaled(v ?? 0, 2) ?? 0

/**
 * The default split of a total area over a type's functions by their shares (EvaluationDefault_
 * Matching): each gets total × share ÷ Σ shares in 0.01 m², the leftover hundredths going to the
 * largest remainders (ties: list order), so the parts always add up to the total exactly.
 */
export function splitArea(
  total: number,
  functions: readonly Pick<FunctionRef, 'Code' | 'Name' | 'Share'>[],
): EstimateFunction[] {
  const totalC = centi(total)
  const shares = functions.map((f) => Math.max(0, centi(f.Share)))
  const sum = shares.reduce((a, b) => a + b, 0)
  if (functions.length === 0) return []
  if (sum === 0 || totalC <= 0)
    return functions.map((f) => ({ Code: f.Code, Name: f.Name, Area: 0 }))
  const parts = shares.map((s) => {
    const exact = BigInt(totalC) * BigInt(s)
    return { floor: Number(exact / BigInt(sum)), rem: Number(exact % BigInt(sum)) }
  })
  let left = totalC - parts.reduce((a, p) => a + p.floor, 0)
  const order = parts.map((p, i) => ({ i, rem: p.rem })).sort((a, b) => b.rem - a.rem || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    parts[i]!.floor += 1
    left -= 1
  }
  return functions.map((f, i) => ({ Code: f.Code, Name: f.Name, Area: parts[i]!.floor / 100 }))
}

export interface EstimateInput {
  Functions: readonly EstimateFunction[]
  Choices: readonly EstimateChoice[]
  /** The grade of every function and system without a choice, and of the count-based items. */
  Grade: Grade
  Rooms: RoomCounts
  Systems: readonly SystemRef[]
  CountItems: readonly CountItemRef[]
  Brands: readonly BrandRef[]
}

export interface EstimateLine {
  Function: string
  FunctionName: string
  System: string
  SystemName: string
  Specialty: string
  Grade: Grade
  BrandId: string
  BrandName: string
  Area: number
  /** Unit price after the brand premium, 分/m² (rounded to 分 before it multiplies the area). */
  UnitPriceFen: number
  AmountFen: number
}

export interface CountLine {
  Code: string
  Name: string
  Room: string
  System: string
  Unit: string
  Quantity: number
  UnitPriceFen: number
  AmountFen: number
}

export interface EstimateTotals {
  Lines: EstimateLine[]
  CountLines: CountLine[]
  ByFunction: {
    Code: string
    Name: string
    /** The 业态 the function is priced as. */
    Usage: UsageTag
    Area: number
    AmountFen: number
    UnitCostFen: number
  }[]
  BySystem: { Code: string; Name: string; Specialty: string; AmountFen: number }[]
  TotalArea: number
  TotalFen: number
  /** 单方造价 = total ÷ total area, 分/m² (0 without area). */
  UnitCostFen: number
}

/** Unit price (分) of a system at a grade with a brand premium (percent): rounded to 分. */
export function unitPriceFen(
  system: Pick<SystemRef, 'Prices'>,
  grade: Grade,
  premium: string | number = 0,
): number {
  return zoneUnitPriceFen(system, grade, 100, premium)
}

/** A zone's unit price (分) of a system: the zone's price (factor %, rounded to 分), then the premium. */
export function zoneUnitPriceFen(
  system: Pick<SystemRef, 'Prices'>,
  grade: Grade,
  factor: number,
  premium: string | number = 0,
): number {
  const bp = toScaled(premium, 2) ?? 0
  return mulDivRound(zonePriceFen(system, grade, factor), 10_000 + bp, 10_000)
}

function brandFor(
  brands: readonly BrandRef[],
  choice: EstimateChoice | undefined,
  system: string,
  grade: Grade,
): BrandRef | undefined {
  if (!choice?.BrandId) return undefined
  return brands.find((b) => b.ID === choice.BrandId && b.SystemCode === system && b.Grade === grade)
}

export function computeEstimate(input: EstimateInput): EstimateTotals {
  const lines: EstimateLine[] = []
  const choiceOf = new Map(input.Choices.map((c) => [`${c.Function}|${c.System}`, c]))
  for (const f of input.Functions) {
    const areaC = centi(f.Area)
    const zone = zoneOf(f)
    for (const s of input.Systems) {
      const factor = zoneFactor(zone, s.Specialty, input.Functions)
      if (factor <= 0) continue
      const choice = choiceOf.get(`${f.Code}|${s.Code}`)
      const grade = choice?.Grade ?? input.Grade
      const brand = brandFor(input.Brands, choice, s.Code, grade)
      const price = zoneUnitPriceFen(s, grade, factor, brand?.Premium ?? 0)
      lines.push({
        Function: f.Code,
        FunctionName: f.Name,
        System: s.Code,
        SystemName: s.Name,
        Specialty: s.Specialty,
        Grade: grade,
        BrandId: brand?.ID ?? '',
        BrandName: brand?.Name ?? '',
        Area: areaC / 100,
        UnitPriceFen: price,
        AmountFen: mulDivRound(areaC, price, 100),
      })
    }
  }
  const countLines: CountLine[] = []
  for (const c of input.CountItems) {
    const rooms = Math.max(0, Math.trunc(input.Rooms[c.Room] ?? 0))
    if (rooms === 0) continue
    const perRoomC = centi(c.PerRoom)
    const price = toScaled(c.Prices[input.Grade], 2) ?? 0
    const qtyC = rooms * perRoomC
    countLines.push({
      Code: c.Code,
      Name: c.Name,
      Room: c.Room,
      System: c.SystemCode,
      Unit: c.Unit,
      Quantity: qtyC / 100,
      UnitPriceFen: price,
      AmountFen: mulDivRound(qtyC, price, 100),
    })
  }
  const totalAreaC = input.Functions.reduce((a, f) => a + centi(f.Area), 0)
  const totalFen =
    lines.reduce((a, l) => a + l.AmountFen, 0) + countLines.reduce((a, l) => a + l.AmountFen, 0)
  const byFunction = input.Functions.map((f) => {
    const amount = lines.filter((l) => l.Function === f.Code).reduce((a, l) => a + l.AmountFen, 0)
    const areaC = centi(f.Area)
    return {
      Code: f.Code,
      Name: f.Name,
      Usage: zoneOf(f),
      Area: areaC / 100,
      AmountFen: amount,
      UnitCostFen: areaC > 0 ? mulDivRound(amount, 100, areaC) : 0,
    }
  })
  const bySystem = input.Systems.map((s) => ({
    Code: s.Code,
    Name: s.Name,
    Specialty: s.Specialty,
    AmountFen:
      lines.filter((l) => l.System === s.Code).reduce((a, l) => a + l.AmountFen, 0) +
      countLines.filter((l) => l.System === s.Code).reduce((a, l) => a + l.AmountFen, 0),
  }))
  return {
    Lines: lines,
    CountLines: countLines,
    ByFunction: byFunction,
    BySystem: bySystem,
    TotalArea: totalAreaC / 100,
    TotalFen: totalFen,
    UnitCostFen: totalAreaC > 0 ? mulDivRound(totalFen, 100, totalAreaC) : 0,
  }
}

export interface EstimateRange {
  n: number
  confidence: Confidence
  /** Quartiles of the samples' 单方造价, 元/m² (PERCENTILE.INC); null without samples. */
  p25: number | null
  median: number | null
  p75: number | null
  /** The quartiles × total area, 分. */
  LowFen: number | null
  MidFen: number | null
  HighFen: number | null
}

/** The range of comparable released templates: P25 / median / P75 of their 单方造价 × the area. */
export function estimateRange(
  samples: readonly (number | null)[],
  totalArea: number,
): EstimateRange {
  const stats = benchmarkStats(samples)
  const areaC = centi(totalArea)
  const times = (v: number | null) =>
    v === null ? null : mulDivRound(toScaled(v, 2) ?? 0, areaC, 100)
  return {
    n: stats.n,
    confidence: confidenceOf(stats.n),
    p25: stats.p25,
    median: stats.median,
    p75: stats.p75,
    LowFen: times(stats.p25),
    MidFen: times(stats.median),
    HighFen: times(stats.p75),
  }
}

/** Default floor-plan counts (EvaluationArea_Number): households = area ÷ mean flat size, × rooms per flat. */
export function defaultRooms(
  residentialArea: number,
  flatArea: number,
  perFlat: RoomCounts,
): { Households: number; Rooms: RoomCounts } {
  const flatC = centi(flatArea)
  const households = flatC > 0 ? Math.floor(centi(residentialArea) / flatC) : 0
  const rooms: RoomCounts = {}
  for (const [k, v] of Object.entries(perFlat)) rooms[k as keyof RoomCounts] = households * (v ?? 0)
  return { Households: households, Rooms: rooms }
}
