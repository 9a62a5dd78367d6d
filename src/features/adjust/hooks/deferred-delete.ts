import { dismissToast, showToast } from '@/components/ui/toast-store'
import { createStore } from '@/data/state/store'

/**
 * Delete with 撤销 (undo), as the projects screen does it: once confirmed, a scheme or 签证 is
 * hidden at once and written as deleted (so queued for the server) only when UNDO_MS pass
 * without 撤销. An undone delete never reaches the outbox. A tab closed within the window writes
 * it on pagehide (best effort).
 */
export const UNDO_MS = 5000

/** Ids hidden while their delete waits out the undo window. */
export const hiddenStore = createStore<ReadonlySet<string>>(new Set())

interface Pending {
  timer: ReturnType<typeof setTimeout>
  toastId: number
  commit: () => Promise<unknown>
}

const pending = new Map<string, Pending>()
let hooked = false

function hide(id: string, hidden: boolean): void {
  hiddenStore.set((prev) => {
    const next = new Set(prev)
    if (hidden) next.add(id)
    else next.delete(id)
    return next
  })
}

async function commit(id: string): Promise<void> {
  const p = pending.get(id)
  if (!p) return
  pending.delete(id)
  clearTimeout(p.timer)
  dismissToast(p.toastId)
  try {
    await p.commit()
  } catch {
    showToast('删除失败，请重试', { kind: 'error', durationMs: 5000 })
  } finally {
    hide(id, false)
  }
}

/** Hides `id` now and runs `write` after UNDO_MS unless 撤销 is pressed. */
export function deleteWithUndo(id: string, label: string, write: () => Promise<unknown>): void {
  if (pending.has(id)) return
  hide(id, true)
  const toastId = showToast(`已删除${label}`, {
    durationMs: UNDO_MS,
    action: { label: '撤销', onClick: () => undo(id) },
  })
  pending.set(id, { timer: setTimeout(() => void commit(id), UNDO_MS), toastId, commit: write })
  if (!hooked && typeof window !== 'undefined') {
    hooked = true
    window.addEventListener('pagehide', () => void flushDeletes())
  }
}

export function undo(id: string): void {
  const p = pending.get(id)
  if (!p) return
  pending.delete(id)
  clearTimeout(p.timer)
  dismissToast(p.toastId)
  hide(id, false)
  showToast('已撤销删除', { kind: 'success' })
}

/** Writes every waiting delete now (page hidden for good, tests). */
export async function flushDeletes(): Promise<void> {
  await Promise.all([...pending.keys()].map((id) => commit(id)))
}
