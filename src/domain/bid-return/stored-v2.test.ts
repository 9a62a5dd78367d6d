import { describe, expect, it } from 'vitest'
import type { BillData } from '../bill/model'
import { tinyBill } from './fixtures'
import { DEFAULT_OPTIONS, type StatedFigures } from './model'
import { runScheme } from './scheme-run'
import { decodeBill, decodeColumns, encodeBill, type StoredParticipant } from './stored'
import { newBidReturnSession } from './session'

/** One session for the file, as one worker keeps one. */
const session = newBidReturnSession()

// Version 2 of the stored bill (stored-v2.ts) is what encodeBill writes; rows written as version 1
// must still decode, to the same bill.

/** Two 单位工程, a 单价措施 item, 暂估价, blank numbers, an item whose unit is not in the bill. */
function richBill(): BillData {
  const data = tinyBill('x', [
    ['a', '010101001001', '平整场地', 'm2', 100, 5],
    ['b', '010401001001', '砖基础 "M5"\\水泥砂浆', 'm3', 10.125, 400.5],
    ['c', '', '', '', 0, null],
  ])
  const first = data.units[0]
  const item = data.items[0]
  if (!first || !item) throw new Error('empty fixture')
  const unit = { ...first, ID: 'x-u2', Specialty: '安装', Name: '1#楼', Sort: 2 }
  const second = { ...(data.items[1] ?? item), Features: '1.砖品种：MU10\n2.砂浆：M5，\t混合' }
  const items = [
    item,
    second,
    ...data.items.slice(2),
    {
      ...item,
      ID: 'm',
      UnitId: unit.ID,
      Kind: '单价措施' as const,
      Code: '011701001001',
      Name: '综合脚手架',
      Unit: 'm2',
      Quantity: 120.5,
      UnitPrice: 12,
    },
    {
      ...item,
      ID: 'p',
      UnitId: unit.ID,
      Code: '030404017001',
      Name: '配电箱',
      Unit: '台',
      Quantity: null,
      UnitPrice: 3000,
      ProvisionalAmount: 2500,
    },
    {
      ...item,
      ID: 'q',
      UnitId: 'gone',
      Code: '030411001001',
      Name: '配管',
      Unit: 'm',
      Quantity: 1e-7,
      UnitPrice: -3.25,
    },
  ]
  return { ...data, units: [...data.units, unit], items }
}
const STATED: StatedFigures = {
  amounts: { a: 550, m: 1446, q: 0 },
  totals: [
    { unitId: 'x-u', label: '本页小计', itemIds: ['a', 'b'], amount: 4600 },
    { unitId: 'x-u2', label: '合计', itemIds: ['m', 'p'], amount: 1446 },
  ],
}

/** Every field of a decoded bill, the lazily built ones (item ids, amounts by id) read out. */
const plain = (text: string, letter: number | null) => {
  const d = decodeBill(text, letter)
  return {
    data: d.data,
    amounts: d.stated.amounts,
    list: Array.from(d.stated.amountList ?? []),
    totals: d.stated.totals,
    bidTotal: d.stated.bidTotal,
  }
}

