import { mulDivRound, toScaled } from '../money'
import { rowCopies, type StructureRow } from '../projects/structure'
import { USAGE_TAGS, usageOf, type UsageTag } from '../projects/usage'
import type { EstimateFunction, FunctionRef, Grade, SystemRef } from './model'

/**
 * 估算 by 业态 (issue 38, docs/estimate.md "Zones"): every function of an estimate is a zone whose
 * 业态 (src/domain/projects/usage.ts) decides which systems it has and at what price. A zone's
 * unit price of a system = the system's reference price at the grade × the zone's factor (percent),
 * rounded to 分; factor 0 = the zone has no such system (a 地下室 has no 景观, 精装 or 空调). The
 * factors are keyed by 专业 so that they also filter the items of a template or of comparable
 * templates in the smart list.
 */

/** Percent of the reference 元/m² per 专业; `other` for a 专业 not listed (a system added later). */
export interface ZoneProfile {
  factors: Readonly<Record<string, number>>
  other: number
}

const ALL = { factors: {}, other: 100 }
// 土建 × 1.9: 土方, 支护, 底板 and 侧墙 防水, 人防 and thick slabs under cover soil; 装饰 only 地坪 and
// 涂料; 给排水 集水坑 and 压力排水; 暖通 通风排烟 without air conditioning; more 消防 (喷淋, 排烟).
const BASEMENT = {
  factors: { 土建: 190, 装饰: 10, 给排水: 60, 电气: 80, 暖通: 45, 消防: 140, 智能化: 30, 景观: 0 },
  other: 0,
}

export const ZONE_PROFILES: Readonly<Record<UsageTag, ZoneProfile>> = {
  住宅塔楼: ALL,
  地下室: BASEMENT,
  // A 车库 adds 停车管理 and 车位引导 (智能化) to the basement's systems.
  车库: { factors: { ...BASEMENT.factors, 智能化: 45 }, other: 0 },
  // Larger spans and 商业 fit-out, central air conditioning, more power and 消防; 景观 only its frontage.
  商业: {
    factors: {
      土建: 110,
      装饰: 130,
      给排水: 90,
      电气: 140,
      暖通: 170,
      消防: 130,
      智能化: 130,
      景观: 50,
    },
    other: 100,
  },
  办公: {
    factors: {
      土建: 110,
      装饰: 110,
      给排水: 90,
      电气: 130,
      暖通: 160,
      消防: 120,
      智能化: 150,
      景观: 50,
    },
    other: 100,
  },
  公建配套: { factors: { 装饰: 80, 智能化: 80, 景观: 50 }, other: 100 },
  // A 景观 row's area is the landscaped area: priced per m² of it (园建, 绿化, 水景), nothing else.
  景观: { factors: { 景观: 300 }, other: 0 },
  // 室外工程 per m² of site: 室外管网, 室外电气 and 消火栓, 道路铺装 under 景观.
  室外工程: { factors: { 给排水: 150, 电气: 60, 消防: 30, 景观: 150 }, other: 0 },
  其他: ALL,
}

/** The 业态 of an estimate function: its name guessed as a structure row's (地下车库 → 车库, 住宅塔楼 → itself). */
export const zoneOf = (f: Pick<EstimateFunction, 'Name'>): UsageTag =>
  usageOf({ Project_Name: f.Name })

/**
 * A zone's factor for a 专业 within an estimate: a project that lists its 景观 as a zone of its own
 * prices the landscape there, so the buildings' per-m² 景观 allowance drops out (no double count).
 */
export function zoneFactor(
  zone: UsageTag,
  specialty: string,
  functions: readonly Pick<EstimateFunction, 'Name' | 'Area'>[] = [],
): number {
  const profile = ZONE_PROFILES[zone]
  if (specialty === '景观' && zone !== '景观' && zone !== '室外工程') {
    const ownLandscape = functions.some(
      (f) => zoneOf(f) === '景观' && (toScaled(f.Area, 2) ?? 0) > 0,
    )
    if (ownLandscape) return 0
  }
  return profile.factors[specialty] ?? profile.other
}

/** A zone's unit price of a system at a grade before any brand premium, 分/m² (rounded to 分). */
export function zonePriceFen(
  system: Pick<SystemRef, 'Prices'>,
  grade: Grade,
  factor: number,
): number {
  return mulDivRound(toScaled(system.Prices[grade], 2) ?? 0, factor, 100)
}

/**
 * The default split from the project's structure: one zone per 业态 of its leaf rows (the tag
 * chosen, else guessed from the name), its area Σ built area × copies (rowCopies), in the order
 * of USAGE_TAGS; rows without a built area add nothing. Shares are the areas themselves, so
 * `splitArea(Σ, zones)` gives back exactly the structure's areas.
 */
export function structureZones(
  rows: readonly Pick<
    StructureRow,
    'ID' | 'ParentID' | 'MultNum' | 'Project_Name' | 'Usage' | 'BuiltArea'
  >[],
): Pick<FunctionRef, 'Code' | 'Name' | 'Share'>[] {
  const parents = new Set(rows.map((r) => r.ParentID).filter(Boolean))
  const copies = rowCopies(rows)
  const byZone = new Map<UsageTag, number>()
  for (const r of rows) {
    if (parents.has(r.ID)) continue
    const areaC = toScaled(r.BuiltArea ?? 0, 2) ?? 0
    if (areaC <= 0) continue
    const zone = usageOf(r)
    byZone.set(zone, (byZone.get(zone) ?? 0) + areaC * (copies.get(r.ID) ?? 1))
  }
  return USAGE_TAGS.filter((t) => byZone.has(t)).map((t) => ({
    Code: t,
    Name: t,
    Share: String(byZone.get(t)! / 100),
  }))
}
