import { CONTENT_RULES } from '../bill/contents'
import { lineAmountFen } from '../money'
import { summarizeBill } from '../bill/summary'
import {
  buildTree,
  flattenTree,
  projectTotals,
  rollUp,
  rowCopies,
  type StructureNode,
} from '../projects/structure'
import type { BenchmarkLevel, BenchmarkProject, Figure } from './figures'

/**
 * How one project's figure is made (the drill-down, issue 37 item 3): each 单位工程's amount
 * (造价, a 含量 quantity, a composition part, an item key's 合价 or 工程量) × the number of times
 * it counts in the scope (栋数 along the path), their sum, and what it is divided by, so the
 * figure on screen can be checked by hand: Σ amount × 栋数 (× copies) ÷ divisor.
 */

export interface ReconcileUnit {
  id: string
  /** "单项 / 单位工程": which building the unit belongs to. */
  label: string
  amount: number
  /** Times the unit counts in the scope: the MultNum of its row and of the rows above it (within the scope). */
  mult: number
  subtotal: number
}

export interface Reconciliation {
  /** What is summed, and its unit ("造价", "元"). */
  basis: string
  unit: string
  units: ReconcileUnit[]
  total: number
  /** 占比 of a 单项: its copies in the project (the row's own MultNum and those above); else 1. */
  copies: number
  divisor: { label: string; unit: string; value: number } | null
  /** total × copies ÷ divisor: the figure. null without a divisor or when it is 0. */
  value: number | null
}

/**
 * The times each 单位工程 counts: the MultNum product of its row's path, from below `from` (a
 * row's figures are of one copy) or from the top (project, 专业, item). Units of unknown rows count once.
 */
export function unitMultipliers(
  p: Pick<BenchmarkProject, 'data' | 'structure'>,
  from?: StructureNode,
): Map<string, number> {
  const copies = rowCopies(p.structure)
  const inside = from ? new Set(flattenTree([from]).map((n) => n.ID)) : null
  // Copies are products along the path: below `from`, a row counts its copies ÷ from's.
  const base = from ? (copies.get(from.ID) ?? 1) : 1
  const out = new Map<string, number>()
  for (const u of p.data.units) {
    if (inside && !inside.has(u.RowId)) continue
    out.set(u.ID, (copies.get(u.RowId) ?? base) / base)
  }
  return out
}

const COMPOSITION: Record<string, [string, 'labour' | 'material' | 'machine' | 'overhead']> = {
  labour: ['人工费', 'labour'],
  material: ['材料费', 'material'],
  machine: ['机械费', 'machine'],
  overhead: ['管理费', 'overhead'],
}

export function reconcileFigure(
  p: BenchmarkProject,
  level: BenchmarkLevel,
  figure: Pick<Figure, 'group' | 'key' | 'scope'>,
  unitIds: readonly string[],
  itemIds: readonly string[],
): Reconciliation {
  const tree = buildTree(p.structure)
  const node = figure.scope.rowId
    ? flattenTree(tree).find((n) => n.ID === figure.scope.rowId)
    : undefined
  const mults = unitMultipliers(p, node)
  const rowName = new Map(p.structure.map((r) => [r.ID, r.Project_Name || '未命名单项']))
  const summary = summarizeBill(p.data, p.structure)
  const areas = node ? rollUp(node) : projectTotals(tree)
  const wanted = new Set(itemIds)
  const key = figure.key
  const content = key.startsWith('content:')
    ? CONTENT_RULES.findIndex((r) => r.key === key.slice(8))
    : -1
  const composition = COMPOSITION[key]

  let basis = '造价'
  let unit = '元'
  const amountOf = (unitId: string): number => {
    const t = summary.totals.get(unitId)
    if (level === 'item') {
      const items = p.data.items.filter((i) => i.UnitId === unitId && wanted.has(i.ID))
      if (key === 'unitPrice')
        return items.reduce((s, i) => s + lineAmountFen(i.Quantity, i.UnitPrice), 0) / 100
      return items.reduce((s, i) => s + (i.Quantity ?? 0), 0)
    }
    if (content >= 0) return (t?.contents[content] ?? 0) / 1000
    if (composition) return (t?.[composition[1]] ?? 0) / 100
    return (summary.units.get(unitId)?.total ?? 0) / 100
  }
  if (level === 'item') [basis, unit] = key === 'unitPrice' ? ['合价', '元'] : ['工程量', '']
  else if (content >= 0)
    [basis, unit] = [CONTENT_RULES[content]?.label ?? '', CONTENT_RULES[content]?.unit ?? '']
  else if (composition) basis = composition[0]

  const units = p.data.units
    .filter((u) => unitIds.includes(u.ID))
    .map((u): ReconcileUnit => {
      const amount = amountOf(u.ID)
      const mult = mults.get(u.ID) ?? 1
      const row = rowName.get(u.RowId) ?? '（单项不存在）'
      return {
        id: u.ID,
        label: `${row} / ${u.Name || u.Specialty}`,
        amount,
        mult,
        subtotal: amount * mult,
      }
    })
  const total = units.reduce((s, u) => s + u.subtotal, 0)

  let copies = 1
  let divisor: Reconciliation['divisor'] = null
  if (key === 'perBuilt' || key === 'perArea' || content >= 0)
    divisor = { label: '建筑面积', unit: 'm²', value: areas.BuiltArea }
  else if (key === 'perSell') divisor = { label: '可售面积', unit: 'm²', value: areas.SellArea }
  else if (key === 'share') {
    divisor = { label: '项目造价', unit: '元', value: summary.project.total / 100 }
    if (node) copies = rowCopies(p.structure).get(node.ID) ?? 1
  } else if (composition) {
    const composed = units.reduce(
      (s, u) => s + ((summary.totals.get(u.id)?.composed ?? 0) / 100) * u.mult,
      0,
    )
    divisor = { label: '有组价的合价', unit: '元', value: composed }
  } else if (key === 'unitPrice') {
    const quantity = p.data.items
      .filter((i) => wanted.has(i.ID))
      .reduce((s, i) => s + (i.Quantity ?? 0) * (mults.get(i.UnitId) ?? 1), 0)
    divisor = { label: '工程量', unit: '', value: quantity }
  }
  const value = divisor && divisor.value !== 0 ? (total * copies) / divisor.value : null
  return { basis, unit, units, total, copies, divisor, value }
}
