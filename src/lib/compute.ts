import { type Remote, wrap } from 'comlink'
import type { ComputeApi } from '../../workers/compute.worker'

/**
 * The main-thread handle on the compute worker: created on first use, one per page. Every call
 * returns a promise; callers await it outside Dexie transactions.
 */
let worker: Worker | null = null
let remote: Remote<ComputeApi> | null = null

export function getCompute(): Remote<ComputeApi> {
  if (remote === null) {
    worker = new Worker(new URL('../../workers/compute.worker.ts', import.meta.url), {
      type: 'module',
    })
    remote = wrap<ComputeApi>(worker)
  }
  return remote
}

/**
 * Warms the worker at start-up (main.tsx) so the first table does not wait for it to load.
 * Never throws: without Worker support the app keeps formatting on the main thread.
 */
export function startCompute(): void {
  if (typeof Worker === 'undefined') return
  try {
    getCompute()
      .ping()
      .catch((error: unknown) => console.warn('[compute] worker did not answer', error))
  } catch (error) {
    console.warn('[compute] worker unavailable', error)
  }
}

/** Ends the worker (tests, or a page that wants its memory back); the next call starts a new one. */
export function stopCompute(): void {
  worker?.terminate()
  worker = null
  remote = null
}
