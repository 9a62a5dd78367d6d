import { describe, expect, it } from 'vitest'
import type { BillData } from '../bill/model'
import { bidReturnAnalysis, type BidReturnInput } from './analysis'
import { columnsOf, itemAt } from './columns'
import { tinyBill, type ItemSpec } from './fixtures'
import { DEFAULT_OPTIONS, type BidReturnOptions, type StatedFigures } from './model'
import { prepareBill } from './prepare'
import { decodeBill, decodeColumns, encodeBill } from './stored'

// The compute worker analyses stored bills decoded into item columns (decodeColumns); the server
// and the tests decode them into BillItem objects (decodeBill). Both must give the same analysis.

/** A bill with a second 单位工程 (安装) holding a 单价措施 item and an item with 其中暂估价. */
function twoUnits(
  prefix: string,
  specs: readonly ItemSpec[],
  measurePrice: number,
  provisional: number | null,
  options: Parameters<typeof tinyBill>[2] = {},
): BillData {
  const data = tinyBill(prefix, specs, options)
  const first = data.units[0]
  const item = data.items[0]
  if (!first || !item) throw new Error('empty fixture')
  const unit = { ...first, ID: `${prefix}-u2`, Specialty: '安装', Sort: 2 }
  const extra = [
    {
      ...item,
      ID: `${prefix}-m1`,
      UnitId: unit.ID,
      Kind: '单价措施' as const,
      Code: '011701001001',
      Name: '综合脚手架',
      Unit: 'm2',
      Quantity: 120.5,
      UnitPrice: measurePrice,
    },
    {
      ...item,
      ID: `${prefix}-p1`,
      UnitId: unit.ID,
      Code: '030404017001',
      Name: '配电箱',
      Unit: '台',
      Quantity: 2,
      UnitPrice: 3000,
      ProvisionalAmount: provisional,
    },
    {
      ...item,
      ID: `${prefix}-n1`,
      UnitId: unit.ID,
      Code: '030411001001',
      Name: '配管',
      Unit: 'm',
      Quantity: null,
      UnitPrice: null,
    },
  ]
  const rates = [
    ...data.rates,
    ...data.rates.map((r) => ({ ...r, ID: `${r.ID}-2`, UnitId: unit.ID })),
  ]
  const others = [
    ...data.others,
    ...data.others.map((o) => ({ ...o, ID: `${o.ID}-2`, UnitId: unit.ID })),
  ]
  return { ...data, units: [...data.units, unit], items: [...data.items, ...extra], rates, others }
}

const A = ['010101001001', '平整场地', 'm2', 100] as const
const B = ['010501001001', '垫层', 'm3', 10] as const
const C = ['010502001001', '矩形柱', 'm3', 20] as const
const tender = twoUnits(
  't',
  [
    ['tA', ...A, 5],
    ['tB', ...B, 500],
    ['tC', ...C, 600],
  ],
  12,
  2500,
)
// b1: a 本页小计 written wrong; 暂估价 changed.
const b1 = twoUnits(
  'b1',
  [
    ['1A', ...A, 5.5],
    ['1B', ...B, 450],
    ['1C', ...C, 600],
  ],
  12.5,
  2400,
)
// b2: a 合价 written wrong (unit price wins), one with the decimal point moved (合价 wins), an added
// item, safety rate and 暂列金额 changed, the 单价措施 合价 written wrong; a 投标函 total.
const b2 = twoUnits(
  'b2',
  [
    ['2A', ...A, 4],
    ['2B', ...B, 600],
    ['2C', ...C, 59],
    ['2X', '010101002001', '挖一般土方', 'm3', 10, 30],
  ],
  11,
  2500,
  { safetyRate: 3, provisional: 900 },
)
// b3: a renumbered item, a 工程量 changed and priced 0, an item left out, a negative price.
const b3 = twoUnits(
  'b3',
  [
    ['3A', '01B001', A[1], A[2], A[3], 5.5],
    ['3B', B[0], B[1], B[2], 11, 0],
  ],
  -1,
  null,
)
const stated: Record<string, StatedFigures> = {
  b1: {
    amounts: { '1A': 550, '1B': 4500 },
    totals: [{ unitId: 'b1-u', label: '本页小计', itemIds: ['1A', '1B'], amount: 5000 }],
  },
  b2: { amounts: { '2A': 400, '2B': 6100, '2C': 11800, '2X': 300, 'b2-m1': 1300 } },
  b3: {},
}
const letters: Record<string, number | null> = { b1: null, b2: 2_300_000.5, b3: null }

