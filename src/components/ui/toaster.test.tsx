import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from './toaster'
import { showToast, toastStore } from './toast-store'

afterEach(() => {
  toastStore.set([])
  vi.useRealTimers()
})

describe('toaster', () => {
  it('shows a toast pushed from outside React', async () => {
    render(<Toaster />)
    act(() => {
      showToast('登录成功！', { kind: 'success' })
    })
    expect(await screen.findByText('登录成功！')).toBeTruthy()
  })

  it('closes a toast after its duration', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      showToast('已保存', { durationMs: 1000 })
    })
    expect(screen.queryByText('已保存')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1500)
    })
    expect(screen.queryByText('已保存')).toBeNull()
  })

  it('offers an action and a dismiss button (the update prompt)', async () => {
    render(<Toaster />)
    const update = vi.fn()
    act(() => {
      showToast('有新版本', {
        durationMs: Infinity,
        action: { label: '立即更新', onClick: update },
        dismissLabel: '稍后',
      })
    })
    await userEvent.click(await screen.findByRole('button', { name: '立即更新' }))
    expect(update).toHaveBeenCalledTimes(1)
  })
})
