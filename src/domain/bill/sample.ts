import { mulberry32 } from '../random'
import type { StandardVersion } from '../projects/model'
import { rollUp, buildTree, flattenTree, type StructureRow } from '../projects/structure'
import { appendixName, isMeasureCode } from './codes'
import type { BillData, BillGroup, BillItem, BillOther, BillRate, BillUnit } from './model'
import { quantityDecimals, roundQuantity } from './quantity'
import {
  MARKET_ITEMS,
  MARKET_SPECIALTIES,
  OVERHEAD_SHARE,
  PROFIT_SHARE,
  type MarketItem,
} from './sample-market'
import { MARKET_BASE_PERIOD, marketPriceFen } from './sample-pricing'

/**
 * Plausible bills made from a structure (tests, benches, demo data): per row and 专业, the lines
 * of the market table (./sample-market.ts), quantities from the row's 建筑面积 × the line's 含量
 * (above ground, or in a basement: a row named 地下…), 综合单价 in the line's market range for
 * the city and month (./sample-pricing.ts) with a composition that adds up to it exactly.
 * Without `pricing` a bill takes the 40 basic lines at national-average prices of the base month
 * (tests and benches); with it, every line of its building use (the demo templates).
 * Deterministic for a seed.
 */

function uuidFrom(random: () => number): string {
  const hex = (n: number) =>
    Math.floor(random() * 16 ** n)
      .toString(16)
      .padStart(n, '0')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)] ?? '8'}${hex(3)}-${hex(6)}${hex(6)}`
}

export interface SampleOptions {
  rows: readonly StructureRow[]
  version?: StandardVersion
  seed?: number
  /** 专业 per row (default 土建, 装饰, 给排水, 电气). Only leaf rows get bills. */
  specialties?: readonly string[]
  /** Items per 单位工程 (default: the lines once); codes stay unique through the 自编 part. */
  itemsPerUnit?: number
  pricing?: SamplePricing
}

/** Where and how a demo building is priced. */
export interface SamplePricing {
  /** The city's location factor (national average 1.00). */
  location: number
  /** The pricing month, YYYY-MM. */
  period: string
  /** Where in the market ranges the lines sit: 0 the plainest … 1 the best specified. */
  grade: readonly [number, number]
  /** How far the building is fitted out (精装), 0 … 1: adds the lines' fit-out 含量 above ground. */
  fitOut?: number
  /** 含量 multiplier per 专业 (1 when absent). */
  contents?: Readonly<Record<string, number>>
  /** A home gets the 'home' lines (防盗门), a public building the 'public' ones (幕墙, 石材). */
  use: 'home' | 'public'
}

const DEFAULT_PRICING: SamplePricing = {
  location: 1,
  period: MARKET_BASE_PERIOD,
  grade: [0, 1],
  use: 'public',
}

const isBasement = (name: string) => name.includes('地下')

/** A whole project's bills for the structure. */
export function sampleBill(options: SampleOptions): BillData {
  const random = mulberry32(options.seed ?? 1)
  const id = () => uuidFrom(random)
  const between = (a: number, b: number) => a + (b - a) * random()
  const version = options.version ?? 'GB/T 50500-2024'
  const data = {
    version,
    units: [] as BillUnit[],
    groups: [] as BillGroup[],
    items: [] as BillItem[],
    rates: [] as BillRate[],
    others: [] as BillOther[],
  }
  const leaves = flattenTree(buildTree(options.rows)).filter((n) => n.Child.length === 0)
  const pricing = options.pricing ?? DEFAULT_PRICING
  for (const row of leaves) {
    const area = rollUp(row).BuiltArea || 1000
    const basement = isBasement(row.Project_Name)
    ;(options.specialties ?? ['土建', '装饰', '给排水', '电气']).forEach((specialty, si) => {
      const unit: BillUnit = {
        ID: id(),
        ProId: row.ProId,
        RowId: row.ID,
        Specialty: specialty,
        SpecialtyCustom: MARKET_SPECIALTIES.includes(specialty) ? 0 : 1,
        Name: '',
        Sort: si + 1,
        TaxRate: 9,
      }
      data.units.push(unit)
      const own = MARKET_SPECIALTIES.includes(specialty) ? specialty : '土建'
      const contentOf = (m: MarketItem) =>
        basement ? m.content[1] : m.content[0] + (pricing.fitOut ?? 0) * m.content[2]
      const lines = MARKET_ITEMS.filter(
        (m) =>
          m.specialty === own &&
          contentOf(m) > 0 &&
          (options.pricing ? m.scope === 'all' || m.scope === pricing.use : m.basic),
      )
      const count = options.itemsPerUnit ?? lines.length
      const repeats = Math.ceil(count / lines.length)
      const multiplier = pricing.contents?.[own] ?? 1
      const groups = new Map<string, string>()
      const suffixes = new Map<string, number>()
      for (let k = 0; k < count; k++) {
        const line = lines[k % lines.length]
        if (!line) continue
        const suffix = (suffixes.get(line.code) ?? 0) + 1
        suffixes.set(line.code, suffix)
        const code = line.code + String(suffix).padStart(3, '0')
        const kind = isMeasureCode(code) ? '单价措施' : '分部分项'
        const groupName = appendixName(code) || '其他'
        let groupId = groups.get(kind + groupName)
        if (groupId === undefined) {
          groupId = id()
          groups.set(kind + groupName, groupId)
          data.groups.push({
            ID: groupId,
            ProId: row.ProId,
            UnitId: unit.ID,
            Kind: kind,
            Name: groupName,
            Sort: groups.size,
          })
        }
        const position = between(pricing.grade[0], pricing.grade[1])
        const priceFen = marketPriceFen(line, pricing.location, pricing.period, position)
        // Binary rounding is fine for made-up prices; the exact decimal path costs 50 µs an item.
        /* eslint-disable guard/money -- made-up prices and quantities, see above */
        const shareFen = (share: number) => Math.round(priceFen * share)
        const [labour, machine, overhead, profit] = [
          shareFen(between(...line.labour)),
          shareFen(between(...line.machine)),
          shareFen(between(...OVERHEAD_SHARE)),
          shareFen(between(...PROFIT_SHARE)),
        ]
        data.items.push({
          ID: id(),
          ProId: row.ProId,
          UnitId: unit.ID,
          Kind: kind,
          GroupId: groupId,
          Sort: k + 1,
          Code: code,
          Name: line.name,
          Features: line.features,
          Unit: line.unit,
          Quantity: roundQuantity(
            Number(
              (((area * contentOf(line) * multiplier) / repeats) * between(0.85, 1.15)).toFixed(
                quantityDecimals(line.unit),
              ),
            ),
            line.unit,
          ),
          UnitPrice: priceFen / 100,
          Labour: labour / 100,
          Material: (priceFen - labour - machine - overhead - profit) / 100,
          Machine: machine / 100,
          Overhead: overhead / 100,
          Profit: profit / 100,
          ProvisionalAmount: null,
          Note: '',
          Materials: [],
        })
        /* eslint-enable guard/money */
      }
      const rate = (
        Kind: BillRate['Kind'],
        Name: string,
        Base: BillRate['Base'],
        Rate: number,
        IsSafety: 0 | 1 = 0,
      ) =>
        data.rates.push({
          ID: id(),
          ProId: row.ProId,
          UnitId: unit.ID,
          Kind,
          Code: '',
          Name,
          Base,
          Rate,
          Amount: null,
          IsSafety,
          Note: '',
          Sort: data.rates.length + 1,
        })
      rate('总价措施', '安全文明施工费', '分部分项工程费', 3.5, 1)
      rate('总价措施', '夜间施工增加费', '分部分项人工费', 0.5)
      if (version === 'GB 50500-2013') {
        rate('规费', '社会保险费', '分部分项+单价措施人工费', 15)
        rate('规费', '住房公积金', '分部分项+单价措施人工费', 5)
      }
      const other = (Kind: BillOther['Kind'], Amount: number) =>
        data.others.push({
          ID: id(),
          ProId: row.ProId,
          UnitId: unit.ID,
          Kind,
          Name: Kind,
          Unit: '',
          Quantity: null,
          UnitPrice: null,
          Base: null,
          Rate: null,
          Amount,
          Note: '',
          Sort: data.others.length + 1,
        })
      /* eslint-disable guard/money -- made-up amounts */
      other('暂列金额', Math.round(area * 10))
      if (si === 0) other('专业工程暂估价', Math.round(area * 20))
      /* eslint-enable guard/money */
    })
  }
  return data
}
