import { describe, expect, it } from 'vitest'
import { formatMinute } from './time'

describe('formatMinute', () => {
  it('shows a moment to the minute from an ISO string, milliseconds or a Date alike', () => {
    const at = new Date(2026, 4, 20, 14, 3, 59)
    expect(formatMinute(at)).toBe('2026/05/20 14:03')
    expect(formatMinute(at.getTime())).toBe('2026/05/20 14:03')
    expect(formatMinute(at.toISOString())).toBe('2026/05/20 14:03')
  })
})
