import { addFen, asFen, divRoundToNumber, fenToDecimal, toFen, toScaled, type Fen } from '../money'
import type { BillItem } from './model'
import {
  RESOURCE_KINDS,
  type BillResource,
  type Compose,
  type ComposeQuota,
  type ResourceKind,
} from './compose-entity'
import {
  composeFen,
  exactToFen,
  lineExact,
  type ComposedParts,
  type ResourcePrices,
} from './compose'

/**
 * 表-09 综合单价分析表 of one composed item (docs/bill.md "Excel forms", "Report"), as plain data
 * for the report and the workbook. Every figure comes from compose.ts, the one arithmetic of the
 * 综合单价: the 小计 row is the item's composeFen parts (人工费, 材料费, 机械费, 管理费 + 利润), the
 * 清单项目综合单价 its UnitPrice, the 材料费小计 its 材料费.
 *
 * The detail rows (清单综合单价组成明细): one row per 定额子目 of `Compose.Quotas` (its lines
 * grouped: 数量 = its 含量, 合价 per kind = the exact Σ 消耗量 × 单价 of its lines of that kind
 * rounded once to 分, 单价 = the same exact sum ÷ 含量 rounded once, i.e. per 定额 unit), then one
 * row per line without a 定额 (数量 = 消耗量 per unit of the item, 单价 = the resource's price in its
 * kind's column, 合价 = 消耗量 × 单价 rounded once to 分), in the order the lines come. The 小计
 * rounds the exact sum of each kind over ALL lines once (compose.ts), so it is the item's parts
 * exactly and may differ by a 分 from the sum of the rounded row 合价. 管理费和利润 are charged on the
 * whole item's base, so they come as one row of their own (their rates and base in its name).
 */

/** The four money columns of 表-09's 单价 and 合价 groups. */
export const ANALYSIS_PARTS = ['人工费', '材料费', '机械费', '管理费和利润'] as const
export type AnalysisPart = (typeof ANALYSIS_PARTS)[number]
export type PartFigures = Readonly<Record<AnalysisPart, Fen | null>>

export interface AnalysisDetail {
  /** Where the row comes from: a 定额子目's lines, a line without 定额, or the fee row. */
  source: '定额' | '人材机' | '管理费和利润'
  code: string
  name: string
  unit: string
  /** 数量 as printed: the 含量 of a 定额, the 消耗量 per unit of the item of a line; '' for fees. */
  quantity: string
  price: PartFigures
  amount: PartFigures
}

/** A line of 材料费明细: one material of the composition. */
export interface AnalysisMaterial {
  code: string
  /** 主要材料名称、规格、型号. */
  name: string
  unit: string
  quantity: string
  price: Fen | null
  /** 消耗量 × 单价, rounded once. */
  amount: Fen
  /** 暂估 material: its 单价 and 合价 are also printed as 暂估单价 and 暂估合价. */
  provisional: boolean
}

export interface ItemAnalysis {
  item: Pick<BillItem, 'ID' | 'Code' | 'Name' | 'Unit' | 'Quantity'>
  details: AnalysisDetail[]
  /** 人工单价 as printed beside 小计: each labour resource's price per its unit. */
  labourPrices: string
  parts: ComposedParts
  /** The 小计 row: the item's parts, 管理费和利润 = 管理费 + 利润 (风险费 inside 利润). */
  subtotal: PartFigures
  /** 未计价材料费: 0, every material of a composition is priced in its lines. */
  unpriced: Fen
  materials: AnalysisMaterial[]
  /** 材料费小计 = the item's 材料费; its 暂估 part (exact sum of the 暂估 lines rounded once). */
  materialTotal: Fen
  provisionalTotal: Fen
}

const none: PartFigures = { 人工费: null, 材料费: null, 机械费: null, 管理费和利润: null }
const PART_OF = { 人工: '人工费', 材料: '材料费', 机械: '机械费' } as const

/** A resource's name with its spec, as 表-09 and the 人材机 forms print it. */
export const resourceTitle = (r: Pick<BillResource, 'Name' | 'Spec'>) =>
  r.Spec ? `${r.Name} ${r.Spec}` : r.Name

/** The fee row's name: 管理费 and 利润 with their rates and base, and the risk rate when set. */
export function feeRowName(c: Compose): string {
  const risk = c.RiskRate ? `，风险费 直接费×${c.RiskRate}%` : ''
  return `管理费和利润（${c.FeeBase}×${c.OverheadRate}%+${c.ProfitRate}%${risk}）`
}

/**
 * The 定额 rows of one item: a row is pushed into `details` where the 定额's first line comes, and
 * its figures are filled in by `finish` once every line is summed.
 */
class QuotaRows {
  private readonly quotas: ReadonlyMap<string, ComposeQuota>
  private readonly rows = new Map<
    string,
    { row: AnalysisDetail; ratio: number; exact: Partial<Record<ResourceKind, bigint>> }
  >()

  constructor(quotas: readonly ComposeQuota[]) {
    this.quotas = new Map(quotas.map((q) => [q.QuotaId, q]))
  }

