import { describe, expect, it } from 'vitest'
import { readFileBytes } from './download'

describe('readFileBytes', () => {
  it('reads a picked file and reports progress up to 1', async () => {
    const seen: number[] = []
    const bytes = await readFileBytes(new Blob([new Uint8Array([1, 2, 3])]), (p) => seen.push(p))
    expect(Array.from(bytes)).toEqual([1, 2, 3])
    expect(seen.at(-1)).toBe(1)
    expect(seen.every((p, i) => p >= 0 && p <= 1 && (i === 0 || p >= (seen[i - 1] ?? 0)))).toBe(
      true,
    )
  })
})
