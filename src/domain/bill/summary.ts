import type { StandardVersion } from '../projects/model'
import { buildTree, multOf, type StructureNode, type StructureRow } from '../projects/structure'
import type { BillData, BillOther, BillRate, BillUnit, RateBase } from './model'
import { addFen, lineAmountFen, rateAmountFen, toFen } from '../money'
import { emptyTotals, scanItems, type UnitTotals } from './totals'

/**
 * The 汇总表 of GB 50500 (docs/bill.md "Summaries"), all in integer 分:
 * - 单位工程 (表-04): 2013 = 分部分项 + 措施项目 (其中 安全文明施工费) + 其他项目 + 规费 + 税金;
 *   2024 = 分部分项 + 措施项目 + 其他项目 + 增值税 (综合单价 excludes VAT, no 规费 part).
 * - 单项工程 (表-03): its own 单位工程 plus each child row × the child's MultNum.
 * - 建设项目 (表-02): the top-level rows × their MultNum (plus 单位工程 whose row is gone).
 * Every figure is a sum of the integer lines shown beside it, so the tables always add up.
 */

export interface SummaryLine {
  no: string
  name: string
  fen: number
  /** 其中：暂估价 of the line, where the form has one. */
  provisionalFen: number | null
  /** 0 for 一 二 三, 1 for the 其中 lines under them, 2 for the closing 合计. */
  level: 0 | 1 | 2
}

export interface UnitSummary {
  unitId: string
  items: number
  unitMeasures: number
  rateMeasures: number
  measures: number
  safety: number
  provisionalSum: number
  specialist: number
  daywork: number
  service: number
  /** 材料暂估价 listed in 表-12; not added (inside the 综合单价). */
  materialProvisional: number
  others: number
  /** 规费 (2013; 0 under 2024). */
  fees: number
  /** The tax base: 一+二+三(+四). */
  pretax: number
  tax: number
  total: number
  /** 其中：暂估价 of the items (分部分项 and 单价措施). */
  provisional: number
  /** Amount of each rated line (总价措施, 规费) and each 其他项目 line, by id. */
  lineAmounts: Map<string, number>
  lines: SummaryLine[]
  warnings: string[]
}

/** One copy of a structure row (单项工程) or the project: the 表-02/03 columns. */
export interface CostFigures {
  total: number
  provisional: number
  safety: number
  fees: number
  tax: number
}

export interface RowSummary extends CostFigures {
  rowId: string
  name: string
  multNum: number
  /** 表-03: child rows (× MultNum) then the row's own 单位工程. */
  lines: {
    no: string
    name: string
    kind: 'row' | 'unit'
    id: string
    mult: number
    figures: CostFigures
  }[]
}

export interface BillSummary {
  version: StandardVersion
  units: Map<string, UnitSummary>
  rows: Map<string, RowSummary>
  project: CostFigures & { lines: RowSummary['lines'] }
  /** The scan the indicators reuse. */
  totals: ReadonlyMap<string, UnitTotals>
  warnings: string[]
}

function baseFen(base: RateBase, t: UnitTotals): number {
  switch (base) {
    case '分部分项工程费':
      return t.items
    case '分部分项人工费':
      return t.itemsLabour
    case '分部分项人工费+机械费':
      return t.itemsLabour + t.itemsMachine
    case '分部分项+单价措施费':
      return t.items + t.measureItems
    case '分部分项+单价措施人工费':
      return t.itemsLabour + t.measureLabour
    case '固定金额':
      return 0
  }
}

/** A rated line's amount: 固定金额 as entered, else base × Rate %. */
export function rateLineFen(line: BillRate, t: UnitTotals): number {
  if (line.Base === '固定金额') return toFen(line.Amount) ?? 0
  return rateAmountFen(baseFen(line.Base, t), line.Rate)
}

/** A 其他项目 line's amount: 数量 × 单价, else 基数 × 费率 %, else 金额. */
export function otherLineFen(line: BillOther): number {
  if (line.Quantity !== null && line.UnitPrice !== null)
    return lineAmountFen(line.Quantity, line.UnitPrice)
  if (line.Base !== null && line.Rate !== null)
    return rateAmountFen(toFen(line.Base) ?? 0, line.Rate)
  return toFen(line.Amount) ?? 0
}

