// The bills of bench/bid-return.ts (and bench/lib/bid-return-hash.ts): a tender and `bidders` returned
// bills of `items` items each, stored as the app stores them (stored.ts encodeBill).
import { tinyBill, type ItemSpec } from '@/domain/bid-return/fixtures.ts'
import { prepareBill } from '@/domain/bid-return/prepare.ts'
import { encodeBill, type StoredParticipant } from '@/domain/bid-return/stored.ts'

const code = (i: number) => `0101${String(i).padStart(8, '0')}`

export function bidReturnBenchRows(items: number, bidders: number): StoredParticipant[] {
  const specs = (prefix: string, factor: (i: number) => number): ItemSpec[] =>
    Array.from({ length: items }, (_, i): ItemSpec => [
      `${prefix}${i}`,
      code(i),
      `清单项${i}`,
      'm3',
      10 + (i % 97),
      Math.round((50 + (i % 450)) * factor(i) * 100) / 100,
    ])
  const rows: StoredParticipant[] = [
    {
      ID: 'tender',
      Role: 'tender',
      Name: '招标控制价',
      Bill: encodeBill(
        tinyBill(
          't',
          specs('t', () => 1),
        ),
      ),
      BidTotal: null,
      Sort: 0,
    },
  ]
  for (let b = 0; b < bidders; b++) {
    const data = tinyBill(
      `b${b}`,
      specs(`b${b}-`, (i) => 0.85 + ((i * 31 + b * 17) % 30) / 100),
    )
    // Every 500th item stated with a wrong 合价 (the arithmetic check and the §3.5.2 corrections work);
    // every 1,000th renumbered (matched by name + unit + features); every other bidder states a 投标总价.
    const amounts = Object.fromEntries(
      data.items
        .filter((_, i) => i % 500 === 0)
        .map((it) => [it.ID, (it.Quantity ?? 0) * (it.UnitPrice ?? 0) + 1]),
    )
    data.items.forEach((it, i) => {
      if (i % 1000 === 7) it.Code = `01B${String(i).padStart(6, '0')}`
    })
    // The 投标函 total: the bill's own 合计 and 1,234.56 元 more (spread over the lines by §3.5.2).
    const letter =
      b % 2 === 0
        ? prepareBill('x', '', { data }, { amounts }).writtenTotalFen / 100 + 1234.56
        : null
    rows.push({
      ID: `bidder${b}`,
      Role: 'bidder',
      Name: `投标人${b + 1}`,
      Bill: encodeBill(data, { amounts }),
      BidTotal: letter,
      Sort: b + 1,
    })
  }
  return rows
}
