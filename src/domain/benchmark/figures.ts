import { CONTENT_RULES, classifyContent } from '../bill/contents'
import { billIndicators, type LevelIndicators } from '../bill/indicators'
import type { BillData, BillItem } from '../bill/model'
import { asFen, fenToYuan, lineAmountFen, quotient, toMilli } from '../money'
import { normalizeUnit } from '../bill/quantity'
import {
  buildTree,
  flattenTree,
  projectTotals,
  type StructureNode,
  type StructureRow,
} from '../projects/structure'
import { usageOf } from '../projects/usage'
import { reconcileFigure, unitMultipliers, type Reconciliation } from './trace'
import type { BenchmarkLevel } from './levels'

/**
 * The indicator figures of one project at a level (DOMAIN.md "Indicators and benchmarking"), each
 * with the scope it came from, and the bill rows behind a figure (drill-down).
 */

export { BENCHMARK_LEVELS, type BenchmarkLevel } from './levels'

export interface BenchmarkProject {
  id: string
  name: string
  meta: {
    type: string
    city: string
    year: number | null
    period?: string | null
    builtArea: number
    structureType: string
  }
  data: BillData
  structure: readonly StructureRow[]
  /** What the figures cannot be trusted for (a 栋数 of 1.5 counted as 1), shown with the results. */
  warnings?: readonly string[]
  /** Changes whenever any row of the project changes (set by the local repository; the compute worker's cache key). */
  version?: string
}

export interface IndicatorDef {
  key: string
  label: string
  unit: string
  /** Money per something: rebased by location and price index. */
  money: boolean
}

const SHARES: readonly IndicatorDef[] = [
  { key: 'labour', label: '人工费占比', unit: '%', money: false },
  { key: 'material', label: '材料费占比', unit: '%', money: false },
  { key: 'machine', label: '机械费占比', unit: '%', money: false },
  { key: 'overhead', label: '管理费占比', unit: '%', money: false },
]
export const LEVEL_INDICATORS: readonly IndicatorDef[] = [
  { key: 'perBuilt', label: '单方造价（建筑面积）', unit: '元/m²', money: true },
  { key: 'perSell', label: '单方造价（可售面积）', unit: '元/m²', money: true },
  { key: 'share', label: '占比', unit: '%', money: false },
  ...SHARES,
]
export const ITEM_INDICATORS: readonly IndicatorDef[] = [
  { key: 'unitPrice', label: '综合单价', unit: '元', money: true },
  // The units of an item's figures follow the item's own unit (itemFigureUnit); these are generic.
  { key: 'perArea', label: '含量', unit: '单位/m²', money: false },
]

/** Display spelling of the canonical units of itemKey (normalizeUnit gives m2, m3). */
const UNIT_DISPLAY: Readonly<Record<string, string>> = { m2: 'm²', m3: 'm³' }

/**
 * The unit of an item-level figure, from the item's own unit in the item key (`code|unit`):
 * 含量 is that unit per m² of built area (m³/m², t/m²), 综合单价 元 per that unit (元/m³, 元/t);
 * other figures keep their definition's unit.
 */
export function itemFigureUnit(def: Pick<IndicatorDef, 'key' | 'unit'>, group: string): string {
  if (def.key !== 'perArea' && def.key !== 'unitPrice') return def.unit
  const raw = group.slice(group.indexOf('|') + 1)
  const unit = raw === '' ? '（未填单位）' : (UNIT_DISPLAY[raw] ?? raw)
  return def.key === 'perArea' ? `${unit}/m²` : raw === '' ? '元' : `元/${unit}`
}

/** Where a figure came from: a project, optionally a structure row or a 专业. */
export interface Scope {
  projectId: string
  rowId?: string
  /** The 单项's name, to tell a project's rows apart in the sample list. */
  rowName?: string
  specialty?: string
}

export interface Figure {
  /** '' at project and 单项 level; the 专业; or the item key (9-digit code|unit). */
  group: string
  groupLabel: string
  key: string
  value: number
  scope: Scope
}

function levelFigures(
  l: LevelIndicators,
  group: string,
  groupLabel: string,
  scope: Scope,
): Figure[] {
  const out: Figure[] = []
  const push = (key: string, value: number | null) => {
    if (value !== null && Number.isFinite(value)) out.push({ group, groupLabel, key, value, scope })
  }
  // A scope without a priced bill has no cost figures: its 0 元/m² is no sample and no target.
  if (l.costFen !== 0) {
    push('perBuilt', l.perBuilt)
    push('perSell', l.perSell)
    push('share', l.share)
  }
  for (const s of SHARES) push(s.key, l.composition[s.key as 'labour'])
  for (const c of l.contents) if (c.quantity > 0) push(`content:${c.key}`, c.perArea)
  return out
}

export const itemKey = (it: BillItem) => `${it.Code.slice(0, 9)}|${normalizeUnit(it.Unit)}`

/**
 * Figures of a project at a level. At 单项 level the group is the row's 业态/部位 tag
 * (src/domain/projects/usage.ts), so a 地下室 is only compared with 地下室: `rowId` picks one row,
 * else every row that has no ancestor of its own tag (a tower's 地下室 child counts as a 地下室;
 * a 地下室 inside a 地下室 is already in its parent's figures).
 */
