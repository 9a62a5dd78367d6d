// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRevealInSteps } from './use-reveal'

describe('useRevealInSteps', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('renders the first step at once and one step more in each following task', async () => {
    const items = Array.from({ length: 10 }, (_, i) => i)
    const { result } = renderHook(({ list }) => useRevealInSteps(list, 4), {
      initialProps: { list: items },
    })
    expect(result.current).toBe(4)
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync()
    })
    expect(result.current).toBe(8)
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync()
    })
    expect(result.current).toBe(10)
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(result.current).toBe(10)
  })

  it('starts again from the first items for a new list, and shows a short list whole', async () => {
    const { result, rerender } = renderHook(({ list }) => useRevealInSteps(list, 4), {
      initialProps: { list: [1, 2, 3, 4, 5, 6] },
    })
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(result.current).toBe(6)
    rerender({ list: [7, 8, 9, 10, 11, 12, 13] })
    expect(result.current).toBe(4)
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(result.current).toBe(7)
    rerender({ list: [1, 2] })
    expect(result.current).toBe(2)
  })
})