/** The scheme through encodeBill, decoded by `decode`. */
function input(
  decode: 'objects' | 'columns',
  version: BillData['version'],
  options: BidReturnOptions,
  stored: 1 | 2 = 2,
): BidReturnInput {
  const d = (data: BillData, s?: StatedFigures, letter?: number | null) => {
    const text = encodeBill({ ...data, version }, s, stored)
    return decode === 'objects' ? decodeBill(text, letter) : decodeColumns(text, letter)
  }
  return {
    tender: { data: d(tender).data },
    bidders: Object.entries({ b1, b2, b3 }).map(([id, data]) => {
      const x = d(data, stated[id], letters[id])
      return { id, name: `${id}公司`, data: x.data, stated: x.stated }
    }),
    options,
  }
}

const MEAN: BidReturnOptions = {
  ...DEFAULT_OPTIONS,
  base: { kind: 'mean', includeControl: true },
  band: { by: 'amount', limit: 100, inclusive: true },
  collusion: { minItems: 1, minShare: 0.1 },
}

describe('stored bills decoded into item columns', () => {
  for (const version of ['GB/T 50500-2024', 'GB 50500-2013'] as const) {
    it(`give the same analysis as decoded into objects, planted errors and corrections included (${version})`, () => {
      for (const o of [DEFAULT_OPTIONS, MEAN]) {
        const objects = bidReturnAnalysis(input('objects', version, o))
        const columns = bidReturnAnalysis(input('columns', version, o))
        expect(columns).toEqual(objects)
        // The corrections' item lists are made on first read: compare them explicitly too.
        expect(columns.corrections.map((c) => c.items)).toEqual(
          objects.corrections.map((c) => c.items),
        )
        // Rows stored before version 2 (items as tuples) give the same analysis as version 2 texts.
        for (const decode of ['objects', 'columns'] as const) {
          const v1 = bidReturnAnalysis(input(decode, version, o, 1))
          expect(v1).toEqual(objects)
          expect(v1.corrections.map((c) => c.items)).toEqual(
            objects.corrections.map((c) => c.items),
          )
        }
      }
      const r = bidReturnAnalysis(input('columns', version, DEFAULT_OPTIONS))
      const types = new Set(r.findings.map((f) => f.type))
      for (const t of [
        '小计错误',
        '暂估价不符',
        '合价错误',
        '增项',
        '漏项',
        '错项',
        '不可竞争费用',
        '暂列金额不符',
        '单价为零或负',
        '投标总价不符',
      ])
        expect(types).toContain(t)
      expect(new Set(r.corrections.flatMap((c) => c.items.map((i) => i.rule)))).toEqual(
        new Set(['单价为准', '合价为准（单价小数点错位）', '差额分摊']),
      )
    })
  }

  it('scan the same unit totals as the items as objects', () => {
    for (const [id, data] of Object.entries({ b1, b2, b3 })) {
      const text = encodeBill(data, stated[id])
      const o = decodeBill(text, letters[id])
      const c = decodeColumns(text, letters[id])
      const po = prepareBill(id, id, { data: o.data }, o.stated)
      const pc = prepareBill(id, id, { data: c.data }, c.stated)
      expect(pc.scan).toEqual(po.scan)
      expect([pc.totalFen, pc.writtenTotalFen, pc.statedTotalFen]).toEqual([
        po.totalFen,
        po.writtenTotalFen,
        po.statedTotalFen,
      ])
    }
  })

  it('round-trip items as objects (columnsOf, itemAt)', () => {
    const items = decodeBill(encodeBill(b2)).data.items
    const c = columnsOf(items)
    expect(Array.from({ length: c.n }, (_, i) => itemAt(c, i))).toEqual(items)
  })
})
