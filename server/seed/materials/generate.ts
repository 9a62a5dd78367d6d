import { addMonths, monthsBetween, periodIndex, periodOf } from '@/domain/materials/period.ts'
import { noTaxFromTax, taxRateBasis } from '@/domain/materials/price.ts'
import type { PackageType } from '@/domain/materials/model.ts'
import { initialsOf } from '../../services/materials/initials.ts'
import { materialCatalogue, type CatalogueEntry, type TrendClass } from './catalogue.ts'
import { MATERIAL_CITIES, type MaterialCity } from './cities.ts'

/**
 * Material price demo data as plain values: 信息价 (type 3) for every city × period × catalogue
 * material, and 市场价 (type 2) around them for the latest periods and the commonest materials.
 * Every price is a pure function of (seed, city, material, period), so packages can be produced
 * one at a time (1.4 million rows never sit in memory) and in any order.
 */
export interface MaterialDemoOptions {
  seed: number
  /** The newest period made: the month the seed runs in (by default the current month). */
  lastPeriod: string
  periods: number
  /** How many cities of MATERIAL_CITIES (all by default). */
  cities: number
  /** How many catalogue materials (all by default). */
  materials: number
  marketPeriods: number
  marketMaterials: number
}
export const DEFAULT_MATERIAL_DEMO: Omit<MaterialDemoOptions, 'lastPeriod'> = {
  seed: 20_260_531,
  periods: 24,
  cities: MATERIAL_CITIES.length,
  materials: Number.MAX_SAFE_INTEGER,
  marketPeriods: 12,
  marketMaterials: 300,
}

export interface DemoPackage {
  id: string
  type: PackageType
  name: string
  province: string
  city: string
  period: string
  source: string
  /** Indexes into the catalogue of the materials it prices. */
  materials: number[]
  cityIndex: number
}

export interface DemoItem {
  id: string
  code: string
  name: string
  spec: string
  unit: string
  taxFen: number
  noTaxFen: number
  taxRate: string
  brand: string
  source: string
  period: string
  initials: string
  sort: number
}

/** The options with the newest period defaulting to the current month. */
export function materialDemoOptions(
  options: Partial<MaterialDemoOptions> = {},
): MaterialDemoOptions {
  return { ...DEFAULT_MATERIAL_DEMO, lastPeriod: periodOf(new Date()), ...options }
}

/** The anchor month: Shenzhen's prices in it are the catalogue's (published) figures. */
export const MATERIAL_ANCHOR_PERIOD = '2026-05'

/**
 * How each class of material moves around the anchor (m months from it): f(0) = 1. The drift
 * runs up to the anchor (prices eased into it); after it only the cycle moves, so a seed run in
 * any later month stays in the ranges docs/materials.md states.
 */
const TREND: Record<TrendClass, { drift: number; amp: number; cycle: number; phase: number }> = {
  steel: { drift: 0.0035, amp: 0.02, cycle: 9, phase: 0.6 },
  cement: { drift: 0.002, amp: 0.05, cycle: 12, phase: 1.9 },
  concrete: { drift: 0.0015, amp: 0.02, cycle: 12, phase: 1.9 },
  aggregate: { drift: -0.002, amp: 0.02, cycle: 12, phase: 0.3 },
  copper: { drift: -0.004, amp: 0.04, cycle: 7, phase: 2.4 },
  plastic: { drift: 0.001, amp: 0.02, cycle: 10, phase: 1.1 },
  timber: { drift: 0, amp: 0.015, cycle: 12, phase: 0.9 },
  general: { drift: 0.0008, amp: 0.01, cycle: 12, phase: 0.4 },
}
/**
 * How much of a city's local factor a class takes: sand and stone all of it; cement half;
 * ready-mixed concrete a quarter (its cement, admixtures and plant are priced regionally, so its
 * spread between cities is far narrower than that of sand); the rest none.
 */
const LOCAL_SHARE: Partial<Record<TrendClass, number>> = {
  aggregate: 1,
  cement: 0.5,
  concrete: 0.25,
}

export function trendFactor(cls: TrendClass, months: number): number {
  const t = TREND[cls]
  return (
    1 -
    t.drift * Math.min(0, months) +
    t.amp * (Math.sin((2 * Math.PI * months) / t.cycle + t.phase) - Math.sin(t.phase))
  )
}

/** A well-mixed hash of small integers → [0, 1), independent of generation order. */
export function hash01(...values: number[]): number {
  let h = 0x9e3779b9
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return (h >>> 0) / 4294967296
}

