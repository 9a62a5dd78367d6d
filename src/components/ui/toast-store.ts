import { createStore } from '@/data/state/store'
import { userText } from '@/lib/user-message'

/**
 * The toaster's store: live toasts. `showToast` works from non-React code (the notifier of
 * src/data/api, the service-worker update prompt). It lives apart from <Toaster /> so that the
 * Radix toast code loads only when the first toast appears (see the shell's overlay hosts).
 */
export type ToastKind = 'info' | 'success' | 'warning' | 'error'

export interface ToastActionSpec {
  label: string
  onClick: () => void
}

export interface ToastOptions {
  kind?: ToastKind
  /** Milliseconds before it closes; SPEC §9 default 2000. Infinity keeps it until acted on. */
  durationMs?: number
  /** Primary action (e.g. 立即更新). */
  action?: ToastActionSpec
  /** Label of a secondary button that just closes the toast (e.g. 稍后). */
  dismissLabel?: string
}

export interface ToastItem extends ToastOptions {
  id: number
  message: string
  open: boolean
}

export const DEFAULT_TOAST_MS = 2000
const MAX_TOASTS = 4
// Radix keeps a closed toast mounted for its exit; drop it from the store a little later.
const REMOVE_DELAY_MS = 300

export const toastStore = createStore<ToastItem[]>([])
let nextId = 1

export function showToast(message: string, options: ToastOptions = {}): number {
  const id = nextId++
  toastStore.set((list) =>
    [...list, { ...options, id, message: userText(message), open: true }].slice(-MAX_TOASTS),
  )
  return id
}

export function dismissToast(id: number): void {
  toastStore.set((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)))
  setTimeout(() => toastStore.set((list) => list.filter((t) => t.id !== id)), REMOVE_DELAY_MS)
}
