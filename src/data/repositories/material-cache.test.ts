import { describe, expect, it } from 'vitest'
import type { ItemDoc, PackageDoc } from '@/domain/api/materials'
import { cachedItems, cachedPackages, dropPackage, storePackage } from './material-cache'

const pkg = (ID: string, UpdateTime = '2026-05-01T00:00:00.000Z'): PackageDoc => ({
  ID,
  Type: 3,
  Name: ID,
  Province: '广东',
  City: '深圳',
  Period: '2026-05',
  OwnerID: '',
  Source: '',
  ItemCount: 0,
  CreateTime: UpdateTime,
  UpdateTime,
})
const item = (ID: string, PackageID: string, Sort: number, PriceTax = '1.00'): ItemDoc => ({
  ID,
  PackageID,
  Code: ID,
  Name: '中砂',
  Spec: '',
  Unit: 'm³',
  PriceTax,
  PriceNoTax: PriceTax,
  TaxRate: '0',
  Brand: '',
  Source: '',
  Period: '2026-05',
  Initials: 'zs',
  Sort,
})

describe('material cache (picked packages)', () => {
  it('replaces a package whole on a second pull and keeps each package in grid order', async () => {
    await storePackage(pkg('a'), [item('a2', 'a', 2), item('a1', 'a', 1), item('gone', 'a', 3)])
    await storePackage(pkg('b'), [item('b1', 'b', 1)])
    await storePackage(pkg('a', '2026-06-01T00:00:00.000Z'), [
      item('a1', 'a', 1, '9.00'),
      item('a2', 'a', 2),
    ])
    expect((await cachedItems(['b', 'a'])).map((i) => `${i.ID}:${i.PriceTax}`)).toEqual([
      'b1:1.00',
      'a1:9.00',
      'a2:1.00',
    ])
    expect((await cachedPackages()).find((p) => p.ID === 'a')?.UpdateTime).toBe(
      '2026-06-01T00:00:00.000Z',
    )
    await dropPackage('a')
    expect(await cachedItems(['a'])).toEqual([])
    expect((await cachedPackages()).map((p) => p.ID)).toEqual(['b'])
  })
})
