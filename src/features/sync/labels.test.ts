import { describe, expect, it } from 'vitest'
import { SYNCED_ENTITIES } from '@/domain/api/sync-entities'
import { ENTITY_DEFINITIONS } from '@/domain/api/synced/definitions'
import { fieldLabel } from './labels'

const cartCreate = ['TemplateID', 'Name', 'Price', 'Cover', 'AuthorName', 'Selected', 'AddedAt']
const projectCreate = [
  'Project_Name',
  'CreateTime',
  'EditTime',
  'UnitCost',
  'Grade',
  ...Object.keys(ENTITY_DEFINITIONS.projects.createDefaults()),
]

describe('同步详情 field labels', () => {
  it('names every field of every synced entity in Chinese, never by its code name', () => {
    const all = [...cartCreate, ...projectCreate, 'ProId', 'deleted']
    for (const field of all) expect(fieldLabel(field), field).toMatch(/^[\u3400-\u9fff]+$/)
    for (const entity of SYNCED_ENTITIES) {
      const { fields, createDefaults } = ENTITY_DEFINITIONS[entity]
      for (const field of [...Object.keys(fields), ...Object.keys(createDefaults())])
        expect(fieldLabel(field, entity), `${entity}.${field}`).toMatch(/^[\u3400-\u9fff]+$/)
    }
    expect(fieldLabel('Quantity', 'billItems')).toBe('工程量')
    expect(cartCreate.map((f) => fieldLabel(f, 'cart')).join('、')).toBe(
      '模板、名称、价格、封面、作者、已选中、加入时间',
    )
    expect(fieldLabel('SomethingNew')).toBe('其他信息')
  })
})
