import { describe, expect, it } from 'vitest'
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay } from './backoff'

describe('backoffDelay', () => {
  it('stays between 1 s and 5 min for any attempt and any random draw', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      for (const r of [0, 0.25, 0.5, 0.999, 1]) {
        const d = backoffDelay(attempt, () => r)
        expect(d).toBeGreaterThanOrEqual(BACKOFF_MIN_MS)
        expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS)
      }
    }
  })

  it('doubles its ceiling per attempt until the 5 min cap', () => {
    const top = (attempt: number) => backoffDelay(attempt, () => 1)
    expect(top(0)).toBe(1_000)
    expect(top(1)).toBe(2_000)
    expect(top(2)).toBe(4_000)
    expect(top(8)).toBe(256_000)
    expect(top(9)).toBe(300_000)
    expect(top(100)).toBe(300_000)
  })

  it('draws uniformly below the ceiling (full jitter)', () => {
    expect(backoffDelay(3, () => 0)).toBe(1_000)
    expect(backoffDelay(3, () => 0.5)).toBe(4_500)
  })
})
