import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIXED_FUZZ_SEED, fuzzSeeds } from './seeded'

afterEach(() => vi.restoreAllMocks())

describe('fuzz seeds', () => {
  it('runs the fixed seed alone by default', () => {
    expect(fuzzSeeds({}, () => 7)).toEqual([FIXED_FUZZ_SEED])
  })

  it('adds a fresh seed with FUZZ_FRESH=1 and prints how to replay it', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    expect(fuzzSeeds({ FUZZ_FRESH: '1' }, () => 12345)).toEqual([FIXED_FUZZ_SEED, 12345])
    expect(log).toHaveBeenCalledWith(
      `fuzz: fresh seed 12345 (replay with FUZZ_SEED=${FIXED_FUZZ_SEED},12345)`,
    )
  })

  it('replays FUZZ_SEED alone, and refuses one that is not an integer', () => {
    expect(fuzzSeeds({ FUZZ_SEED: '42', FUZZ_FRESH: '1' }, () => 7)).toEqual([42])
    expect(() => fuzzSeeds({ FUZZ_SEED: 'x' })).toThrow(
      'FUZZ_SEED must be an integer or a comma-separated list of integers, got x',
    )
    expect(fuzzSeeds({ FUZZ_SEED: '20260514, 326425157' })).toEqual([20260514, 326425157])
    expect(() => fuzzSeeds({ FUZZ_SEED: '1,,2' })).toThrow('got 1,,2')
  })
})
