import { describe, expect, it } from 'vitest'
import { formFields, initialForm, validateForm } from './project-form'

describe('project form checks', () => {
  const base = initialForm(undefined, new Date('2025-06-01'))

  it('requires a name of at most 100 characters', () => {
    expect(validateForm({ ...base, name: '   ' }).name).toBe('请输入项目名称')
    expect(validateForm({ ...base, name: 'a'.repeat(101) }).name).toBe('项目名称不能超过100个字')
    expect(validateForm({ ...base, name: 'a'.repeat(100) })).toEqual({})
  })

  it('accepts an empty year or a 4-digit year between 1900 and 2100', () => {
    expect(validateForm({ ...base, name: 'A', year: '' })).toEqual({})
    expect(validateForm({ ...base, name: 'A', year: '1900' })).toEqual({})
    expect(validateForm({ ...base, name: 'A', year: '2100' })).toEqual({})
    for (const year of ['25', '2300', '1899', '2101', '20a5', '12345']) {
      expect(validateForm({ ...base, name: 'A', year })).toEqual({
        year: '请输入1900~2100之间的年份',
      })
    }
  })

  it('turns the form into document fields', () => {
    expect(formFields({ ...base, name: ' 一号楼 ', year: '' })).toMatchObject({
      Project_Name: '一号楼',
      Year: null,
      ProjectType: '住宅',
      StandardVersion: 'GB/T 50500-2024',
    })
    expect(base.year).toBe('2025')
  })

  it('edits the 结构类型: none by default, the chosen one written as StructureType', () => {
    expect(formFields(base).StructureType).toBe('')
    expect(formFields({ ...base, name: 'A', structure: '框架-核心筒' }).StructureType).toBe(
      '框架-核心筒',
    )
  })
})
