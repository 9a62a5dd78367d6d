import { describe, expect, it } from 'vitest'
import type { BillData } from '../bill/model'
import { bidReturnAnalysis } from './analysis'
import { tinyBill, type ItemSpec } from './fixtures'
import { matchItems, normText } from './match'
import { prepareBill } from './prepare'

const withFeatures = (data: BillData, features: Record<string, string>): BillData => ({
  ...data,
  items: data.items.map((it) => ({ ...it, Features: features[it.ID] ?? it.Features })),
})

// Tender: a national item, a 自编 item (01B…), a second 自编 item, two items with the same code.
const T: ItemSpec[] = [
  ['t1', '010101001001', '平整场地', 'm2', 100, 5],
  ['t2', '01B001', '成品保护', 'm2', 50, 12],
  ['t3', '01B002', '临时围挡', 'm', 80, 60],
  ['t4', '010401001001', '砖基础', 'm3', 10, 400],
  ['t5', '010401001001', '砖基础', 'm3', 20, 400],
]
const tender = withFeatures(tinyBill('t', T), {
  t2: '1. 部位：楼地面\n2. 材料：塑料薄膜',
  t3: '高度 2.5m',
})

// Bidder, with planted mismatches:
// - t2 renumbered 01B009, same name and unit, features written with full-width digits and other spacing;
// - t3 without a code, its name with a trailing space, its unit "M" for "m", features spaced differently;
// - t1 by code; the two 砖基础 pair in bill order; an added item with a new name.
const B: ItemSpec[] = [
  ['b1', '010101001001', '平整场地', 'm2', 100, 4.9],
  ['b2', '01B009', '成品保护', 'm2', 50, 11],
  ['b3', '', '临时围挡 ', 'M', 80, 58],
  ['b4', '010401001001', '砖基础', 'm3', 10, 390],
  ['b5', '010401001001', '砖基础', 'm3', 20, 395],
  ['b6', '01B010', '夜间施工增加', '项', 1, 3000],
]
const bidder = withFeatures(tinyBill('b', B), {
  b2: '１．部位：楼地面\n２． 材料：塑料薄膜',
  b3: '高度2.5m',
})

describe('matching bidder items to tender items', () => {
  it('normalises text: full-width, case and whitespace', () => {
    expect(normText(' １．部位：楼地面\n２． 材料 ')).toBe(normText('1.部位:楼地面2.材料'))
  })

  it('pairs by code first, then by name + unit + features, and says which rule matched', () => {
    const m = matchItems(
      prepareBill('tender', '', { data: tender }),
      prepareBill('b', '', { data: bidder }),
    )
    expect([...m.toBidder]).toEqual([0, 1, 2, 3, 4])
    expect([...m.rule]).toEqual([1, 2, 2, 1, 1])
    expect([...m.toTender]).toEqual([0, 1, 2, 3, 4, -1])
  })

  it('a text match is one 错项 (the code), not a 漏项 plus an 增项; the cells and rows carry the rule', () => {
    const r = bidReturnAnalysis({
      tender: { data: tender },
      bidders: [{ id: 'b', name: '甲', data: bidder }],
    })
    const mine = r.findings
      .filter((f) => ['错项', '漏项', '增项'].includes(f.type))
      .map((f) => [f.type, f.message])
    expect(mine).toEqual([
      ['错项', expect.stringContaining('项目编码"01B009"≠"01B001"')],
      ['错项', expect.stringContaining('项目编码""≠"01B002"')],
      ['增项', expect.stringContaining('01B010 夜间施工增加')],
    ])
    // "临时围挡 " with a trailing space and "M" for "m" are still the same item; only the code differs.
    expect(mine[1]?.[1]).not.toContain('项目名称')
    expect(r.items.map((it) => it.bids[0]?.match)).toEqual(['code', 'text', 'text', 'code', 'code'])
    expect(r.items.map((it) => it.bids[0]?.itemId)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
    const wrong = r.findings.find((f) => f.type === '错项')
    expect(wrong?.rows).toEqual([
      { bill: 'tender', table: 'item', id: 't2' },
      { bill: 'b', table: 'item', id: 'b2', match: 'text' },
    ])
  })

  it('does not match across 专业, nor on a different name, unit or features', () => {
    const other = { ...bidder, units: bidder.units.map((u) => ({ ...u, Specialty: '安装' })) }
    const r1 = bidReturnAnalysis({
      tender: { data: tender },
      bidders: [{ id: 'b', name: '甲', data: other }],
    })
    expect(r1.findings.filter((f) => f.type === '漏项')).toHaveLength(5)
    const changed = withFeatures(
      tinyBill('c', [
        ['c2', '01B009', '成品保护', 'm2', 50, 11],
        ['c3', '', '临时围挡', 'm2', 80, 58],
      ]),
      { c2: '部位：墙面' },
    )
    const m = matchItems(
      prepareBill('tender', '', { data: tender }),
      prepareBill('c', '', { data: changed }),
    )
    expect([...m.toBidder]).toEqual([-1, -1, -1, -1, -1])
  })
})
