import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseOption } from '@/components/testing/choose-option'
import { Checkbox } from './checkbox'
import { FileButton } from './file-button'
import { Select } from './select'

function CitySelect({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <Select
      aria-label="城市"
      value={value}
      onValueChange={(v) => {
        setValue(v)
        onChange(v)
      }}
      options={[
        { value: '', label: '全部城市' },
        { value: '杭州', label: '杭州' },
      ]}
    />
  )
}

describe('styled form controls instead of browser defaults', () => {
  it('the Select is a combobox that shows the chosen label and can go back to the empty 全部 option', async () => {
    const onChange = vi.fn()
    render(<CitySelect onChange={onChange} />)
    expect(screen.getByRole('combobox', { name: '城市' }).textContent).toBe('全部城市')
    await chooseOption('城市', '杭州')
    expect(onChange).toHaveBeenLastCalledWith('杭州')
    expect(screen.getByRole('combobox', { name: '城市' }).textContent).toBe('杭州')
    await chooseOption('城市', '全部城市')
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(document.querySelector('select:not([aria-hidden])')).toBeNull()
  })

  it('the Select opens from the keyboard on first use, and focus comes back to it after a choice', async () => {
    const onChange = vi.fn()
    render(<CitySelect onChange={onChange} />)
    expect(screen.getByRole('combobox', { name: '城市' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    screen.getByRole('combobox', { name: '城市' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('option', { name: '杭州' })
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('杭州')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '城市' })),
    )
    expect(screen.getByRole('combobox', { name: '城市' }).textContent).toBe('杭州')
  })

  it('the Checkbox toggles with a click and with Space', async () => {
    const onChange = vi.fn()
    render(<Checkbox aria-label="全选" onCheckedChange={onChange} />)
    const box = screen.getByRole('checkbox', { name: '全选' })
    await userEvent.click(box)
    expect(onChange).toHaveBeenLastCalledWith(true)
    expect(box.getAttribute('aria-checked')).toBe('true')
    await userEvent.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('the file button speaks Chinese (选择文件 / 未选择文件), never Choose File', async () => {
    const onChange = vi.fn()
    render(<FileButton accept=".xlsx" onChange={onChange} />)
    expect(screen.getByText('未选择文件')).toBeTruthy()
    const input = screen.getByLabelText('选择文件')
    await userEvent.upload(input, new File(['x'], '清单.xlsx'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
