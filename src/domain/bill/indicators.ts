import {
  buildTree,
  flattenTree,
  projectTotals,
  rollUp,
  type AreaTotals,
  type StructureNode,
  type StructureRow,
} from '../projects/structure'
import { asFen, perAreaYuan, quotient } from '../money'
import { CONTENT_RULES } from './contents'
import type { BillData, BillItem } from './model'
import { multOf } from '../projects/structure'
import { summarizeBill, type BillSummary, type Scanned } from './summary'
import { addTotals, emptyTotals, scanItems, type UnitTotals } from './totals'

/**
 * The indicators of a priced project (DOMAIN.md "Indicators and benchmarking", docs/bill.md):
 * for the project, each 单项工程 (structure row, one copy; its 占比 counts every copy, as 表-02
 * does) and each 专业: 造价, 单方造价 per
 * 建筑面积 and per 可售面积, 占比 of the project, 含量 of the main quantities (./contents.ts) and
 * the shares of 人工, 材料, 机械, 管理费, 利润 in the 合价 of the items that carry a composition.
 * Costs are exact 分 sums (./summary.ts); 单方造价 and 含量 are exact quotients rounded half away
 * from zero (src/domain/money: 1,005.00 元 over 1,000 m² is 1.01); shares are plain ratios.
 */

export interface ContentFigure {
  key: string
  label: string
  unit: string
  /** Total quantity in `unit` (钢筋 in kg). */
  quantity: number
  /** quantity ÷ 建筑面积, 4 decimals; null without an area. */
  perArea: number | null
}

export interface CompositionShares {
  labour: number | null
  material: number | null
  machine: number | null
  overhead: number | null
  profit: number | null
  /** Share of the items' 合价 whose composition is known (the shares speak for this part only). */
  coverage: number | null
}

export interface LevelIndicators {
  /** 造价 in 分 (tax included: the 汇总表 total). */
  costFen: number
  builtArea: number
  sellArea: number
  /** 元/m², 2 decimals; null when the area is 0. */
  perBuilt: number | null
  perSell: number | null
  /** 占比 of the project 造价 (0 … 1); null when the project costs 0. */
  share: number | null
  contents: ContentFigure[]
  composition: CompositionShares
}

export interface RowIndicators extends LevelIndicators {
  rowId: string
  name: string
  depth: number
  multNum: number
  /** The row's 造价 by 专业 (one copy of the row, children × MultNum). */
  specialties: { specialty: string; costFen: number; share: number | null }[]
}

export interface SpecialtyIndicators extends LevelIndicators {
  specialty: string
}

export interface BillIndicators {
  project: LevelIndicators
  rows: RowIndicators[]
  specialties: SpecialtyIndicators[]
  summary: BillSummary
  warnings: string[]
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole)

function level(
  costFen: number,
  areas: AreaTotals,
  t: UnitTotals,
  projectFen: number,
): LevelIndicators {
  const built = areas.BuiltArea
  const sell = areas.SellArea
  const amounts = t.items + t.measureItems
  return {
    costFen,
    builtArea: built,
    sellArea: sell,
    perBuilt: perAreaYuan(asFen(costFen), built),
    perSell: perAreaYuan(asFen(costFen), sell),
    share: ratio(costFen, projectFen),
    contents: CONTENT_RULES.map((rule, i) => {
      const milli = t.contents[i] ?? 0
      // (milli / 10^3) ÷ built at 4 decimals = milli ÷ built × 10^1, in 10^-4 units.
      const perArea = built > 0 ? quotient(milli, built, 1) : null
      return {
        key: rule.key,
        label: rule.label,
        unit: rule.unit,
        quantity: milli / 1000,
        perArea: perArea === null ? null : perArea / 10_000,
      }
    }),
    composition: {
      labour: ratio(t.labour, t.composed),
      material: ratio(t.material, t.composed),
      machine: ratio(t.machine, t.composed),
      overhead: ratio(t.overhead, t.composed),
      profit: ratio(t.profit, t.composed),
      coverage: ratio(t.composed, amounts),
    },
  }
}

/**
 * The incremental path (docs/bill.md "汇总 incrementally"): the same indicators from per-单位工程
 * sums kept by the caller (`unitTotals` of each unit's items, recomputed only for the unit that
 * changed) and the project's small lines (units, rates, others; `items` left empty).
 */
