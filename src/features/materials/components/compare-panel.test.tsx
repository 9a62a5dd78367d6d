import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { chooseOption } from '@/components/testing/choose-option'
import type { PackageDoc } from '@/domain/api/materials'
import { ComparePanel } from './compare-panel'

// Each package holds one material, 热轧带肋钢筋 HRB400E Φ12, at a price of its own.
const PRICES: Record<string, string> = {
  '北京-2026-09': '3600.00',
  '北京-2026-10': '3636.00',
  '上海-2026-09': '3700.00',
  '上海-2026-10': '3663.00',
}
vi.mock('../hooks/use-library', () => ({
  useItems: (ids: readonly string[]) => ({
    items: ids.map((id) => ({
      ID: `${id}-1`,
      PackageID: id,
      Code: '',
      Name: '热轧带肋钢筋',
      Spec: 'HRB400E Φ12',
      Unit: 't',
      PriceTax: PRICES[id] ?? '0.00',
      PriceNoTax: '',
      TaxRate: '13',
      Brand: '',
      Source: '',
      Period: '',
      Initials: '',
      Sort: 1,
    })),
    error: '',
    reload: () => {},
  }),
}))

const pkg = (City: string, Period: string): PackageDoc => ({
  ID: `${City}-${Period}`,
  Type: 3,
  Name: `${City}${Period}信息价`,
  Province: '',
  City,
  Period,
  OwnerID: '',
  Source: '',
  ItemCount: 1,
  CreateTime: '',
  UpdateTime: '',
})
const priceCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('cell')
    .slice(3)
    .map((c) => c.textContent)

describe('两期对比 panel', () => {
  it('does not compare 北京 2026-09 with 上海 2026-10: it says the periods share no city', () => {
    render(<ComparePanel packages={[pkg('北京', '2026-09'), pkg('上海', '2026-10')]} picked={[]} />)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(
      '2026-09 与 2026-10 没有同一城市的价格包，无法对比；请选择同一城市都有价格包的两个期次',
    )
  })

  it('asks for the city when several have both periods, and compares the chosen city only', async () => {
    render(
      <ComparePanel
        packages={['北京', '上海'].flatMap((c) => [pkg(c, '2026-09'), pkg(c, '2026-10')])}
        picked={[]}
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(
      '2026-09 与 2026-10 有 2 个城市的价格包，请选择城市',
    )
    await chooseOption('对比的城市', '上海')
    expect(priceCells()).toEqual(['3,700.00', '3,663.00', '-1.00%'])
  })

  it('compares the one city two periods share without asking', () => {
    render(
      <ComparePanel
        packages={[pkg('北京', '2026-09'), pkg('北京', '2026-10'), pkg('上海', '2026-10')]}
        picked={[]}
      />,
    )
    expect(screen.queryByRole('combobox', { name: '对比的城市' })).toBeNull()
    expect(screen.getByTestId('compare-city').textContent).toBe('城市：北京')
    expect(priceCells()).toEqual(['3,600.00', '3,636.00', '+1.00%'])
  })
})
