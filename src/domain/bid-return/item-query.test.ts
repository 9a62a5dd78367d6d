import { describe, expect, it } from 'vitest'
import type { BillData } from '../bill/model'
import { itemsOf, type ItemComparison } from './compare'
import { tinyBill, type ItemSpec } from './fixtures'
import { itemsFromPage } from './item-page'
import { itemSummary, queryItems, type ItemQuery } from './item-query'
import { searchItems } from './item-search'
import { DEFAULT_OPTIONS } from './model'
import { runSchemeParts } from './scheme-run'
import { encodeBill, type StoredParticipant } from './stored'
import { newBidReturnSession } from './session'

/** One session for the file, as one worker keeps one. */
const session = newBidReturnSession()

// Two 单位工程 (土建 and 安装) of 40 items each; bidder 甲 prices some items 30 % off (out of the
// ±10 % band), 乙 leaves every 7th item out and prices a few items like 甲.
const specs = (
  p: string,
  price: (i: number) => number | null,
  keep = (_: number) => true,
): ItemSpec[] =>
  Array.from({ length: 40 }, (_, i): ItemSpec => [
    `${p}${i}`,
    `0101${String(i).padStart(8, '0')}`,
    i % 5 === 0 ? `钢筋${i}` : `Item${i}`,
    'm3',
    10,
    price(i),
  ]).filter((_, i) => keep(i))
function twoUnits(
  p: string,
  price: (i: number) => number | null,
  keep?: (i: number) => boolean,
): BillData {
  const a = tinyBill(`${p}a`, specs(`${p}a`, price, keep))
  const b = tinyBill(`${p}b`, specs(`${p}b`, price, keep))
  const unitB = { ...b.units[0]!, Specialty: '安装' }
  return {
    ...a,
    units: [a.units[0]!, unitB],
    items: [...a.items, ...b.items],
    rates: [...a.rates, ...b.rates],
    others: [...a.others, ...b.others],
  }
}
const row = (
  ID: string,
  Role: 'tender' | 'bidder',
  data: BillData,
  Sort: number,
): StoredParticipant => ({ ID, Role, Name: ID, Bill: encodeBill(data), BidTotal: null, Sort })
const rows = [
  row(
    'q-t',
    'tender',
    twoUnits('t', () => 100),
    0,
  ),
  row(
    'q-jia',
    'bidder',
    twoUnits('j', (i) => (i % 3 === 0 ? 70 : 100)),
    1,
  ),
  row(
    'q-yi',
    'bidder',
    twoUnits(
      'y',
      (i) => (i % 3 === 0 ? 70 : i % 4 === 0 ? null : 101),
      (i) => i % 7 !== 3,
    ),
    2,
  ),
]
const run = runSchemeParts(session, rows, null, DEFAULT_OPTIONS)
if (!run.ok) throw new Error(run.message)
const table = run.run.table
const all = itemsOf(table, 0, table.n)
const everything = (q: ItemQuery) =>
  itemsFromPage(structuredClone(queryItems(table, q, 0, table.n).page))
const codes = (items: readonly ItemComparison[]) => items.map((it) => it.key)

describe('the items comparison asked for by the screens (item-query.ts)', () => {
  it('gives the same items the screens filtered themselves before, for every filter', () => {
    expect(table.n).toBe(80)
    for (const unit of ['', '土建', '安装'])
      for (const outOnly of [false, true])
        for (const text of ['', '钢筋', '0101000000 ', 'item1'])
          expect(
            codes(everything({ kind: 'list', unit, outOnly, text })),
            JSON.stringify([unit, outOnly, text]),
          ).toEqual(
            codes(
              all.filter(
                (it) =>
                  (unit === '' || it.key.startsWith(`${unit}|`)) &&
                  (!outOnly || it.bids.some((c) => c?.outOfBand)) &&
                  (text.trim() === '' ||
                    it.code.includes(text.trim()) ||
                    it.name.includes(text.trim())),
              ),
            ),
          )
    // The objects are the ones itemsOf makes.
    expect(everything({ kind: 'list', unit: '', outOnly: false, text: '' })).toEqual(all)
  })

  it('keeps the items two bidders price differently, a missing bid counting as different', () => {
    for (const [a, b] of [
      [0, 1],
      [1, 0],
      [0, 0],
    ] as const)
      for (const diffOnly of [false, true])
        expect(codes(everything({ kind: 'pair', a, b, diffOnly }))).toEqual(
          codes(all.filter((it) => !diffOnly || it.bids[a]?.unitPrice !== it.bids[b]?.unitPrice)),
        )
    const differ = everything({ kind: 'pair', a: 0, b: 1, diffOnly: true })
    expect(differ.some((it) => it.bids[1] === null)).toBe(true)
    expect(everything({ kind: 'pair', a: 1, b: 1, diffOnly: true })).toEqual([])
  })

  it('searches as bottomLevelData always did (code prefix, name substring, either case)', () => {
    for (const text of ['钢筋', 'ITEM3', '01010000003', '', '  ', 'xyz'])
      expect(codes(everything({ kind: 'search', text }))).toEqual(
        codes(searchItems(all, text, table.n).items),
      )
  })

  it('answers a page of what the query keeps, with the total', () => {
    const out = { kind: 'list', unit: '', outOnly: true, text: '' } as const
    const kept = everything(out)
    const page = queryItems(table, out, 5, 4)
    expect(page.total).toBe(kept.length)
    expect(codes(itemsFromPage(page.page))).toEqual(codes(kept.slice(5, 9)))
    expect(queryItems(table, out, kept.length + 10, 4)).toMatchObject({
      total: kept.length,
      page: { count: 0 },
    })
  })

  it('sums up the 单位工程 and the items out of the band per bidder', () => {
    expect(itemSummary(table)).toEqual({
      itemCount: 80,
      units: ['土建', '安装'],
      outCounts: [0, 1].map((b) => all.filter((it) => it.bids[b]?.outOfBand).length),
    })
    expect(itemSummary(table).outCounts[0]).toBeGreaterThan(0)
  })
})
