import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '@/components/ui/toast-store'
import { deleteWithUndo, hiddenStore, undo, UNDO_MS } from './deferred-delete'

describe('调价 delete with 撤销', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hides at once and writes the delete only after the undo window', async () => {
    const write = vi.fn(() => Promise.resolve())
    deleteWithUndo('s1', '调价方案“A”', write)
    expect(hiddenStore.get().has('s1')).toBe(true)
    expect(
      toastStore.get().some((t) => t.message === '已删除调价方案“A”' && t.action?.label === '撤销'),
    ).toBe(true)
    await vi.advanceTimersByTimeAsync(UNDO_MS - 1)
    expect(write).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(write).toHaveBeenCalledTimes(1)
    expect(hiddenStore.get().has('s1')).toBe(false)
  })

  it('撤销 shows the row again and never writes', async () => {
    const write = vi.fn(() => Promise.resolve())
    deleteWithUndo('s2', '签证“1”', write)
    undo('s2')
    expect(hiddenStore.get().has('s2')).toBe(false)
    await vi.advanceTimersByTimeAsync(UNDO_MS * 2)
    expect(write).not.toHaveBeenCalled()
  })
})
