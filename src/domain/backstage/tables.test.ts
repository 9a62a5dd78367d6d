import { describe, expect, it } from 'vitest'
import { seedFactor } from '../adjust/builders'
import { seedIndex, seedIndexTable } from '../adjust/price-indices'
import { rebaseFactor, SEED_TABLES } from '../benchmark/rebase'
import { updateFunctionalBody, updateReferenceBody } from './schemas'
import { rebaseTablesOf, seedReferenceTables, tableIndex } from './tables'

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message

describe('reference tables (docs/backoffice.md)', () => {
  it('converts the served tables into the rebasing tables, and the seed round-trips', () => {
    const seed = seedReferenceTables('2026-11')
    expect(rebaseTablesOf(seed)).toEqual(SEED_TABLES)
    expect(seed.AdjustIndices).toEqual(seedIndexTable('2026-11'))
    const served = rebaseTablesOf({
      Location: [
        { City: '北京', Factor: '1.2' },
        { City: '上海', Factor: '0.8' },
      ],
      PriceIndex: [
        { Period: '2021', Value: '100' },
        { Period: '2024', Value: '125' },
      ],
    })
    expect(
      rebaseFactor({ city: '北京', period: 2021 }, { city: '上海', period: '2024' }, served)
        ?.factor,
    ).toBeCloseTo((0.8 / 1.2) * 1.25, 12)
  })

  it('fills a 调价 factor from the served index table when given, else from the seed', () => {
    const table = [
      { City: '成都', Key: 'steel', Name: '钢材', Period: '2024-01', Value: '110.5' },
      { City: '成都', Key: 'steel', Name: '钢材', Period: '2024-02', Value: '111' },
    ]
    expect(tableIndex(table, '成都', 'steel', '2024-02')).toBe('111')
    expect(tableIndex(table, '成都', 'steel', '2024-03')).toBeNull()
    const steel = { Key: 'steel', Name: '钢材' }
    expect(seedFactor('成都', steel, '0.2', '2024-01', ['2024-02', '2024-03'], table)).toEqual({
      Name: '钢材',
      Series: 'steel',
      B: '0.2',
      F0: '110.5',
      Ft: [
        { Period: '2024-02', Values: [{ Value: '111' }] },
        { Period: '2024-03', Values: [{ Value: '' }] },
      ],
    })
    expect(seedFactor('成都', steel, '0.2', '2024-01', []).F0).toBe(
      seedIndex('成都', 'steel', '2024-01'),
    )
  })

  it('refuses bad reference values with Chinese messages, never rounding', () => {
    expect(
      message(updateReferenceBody.safeParse({ Table: 'location', City: '深圳', Value: '0' })),
    ).toBe('城市系数必须大于0')
    expect(
      message(updateReferenceBody.safeParse({ Table: 'location', City: '深圳', Value: '1.2345' })),
    ).toBe('城市系数最多3位小数')
    expect(
      message(updateReferenceBody.safeParse({ Table: 'location', City: '深圳', Value: 'abc' })),
    ).toBe('城市系数必须是数字')
    expect(
      message(
        updateReferenceBody.safeParse({ Table: 'priceIndex', Period: '2024-Q5', Value: '100' }),
      ),
    ).toBe('期次应为年份（2024）、季度（2024-Q1）或月份（2024-01）')
    expect(
      message(
        updateReferenceBody.safeParse({
          Table: 'adjustIndex',
          City: '成都',
          Key: 'steel',
          Period: '2024',
          Value: '100',
        }),
      ),
    ).toBe('期次应为月份（2024-01）')
    expect(
      updateReferenceBody.parse({ Table: 'location', City: ' 深圳 ', Value: '1.080' }),
    ).toEqual({ Table: 'location', Type: 'update', City: '深圳', Value: '1.08' })
    expect(
      updateReferenceBody.parse({ Table: 'location', Type: 'delete', City: '深圳' }),
    ).toMatchObject({ Type: 'delete' })
    const prices = (p: number[]) =>
      JSON.stringify({ 经济: p[0], 标准: p[1], 高档: p[2], 豪华: p[3] })
    expect(
      message(
        updateFunctionalBody.safeParse({
          Kind: 'system',
          Code: 'NT',
          Prices: prices([300, 200, 400, 500]),
        }),
      ),
    ).toBe('各档次单价应从经济到豪华依次不减')
    expect(
      message(
        updateFunctionalBody.safeParse({
          Kind: 'system',
          Code: 'NT',
          Prices: prices([1.234, 200, 400, 500]),
        }),
      ),
    ).toBe('经济档单价最多2位小数')
    expect(
      message(updateFunctionalBody.safeParse({ Kind: 'brand', ID: 'x', Premium: '-60' })),
    ).toBe('溢价率不能小于-50')
  })
})
