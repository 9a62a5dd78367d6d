import type { BillGroup, BillItem } from '@/domain/bill/model'

/**
 * Undo/redo of item edits (typing, Delete, paste, fill down, add, delete) and of 分部 (add, rename) as data: a step keeps
 * the changed fields before and after, the items it created and the items it deleted. Applying
 * goes through `HistoryPort` (the repository commands), so this stays testable without a DOM.
 */
export type FieldUpdate = { id: string; fields: Record<string, unknown> }

export interface EditStep {
  before: FieldUpdate[]
  after: FieldUpdate[]
  /** Items the step made (their ids now) and their documents, to make them again on redo. */
  created: BillItem[]
  /** Items the step deleted (as they were; their ids change when undo brings them back). */
  deleted: BillItem[]
  /** A 分部 renamed, or added (its document; the id changes when redo makes it again). */
  group?: { type: 'rename'; id: string; from: string; to: string } | { type: 'add'; doc: BillGroup }
}

export interface HistoryPort {
  update(updates: FieldUpdate[]): Promise<boolean>
  remove(ids: string[]): Promise<void>
  restore(docs: BillItem[]): Promise<string[]>
  renameGroup(id: string, name: string): Promise<boolean>
  removeGroup(id: string): Promise<void>
  restoreGroup(doc: BillGroup): Promise<string>
}

export const HISTORY_LIMIT = 100

/** The step of writing `updates` over `items`: only the fields whose value changes. */
export function stepOf(items: ReadonlyMap<string, BillItem>, updates: readonly FieldUpdate[]): EditStep | null {
  const before: FieldUpdate[] = []
  const after: FieldUpdate[] = []
  for (const u of updates) {
    const item = items.get(u.id) as Record<string, unknown> | undefined
    if (!item) continue
    const old: Record<string, unknown> = {}
    const next: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(u.fields)) {
      if (item[k] === v) continue
      old[k] = item[k]
      next[k] = v
    }
    if (Object.keys(next).length > 0) {
      before.push({ id: u.id, fields: old })
      after.push({ id: u.id, fields: next })
    }
  }
  return after.length === 0 ? null : { before, after, created: [], deleted: [] }
}

export class EditHistory {
  past: EditStep[] = []
  future: EditStep[] = []
  /** 分部 made again by redo get new ids: later steps still name the old one. */
  private groupIds = new Map<string, string>()

  private groupId(id: string): string {
    let current = id
    for (let next = this.groupIds.get(current); next !== undefined; next = this.groupIds.get(current)) current = next
    return current
  }

  record(step: EditStep | null): void {
    if (!step) return
    this.past = [...this.past, step].slice(-HISTORY_LIMIT)
    this.future = []
  }

  async undo(port: HistoryPort): Promise<boolean> {
    const step = this.past.pop()
    if (!step) return false
    if (step.before.length > 0) await port.update(step.before)
    if (step.created.length > 0) await port.remove(step.created.map((i) => i.ID))
    if (step.deleted.length > 0) {
      const ids = await port.restore(step.deleted)
      step.deleted = step.deleted.map((d, k) => ({ ...d, ID: ids[k] ?? d.ID }))
    }
    if (step.group?.type === 'rename') await port.renameGroup(this.groupId(step.group.id), step.group.from)
    if (step.group?.type === 'add') await port.removeGroup(this.groupId(step.group.doc.ID))
    this.future.push(step)
    return true
  }

  async redo(port: HistoryPort): Promise<boolean> {
    const step = this.future.pop()
    if (!step) return false
    if (step.after.length > 0) await port.update(step.after)
    if (step.created.length > 0) {
      const ids = await port.restore(step.created)
      step.created = step.created.map((d, k) => ({ ...d, ID: ids[k] ?? d.ID }))
    }
    if (step.deleted.length > 0) await port.remove(step.deleted.map((i) => i.ID))
    if (step.group?.type === 'rename') await port.renameGroup(this.groupId(step.group.id), step.group.to)
    if (step.group?.type === 'add') {
      const old = this.groupId(step.group.doc.ID)
      const made = await port.restoreGroup(step.group.doc)
      this.groupIds.set(old, made)
    }
    this.past.push(step)
    return true
  }
}
