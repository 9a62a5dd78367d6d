import { describe, expect, it } from 'vitest'
import { batchSummary, groupHistory } from './history-batches'
import { doc, row } from './history-rows.testkit'

const cement = doc({
  ID: 'cement',
  Name: '普通硅酸盐水泥',
  Spec: 'P.O42.5R 散装',
  Unit: 't',
  PriceTax: '357.00',
  PriceNoTax: '315.93',
  TaxRate: '13',
})

describe('groupHistory', () => {
  it('joins the rows of one write into one entry, newest first, restorable at its newest row', () => {
    const rows = [
      row(7, 'b3', 'update', doc({ PriceTax: '190.00', PriceNoTax: '184.47' }), doc(), {
        RestoredTo: 4,
        UserName: '管理员',
      }),
      row(6, 'b2', 'update', doc(), doc({ PriceTax: '190.00', PriceNoTax: '184.47' })),
      row(5, 'b2', 'delete', cement, null),
      row(4, 'b1', 'insert', null, cement),
      row(3, 'b1', 'insert', null, doc()),
    ]
    const batches = groupHistory(rows)
    expect(batches.map((b) => [b.batchId, b.pointId, b.restoredTo])).toEqual([
      ['b3', 7, 4],
      ['b2', 6, null],
      ['b1', 4, null],
    ])
    expect(batches[1]?.changes.map((c) => [c.action, c.name, c.priceBefore, c.priceAfter])).toEqual(
      [
        ['update', '中砂', '184.00', '190.00'],
        ['delete', '普通硅酸盐水泥', '357.00', ''],
      ],
    )
    expect(batches.map(batchSummary)).toEqual(['修改 1 条', '修改 1 条，删除 1 条', '新增 2 条'])
  })

  it('names the other fields an update changed; 除税价 only when 含税价 stayed the same', () => {
    const [priced, branded] = groupHistory([
      row(
        2,
        'b2',
        'update',
        doc(),
        doc({ PriceTax: '200.00', PriceNoTax: '194.17', Brand: '华润' }),
      ),
      row(1, 'b1', 'update', doc(), doc({ PriceNoTax: '178.00', Source: '市场询价' })),
    ])
    expect(priced?.changes[0]?.otherFields).toEqual(['品牌'])
    expect(branded?.changes[0]?.otherFields).toEqual(['除税价', '来源'])
  })

  it('is empty for no rows', () => {
    expect(groupHistory([])).toEqual([])
  })
})
