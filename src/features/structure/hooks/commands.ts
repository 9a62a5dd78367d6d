import { notifier } from '@/data/api/notify'
import { callApi, CallRefused } from '@/data/api/call-api'
import { PROJECT_CALLS } from '@/domain/api/calls/projects'
import { pendingEntries, failedEntries } from '@/data/repositories/outbox'
import { applyServerFields, updateProject } from '@/data/repositories/projects'
import { syncNow } from '@/data/sync'
import * as structure from '@/data/repositories/structure'
import { listStructure } from '@/data/repositories/structure-read'
import { onAppDb } from '@/data/app-db'
import * as tenders from '@/data/repositories/tenders'
import { listUnits } from '@/data/repositories/bill-docs'
import { rollUpNotice, validateStructure, type StructureIssue } from '@/domain/projects/structure'
import { descendantsOf } from '@/domain/projects/tree-plan'
import { userMessage } from '@/lib/user-message'

/**
 * Commands of the workspace: repository calls on the app database. A refused command (a row
 * deleted meanwhile, a limit reached, storage full) shows its Chinese message as a toast and
 * resolves to undefined instead of throwing into React.
 */
async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (e) {
    notifier().toast(userMessage(e, '操作失败'), { kind: 'error', durationMs: 5000 })
    return undefined
  }
}

/**
 * Runs a command that may give `parentId` its first child; when that row held typed areas, says
 * that they are replaced by the children's roll-up (the rule of rollUpTree).
 */
async function underParent<T>(
  pid: string,
  parentId: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  const notice = await onAppDb(listStructure)(pid).then(
    (rows) => rollUpNotice(rows, parentId),
    () => null,
  )
  const outcome = await attempt(async () => ({ value: await run() }))
  if (outcome !== undefined && outcome.value !== false && notice !== null)
    notifier().toast(notice, { kind: 'info', durationMs: 6000 })
  return outcome?.value
}

/** The row `id` would be indented under (its previous sibling), or '' when there is none. */
async function previousSibling(pid: string, id: string): Promise<string> {
  const rows = await onAppDb(listStructure)(pid)
  const row = rows.find((r) => r.ID === id)
  const sibs = rows
    .filter((r) => row !== undefined && r.ParentID === row.ParentID)
    .sort((a, b) => a.Sort - b.Sort || a.ID.localeCompare(b.ID))
  return sibs[sibs.findIndex((r) => r.ID === id) - 1]?.ID ?? ''
}

export const structureCommands = (pid: string) => ({
  addRow: (fields?: structure.RowFields) => attempt(() => onAppDb(structure.addRow)(pid, fields)),
  insertRow: (id: string, where: 'before' | 'after') =>
    attempt(() => onAppDb(structure.insertRow)(pid, id, where)),
  addChild: (id: string) => underParent(pid, id, () => onAppDb(structure.addChild)(pid, id)),
  indent: async (id: string) =>
    underParent(pid, await previousSibling(pid, id), () => onAppDb(structure.indentRow)(pid, id)),
  outdent: (id: string) => attempt(() => onAppDb(structure.outdentRow)(pid, id)),
  move: (id: string, direction: 'up' | 'down') =>
    attempt(() => onAppDb(structure.moveRow)(pid, id, direction)),
  moveTo: (id: string, parentId: string, index: number) =>
    underParent(pid, parentId, () => onAppDb(structure.moveRowTo)(pid, id, parentId, index)),
  update: (id: string, fields: structure.RowFields) =>
    attempt(() => onAppDb(structure.updateRow)(pid, id, fields)),
  remove: (id: string) => attempt(() => onAppDb(structure.deleteRow)(pid, id)),
  copy: (id: string) => attempt(() => onAppDb(structure.copyRow)(pid, id)),
  paste: (block: structure.PasteBlock) => attempt(() => onAppDb(structure.pasteBlock)(pid, block)),
  clear: (rows: Array<{ id: string; fields: structure.RowFields }>) =>
    attempt(() => onAppDb(structure.pasteBlock)(pid, { updates: rows, creates: [] })),
  restore: (plan: structure.RowRestore) => attempt(() => onAppDb(structure.restoreRows)(pid, plan)),
  /** How many 单位工程 (priced bills) the row and its descendants hold: deleting them deletes those. */
  unitsUnder: async (id: string) => {
    const rows = await onAppDb(listStructure)(pid)
    const ids = new Set([id, ...descendantsOf(rows, id).map((r) => r.ID)])
    return (await onAppDb(listUnits)(pid)).filter((u) => ids.has(u.RowId)).length
  },
  /** The project's rows now (the snapshots of undo steps). */
  snapshot: () => onAppDb(listStructure)(pid),
})

export const tenderCommands = (pid: string) => ({
  create: (count = 1) => attempt(() => onAppDb(tenders.createTenders)(pid, count)),
  rename: (id: string, name: string) => attempt(() => onAppDb(tenders.renameTender)(id, name)),
  remove: (id: string) => attempt(() => onAppDb(tenders.deleteTender)(pid, id)),
  assign: (ids: readonly string[], tenderId: string) =>
    attempt(() => onAppDb(tenders.assignRows)(pid, ids, tenderId)),
  split: (n: number) => attempt(() => onAppDb(tenders.splitByTopLevel)(pid, n)),
})

export type ConfirmOutcome =
  | { kind: 'issues'; issues: StructureIssue[] }
  | { kind: 'server' }
  | { kind: 'local' }
  | { kind: 'refused' }

/**
 * 确认结构 (docs/projects-data.md "Confirming the structure"): the SPEC §5 check first. When it
 * passes and the server already has every structure edit (nothing unsent), SureProStructure
 * checks again on the server and sets StructureConfirmed. Offline, or with edits still queued,
 * the confirmation is recorded as a project update that replays after those edits (outbox order).
 */
export async function confirmStructure(pid: string): Promise<ConfirmOutcome> {
  const rows = await onAppDb(listStructure)(pid)
  const issues = validateStructure(rows)
  if (issues.length > 0) return { kind: 'issues', issues }
  const unsent = [...(await onAppDb(pendingEntries)()), ...(await onAppDb(failedEntries)())].some(
    (e) => e.entity === 'structureRows' || e.entity === 'projects',
  )
  if (navigator.onLine && !unsent) {
    try {
      await callApi(PROJECT_CALLS.sureProStructure, { ID: pid })
      // The badge follows at once (not at the next pull); the pull brings the new version.
      await onAppDb(applyServerFields)(pid, { StructureConfirmed: 1 })
      void syncNow().catch(() => undefined)
      return { kind: 'server' }
    } catch (error) {
      // The wrapper showed the refusal; network trouble falls through to the offline path, which loses nothing.
      if (error instanceof CallRefused) return { kind: 'refused' }
    }
  }
  const done = await attempt(() => onAppDb(updateProject)(pid, { StructureConfirmed: 1 }))
  return done === undefined ? { kind: 'refused' } : { kind: 'local' }
}
