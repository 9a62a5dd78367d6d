// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { periodOf } from '@/domain/materials/period'
import type { LibraryFilter } from '../hooks/use-library'
import { FilterBar } from './filter-bar'

const filter: LibraryFilter = { type: 3, province: '', city: '', period: '' }

function setup() {
  const onChange = vi.fn()
  render(<FilterBar filter={filter} onChange={onChange} threshold="12" onThreshold={() => {}} />)
  return { onChange, field: screen.getByLabelText<HTMLInputElement>('期次') }
}

describe('materials filter bar 期次', () => {
  it('is a typed field offering the 24 recent months, not a native month input', () => {
    const { field } = setup()
    expect(field.type).toBe('text')
    const options = [...(field.list?.querySelectorAll('option') ?? [])].map((o) => o.value)
    expect(options).toHaveLength(24)
    expect(options[0]).toBe(periodOf(new Date()))
  })

  it('filters on a whole 期次 and names a bad one once the field is left', async () => {
    const { field, onChange } = setup()
    const user = userEvent.setup()
    await user.type(field, '2026-13')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.tab()
    expect(screen.getByRole('alert').textContent).toBe('期次应为有效年月，例如 2026-05')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(onChange).not.toHaveBeenCalledWith({ period: '2026-13' })
    await user.clear(field)
    await user.type(field, '2026-05')
    expect(onChange).toHaveBeenLastCalledWith({ period: '2026-05' })
    await user.tab()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
