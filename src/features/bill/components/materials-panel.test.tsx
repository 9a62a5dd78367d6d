import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BillItem } from '@/domain/bill/model'
import { MaterialsPanel } from './materials-panel'

const item = {
  ID: 'i',
  ProId: 'p',
  UnitId: 'u',
  Kind: '分部分项',
  GroupId: '',
  Sort: 1,
  Code: '010515001001',
  Name: '现浇构件钢筋',
  Features: '',
  Unit: 't',
  Quantity: 10,
  UnitPrice: 5000,
  Labour: null,
  Material: null,
  Machine: null,
  Overhead: null,
  Profit: null,
  ProvisionalAmount: null,
  Note: '',
  Materials: [{ Name: '钢筋', Spec: 'HRB400', Unit: 't', Consumption: 1.02, Price: 3500 }],
} as BillItem

describe('主材 panel', () => {
  it('heads its columns, so filled lines are still labelled on screen', () => {
    render(<MaterialsPanel item={item} onSave={() => Promise.resolve(true)} />)
    const panel = screen.getByRole('region', { name: '主材' })
    expect(screen.getByRole('textbox', { name: '第 1 行主材名称' })).toHaveProperty('value', '钢筋')
    for (const head of ['主材名称', '规格型号', '单位', '含量（每计量单位）', '单价（元）'])
      expect(panel.textContent).toContain(head)
  })
})
