import { describe, expect, it } from 'vitest'
import { projectFieldSchemas } from '../projects/schemas'
import { benchmarkProjectOf } from './project-of'
import { filterReason } from './scheme'

const docs = (data: Record<string, unknown>) => ({
  project: { id: 'p', data: { Project_Name: '样本', ...data } },
  structure: [],
  units: [],
  groups: [],
  items: [],
  rates: [],
  others: [],
})

describe('结构类型 of a benchmark project', () => {
  it('reads the project’s StructureType, so the sample filter keeps or excludes it with its reason', () => {
    const frame = benchmarkProjectOf(docs({ StructureType: '框架-剪力墙' }))
    expect(frame.meta.structureType).toBe('框架-剪力墙')
    expect(filterReason(frame, { structureTypes: ['框架-剪力墙', '剪力墙'] })).toBeNull()
    expect(filterReason(frame, { structureTypes: ['钢结构'] })).toBe(
      '结构类型"框架-剪力墙"不在筛选范围',
    )
    // Unknown or missing: '' (not chosen), excluded by any structure-type filter.
    expect(benchmarkProjectOf(docs({ StructureType: '木结构' })).meta.structureType).toBe('')
    expect(filterReason(benchmarkProjectOf(docs({})), { structureTypes: ['框架'] })).toBe(
      '结构类型""不在筛选范围',
    )
  })

  it('accepts only the listed 结构类型 (or none) on a project document', () => {
    expect(projectFieldSchemas.StructureType.safeParse('钢结构').success).toBe(true)
    expect(projectFieldSchemas.StructureType.safeParse('').success).toBe(true)
    expect(projectFieldSchemas.StructureType.safeParse('木结构').error?.issues[0]?.message).toBe(
      '结构类型无效',
    )
  })
})
