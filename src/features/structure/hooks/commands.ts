import { notifier } from '@/data/api/notify'
import { request } from '@/data/api/request'
import { isOk } from '@/data/api/envelope'
import { pendingEntries, failedEntries } from '@/data/repositories/outbox'
import { updateProject } from '@/data/repositories/projects'
import * as structure from '@/data/repositories/structure'
import { onAppDb } from '@/data/repositories/structure'
import * as tenders from '@/data/repositories/tenders'
import { validateStructure, type StructureIssue } from '@/domain/projects/structure'

/**
 * Commands of the workspace: repository calls on the app database. A refused command (a row
 * deleted meanwhile, a limit reached, storage full) shows its Chinese message as a toast and
 * resolves to undefined instead of throwing into React.
 */
async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (e) {
    notifier().toast(e instanceof Error ? e.message : '操作失败', { kind: 'error', durationMs: 5000 })
    return undefined
  }
}


export const structureCommands = (pid: string) => ({
  addRow: (fields?: structure.RowFields) => attempt(() => onAppDb(structure.addRow)(pid, fields)),
  insertRow: (id: string, where: 'before' | 'after') => attempt(() => onAppDb(structure.insertRow)(pid, id, where)),
  addChild: (id: string) => attempt(() => onAppDb(structure.addChild)(pid, id)),
  indent: (id: string) => attempt(() => onAppDb(structure.indentRow)(pid, id)),
  outdent: (id: string) => attempt(() => onAppDb(structure.outdentRow)(pid, id)),
  move: (id: string, direction: 'up' | 'down') => attempt(() => onAppDb(structure.moveRow)(pid, id, direction)),
  moveTo: (id: string, parentId: string, index: number) => attempt(() => onAppDb(structure.moveRowTo)(pid, id, parentId, index)),
  update: (id: string, fields: structure.RowFields) => attempt(() => onAppDb(structure.updateRow)(pid, id, fields)),
  remove: (id: string) => attempt(() => onAppDb(structure.deleteRow)(pid, id)),
  copy: (id: string) => attempt(() => onAppDb(structure.copyRow)(pid, id)),
  paste: (block: structure.PasteBlock) => attempt(() => onAppDb(structure.pasteBlock)(pid, block)),
  clear: (rows: Array<{ id: string; fields: structure.RowFields }>) =>
    attempt(() => onAppDb(structure.pasteBlock)(pid, { updates: rows, creates: [] })),
})

export const tenderCommands = (pid: string) => ({
  create: (count = 1) => attempt(() => onAppDb(tenders.createTenders)(pid, count)),
  rename: (id: string, name: string) => attempt(() => onAppDb(tenders.renameTender)(id, name)),
  remove: (id: string) => attempt(() => onAppDb(tenders.deleteTender)(pid, id)),
  assign: (ids: readonly string[], tenderId: string) => attempt(() => onAppDb(tenders.assignRows)(pid, ids, tenderId)),
  split: (n: number) => attempt(() => onAppDb(tenders.splitByTopLevel)(pid, n)),
})

export type ConfirmOutcome = { kind: 'issues'; issues: StructureIssue[] } | { kind: 'server' } | { kind: 'local' } | { kind: 'refused' }

/**
 * 确认结构 (docs/projects-data.md "Confirming the structure"): the SPEC §5 check first. When it
 * passes and the server already has every structure edit (nothing unsent), SureProStructure
 * checks again on the server and sets StructureConfirmed. Offline, or with edits still queued,
 * the confirmation is recorded as a project update that replays after those edits (outbox order).
 */
export async function confirmStructure(pid: string): Promise<ConfirmOutcome> {
  const rows = await onAppDb(structure.listStructure)(pid)
  const issues = validateStructure(rows)
  if (issues.length > 0) return { kind: 'issues', issues }
  const unsent = [...(await onAppDb(pendingEntries)()), ...(await onAppDb(failedEntries)())].some((e) => e.entity === 'structureRows' || e.entity === 'projects')
  if (navigator.onLine && !unsent) {
    try {
      const envelope = await request.get<unknown>('/api/SjyqList/SureProStructure', { ID: pid })
      return isOk(envelope) ? { kind: 'server' } : { kind: 'refused' }
    } catch {
      // Network trouble: fall through to the offline path, which loses nothing.
    }
  }
  const done = await attempt(() => onAppDb(updateProject)(pid, { StructureConfirmed: 1 }))
  return done === undefined ? { kind: 'refused' } : { kind: 'local' }
}
