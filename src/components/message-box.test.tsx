import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MessageBoxHost, messageBoxStore, showConfirm, showMessageBox } from './message-box'

afterEach(() => messageBoxStore.set([]))

describe('message box', () => {
  it('shows a modal message with 确定 and resolves when acknowledged', async () => {
    render(<MessageBoxHost />)
    let done = false
    act(() => {
      void showMessageBox('保存失败：方案名称重复').then(() => {
        done = true
      })
    })
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('保存失败：方案名称重复')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(done).toBe(true))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('queues messages and shows them one after another', async () => {
    render(<MessageBoxHost />)
    act(() => {
      void showMessageBox('第一条')
      void showMessageBox('第二条')
    })
    expect((await screen.findByRole('alertdialog')).textContent).toContain('第一条')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('第二条'))
  })

  it.each([
    ['确定', true],
    ['取消', false],
  ])('confirm resolves %s → %s', async (button, expected) => {
    render(<MessageBoxHost />)
    let answer: boolean | undefined
    act(() => {
      void showConfirm('登录已过期，是否重新登录？', { confirmText: '确定' }).then((v) => {
        answer = v
      })
    })
    await screen.findByRole('alertdialog')
    await userEvent.click(screen.getByRole('button', { name: button }))
    await waitFor(() => expect(answer).toBe(expected))
  })
})
