import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { BrandRef, EstimateChoice } from '@/domain/estimate/model'
import { EstimateGrid } from './estimate-grid'

const SYSTEMS = [
  {
    Code: 'NT',
    Name: '暖通',
    Specialty: '暖通',
    Prices: { 经济: '90.00', 标准: '220.00', 高档: '360.00', 豪华: '520.00' },
    Sort: 1,
  },
]
const FUNCTIONS = [
  { Code: 'ZZ01', Name: '住宅', Area: 1000 },
  { Code: 'SY01', Name: '商业', Area: 200 },
]
const brand = (ID: string, Grade: BrandRef['Grade'], Name: string, Premium: string): BrandRef => ({
  ID,
  SystemCode: 'NT',
  Grade,
  Name,
  Initials: '',
  Premium,
})
const BRANDS = [
  brand('b1', '标准', '格力', '3'),
  brand('b2', '高档', '大金', '8'),
  brand('b3', '豪华', '约克', '12'),
]

function renderGrid(choices: EstimateChoice[]) {
  render(
    <EstimateGrid
      functions={FUNCTIONS}
      systems={SYSTEMS}
      brands={BRANDS}
      choices={choices}
      grade="标准"
      onArea={() => undefined}
      onGrade={() => undefined}
      onBrand={() => undefined}
    />,
  )
  return within(screen.getByRole('combobox', { name: '暖通品牌' }))
    .getAllByRole('option')
    .map((o) => o.textContent)
}

afterEach(cleanup)

describe('EstimateGrid brands', () => {
  it('offers only the brands of the grades the system’s cells use', () => {
    expect(renderGrid([])).toEqual(['不指定', '标准·格力 +3%'])
    cleanup()
    const mixed: EstimateChoice[] = [{ Function: 'SY01', System: 'NT', Grade: '高档', BrandId: '' }]
    expect(renderGrid(mixed)).toEqual(['不指定', '标准·格力 +3%', '高档·大金 +8%'])
  })

  it('keeps a chosen brand whose grade no cell uses any more, saying it adds nothing', () => {
    const chosen: EstimateChoice[] = FUNCTIONS.map((f) => ({
      Function: f.Code,
      System: 'NT',
      Grade: '标准',
      BrandId: 'b3',
    }))
    expect(renderGrid(chosen)).toEqual([
      '不指定',
      '标准·格力 +3%',
      '豪华·约克（无该档次区域，不加价）',
    ])
  })
})

describe('EstimateGrid zones', () => {
  it('shows a dash instead of a grade for a system the function’s 业态 has not (a 车库 has no 景观)', () => {
    render(
      <EstimateGrid
        functions={[
          { Code: '住宅塔楼', Name: '住宅塔楼', Area: 1000 },
          { Code: '地下车库', Name: '地下车库', Area: 500 },
        ]}
        systems={[{ ...SYSTEMS[0]!, Code: 'JG', Name: '景观', Specialty: '景观' }]}
        brands={[]}
        choices={[{ Function: '地下车库', System: 'JG', Grade: '豪华', BrandId: '' }]}
        grade="标准"
        onArea={() => undefined}
        onGrade={() => undefined}
        onBrand={() => undefined}
      />,
    )
    expect(screen.getByLabelText('住宅塔楼景观档次')).toBeTruthy()
    expect(screen.queryByLabelText('地下车库景观档次')).toBeNull()
    expect(screen.getByLabelText('地下车库无景观').getAttribute('title')).toBe('车库不含景观')
  })
})