/** Bulletin rounding: whole 元 from 100, one decimal from 10, else two; in 分. */
export function bulletinFen(yuan: number): number {
  const step = yuan >= 100 ? 100 : yuan >= 10 ? 10 : 1
  return Math.max(1, Math.round((yuan * 100) / step) * step)
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')
/** Deterministic UUID-shaped ids: the seed is idempotent by id. */
export const packageId = (type: PackageType, city: number, period: string) =>
  `6d617470-0000-4000-8${hex(type, 3)}-${hex(city * 100_000 + periodIndex(period), 12)}`
const itemId = (pkg: DemoPackage, material: number) =>
  `6d617469-${hex(pkg.type, 4)}-4${hex(pkg.cityIndex, 3)}-8${hex(periodIndex(pkg.period) % 4096, 3)}-${hex(material, 12)}`

export function officialFen(
  opts: Pick<MaterialDemoOptions, 'seed'>,
  city: MaterialCity,
  cityIndex: number,
  m: CatalogueEntry,
  mi: number,
  period: string,
): number {
  const months = monthsBetween(MATERIAL_ANCHOR_PERIOD, period)
  const place = city.level * (1 + (city.local - 1) * (LOCAL_SHARE[m.cls] ?? 0))
  const anchor = cityIndex === 0 && months === 0
  const noise = anchor ? 0 : (hash01(opts.seed, cityIndex, mi, periodIndex(period)) - 0.5) * 0.012
  return bulletinFen(m.price * trendFactor(m.cls, months) * place * (1 + noise))
}

const BRANDS: Partial<Record<TrendClass, string[]>> = {
  steel: ['宝武', '韶钢', '沙钢', '鞍钢'],
  cement: ['海螺', '华润', '台泥', '塔牌'],
  copper: ['远东', '宝胜', '金杯', '亨通'],
  plastic: ['联塑', '伟星', '日丰', '公元'],
}

export function materialPackages(options: Partial<MaterialDemoOptions> = {}): DemoPackage[] {
  const opts = materialDemoOptions(options)
  const count = Math.min(opts.materials, materialCatalogue().length)
  const all = Array.from({ length: count }, (_, i) => i)
  // The commonest materials for market packages: an even spread over the catalogue.
  const market = all
    .filter((i) => i % Math.max(1, Math.floor(count / opts.marketMaterials)) === 0)
    .slice(0, opts.marketMaterials)
  const out: DemoPackage[] = []
  MATERIAL_CITIES.slice(0, opts.cities).forEach((c, ci) => {
    for (let k = opts.periods - 1; k >= 0; k--) {
      const period = addMonths(opts.lastPeriod, -k)
      const [y, mo] = period.split('-')
      out.push({
        id: packageId(3, ci, period),
        type: 3,
        name: `${c.city}市${y}年${Number(mo)}月建设工程材料信息价`,
        province: c.province,
        city: c.city,
        period,
        source: `${c.city}市建设工程造价管理站`,
        materials: all,
        cityIndex: ci,
      })
      if (k < opts.marketPeriods)
        out.push({
          id: packageId(2, ci, period),
          type: 2,
          name: `${c.city}${period}市场价`,
          province: c.province,
          city: c.city,
          period,
          source: '供应商报价',
          materials: market,
          cityIndex: ci,
        })
    }
  })
  return out
}

const initialsCache = new Map<string, string>()
const initials = (name: string) => {
  let v = initialsCache.get(name)
  if (v === undefined) initialsCache.set(name, (v = initialsOf(name)))
  return v
}

/** The items of one package, priced by the pure rules above. */
export function packageItems(
  pkg: DemoPackage,
  options: Partial<MaterialDemoOptions> = {},
): DemoItem[] {
  const opts = { ...DEFAULT_MATERIAL_DEMO, ...options }
  const catalogue = materialCatalogue()
  const city = MATERIAL_CITIES[pkg.cityIndex] as MaterialCity
  return pkg.materials.map((mi, sort) => {
    const m = catalogue[mi] as CatalogueEntry
    let taxFen = officialFen(opts, city, pkg.cityIndex, m, mi, pkg.period)
    let brand = ''
    if (pkg.type === 2) {
      // Suppliers quote a little under the bulletin, most of the time.
      const h = hash01(opts.seed + 1, pkg.cityIndex, mi, periodIndex(pkg.period))
      taxFen = bulletinFen((taxFen / 100) * (0.93 + h * 0.08))
      const brands = BRANDS[m.cls]
      brand = brands ? (brands[Math.floor(h * 1000) % brands.length] ?? '') : ''
    }
    const rate = taxRateBasis(m.taxRate) ?? 0
    return {
      id: itemId(pkg, mi),
      code: m.code,
      name: m.name,
      spec: m.spec,
      unit: m.unit,
      taxFen,
      noTaxFen: noTaxFromTax(taxFen, rate),
      taxRate: m.taxRate,
      brand,
      source: pkg.source,
      period: pkg.period,
      initials: initials(m.name),
      sort,
    }
  })
}
