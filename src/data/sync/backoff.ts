/** Retry delays: exponential growth with full jitter, never below 1 s nor above 5 min. */
export const BACKOFF_MIN_MS = 1_000
export const BACKOFF_MAX_MS = 5 * 60_000

/**
 * Delay before the next try after `attempts` failed tries (0 → 1 s). The ceiling doubles per
 * attempt up to 5 min and the delay is drawn uniformly between 1 s and the ceiling ("full
 * jitter"), so many clients coming back at once do not retry in lockstep.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(Math.max(attempts, 0), 30)
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** exp)
  const r = Math.min(Math.max(random(), 0), 1)
  // eslint-disable-next-line guard/money -- milliseconds of a delay, not money
  return Math.round(BACKOFF_MIN_MS + r * (ceiling - BACKOFF_MIN_MS))
}
