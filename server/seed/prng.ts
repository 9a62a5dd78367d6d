/**
 * A small seeded PRNG (mulberry32): the demo data must come out identical on every run and
 * machine, so Math.random is never used by the seed.
 */
import { mulberry32 } from '@/domain/random.ts'

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  pick<T>(list: readonly T[]): T
  /** Picks by weight (weights need not sum to 1). */
  weighted<T>(list: readonly (readonly [T, number])[]): T
  /** A version-4 shaped UUID made of this stream's bits (deterministic ids make the seed idempotent). */
  uuid(): string
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => {
      const item = list[int(0, list.length - 1)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    weighted: <T>(list: readonly (readonly [T, number])[]): T => {
      const total = list.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [item, w] of list) {
        r -= w
        if (r < 0) return item
      }
      const last = list[list.length - 1]
      if (!last) throw new Error('weighted pick from an empty list')
      return last[0]
    },
    uuid: () => {
      const hex = Array.from({ length: 16 }, () => int(0, 255))
      hex[6] = ((hex[6] ?? 0) & 0x0f) | 0x40
      hex[8] = ((hex[8] ?? 0) & 0x3f) | 0x80
      const h = hex.map((b) => b.toString(16).padStart(2, '0')).join('')
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
    },
  }
}
