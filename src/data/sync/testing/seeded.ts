/** A small seeded generator (mulberry32): a fuzz seed replays the same run. */
export { mulberry32 as prng } from '@/domain/random'

/** A version-4-shaped UUID from the generator, so ids (and the row order they give) replay too. */
export function seededUuid(
  random: () => number,
): `${string}-${string}-${string}-${string}-${string}` {
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)] ?? '8'}${hex(3)}-${hex(12)}`
}

/** The fixed seed every fuzz run starts with (a known, replayable baseline). */
export const FIXED_FUZZ_SEED = 20_260_514

/**
 * The fast-check seeds a fuzz test runs, in order: FUZZ_SEED when set (replaying a reported
 * failure; a comma-separated list replays several in that order); else the fixed seed, plus a
 * fresh one when FUZZ_FRESH=1 (npm test sets it, so CI explores new runs). The fresh seed is
 * printed and is part of the test's name. The server fuzz runs every seed against one database,
 * so a fresh seed's run depends on the fixed seed's runs before it: the replay is both, in order
 * (FUZZ_SEED=<fixed>,<fresh>).
 */
export function fuzzSeeds(
  env: Record<string, string | undefined> = process.env,
  fresh = () => Math.floor(Math.random() * 2 ** 31),
): number[] {
  const replay = env['FUZZ_SEED']
  if (replay !== undefined && replay.trim() !== '') {
    return replay.split(',').map((part) => {
      const seed = Number(part.trim())
      if (part.trim() === '' || !Number.isSafeInteger(seed))
        throw new Error(
          `FUZZ_SEED must be an integer or a comma-separated list of integers, got ${replay}`,
        )
      return seed
    })
  }
  if (env['FUZZ_FRESH'] !== '1') return [FIXED_FUZZ_SEED]
  const seed = fresh()
  console.log(`fuzz: fresh seed ${seed} (replay with FUZZ_SEED=${FIXED_FUZZ_SEED},${seed})`)
  return [FIXED_FUZZ_SEED, seed]
}