export const unitLabel = (u: BillUnit) => (u.Name.trim() === '' ? u.Specialty : u.Name)

/** 表-04 of one 单位工程 from its item totals, rated lines and 其他项目 lines. */
export function summarizeUnit(
  version: StandardVersion,
  unit: BillUnit,
  t: UnitTotals,
  rates: readonly BillRate[],
  others: readonly BillOther[],
): UnitSummary {
  const is2013 = version === 'GB 50500-2013'
  const lineAmounts = new Map<string, number>()
  const warnings: string[] = []
  let rateMeasures = 0
  let safety = 0
  let fees = 0
  for (const r of rates) {
    const fen = rateLineFen(r, t)
    lineAmounts.set(r.ID, fen)
    if (r.Kind === '总价措施') {
      rateMeasures = addFen(rateMeasures, fen)
      if (r.IsSafety === 1) safety = addFen(safety, fen)
    } else if (is2013) fees = addFen(fees, fen)
    else warnings.push(`GB/T 50500-2024 不单列规费，「${r.Name}」未计入`)
  }
  const other = { 暂列金额: 0, 材料暂估价: 0, 专业工程暂估价: 0, 计日工: 0, 总承包服务费: 0 }
  for (const o of others) {
    const fen = otherLineFen(o)
    lineAmounts.set(o.ID, fen)
    other[o.Kind] = addFen(other[o.Kind], fen)
  }
  const unitMeasures = t.measureItems
  const measures = addFen(unitMeasures, rateMeasures)
  const othersFen = [other.专业工程暂估价, other.计日工, other.总承包服务费].reduce(
    addFen,
    other.暂列金额,
  )
  const pretax = [measures, othersFen, is2013 ? fees : 0].reduce(addFen, t.items)
  const tax = rateAmountFen(pretax, unit.TaxRate)
  const total = addFen(pretax, tax)
  const L = (
    no: string,
    name: string,
    fen: number,
    level: 0 | 1 | 2,
    provisionalFen: number | null = null,
  ): SummaryLine => ({ no, name, fen, provisionalFen, level })
  const lines: SummaryLine[] = [
    L('一', '分部分项工程', t.items, 0, t.itemsProvisional),
    L('二', '措施项目', measures, 0, t.measureProvisional),
    L('2.1', is2013 ? '其中：安全文明施工费' : '其中：安全生产措施费', safety, 1),
    L('三', '其他项目', othersFen, 0),
    L('3.1', '其中：暂列金额', other.暂列金额, 1),
    L('3.2', '其中：专业工程暂估价', other.专业工程暂估价, 1),
    L('3.3', '其中：计日工', other.计日工, 1),
    L('3.4', '其中：总承包服务费', other.总承包服务费, 1),
    ...(is2013 ? [L('四', '规费', fees, 0), L('五', '税金', tax, 0)] : [L('四', '增值税', tax, 0)]),
    L(
      '',
      is2013 ? '合计=一+二+三+四+五' : '合计=一+二+三+四',
      total,
      2,
      t.itemsProvisional + t.measureProvisional,
    ),
  ]
  return {
    unitId: unit.ID,
    items: t.items,
    unitMeasures,
    rateMeasures,
    measures,
    safety,
    provisionalSum: other.暂列金额,
    specialist: other.专业工程暂估价,
    daywork: other.计日工,
    service: other.总承包服务费,
    materialProvisional: other.材料暂估价,
    others: othersFen,
    fees: is2013 ? fees : 0,
    pretax,
    tax,
    total,
    provisional: t.itemsProvisional + t.measureProvisional,
    lineAmounts,
    lines,
    warnings,
  }
}

const zero = (): CostFigures => ({ total: 0, provisional: 0, safety: 0, fees: 0, tax: 0 })
const figuresOf = (s: UnitSummary): CostFigures => ({
  total: s.total,
  provisional: s.provisional,
  safety: s.safety,
  fees: s.fees,
  tax: s.tax,
})
function add(into: CostFigures, from: CostFigures, mult: number): void {
  into.total = addFen(into.total, from.total * mult)
  into.provisional = addFen(into.provisional, from.provisional * mult)
  into.safety = addFen(into.safety, from.safety * mult)
  into.fees = addFen(into.fees, from.fees * mult)
  into.tax = addFen(into.tax, from.tax * mult)
}
const times = (f: CostFigures, m: number): CostFigures => ({
  total: f.total * m,
  provisional: f.provisional * m,
  safety: f.safety * m,
  fees: f.fees * m,
  tax: f.tax * m,
})

