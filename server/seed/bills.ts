import { billIndicators } from '@/domain/bill/indicators.ts'
import type { BillData, BillItem } from '@/domain/bill/model.ts'
import { toFen } from '@/domain/money/index.ts'
import { sampleBill } from '@/domain/bill/sample.ts'
import { DEFAULT_STANDARD_VERSION } from '@/domain/projects/model.ts'
import type { DemoRow } from './generate.ts'

/**
 * The priced bill of a demo template (issue 10 "Demo data"): per building (leaf row) a 单位工程
 * per 专业 with the catalogue's real 清单 lines (src/domain/bill/sample.ts), quantities from the
 * row's area × typical 含量, then every 综合单价 scaled so the 单方造价 lands on the one the
 * template's type and city call for. The template's 总造价, 专业 split and 含量 are then read from
 * this bill, so the trading centre shows what the bill says.
 */
const BUILDING_SPECIALTIES = ['土建', '装饰', '给排水', '电气', '暖通', '消防', '智能化'] as const
const BASEMENT_SPECIALTIES = ['土建', '给排水', '电气', '暖通', '消防'] as const

export interface DemoBill {
  bill: BillData
  totalCostFen: number
  disciplines: { name: string; costFen: number }[]
  contents: { name: string; unit: string; value: number }[]
}

/** A seed number from a uuid (the template's own randomness, not the demo generator's stream). */
const seedOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 8), 16) || 1

function scaleItem(it: BillItem, factor: number): BillItem {
  const scaled = (v: number | null) => (v === null ? 0 : Math.round((toFen(v) ?? 0) * factor))
  const price = scaled(it.UnitPrice)
  const [labour, machine, overhead, profit] = [
    scaled(it.Labour),
    scaled(it.Machine),
    scaled(it.Overhead),
    scaled(it.Profit),
  ]
  // 材料费 takes the rounding: the composition still adds up to the 综合单价 exactly.
  return {
    ...it,
    UnitPrice: price / 100,
    Labour: labour / 100,
    Machine: machine / 100,
    Overhead: overhead / 100,
    Profit: profit / 100,
    Material: (price - labour - machine - overhead - profit) / 100,
  }
}

export function demoBill(
  templateId: string,
  structure: readonly DemoRow[],
  targetUnitCostFen: number,
): DemoBill {
  const parents = new Set(structure.map((r) => r.ParentID))
  const leaves = structure.filter((r) => !parents.has(r.ID))
  const parts = leaves.map((leaf, i) =>
    sampleBill({
      rows: [leaf],
      version: DEFAULT_STANDARD_VERSION,
      seed: seedOf(templateId) + i,
      specialties: leaf.Project_Name === '地下室' ? BASEMENT_SPECIALTIES : BUILDING_SPECIALTIES,
    }),
  )
  const raw: BillData = {
    version: DEFAULT_STANDARD_VERSION,
    units: parts.flatMap((p) => p.units),
    groups: parts.flatMap((p) => p.groups ?? []),
    items: parts.flatMap((p) => p.items),
    rates: parts.flatMap((p) => p.rates),
    others: parts.flatMap((p) => p.others),
  }
  const first = billIndicators(raw, structure)
  const area = first.project.builtArea
  const factor =
    area > 0 && first.project.costFen > 0 ? (targetUnitCostFen * area) / first.project.costFen : 1
  const bill = { ...raw, items: raw.items.map((it) => scaleItem(it, factor)) }
  const ind = billIndicators(bill, structure)
  return {
    bill,
    totalCostFen: ind.project.costFen,
    disciplines: ind.specialties
      .filter((s) => s.costFen > 0)
      .map((s) => ({ name: s.specialty, costFen: s.costFen })),
    contents: ind.project.contents
      .filter((c) => c.perArea !== null && c.perArea > 0)
      .map((c) => ({ name: c.label, unit: `${c.unit}/m²`, value: c.perArea ?? 0 })),
  }
}
