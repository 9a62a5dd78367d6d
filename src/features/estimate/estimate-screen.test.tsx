import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { EstimateScreen } from './estimate-screen'

const REF = {
  Functions: [
    { Code: 'ZZ', Name: '住宅', ProjectType: '住宅', Share: '80', Sort: 1 },
    { Code: 'CK', Name: '地下车库', ProjectType: '住宅', Share: '20', Sort: 2 },
    { Code: 'KF', Name: '客房', ProjectType: '酒店', Share: '100', Sort: 3 },
  ],
  Systems: [
    {
      Code: 'TJ',
      Name: '土建',
      Specialty: '土建',
      Prices: { 经济: '1000', 标准: '1200', 高档: '1500', 豪华: '1800' },
      Sort: 1,
    },
  ],
  CountItems: [],
  Brands: [],
  PerFlat: {},
}

const figuresInput = vi.fn()

vi.mock('./hooks/use-estimate', () => ({
  useEstimateProject: () => ({
    project: { ID: 'p1', data: { Project_Name: '滨江花园', ProjectType: '住宅', City: '上海' } },
    estimate: null,
    builtArea: 10000,
    // No structure areas per 业态: the type's shares split the total.
    zones: [],
  }),
  useReference: () => ({ state: { status: 'ready', data: REF } }),
  useComparables: () => ({ state: { status: 'ready', data: { Samples: [], Scope: '无' } } }),
  useEstimateFigures: (input: unknown) => (figuresInput(input), { figures: null, failed: false }),
  saveProjectEstimate: vi.fn(),
}))

describe('EstimateScreen 总建筑面积', () => {
  it('refuses a value that is not a positive number in Chinese and puts the area in use back', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<EstimateScreen projectId="p1" />)
    const area = screen.getByLabelText<HTMLInputElement>('总建筑面积')
    for (const bad of ['abc', '0', '-5']) {
      await user.clear(area)
      await user.type(area, bad)
      fireEvent.blur(area)
      expect(screen.getByRole('alert').textContent).toBe('总建筑面积必须是大于0的数字')
      expect(area.value).toBe('10000')
    }
    await user.clear(area)
    await user.type(area, '12,000')
    fireEvent.blur(area)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('住宅面积').value).toBe('9600')
  })

  it('leaving the field unchanged keeps the function areas the user typed', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<EstimateScreen projectId="p1" />)
    const home = screen.getByLabelText<HTMLInputElement>('住宅面积')
    await user.clear(home)
    await user.type(home, '7000')
    fireEvent.blur(home)
    fireEvent.blur(screen.getByLabelText('总建筑面积'))
    expect(screen.getByLabelText<HTMLInputElement>('住宅面积').value).toBe('7000')
  })

  it('户型 counts price a residential type only: after switching to 酒店 they add nothing, back on 住宅 they count again', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<EstimateScreen projectId="p1" />)
    fireEvent.change(screen.getByLabelText('卧室数量'), { target: { value: '12' } })
    const rooms = () => (figuresInput.mock.lastCall?.[0] as { Rooms: object }).Rooms
    expect(rooms()).toEqual({ 卧室: 12 })
    await user.selectOptions(screen.getByLabelText('项目类型'), '酒店')
    expect(screen.queryByLabelText('卧室数量')).toBeNull()
    expect(rooms()).toEqual({})
    await user.selectOptions(screen.getByLabelText('项目类型'), '住宅')
    expect(rooms()).toEqual({ 卧室: 12 })
  })
})
