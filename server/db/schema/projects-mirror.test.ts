import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { projects as projectEntity } from '@/domain/projects/entities.ts'
import { projects } from './projects.ts'
import { PROJECT_MIRROR } from './projects-mirror.ts'

describe('the projects table mirror', () => {
  it('maps only declared project fields, each to a column of the table, no column twice', () => {
    const columns = Object.keys(getTableColumns(projects))
    const targets = Object.entries(PROJECT_MIRROR).map(([field, m]) => {
      expect(Object.keys(projectEntity.fields), field).toContain(field)
      expect(columns, `${field} → ${m.column}`).toContain(m.column)
      return m.column
    })
    expect(new Set(targets).size).toBe(targets.length)
  })

  it('mirrors every field the declaration holds for the lists: name, type, city, year, money, areas', () => {
    expect(Object.keys(PROJECT_MIRROR)).toEqual(
      expect.arrayContaining(['Project_Name', 'ProjectType', 'City', 'Year', 'TotalCost', 'Price']),
    )
    expect(PROJECT_MIRROR.TotalCost?.to(1.005)).toBe(101)
    expect(PROJECT_MIRROR.BuiltArea?.to(1200.5)).toBe('1200.50')
  })
})
