import { createStore, useStoreSelector } from '@/data/state/store'
import { LOADING_ERROR_DELAY_MS } from './constants'

/**
 * The global loading flag of SPEC §4, driven by the wrapper client (`request`).
 *
 * Our reading of "turns on when a request starts (unless the request is marked silent and others
 * are pending) and off when all pending requests finish; after an error response it turns off
 * after 500 ms":
 * - `pending` counts every request in flight; `visibleRequests()` counts those holding the flag;
 * - a request that starts turns the flag on and holds it until it finishes, except a silent
 *   request that starts while other requests are pending: it neither turns the flag on nor holds
 *   it (when the others finish the overlay goes, even if the silent one is still running). A
 *   silent request with nothing else pending shows the flag like any other, since the spec only
 *   exempts silent requests when others are pending;
 * - when the last request holding the flag finishes normally, the flag turns off at once;
 * - when it fails (envelope ErrorCode ≠ "0", non-2xx status, network failure, timeout) the flag
 *   turns off 500 ms later, unless a new request has taken it meanwhile. A request cancelled by
 *   its caller counts as a normal finish.
 * The wrapper's `loading: false` option (background sync) bypasses the flag altogether.
 */
export interface LoadingState {
  loading: boolean
  /** Requests in flight, silent ones included. */
  pending: number
}

const IDLE: LoadingState = { loading: false, pending: 0 }

export const loadingStore = createStore<LoadingState>(IDLE)

/** Requests in flight that hold the flag on (kept apart so the store stays {loading, pending}). */
let visible = 0
let errorTimer: ReturnType<typeof setTimeout> | null = null

export function visibleRequests(): number {
  return visible
}

function clearErrorTimer(): void {
  if (errorTimer !== null) clearTimeout(errorTimer)
  errorTimer = null
}

/** Settles one request; `failed` delays the flag going off. Extra calls are ignored. */
export type EndLoading = (failed: boolean) => void

/** Call when a request starts; call the returned function once when it settles. */
export function beginLoading(silent = false): EndLoading {
  const before = loadingStore.get()
  const holds = !(silent && before.pending > 0)
  if (holds) clearErrorTimer()
  if (holds) visible += 1
  loadingStore.set({ loading: holds ? true : before.loading, pending: before.pending + 1 })
  let ended = false
  return (failed) => {
    if (ended) return
    ended = true
    settle(holds, failed)
  }
}

function settle(held: boolean, failed: boolean): void {
  const before = loadingStore.get()
  const pending = Math.max(0, before.pending - 1)
  if (held) visible = Math.max(0, visible - 1)
  if (!held || visible > 0) {
    loadingStore.set({ ...before, pending })
    return
  }
  if (!failed) {
    clearErrorTimer()
    loadingStore.set({ loading: false, pending })
    return
  }
  loadingStore.set({ ...before, pending })
  clearErrorTimer()
  errorTimer = setTimeout(() => {
    errorTimer = null
    if (visible === 0) loadingStore.set((s) => ({ ...s, loading: false }))
  }, LOADING_ERROR_DELAY_MS)
}

/** For tests and logout: forget every request in flight and hide the flag. */
export function resetLoading(): void {
  clearErrorTimer()
  visible = 0
  loadingStore.set(IDLE)
}

/** The flag for the global overlay. */
export function useLoading(): boolean {
  return useStoreSelector(loadingStore, (s) => s.loading)
}
