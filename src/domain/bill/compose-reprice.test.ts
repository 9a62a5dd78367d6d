import { describe, expect, it } from 'vitest'
import type { PriceCandidate } from '../materials/pricing'
import { materialKey } from '../materials/trend'
import type { BillResource } from './compose-entity'
import {
  choiceOptions,
  repriceComposition,
  repriceInChunks,
  type ComposeItem,
  type ComposeRepricing,
} from './compose-reprice'

const res = (ID: string, over: Partial<BillResource> = {}): BillResource => ({
  ID,
  ProId: 'p',
  Kind: '材料',
  Code: '',
  Name: ID,
  Spec: '',
  Unit: 't',
  Price: 100,
  Supplied: 0,
  Provisional: 0,
  Typed: 0,
  Sort: 0,
  ...over,
})
const from = (Period: string) => ({
  PackageID: `gov-${Period}`,
  Type: 3 as const,
  Period,
  PriceTax: 113,
})
const cand = (
  packageId: string,
  type: 2 | 3,
  period: string,
  noTaxFen: number,
): PriceCandidate => ({
  packageId,
  type,
  city: '深圳',
  period,
  taxFen: noTaxFen + 100,
  noTaxFen,
})

const steel = res('steel', { PricedFrom: from('2026-04') })
const sand = res('sand', { PricedFrom: from('2026-04') })
const typed = res('typed', { Price: 50 })
const retyped = res('retyped', { Price: 70, Typed: 1, PricedFrom: from('2026-04') })
const candidates = new Map([
  [materialKey(steel), [cand('gov-05', 3, '2026-05', 12000), cand('mkt-05', 2, '2026-05', 11000)]],
  [materialKey(typed), [cand('gov-05', 3, '2026-05', 99900)]],
  [materialKey(retyped), [cand('gov-05', 3, '2026-05', 99900)]],
])
const item = (ID: string, lines: [string, number][], Derived: 0 | 1 = 1): ComposeItem => ({
  ID,
  Compose: {
    Lines: lines.map(([ResourceId, Consumption]) => ({ ResourceId, Consumption })),
    FeeBase: '直接费',
    OverheadRate: 10,
    ProfitRate: 0,
    RiskRate: 0,
    Derived,
  },
  UnitPrice: 0,
  Labour: 0,
  Material: 0,
  Machine: 0,
  Overhead: 0,
  Profit: 0,
})

describe('switching the price package reprices library-priced resources and Derived items', () => {
  const out = repriceComposition(
    [steel, sand, typed, retyped],
    [item('a', [['steel', 1.5]]), item('b', [['typed', 2]]), item('c', [['steel', 1]], 0)],
    candidates,
    choiceOptions({ Type: 3, Period: '2026-05' }, '深圳'),
  )

  it('takes the chosen type and period, records the source; typed prices and unknown materials stay', () => {
    expect(out.resources).toEqual([
      {
        id: 'steel',
        fields: {
          Price: 120,
          Typed: 0,
          PricedFrom: { PackageID: 'gov-05', Type: 3, Period: '2026-05', PriceTax: 121 },
        },
      },
    ])
    expect(out.missing).toEqual(['sand'])
  })

  it('recomputes each Derived item from the new prices (an informative one is left alone)', () => {
    // a: 1.5 × 120 = 180 + 10 % = 198; b: 2 × 50 = 100 + 10 = 110 (its typed price stays 50)
    expect(out.items.map((i) => [i.id, i.fields.UnitPrice])).toEqual([
      ['a', 198],
      ['b', 110],
    ])
  })

  it('a 市场价 choice takes the market price', () => {
    const market = repriceComposition(
      [steel],
      [],
      candidates,
      choiceOptions({ Type: 2, Period: '2026-05' }, '深圳'),
    )
    expect(market.resources[0]?.fields.Price).toBe(110)
  })
})

describe('repricing in chunks', () => {
  it('calls once per chunk (once for none) and gathers every chunk’s items', async () => {
    const calls: number[] = []
    const out = await repriceInChunks(
      [1, 2, 3, 4, 5],
      (chunk) => {
        calls.push(chunk.length)
        return Promise.resolve({
          resources: [{ id: 'r', fields: { Price: 1, Typed: 0 as const } }],
          items: chunk.map((n) => ({
            id: `i${n}`,
            fields: {} as ComposeRepricing['items'][0]['fields'],
          })),
          missing: [],
        })
      },
      2,
    )
    expect(calls).toEqual([2, 2, 1])
    expect(out.items.map((i) => i.id)).toEqual(['i1', 'i2', 'i3', 'i4', 'i5'])
    expect(out.resources).toHaveLength(1)
    expect(
      (
        await repriceInChunks([], () =>
          Promise.resolve({ resources: [], items: [], missing: ['x'] }),
        )
      ).missing,
    ).toEqual(['x'])
  })
})
