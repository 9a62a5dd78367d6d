import { describe, expect, it } from 'vitest'
import type { StandardVersion } from '../projects/model'
import { bidBill, bidBillTotal, buildBidWorkbook } from '../bill/forms/bid-fixtures'
import { readBillGrid } from '../bill/forms/layout'
import { controlCoverOf } from './letter'
import { returnedBillFromGrid } from './returned'

const EDITIONS: readonly StandardVersion[] = ['GB 50500-2013', 'GB/T 50500-2024']

describe.each(EDITIONS)('the tender cover’s 招标控制价 (%s)', (version) => {
  const own = bidBillTotal(bidBill({ version }))

  it('is read with the bill’s computed total, and they agree on a workbook that states its own total', async () => {
    const r = returnedBillFromGrid(
      await readBillGrid(await buildBidWorkbook({ version, cover: 'tender' })),
    )
    expect(r.coverControl).toBe(own)
    expect(r.computedTotal).toBe(own)
  })

  it('a cover that states another amount is read as stated, so the import can show the gap', async () => {
    const r = returnedBillFromGrid(
      await readBillGrid(
        await buildBidWorkbook({ version, cover: 'tender', letterTotal: own + 1234.5 }),
      ),
    )
    expect(r.coverControl).toBe(own + 1234.5)
    expect(r.computedTotal).toBe(own)
  })

  it('a bidder’s 投标总价 cover is not a 招标控制价', async () => {
    const grid = await readBillGrid(await buildBidWorkbook({ version, cover: 'bidder' }))
    expect(controlCoverOf(grid).total).toBeNull()
    expect(returnedBillFromGrid(grid).bidTotal).toBe(own)
  })
})

describe('controlCoverOf', () => {
  const sheet = (name: string, rows: string[][]) => ({
    name,
    rows: rows.map((cells, i) => ({ row: i + 1, cells })),
  })
  it('reads 最高投标限价 (GB/T 50500-2024) as well as 招标控制价, with its 大写', () => {
    expect(
      controlCoverOf([
        sheet('扉页', [
          ['最 高 投 标 限 价'],
          ['最高投标限价（小写）：', '56,376,172.31', '元'],
          ['（大写）：', '伍仟陆佰叁拾柒万陆仟壹佰柒拾贰元叁角壹分'],
        ]),
      ]),
    ).toEqual({ total: 56376172.31, words: 56376172.31 })
  })
})
