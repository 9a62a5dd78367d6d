import { describe, expect, it } from 'vitest'
import { num, numOrNull, str } from './readers'

describe('readers of loose document fields', () => {
  it('take the value of the expected type, else the fallback', () => {
    expect([str('a'), str(1), str(null, '—')]).toEqual(['a', '', '—'])
    expect([numOrNull(2.5), numOrNull('2.5'), numOrNull(Number.NaN), numOrNull(Infinity)]).toEqual([
      2.5,
      null,
      null,
      null,
    ])
    expect([num(0, 9), num(undefined), num('3', 10)]).toEqual([0, 0, 10])
  })
})