export function billIndicatorsFromTotals(
  meta: BillData,
  byUnit: ReadonlyMap<string, UnitTotals>,
  structure: readonly StructureRow[],
): BillIndicators {
  const totals = new Map<string, UnitTotals>()
  for (const u of meta.units) totals.set(u.ID, byUnit.get(u.ID) ?? emptyTotals())
  return billIndicators(meta, structure, { byUnit: totals, orphans: 0 })
}

/** The sums of one 单位工程's items (the unit's share of scanItems). */
export function unitTotals(unitId: string, items: readonly BillItem[]): UnitTotals {
  return scanItems(items, [unitId]).byUnit.get(unitId) ?? emptyTotals()
}

/** Every indicator of a project in one pass over its items. */
export function billIndicators(
  data: BillData,
  structure: readonly StructureRow[],
  scanned?: Scanned,
): BillIndicators {
  const summary = summarizeBill(data, structure, scanned)
  const tree = buildTree(structure)
  const projectFen = summary.project.total
  const unitsOfRow = new Map<string, BillData['units'][number][]>()
  for (const u of data.units) unitsOfRow.set(u.RowId, [...(unitsOfRow.get(u.RowId) ?? []), u])
  const known = new Set(structure.map((r) => r.ID))

  // Per 专业 over the project: each 单位工程 × the MultNum product of its row's path.
  const bySpecialty = new Map<string, { fen: number; totals: UnitTotals }>()
  const addSpecialty = (specialty: string, fen: number, t: UnitTotals, mult: number) => {
    let s = bySpecialty.get(specialty)
    if (!s) bySpecialty.set(specialty, (s = { fen: 0, totals: emptyTotals() }))
    s.fen += fen * mult
    addTotals(s.totals, t, mult)
  }

  const byRow = new Map<string, RowIndicators>()
  const projectTotalsAcc = emptyTotals()
  const walk = (
    node: StructureNode,
    pathMult: number,
  ): { totals: UnitTotals; specialties: Map<string, number> } => {
    const totals = emptyTotals()
    const specialties = new Map<string, number>()
    for (const child of node.Child) {
      const m = multOf(child)
      const c = walk(child, pathMult * m)
      addTotals(totals, c.totals, m)
      for (const [k, v] of c.specialties) specialties.set(k, (specialties.get(k) ?? 0) + v * m)
    }
    for (const u of unitsOfRow.get(node.ID) ?? []) {
      const t = summary.totals.get(u.ID) ?? emptyTotals()
      const fen = summary.units.get(u.ID)?.total ?? 0
      addTotals(totals, t, 1)
      specialties.set(u.Specialty, (specialties.get(u.Specialty) ?? 0) + fen)
      addSpecialty(u.Specialty, fen, t, pathMult)
    }
    const costFen = summary.rows.get(node.ID)?.total ?? 0
    byRow.set(node.ID, {
      rowId: node.ID,
      name: node.Project_Name,
      depth: node.depth,
      multNum: multOf(node),
      ...level(costFen, rollUp(node), totals, projectFen),
      // 占比 of every copy in the project, as 表-02 counts the row (× MultNum along its path).
      share: ratio(costFen * pathMult, projectFen),
      specialties: [...specialties].map(([specialty, fen]) => ({
        specialty,
        costFen: fen,
        share: ratio(fen, costFen),
      })),
    })
    return { totals, specialties }
  }
  for (const top of tree) {
    const m = multOf(top)
    addTotals(projectTotalsAcc, walk(top, m).totals, m)
  }
  for (const u of data.units) {
    if (known.has(u.RowId)) continue
    const t = summary.totals.get(u.ID) ?? emptyTotals()
    addTotals(projectTotalsAcc, t, 1)
    addSpecialty(u.Specialty, summary.units.get(u.ID)?.total ?? 0, t, 1)
  }
  const areas = projectTotals(tree)
  const specialties = [...bySpecialty].map(([specialty, s]) => ({
    specialty,
    ...level(s.fen, areas, s.totals, projectFen),
  }))
  const rows = flattenTree(tree).flatMap((n) => byRow.get(n.ID) ?? [])
  return {
    project: level(projectFen, areas, projectTotalsAcc, projectFen),
    rows,
    specialties,
    summary,
    warnings: summary.warnings,
  }
}
