import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { emptyDraft, SchemeEditor } from './scheme-editor'

describe('SchemeEditor candidates', () => {
  it('each candidate sample states its built area with thousands separators', () => {
    const candidates = [
      {
        id: 's1',
        name: '样本甲',
        type: '住宅',
        city: '杭州',
        year: 2024,
        builtArea: 14814.72,
        isTemplate: false,
        structureType: '框架',
      },
    ]
    render(
      <SchemeEditor
        initial={emptyDraft()}
        candidates={candidates}
        onSave={vi.fn()}
        onClose={vi.fn()}
      />,
    )
    expect(screen.getByRole('list', { name: '候选样本' }).textContent).toContain(
      '住宅 · 杭州 · 框架 · 2024 · 14,815m²',
    )
  })
})
