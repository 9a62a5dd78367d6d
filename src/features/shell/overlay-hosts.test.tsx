import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { messageBoxStore, showMessageBox } from '@/components/message-box-store'
import { showToast, toastStore } from '@/components/ui/toast-store'
import { OverlayHosts } from './overlay-hosts'

afterEach(() => {
  messageBoxStore.set([])
  toastStore.set([])
})

describe('overlay hosts', () => {
  it('renders nothing until something is queued, then loads and shows a message box', async () => {
    const { container } = render(<OverlayHosts />)
    expect(container.innerHTML).toBe('')
    act(() => {
      void showMessageBox('请先登录')
    })
    expect((await screen.findByRole('alertdialog')).textContent).toContain('请先登录')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('loads the toaster for the first toast', async () => {
    render(<OverlayHosts />)
    act(() => {
      showToast('登录成功！', { kind: 'success' })
    })
    expect(await screen.findByText('登录成功！')).toBeTruthy()
  })
})
