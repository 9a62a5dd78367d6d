import type { StructureRow } from '@/domain/projects/structure'
import type { PasteBlock, RowFields } from '@/data/repositories/structure'

/**
 * Undo/redo of the grid's value edits (typing, Delete, paste) as pure data: each step keeps the
 * fields it changed as they were before and after, and the rows a paste appended.
 */
export interface EditStep {
  before: PasteBlock['updates']
  after: PasteBlock['updates']
  /** Rows the step appended (a paste below the last row), as created and their current ids. */
  creates: RowFields[]
  created: string[]
}

export interface EditHistory {
  past: EditStep[]
  future: EditStep[]
}

export const HISTORY_LIMIT = 100

export const emptyHistory = (): EditHistory => ({ past: [], future: [] })

/** The step of writing `updates` over `rows` (their current values become `before`). */
export function stepOf(rows: readonly StructureRow[], updates: PasteBlock['updates'], creates: RowFields[] = [], created: string[] = []): EditStep | null {
  const byId = new Map(rows.map((r) => [r.ID, r]))
  const before: PasteBlock['updates'] = []
  const after: PasteBlock['updates'] = []
  for (const u of updates) {
    const row = byId.get(u.id)
    if (!row) continue
    const old: RowFields = {}
    const next: RowFields = {}
    for (const [k, v] of Object.entries(u.fields) as Array<[keyof RowFields, RowFields[keyof RowFields]]>) {
      if (row[k] === v) continue
      Object.assign(old, { [k]: row[k] })
      Object.assign(next, { [k]: v })
    }
    if (Object.keys(next).length > 0) {
      before.push({ id: u.id, fields: old })
      after.push({ id: u.id, fields: next })
    }
  }
  if (after.length === 0 && created.length === 0) return null
  return { before, after, creates, created }
}

/** A new edit: onto the past (oldest dropped beyond the limit); the redo list is gone. */
export function record(h: EditHistory, step: EditStep): EditHistory {
  return { past: [...h.past, step].slice(-HISTORY_LIMIT), future: [] }
}
