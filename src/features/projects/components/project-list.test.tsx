import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { projectDefaults } from '@/data/repositories/projects'
import type { ProjectItem } from '../lib/list-query'
import { ProjectList, ROW_HEIGHT } from './project-list'

const many: ProjectItem[] = Array.from({ length: 1000 }, (_, i) => ({
  ...projectDefaults(new Date('2025-01-01')),
  Project_Name: `项目${i}`,
  ID: `id-${i}`,
  updatedAt: 0,
  version: 1,
  builtArea: 1234.5,
}))

describe('windowed project list', () => {
  it('renders only the rows in view of 1,000 projects, sized for all of them', async () => {
    await renderWithRouter(
      <ProjectList
        items={many}
        selected={new Set()}
        onToggle={() => {}}
        onToggleAll={() => {}}
        actions={() => null}
      />,
    )
    const table = await screen.findByRole('table', { name: '项目列表' })
    expect(table.getAttribute('aria-rowcount')).toBe('1001')
    const rows = screen.getAllByRole('row')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(40)
    expect(screen.getAllByRole('rowgroup')[0]?.style.height).toBe(`${1000 * ROW_HEIGHT}px`)
    expect(screen.getAllByText('1,234.50').length).toBe(rows.length - 1)
  })
})
