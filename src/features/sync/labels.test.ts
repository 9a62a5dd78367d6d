import { describe, expect, it } from 'vitest'
import { CREATE_DEFAULTS } from '@/domain/projects/schemas'
import { fieldLabel } from './labels'

const cartCreate = ['TemplateID', 'Name', 'Price', 'Cover', 'AuthorName', 'Selected', 'AddedAt']
const projectCreate = ['Project_Name', 'CreateTime', 'EditTime', 'UnitCost', 'Grade', ...Object.keys(CREATE_DEFAULTS.projects)]

describe('同步详情 field labels', () => {
  it('names every field of every synced entity in Chinese, never by its code name', () => {
    const all = [...cartCreate, ...projectCreate, ...Object.values(CREATE_DEFAULTS).flatMap((d) => Object.keys(d)), 'ProId', 'deleted']
    for (const field of all) expect(fieldLabel(field), field).toMatch(/^[\u3400-\u9fff]+$/)
    expect(cartCreate.map(fieldLabel).join('、')).toBe('模板、名称、价格、封面、作者、已选中、加入时间')
    expect(fieldLabel('SomethingNew')).toBe('其他信息')
  })
})
