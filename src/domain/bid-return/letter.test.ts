import { describe, expect, it } from 'vitest'
import { buildGccpWorkbook } from '../bill/forms/fixtures'
import { readBillGrid } from '../bill/forms/layout'
import { parseBillGrid } from '../bill/forms/parse'
import { bidReturnAnalysis } from './analysis'
import { tinyBill, withCoverSheet } from './fixtures'
import { letterTotalOf } from './letter'
import { returnedBillFromWorkbook } from './returned'
import { decodeBill } from './stored'

const sheet = (name: string, rows: string[][]) => ({
  name,
  rows: rows.map((cells, i) => ({ row: i + 1, cells })),
})

describe('the 投标总价 of the 投标函 / cover', () => {
  it('reads the lower-case figure after the label, in the same cell or the next, never the 大写 line', () => {
    expect(
      letterTotalOf([
        sheet('封面', [
          ['投 标 总 价'],
          ['投标总价（大写）：', '壹佰万元整'],
          ['投标总价(小写)：', '1,234,567.89', '元'],
        ]),
      ]),
    ).toBe(1234567.89)
    expect(letterTotalOf([sheet('投标函', [['投标报价（小写）：￥987654.32元']])])).toBe(987654.32)
    expect(
      letterTotalOf([
        sheet('表-08【土建】', [['单位工程投标报价汇总表'], ['投标报价汇总表', '12']]),
      ]),
    ).toBeNull()
    expect(letterTotalOf([sheet('封面', [['投标总价（小写）：', '见附件']])])).toBeNull()
  })

  it('an imported workbook with a cover carries its 投标总价; the 算术性 check and the corrections use it', async () => {
    const items = [
      {
        kind: '分部分项' as const,
        group: '',
        code: '010101001001',
        name: '平整场地',
        features: '',
        unit: 'm2',
        quantity: 100,
        price: 5,
      },
      {
        kind: '分部分项' as const,
        group: '',
        code: '010401001001',
        name: '砖基础',
        features: '',
        unit: 'm3',
        quantity: 10,
        price: 400,
      },
    ]
    const plain = await buildGccpWorkbook({ units: [{ title: '某项目-1#楼【土建】', items }] })
    for (const oneCell of [false, true]) {
      const bytes = await withCoverSheet(plain, 4600, oneCell)
      const grid = await readBillGrid(bytes)
      const r = returnedBillFromWorkbook(parseBillGrid(grid), undefined, letterTotalOf(grid))
      expect(r).toMatchObject({ itemCount: 2, statedTotal: 4500, bidTotal: 4600 })
    }
    const grid = await readBillGrid(await withCoverSheet(plain, 4600))
    const r = returnedBillFromWorkbook(parseBillGrid(grid), undefined, letterTotalOf(grid))
    const bidder = decodeBill(r.bill, r.bidTotal)
    const tender = tinyBill('t', [
      ['t1', '010101001001', '平整场地', 'm2', 100, 5],
      ['t2', '010401001001', '砖基础', 'm3', 10, 400],
    ])
    const result = bidReturnAnalysis({
      tender: { data: tender },
      bidders: [{ id: 'b', name: '甲', data: bidder.data, stated: bidder.stated }],
    })
    const found = result.findings.find((f) => f.type === '投标总价不符')
    expect(found?.rows).toEqual([{ bill: 'b', table: 'stated', id: 'letter' }])
    // The bill's 合计 from its stated 合价: 4,500.00 + 增值税 9 % = 4,905.00.
    expect(found?.message).toContain('4,600.00 ≠ 清单各行合价汇总 4,905.00')
    const c = result.corrections[0]
    expect(c?.statedTotalFen).toBe(460000)
    expect(c?.finalTotalFen).toBe(460000)
    expect(result.totals.bidders[0]?.statedFen).toBe(460000)
    // The −305.00 went into both unit prices in proportion, 2 decimals: 100 × 4.69 + 10 × 375.11 =
    // 4,220.10, 增值税 9 % 379.81 → 4,599.91. One 分 more on 375.11 would give 4,600.02: no
    // 2-decimal price lands on 4,600.00, so the 0.09 left is the residue, added to the 增值税.
    expect(c?.items.map((i) => [i.rule, i.unitPriceAfter, i.amountBefore, i.amountAfter])).toEqual([
      ['差额分摊', 4.69, 50000, 46900],
      ['差额分摊', 375.11, 400000, 375110],
    ])
    expect(c).toMatchObject({ finalItemsFen: 422010, residueFen: 9, otherPartsFen: 37990 })
    // A cover that agrees with the bill: no finding, nothing to spread.
    const same = await readBillGrid(await withCoverSheet(plain, 4905))
    const ok = returnedBillFromWorkbook(parseBillGrid(same), undefined, letterTotalOf(same))
    const d2 = decodeBill(ok.bill, ok.bidTotal)
    const r2 = bidReturnAnalysis({
      tender: { data: tender },
      bidders: [{ id: 'b', name: '甲', data: d2.data, stated: d2.stated }],
    })
    expect(r2.findings.filter((f) => f.check === '算术性')).toEqual([])
    expect(r2.corrections[0]?.items).toEqual([])
  })
})