  /** Counts the line in its 定额's row; false when it has none (a resource row then). */
  add(quotaId: string | undefined, kind: ResourceKind, exact: bigint, details: AnalysisDetail[]) {
    const q = quotaId === undefined ? undefined : this.quotas.get(quotaId)
    if (!q) return false
    let g = this.rows.get(q.QuotaId)
    if (!g) {
      const row: AnalysisDetail = {
        source: '定额',
        code: q.Code,
        name: q.Name,
        unit: q.Unit,
        quantity: String(q.Ratio),
        price: none,
        amount: none,
      }
      g = { row, ratio: toScaled(q.Ratio, 6) ?? 0, exact: {} }
      this.rows.set(q.QuotaId, g)
      details.push(row)
    }
    g.exact[kind] = (g.exact[kind] ?? 0n) + exact
    return true
  }

  /** 合价 = the exact sum rounded once; 单价 = the exact sum ÷ 含量 rounded once (per 定额 unit). */
  finish() {
    for (const { row, ratio, exact } of this.rows.values()) {
      const price: Record<AnalysisPart, Fen | null> = { ...none }
      const amount: Record<AnalysisPart, Fen | null> = { ...none }
      for (const kind of RESOURCE_KINDS) {
        const e = exact[kind]
        if (e === undefined) continue
        amount[PART_OF[kind]] = exactToFen(e)
        // exact is millionths of a 分, the 含量 millionths of a unit: e ÷ ratio is in 分
        price[PART_OF[kind]] = ratio > 0 ? asFen(divRoundToNumber(e, BigInt(ratio))) : null
      }
      row.price = price
      row.amount = amount
    }
  }
}

/** 表-09 of an item composed of the given resources; null when it has no composition lines. */
export function itemAnalysis(
  item: Pick<BillItem, 'ID' | 'Code' | 'Name' | 'Unit' | 'Quantity' | 'Compose'>,
  resources: ReadonlyMap<string, BillResource>,
): ItemAnalysis | null {
  const compose = item.Compose
  if (!compose || compose.Lines.length === 0) return null
  const prices: ResourcePrices = resources
  const parts = composeFen(compose, prices)
  const details: AnalysisDetail[] = []
  const quotaRows = new QuotaRows(compose.Quotas ?? [])
  const materials: AnalysisMaterial[] = []
  const labour = new Set<string>()
  let provisionalExact = 0n
  for (const line of compose.Lines) {
    const r = resources.get(line.ResourceId)
    if (!r) continue
    const part = PART_OF[r.Kind]
    const exact = lineExact(line, prices)
    const amount = exactToFen(exact)
    const price = toFen(r.Price)
    const quantity = String(line.Consumption)
    if (!quotaRows.add(line.QuotaId, r.Kind, exact, details))
      details.push({
        source: '人材机',
        code: r.Code,
        name: resourceTitle(r),
        unit: r.Unit,
        quantity,
        price: { ...none, [part]: price },
        amount: { ...none, [part]: amount },
      })
    // several 定额 share one labour resource: its price is printed once
    if (r.Kind === '人工' && price !== null)
      labour.add(`${r.Name} ${fenToDecimal(price)}元/${r.Unit || '工日'}`)
    if (r.Kind === '材料') {
      materials.push({
        code: r.Code,
        name: resourceTitle(r),
        unit: r.Unit,
        quantity,
        price,
        amount,
        provisional: r.Provisional === 1,
      })
      if (r.Provisional === 1) provisionalExact += exact
    }
  }
  quotaRows.finish()
  const fee = addFen(parts.Overhead, parts.Profit)
  details.push({
    source: '管理费和利润',
    code: '',
    name: feeRowName(compose),
    unit: '',
    quantity: '',
    price: none,
    amount: { ...none, 管理费和利润: fee },
  })
  return {
    item,
    details,
    labourPrices: [...labour].join('；'),
    parts,
    subtotal: {
      人工费: parts.Labour,
      材料费: parts.Material,
      机械费: parts.Machine,
      管理费和利润: fee,
    },
    unpriced: asFen(0),
    materials,
    materialTotal: parts.Material,
    provisionalTotal: exactToFen(provisionalExact),
  }
}

/**
 * The 表-09 of the given items (in printed order) whose 综合单价 is derived from their
 * composition (Derived 1). An informative composition (Derived 0) does not explain the typed
 * 综合单价, so it gets no 表-09.
 */
export function unitAnalyses(
  items: readonly Pick<BillItem, 'ID' | 'Code' | 'Name' | 'Unit' | 'Quantity' | 'Compose'>[],
  resources: readonly BillResource[],
): ItemAnalysis[] {
  const byId = new Map(resources.map((r) => [r.ID, r]))
  const out: ItemAnalysis[] = []
  for (const item of items) {
    if (item.Compose?.Derived !== 1) continue
    const a = itemAnalysis(item, byId)
    if (a) out.push(a)
  }
  return out
}