/** Per-unit sums already taken (the incremental summary keeps them per 单位工程); `data.items` is then not read. */
export interface Scanned {
  byUnit: ReadonlyMap<string, UnitTotals>
  orphans: number
}

/** Every summary of a project: 单位工程, 单项工程 (each structure row) and 建设项目. */
export function summarizeBill(
  data: BillData,
  structure: readonly StructureRow[],
  scanned?: Scanned,
): BillSummary {
  const { byUnit, orphans } =
    scanned ??
    scanItems(
      data.items,
      data.units.map((u) => u.ID),
    )
  const warnings: string[] = orphans > 0 ? [`${orphans} 条清单不属于任何单位工程，未计入`] : []
  const ratesOf = groupBy(data.rates)
  const othersOf = groupBy(data.others)
  const units = new Map<string, UnitSummary>()
  const unitsOfRow = new Map<string, BillUnit[]>()
  for (const u of [...data.units].sort((a, b) => a.Sort - b.Sort || a.ID.localeCompare(b.ID))) {
    const s = summarizeUnit(
      data.version,
      u,
      byUnit.get(u.ID) ?? emptyTotals(),
      ratesOf.get(u.ID) ?? [],
      othersOf.get(u.ID) ?? [],
    )
    units.set(u.ID, s)
    const list = unitsOfRow.get(u.RowId) ?? []
    list.push(u)
    unitsOfRow.set(u.RowId, list)
  }
  const rows = new Map<string, RowSummary>()
  const walk = (node: StructureNode): RowSummary => {
    const own = zero()
    const lines: RowSummary['lines'] = []
    let n = 0
    for (const child of node.Child) {
      const c = walk(child)
      const m = multOf(child)
      add(own, c, m)
      lines.push({
        no: String(++n),
        name: child.Project_Name,
        kind: 'row',
        id: child.ID,
        mult: m,
        figures: times(c, m),
      })
    }
    for (const u of unitsOfRow.get(node.ID) ?? []) {
      const s = units.get(u.ID)
      if (!s) continue
      add(own, figuresOf(s), 1)
      lines.push({
        no: String(++n),
        name: unitLabel(u),
        kind: 'unit',
        id: u.ID,
        mult: 1,
        figures: figuresOf(s),
      })
    }
    const summary: RowSummary = {
      rowId: node.ID,
      name: node.Project_Name,
      multNum: multOf(node),
      lines,
      ...own,
    }
    rows.set(node.ID, summary)
    return summary
  }
  const project = { ...zero(), lines: [] as RowSummary['lines'] }
  let n = 0
  for (const top of buildTree(structure)) {
    const r = walk(top)
    const m = multOf(top)
    add(project, r, m)
    project.lines.push({
      no: String(++n),
      name: top.Project_Name,
      kind: 'row',
      id: top.ID,
      mult: m,
      figures: times(r, m),
    })
  }
  for (const u of data.units) {
    if (rows.has(u.RowId)) continue
    const s = units.get(u.ID)
    if (!s) continue
    warnings.push(`单位工程「${unitLabel(u)}」所属的单项工程不存在，按一份计入建设项目`)
    add(project, figuresOf(s), 1)
    project.lines.push({
      no: String(++n),
      name: unitLabel(u),
      kind: 'unit',
      id: u.ID,
      mult: 1,
      figures: figuresOf(s),
    })
  }
  for (const s of units.values()) warnings.push(...s.warnings)
  return { version: data.version, units, rows, project, totals: byUnit, warnings }
}

function groupBy<T extends { UnitId: string; Sort: number; ID: string }>(
  list: readonly T[],
): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const x of list) {
    const l = out.get(x.UnitId) ?? []
    l.push(x)
    out.set(x.UnitId, l)
  }
  for (const l of out.values()) l.sort((a, b) => a.Sort - b.Sort || a.ID.localeCompare(b.ID))
  return out
}
