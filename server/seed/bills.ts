import { billIndicators } from '@/domain/bill/indicators.ts'
import type { BillData } from '@/domain/bill/model.ts'
import { sampleBill, type SamplePricing } from '@/domain/bill/sample.ts'
import { DEFAULT_STANDARD_VERSION } from '@/domain/projects/model.ts'
import type { DemoRow } from './generate.ts'

/**
 * The priced bill of a demo template (docs/projects-data.md "Demo data"): per building (leaf
 * row) a 单位工程 per 专业 with the market table's 清单 lines (src/domain/bill/sample-market.ts),
 * quantities from the row's area × the line's 含量 (above ground or basement) × the type's
 * multiplier, and every 综合单价 inside its market range for the template's city and pricing
 * month. Nothing is scaled afterwards: the 单方造价 is what those prices and quantities add up to,
 * and the template's 总造价, 专业 split and 含量 are read from this bill, so the trading centre
 * shows what the bill says.
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

export function demoBill(
  templateId: string,
  structure: readonly DemoRow[],
  pricing: SamplePricing,
): DemoBill {
  const parents = new Set(structure.map((r) => r.ParentID))
  const leaves = structure.filter((r) => !parents.has(r.ID))
  const parts = leaves.map((leaf, i) =>
    sampleBill({
      rows: [leaf],
      version: DEFAULT_STANDARD_VERSION,
      seed: seedOf(templateId) + i,
      specialties: leaf.Project_Name === '地下室' ? BASEMENT_SPECIALTIES : BUILDING_SPECIALTIES,
      pricing,
    }),
  )
  const bill: BillData = {
    version: DEFAULT_STANDARD_VERSION,
    units: parts.flatMap((p) => p.units),
    groups: parts.flatMap((p) => p.groups ?? []),
    items: parts.flatMap((p) => p.items),
    rates: parts.flatMap((p) => p.rates),
    others: parts.flatMap((p) => p.others),
  }
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
