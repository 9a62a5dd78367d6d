import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { loginDialogStore } from '@/data/state/app-state'
import { LoginDialogHost } from './login-dialog-host'

beforeEach(() => loginDialogStore.set({ open: false, mode: 1 }))
afterEach(() => loginDialogStore.set({ open: false, mode: 1 }))

it('renders nothing until the store opens, then the dialog in the requested mode', async () => {
  render(<LoginDialogHost />)
  expect(screen.queryByRole('dialog')).toBeNull()
  act(() => loginDialogStore.set({ open: true, mode: 3 }))
  // The dialog chunk loads on demand: allow it time on a busy machine.
  expect(await screen.findByRole('button', { name: '返回登录' }, { timeout: 5000 })).toBeTruthy()
  expect(screen.getByRole('button', { name: '注册' })).toBeTruthy()
})
