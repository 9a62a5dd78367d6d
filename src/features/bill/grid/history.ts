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
export function stepOf(
  items: Pick<ReadonlyMap<string, BillItem>, 'get'>,
  updates: readonly FieldUpdate[],
): EditStep | null {
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
  /**
   * Items and 分部 made again by undo (a delete) or redo (an add) get new ids; other steps still
   * name the old ones. Old id → new id, followed to the end (ids are fresh UUIDs: no cycles).
   */
  private renamed = new Map<string, string>()

  private idOf(id: string): string {
    let current = id
    for (let next = this.renamed.get(current); next !== undefined; next = this.renamed.get(current))
      current = next
    return current
  }

  private ids(updates: FieldUpdate[]): FieldUpdate[] {
    return updates.map((u) => ({ ...u, id: this.idOf(u.id) }))
  }

  /** Makes items again, in the 分部 they were in (under its current id), and remembers their new ids. */
  private async restore(port: HistoryPort, docs: BillItem[]): Promise<BillItem[]> {
    const placed = docs.map((d) => ({
      ...d,
      GroupId: d.GroupId === '' ? '' : this.idOf(d.GroupId),
    }))
    const made = await port.restore(placed)
    return placed.map((d, k) => {
      const id = made[k]
      if (id === undefined) return d
      this.renamed.set(this.idOf(d.ID), id)
      return { ...d, ID: id }
    })
  }

  record(step: EditStep | null): void {
    if (!step) return
    this.past = [...this.past, step].slice(-HISTORY_LIMIT)
    this.future = []
  }

  async undo(port: HistoryPort): Promise<boolean> {
    const step = this.past.pop()
    if (!step) return false
    if (step.before.length > 0) await port.update(this.ids(step.before))
    if (step.created.length > 0) await port.remove(step.created.map((i) => this.idOf(i.ID)))
    if (step.deleted.length > 0) step.deleted = await this.restore(port, step.deleted)
    if (step.group?.type === 'rename')
      await port.renameGroup(this.idOf(step.group.id), step.group.from)
    if (step.group?.type === 'add') await port.removeGroup(this.idOf(step.group.doc.ID))
    this.future.push(step)
    return true
  }

  async redo(port: HistoryPort): Promise<boolean> {
    const step = this.future.pop()
    if (!step) return false
    // A 分部 first: items of the same step (none today) would go into it.
    if (step.group?.type === 'add') {
      const old = this.idOf(step.group.doc.ID)
      const made = await port.restoreGroup(step.group.doc)
      this.renamed.set(old, made)
    }
    if (step.after.length > 0) await port.update(this.ids(step.after))
    if (step.created.length > 0) step.created = await this.restore(port, step.created)
    if (step.deleted.length > 0) await port.remove(step.deleted.map((i) => this.idOf(i.ID)))
    if (step.group?.type === 'rename')
      await port.renameGroup(this.idOf(step.group.id), step.group.to)
    this.past.push(step)
    return true
  }
}
