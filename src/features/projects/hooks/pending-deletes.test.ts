import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '@/components/ui/toast-store'
import {
  UNDO_MS,
  flushDeletes,
  pendingDeleteStore,
  scheduleDelete,
  undoDelete,
} from './pending-deletes'

describe('delete with undo', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(async () => {
    await flushDeletes()
    vi.useRealTimers()
  })

  it('hides the projects at once and writes the delete only after 5 s', async () => {
    const commit = vi.fn(() => Promise.resolve())
    scheduleDelete(['a', 'b'], ' 2 个项目', commit)
    expect([...pendingDeleteStore.get()]).toEqual(['a', 'b'])
    expect(toastStore.get().at(-1)).toMatchObject({
      message: '已删除 2 个项目',
      action: { label: '撤销' },
    })
    await vi.advanceTimersByTimeAsync(UNDO_MS - 1)
    expect(commit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(commit).toHaveBeenCalledWith(['a', 'b'])
    expect(pendingDeleteStore.get().size).toBe(0)
  })

  it('撤销 shows the projects again and never writes the delete', async () => {
    const commit = vi.fn(() => Promise.resolve())
    const batch = scheduleDelete(['a'], '“A”', commit)
    undoDelete(batch)
    expect(pendingDeleteStore.get().size).toBe(0)
    await vi.advanceTimersByTimeAsync(UNDO_MS * 2)
    expect(commit).not.toHaveBeenCalled()
  })

  it('the undo button of the toast cancels the delete', async () => {
    const commit = vi.fn(() => Promise.resolve())
    scheduleDelete(['a'], '“A”', commit)
    toastStore.get().at(-1)?.action?.onClick()
    await vi.advanceTimersByTimeAsync(UNDO_MS)
    expect(commit).not.toHaveBeenCalled()
  })

  it('a failed write shows the projects again with the error', async () => {
    scheduleDelete(['a'], '“A”', () => Promise.reject(new Error('存储空间不足')))
    await vi.advanceTimersByTimeAsync(UNDO_MS)
    expect(pendingDeleteStore.get().size).toBe(0)
    expect(toastStore.get().some((t) => t.message === '存储空间不足' && t.kind === 'error')).toBe(
      true,
    )
  })
})