export function projectFigures(
  p: BenchmarkProject,
  level: BenchmarkLevel,
  rowId?: string,
): Figure[] {
  const scope: Scope = { projectId: p.id }
  if (level === 'item') return itemFigures(p)
  const ind = billIndicators(p.data, p.structure)
  if (level === 'project') return levelFigures(ind.project, '', '项目', scope)
  if (level === 'specialty')
    return ind.specialties.flatMap((s) =>
      levelFigures(s, s.specialty, s.specialty, { ...scope, specialty: s.specialty }),
    )
  const picked = rowId === undefined ? usageTops(p.structure) : new Set([rowId])
  const tags = new Map(p.structure.map((r) => [r.ID, usageOf(r)]))
  return ind.rows
    .filter((r) => picked.has(r.rowId))
    .flatMap((r) => {
      const tag = tags.get(r.rowId) ?? '其他'
      return levelFigures(r, tag, tag, { ...scope, rowId: r.rowId, rowName: r.name })
    })
}

/** The rows whose ancestors all have another 业态/部位 tag. */
function usageTops(structure: readonly StructureRow[]): Set<string> {
  const out = new Set<string>()
  const walk = (nodes: readonly StructureNode[], above: ReadonlySet<string>) => {
    for (const n of nodes) {
      const tag = usageOf(n)
      if (!above.has(tag)) out.add(n.ID)
      walk(n.Child, new Set([...above, tag]))
    }
  }
  walk(buildTree(structure), new Set())
  return out
}

/**
 * Per item key: 综合单价 = Σ 合价 ÷ Σ 工程量 over the project's items of that key, and 含量 =
 * Σ 工程量 ÷ 建筑面积, each item × the 栋数 of its 单项 (the area counts every copy too).
 */
function itemFigures(p: BenchmarkProject): Figure[] {
  const built = projectTotals(buildTree(p.structure)).BuiltArea
  const acc = new Map<string, { name: string; fen: number; milli: number }>()
  // An item counts as many times as its 单项 does (栋数 along the path), as the area does.
  const mults = unitMultipliers(p)
  for (const it of p.data.items) {
    const m = mults.get(it.UnitId) ?? 1
    const q = (toMilli(it.Quantity) ?? 0) * m
    if (q <= 0 || it.UnitPrice === null) continue
    const k = itemKey(it)
    const a = acc.get(k) ?? {
      name: `${it.Code.slice(0, 9)} ${it.Name}（${it.Unit}）`,
      fen: 0,
      milli: 0,
    }
    a.fen += lineAmountFen(it.Quantity, it.UnitPrice) * m
    a.milli += q
    acc.set(k, a)
  }
  const out: Figure[] = []
  for (const [k, a] of acc) {
    const scope = { projectId: p.id }
    out.push({
      group: k,
      groupLabel: a.name,
      key: 'unitPrice',
      // Σ 合价 ÷ Σ 工程量 in 分: fen ÷ (milli / 10^3) = fen ÷ milli × 10^3.
      value: fenToYuan(asFen(quotient(a.fen, a.milli, 3) ?? 0)),
      scope,
    })
    if (built > 0)
      out.push({
        group: k,
        groupLabel: a.name,
        key: 'perArea',
        // (milli / 10^3) ÷ built at 4 decimals = milli ÷ built × 10^1, in 10^-4 units.
        value: (quotient(a.milli, built, 1) ?? 0) / 10_000,
        scope,
      })
  }
  return out
}

/** The rows behind a figure: the 单位工程 and the items it was computed from, and how they add up to it (./trace.ts). */
export function traceFigure(
  p: BenchmarkProject,
  level: BenchmarkLevel,
  figure: Pick<Figure, 'group' | 'key' | 'scope'>,
): { unitIds: string[]; itemIds: string[]; reconcile: Reconciliation } {
  let units = p.data.units
  if (figure.scope.specialty !== undefined)
    units = units.filter((u) => u.Specialty === figure.scope.specialty)
  if (figure.scope.rowId !== undefined) {
    const node = flattenTree(buildTree(p.structure)).find((n) => n.ID === figure.scope.rowId)
    const ids = new Set(node ? flattenTree([node]).map((n) => n.ID) : [])
    units = units.filter((u) => ids.has(u.RowId))
  }
  const unitIds = new Set(units.map((u) => u.ID))
  let items = p.data.items.filter((it) => unitIds.has(it.UnitId))
  if (level === 'item') items = items.filter((it) => itemKey(it) === figure.group)
  else if (figure.key.startsWith('content:')) {
    const index = CONTENT_RULES.findIndex((r) => r.key === figure.key.slice(8))
    items = items.filter((it) => classifyContent(it.Code, it.Unit)?.index === index)
  } else if (SHARES.some((s) => s.key === figure.key))
    items = items.filter(
      (it) =>
        it.Labour !== null ||
        it.Material !== null ||
        it.Machine !== null ||
        it.Overhead !== null ||
        it.Profit !== null,
    )
  const ids = { unitIds: [...unitIds], itemIds: items.map((it) => it.ID) }
  return { ...ids, reconcile: reconcileFigure(p, level, figure, ids.unitIds, ids.itemIds) }
}
