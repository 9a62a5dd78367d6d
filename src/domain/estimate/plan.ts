import type { BillItem } from '../bill/model'
import { fingerprint, generatedKey, isHandEdited, type ProposedItem } from './generate'

/**
 * Regeneration (issue 12): what a new smart list would change in a project's bill, item by item,
 * before anything is written. Items the user made are never touched; generated items the user
 * edited are shown as 已修改 and left alone unless the user ticks them.
 */

export type PlanAction = 'add' | 'update' | 'same' | 'edited' | 'remove'

export const ACTION_LABELS: Readonly<Record<PlanAction, string>> = {
  add: '新增',
  update: '更新',
  same: '无变化',
  edited: '已手工修改（保留）',
  remove: '删除',
}

export interface ExistingUnit {
  ID: string
  RowId: string
  Specialty: string
  Items: readonly (BillItem & { Origin?: string })[]
}

export interface PlanEntry {
  /** Stable id of the entry (the UI ticks by it). */
  Id: string
  Action: PlanAction
  RowId: string
  Specialty: string
  UnitId: string
  /** The existing item (update, same, edited, remove). */
  ItemId: string
  Proposed: ProposedItem | null
  Current: (BillItem & { Origin?: string }) | null
  /** Ticked by default: add, update, remove; never same; edited only when the user asks. */
  Tick: boolean
}

const unitKey = (rowId: string, specialty: string) => `${rowId}|${specialty}`

export function planRegeneration(
  existing: readonly ExistingUnit[],
  proposed: readonly ProposedItem[],
): PlanEntry[] {
  const units = new Map(existing.map((u) => [unitKey(u.RowId, u.Specialty), u]))
  const byKey = new Map<string, BillItem & { Origin?: string }>()
  for (const u of existing) {
    for (const item of u.Items) {
      const key = generatedKey(item.Origin)
      if (key) byKey.set(`${u.ID}|${key}`, item)
    }
  }
  const matched = new Set<string>()
  const plan: PlanEntry[] = []
  for (const p of proposed) {
    const unit = units.get(unitKey(p.RowId, p.Specialty))
    const current = unit ? byKey.get(`${unit.ID}|${p.Key}`) : undefined
    const base = { RowId: p.RowId, Specialty: p.Specialty, UnitId: unit?.ID ?? '', Proposed: p }
    if (!current) {
      plan.push({
        ...base,
        Id: `add|${p.RowId}|${p.Specialty}|${p.Key}`,
        Action: 'add',
        ItemId: '',
        Current: null,
        Tick: true,
      })
      continue
    }
    matched.add(current.ID)
    const action: PlanAction = isHandEdited(current)
      ? 'edited'
      : fingerprint(current) === fingerprint(p)
        ? 'same'
        : 'update'
    plan.push({
      ...base,
      Id: `${action}|${current.ID}`,
      Action: action,
      ItemId: current.ID,
      Current: current,
      Tick: action === 'update',
    })
  }
  for (const u of existing) {
    for (const item of u.Items) {
      if (!generatedKey(item.Origin) || matched.has(item.ID)) continue
      const edited = isHandEdited(item)
      plan.push({
        Id: `${edited ? 'edited' : 'remove'}|${item.ID}`,
        Action: edited ? 'edited' : 'remove',
        RowId: u.RowId,
        Specialty: u.Specialty,
        UnitId: u.ID,
        ItemId: item.ID,
        Proposed: null,
        Current: item,
        Tick: !edited,
      })
    }
  }
  return plan
}

export interface PlanSummary {
  counts: Record<PlanAction, number>
  ticked: number
}

export function summarizePlan(
  plan: readonly PlanEntry[],
  ticked: ReadonlySet<string>,
): PlanSummary {
  const counts: Record<PlanAction, number> = { add: 0, update: 0, same: 0, edited: 0, remove: 0 }
  for (const e of plan) counts[e.Action]++
  return { counts, ticked: plan.filter((e) => e.Action !== 'same' && ticked.has(e.Id)).length }
}
