import { describe, expect, it } from 'vitest'
import { projectDefaults } from '@/data/repositories/projects'
import {
  EMPTY_QUERY,
  coverOf,
  filterProjects,
  flattenFolders,
  folderTree,
  subtreeIds,
  yearsOf,
  type ProjectItem,
} from './list-query'

const item = (ID: string, patch: Partial<ProjectItem>): ProjectItem => ({
  ...projectDefaults(new Date('2025-01-01')),
  ID,
  updatedAt: 0,
  version: 0,
  builtArea: 0,
  ...patch,
})

const items = [
  item('a', {
    Project_Name: '滨江住宅',
    ProjectType: '住宅',
    City: '杭州',
    Year: 2024,
    updatedAt: 3,
    builtArea: 100,
  }),
  item('b', {
    Project_Name: '国贸酒店',
    ProjectType: '酒店',
    City: '北京',
    Year: 2025,
    updatedAt: 1,
    builtArea: 300,
    FolderID: 'f1',
  }),
  item('c', {
    Project_Name: '阿里办公楼',
    ProjectType: '办公',
    City: '杭州',
    Year: 2025,
    updatedAt: 2,
    builtArea: 200,
  }),
]

describe('project list query', () => {
  it('filters by name, type, city, year and folder', () => {
    const ids = (q: Partial<typeof EMPTY_QUERY>) =>
      filterProjects(items, { ...EMPTY_QUERY, ...q }).map((p) => p.ID)
    expect(ids({ search: '酒店' })).toEqual(['b'])
    expect(ids({ type: '住宅' })).toEqual(['a'])
    expect(ids({ city: '杭州' })).toEqual(['a', 'c'])
    expect(ids({ year: '2025' })).toEqual(['c', 'b'])
    expect(ids({ folderId: 'f1' })).toEqual(['b'])
    expect(ids({ folderId: '' })).toEqual(['a', 'c'])
  })

  it('sorts by last edit, name (pinyin order) and built area', () => {
    const ids = (sort: typeof EMPTY_QUERY.sort) =>
      filterProjects(items, { ...EMPTY_QUERY, sort }).map((p) => p.ID)
    expect(ids('recent')).toEqual(['a', 'c', 'b'])
    expect(ids('area')).toEqual(['b', 'c', 'a'])
    expect(ids('name')).toHaveLength(3)
  })

  it('filters 1,000 projects by a part of the name', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      item(String(i), { Project_Name: `项目${i}`, updatedAt: i }),
    )
    const out = filterProjects(many, { ...EMPTY_QUERY, search: '项目9' })
    expect(out).toHaveLength(111)
  })

  it('lists the years present, newest first', () => {
    expect(yearsOf(items)).toEqual([2025, 2024])
  })

  it('builds the folder tree, keeping orphans and cycles at the top level', () => {
    const f = (ID: string, ParentID: string) => ({
      ID,
      ParentID,
      Name: ID,
      Kind: 'project' as const,
      Sort: 0,
    })
    const tree = folderTree([
      f('a', ''),
      f('b', 'a'),
      f('c', 'b'),
      f('orphan', 'gone'),
      f('x', 'y'),
      f('y', 'x'),
    ])
    expect(flattenFolders(tree).map((n) => `${n.ID}:${n.depth}`)).toEqual([
      'a:0',
      'b:1',
      'c:2',
      'orphan:0',
      'x:0',
      'y:0',
    ])
    expect([...subtreeIds(tree, 'b')].sort()).toEqual(['b', 'c'])
  })

  it('uses the type default cover when the project has none', () => {
    expect(coverOf({ Cover: '', ProjectType: '酒店' })).toBe('/covers/hotel.svg')
    expect(coverOf({ Cover: '', ProjectType: '未知' })).toBe('/covers/other.svg')
    expect(coverOf({ Cover: '/uploads/a.png', ProjectType: '酒店' })).toBe('/uploads/a.png')
  })
})
