import { forgetProjects } from '@/data/state/recent-projects'
import { dismissToast, showToast } from '@/components/ui/toast-store'
import { onAppDb } from '@/data/app-db'
import { removeProjects } from '@/data/repositories/projects'
import { createStore } from '@/data/state/store'
import { userMessage } from '@/lib/user-message'

/**
 * Delete with 撤销 (undo) for 5 s. The delete is written — and so queued for the server — only
 * when the 5 s pass without undo. Until then the projects are merely hidden (this store), so an
 * undone delete never reaches the outbox and can never be sent, even if the sync engine runs in
 * between. The price: a tab closed within the 5 s loses the delete (best effort: pagehide
 * writes it). The batch lives in this module, not in a component, so leaving the screen does
 * not cancel it. See ../README.md.
 */
export const UNDO_MS = 5000

/** Ids hidden while their delete waits for the undo window. */
export const pendingDeleteStore = createStore<ReadonlySet<string>>(new Set())

type Commit = (ids: string[]) => Promise<void>

interface Batch {
  ids: string[]
  timer: ReturnType<typeof setTimeout>
  toastId: number
  commit: Commit
}

const batches = new Map<number, Batch>()
let nextBatch = 1
let pagehideHooked = false

const defaultCommit: Commit = (ids) => onAppDb(removeProjects)(ids)

function hide(ids: readonly string[], hidden: boolean): void {
  pendingDeleteStore.set((prev) => {
    const next = new Set(prev)
    for (const id of ids) {
      if (hidden) next.add(id)
      else next.delete(id)
    }
    return next
  })
}

async function commitBatch(batchId: number): Promise<void> {
  const batch = batches.get(batchId)
  if (!batch) return
  batches.delete(batchId)
  clearTimeout(batch.timer)
  dismissToast(batch.toastId)
  try {
    await batch.commit(batch.ids)
    forgetProjects(batch.ids)
  } catch (e) {
    showToast(userMessage(e, '删除失败'), { kind: 'error', durationMs: 5000 })
  } finally {
    // Written (the live query no longer returns them) or failed (show them again).
    hide(batch.ids, false)
  }
}

/** Hides the projects now and deletes them after UNDO_MS unless 撤销 is pressed. */
export function scheduleDelete(
  ids: readonly string[],
  label: string,
  commit: Commit = defaultCommit,
): number {
  const batchId = nextBatch++
  const list = [...ids]
  hide(list, true)
  const toastId = showToast(`已删除${label}`, {
    durationMs: UNDO_MS,
    action: { label: '撤销', onClick: () => undoDelete(batchId) },
  })
  const timer = setTimeout(() => void commitBatch(batchId), UNDO_MS)
  batches.set(batchId, { ids: list, timer, toastId, commit })
  if (!pagehideHooked && typeof window !== 'undefined') {
    pagehideHooked = true
    window.addEventListener('pagehide', () => void flushDeletes())
  }
  return batchId
}

/** 撤销: nothing was written, so showing the projects again is all there is to do. */
export function undoDelete(batchId: number): void {
  const batch = batches.get(batchId)
  if (!batch) return
  batches.delete(batchId)
  clearTimeout(batch.timer)
  dismissToast(batch.toastId)
  hide(batch.ids, false)
  showToast('已撤销删除', { kind: 'success' })
}

/** Writes every waiting delete now (page hidden for good, tests). */
export async function flushDeletes(): Promise<void> {
  await Promise.all([...batches.keys()].map((id) => commitBatch(id)))
}
