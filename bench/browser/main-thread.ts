// Inside a bench page: the compute worker over comlink, and a watch on the main thread while it
// computes (long-task entries, and the largest gap between 0-ms timer ticks as a cross-check).
import { wrap } from 'comlink'
import type { BenchComputeApi } from './bench.worker'

/** The bench pages' worker: the app's compute API and the old whole-input calls (bench.worker.ts). */
export const compute = () => wrap<BenchComputeApi>(new Worker('/worker.js'))

export const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

export interface MainThread {
  /** Longest long-task entry (ms; 0 when no task exceeded 50 ms). */
  longestTask: number
  longTasks: number
  /** Largest gap between timer ticks (ms; includes the ~4 ms timer clamp). */
  maxGap: number
}

export function watchMainThread(): () => MainThread {
  const tasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration)
  })
  observer.observe({ type: 'longtask' })
  let last = performance.now()
  let maxGap = 0
  let running = true
  const tick = () => {
    const now = performance.now()
    maxGap = Math.max(maxGap, now - last)
    last = now
    if (running) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  return () => {
    running = false
    for (const e of observer.takeRecords()) tasks.push(e.duration)
    observer.disconnect()
    return { longestTask: Math.max(0, ...tasks), longTasks: tasks.length, maxGap }
  }
}

/** Times `runs` worker calls (after one warm-up), watching the main thread during the timed ones. */
export async function timeWorker(
  runs: number,
  call: () => Promise<unknown>,
): Promise<{ median: number; first: number; main: MainThread }> {
  const t0 = performance.now()
  await call()
  const first = performance.now() - t0
  const times: number[] = []
  const stop = watchMainThread()
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await call()
    times.push(performance.now() - t)
  }
  return { median: median(times), first, main: stop() }
}

export function report(result: unknown): void {
  ;(window as unknown as { __bench: unknown }).__bench = result
}

export function fail(error: unknown): void {
  report({
    error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
  })
}
