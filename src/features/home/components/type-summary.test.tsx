import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TypeSummary } from './type-summary'

describe('TypeSummary', () => {
  it('puts the table in a named, keyboard-focusable scroll region', () => {
    const data = [{ Type: '住宅', TemplateCount: 3, TotalBuiltArea: 300000, AvgUnitCost: 3500 }]
    render(
      <TypeSummary section={{ status: 'ready', data, total: data.length }} onRetry={() => {}} />,
    )
    const region = screen.getByRole('region', { name: '各类型造价概况表' })
    expect(region.tabIndex).toBe(0)
    expect(region.contains(screen.getByRole('table'))).toBe(true)
  })
})