describe('stored bills, version 2', () => {
  it('decodes to the same bill and stated figures as version 1, in half the characters at scale', () => {
    const data = richBill()
    const v2 = encodeBill(data, STATED)
    const v1 = encodeBill(data, STATED, 1)
    expect(v2.startsWith('{"v":2,')).toBe(true)
    expect(v1.startsWith('{"v":1,')).toBe(true)
    expect(plain(v2, 1234.5)).toEqual(plain(v1, 1234.5))
    const back = decodeBill(v2).data
    expect(
      back.items.map((i) => [
        i.ID,
        i.UnitId,
        i.Kind,
        i.Code,
        i.Name,
        i.Features,
        i.Unit,
        i.Quantity,
        i.UnitPrice,
        i.ProvisionalAmount,
      ]),
    ).toEqual([
      ['i1', 'u1', '分部分项', '010101001001', '平整场地', '', 'm2', 100, 5, null],
      [
        'i2',
        'u1',
        '分部分项',
        '010401001001',
        '砖基础 "M5"\\水泥砂浆',
        '1.砖品种：MU10\n2.砂浆：M5，\t混合',
        'm3',
        10.125,
        400.5,
        null,
      ],
      ['i3', 'u1', '分部分项', '', '', '', '', 0, null, null],
      ['i4', 'u2', '单价措施', '011701001001', '综合脚手架', '', 'm2', 120.5, 12, null],
      ['i5', 'u2', '分部分项', '030404017001', '配电箱', '', '台', null, 3000, 2500],
      ['i6', '', '分部分项', '030411001001', '配管', '', 'm', 1e-7, -3.25, null],
    ])
    expect(decodeBill(v2).stated.amounts).toEqual({ i1: 550, i4: 1446, i6: 0 })
    const big = tinyBill(
      'b',
      Array.from(
        { length: 2000 },
        (_, i) =>
          [
            `b${i}`,
            `0101${String(i).padStart(8, '0')}`,
            `清单项${i}`,
            'm3',
            10 + (i % 97),
            50 + (i % 450),
          ] as const,
      ),
    )
    expect(encodeBill(big).length).toBeLessThan(encodeBill(big, undefined, 1).length * 0.6)
  })

  it('decodes a version 1 text as stored before version 2', () => {
    const v1 =
      '{"v":1,"version":"GB 50500-2013","units":[["u1","土建","",9]],"items":[["i1","u1",0,"010101001001","平整场地","","m2",100,5,null,550],["i2","u1",1,"011701001001","综合脚手架","","m2",null,12,300,null]],' +
      '"rates":[["r1","u1","总价措施","","安全文明施工费","分部分项工程费",3.5,null,1]],"others":[["o1","u1","暂列金额","暂列金额","",null,null,null,null,1000]],"totals":[["u1","合计",0,2,550]]}'
    const d = decodeBill(v1, null)
    expect(d.data.version).toBe('GB 50500-2013')
    expect(
      d.data.items.map((i) => [i.ID, i.Kind, i.Quantity, i.UnitPrice, i.ProvisionalAmount]),
    ).toEqual([
      ['i1', '分部分项', 100, 5, null],
      ['i2', '单价措施', null, 12, 300],
    ])
    expect(d.stated.amounts).toEqual({ i1: 550 })
    expect(d.stated.totals).toEqual([
      { unitId: 'u1', label: '合计', amount: 550, itemIds: ['i1', 'i2'] },
    ])
    expect(d.data.others[0]).toMatchObject({ Kind: '暂列金额', Amount: 1000 })
    // Re-encoded, it becomes version 2 and decodes to the same bill.
    expect(plain(encodeBill(d.data, d.stated), null)).toEqual(plain(v1, null))
  })

  it('keeps version 1 for a bill whose strings hold a section separator', () => {
    const data = richBill()
    const text = encodeBill(
      {
        ...data,
        items: data.items.map((it, i) =>
          i === 0 ? { ...it, Name: 'a\u001fb', Features: 'c\u001ed' } : it,
        ),
      },
      STATED,
    )
    expect(text.startsWith('{"v":1,')).toBe(true)
    expect(decodeBill(text).data.items[0]).toMatchObject({ Name: 'a\u001fb', Features: 'c\u001ed' })
  })

  it('round-trips an empty bill and numbers JSON cannot write, and refuses a damaged text', () => {
    const empty = tinyBill('e', [])
    expect(decodeColumns(encodeBill(empty)).data.columns.n).toBe(0)
    // NaN and Infinity: version 1 wrote null (blank); version 2 decodes them as blank too.
    const odd = tinyBill('o', [
      ['o1', '01', '甲', 'm', Number.NaN, Number.POSITIVE_INFINITY],
      ['o2', '02', '乙', 'm', 2, 3],
    ])
    const oddStated = { amounts: { o1: Number.NaN, o2: 6 } }
    expect(plain(encodeBill(odd, oddStated), null)).toEqual(
      plain(encodeBill(odd, oddStated, 1), null),
    )
    expect(decodeBill(encodeBill(odd, oddStated)).data.items[0]).toMatchObject({
      Quantity: null,
      UnitPrice: null,
    })
    const text = encodeBill(richBill(), STATED)
    expect(() => decodeBill(text.slice(0, text.lastIndexOf('\u001f')))).toThrow()
    expect(() => decodeBill(text.replace('"n":6', '"n":7'))).toThrow()
  })

  it('a scheme of version 1 and version 2 rows analyses as one of version 1 rows', () => {
    const tender = tinyBill('t', [
      ['t1', '010101001001', '平整场地', 'm2', 100, 5],
      ['t2', '010401001001', '砖基础', 'm3', 10, 400],
    ])
    const bid = tinyBill('b', [
      ['b1', '010101001001', '平整场地', 'm2', 100, 4.5],
      ['b2', '010401001002', '砖基础', 'm3', 11, 380],
    ])
    const rows = (v: 1 | 2, w: 1 | 2): StoredParticipant[] => [
      {
        ID: 't',
        Revision: `${v}${w}`,
        Role: 'tender',
        Name: '招标控制价',
        Bill: encodeBill(tender, undefined, v),
        BidTotal: null,
        Sort: 1,
      },
      {
        ID: 'b',
        Revision: `${v}${w}`,
        Role: 'bidder',
        Name: '甲',
        Bill: encodeBill(bid, { amounts: { b2: 4000 } }, w),
        BidTotal: 5000,
        Sort: 2,
      },
    ]
    const old = runScheme(session, rows(1, 1), null, DEFAULT_OPTIONS)
    expect(old.ok && old.result.findings.length).toBeGreaterThan(0)
    expect(runScheme(session, rows(1, 2), null, DEFAULT_OPTIONS)).toEqual(old)
    expect(runScheme(session, rows(2, 2), null, DEFAULT_OPTIONS)).toEqual(old)
  })
})
