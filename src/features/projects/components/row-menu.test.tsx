import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { RowMenu } from './row-menu'

function renderMenu(onEdit = vi.fn()) {
  const items = vi.fn(() => (
    <>
      <DropdownMenuItem onSelect={onEdit}>编辑</DropdownMenuItem>
      <DropdownMenuItem>删除</DropdownMenuItem>
    </>
  ))
  render(<RowMenu label="甲 的操作" items={items} />)
  return { items, onEdit }
}

describe('row menu mounted on first use', () => {
  it('renders a plain button and no menu until it is used', () => {
    const { items } = renderMenu()
    const button = screen.getByRole('button', { name: '甲 的操作' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    // data-state is what Radix's DropdownMenuTrigger adds: no menu is mounted yet.
    expect(button.hasAttribute('data-state')).toBe(false)
    expect(items).not.toHaveBeenCalled()
  })

  it('opens on the first click and runs the chosen item', async () => {
    const user = userEvent.setup()
    const { onEdit } = renderMenu()
    await user.click(screen.getByRole('button', { name: '甲 的操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '编辑' }))
    expect(onEdit).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    // Now the real Radix trigger: it opens again.
    await user.click(screen.getByRole('button', { name: '甲 的操作' }))
    expect(await screen.findByRole('menuitem', { name: '删除' })).toBeTruthy()
  })

  it('opens from the keyboard with the first item focused', async () => {
    const user = userEvent.setup()
    renderMenu()
    screen.getByRole('button', { name: '甲 的操作' }).focus()
    await user.keyboard('{Enter}')
    const first = await screen.findByRole('menuitem', { name: '编辑' })
    await waitFor(() => expect(document.activeElement).toBe(first))
  })
})
