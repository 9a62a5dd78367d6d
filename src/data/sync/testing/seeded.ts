/** A small seeded generator (mulberry32): a fuzz seed replays the same run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A version-4-shaped UUID from the generator, so ids (and the row order they give) replay too. */
export function seededUuid(random: () => number): `${string}-${string}-${string}-${string}-${string}` {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)] ?? '8'}${hex(3)}-${hex(12)}`
}
