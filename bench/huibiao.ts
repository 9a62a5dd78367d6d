// bench/huibiao: 回标 analysis (issue 14, docs/bid-return.md) of BIDDERS bidders × ITEMS items, the
// function the compute worker runs (src/domain/bidreturn/scheme-run.ts runScheme: decode the stored
// bills, then bidReturnAnalysis), in this process. Not yet: the run inside the browser's worker and
// the longest main-thread task meanwhile (the second figure).
import { tinyBill, type ItemSpec } from '../src/domain/bidreturn/fixtures.ts'
import { DEFAULT_OPTIONS } from '../src/domain/bidreturn/model.ts'
import { runScheme } from '../src/domain/bidreturn/scheme-run.ts'
import { encodeBill, type StoredParticipant } from '../src/domain/bidreturn/stored.ts'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000)
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 10)
const code = (i: number) => `0101${String(i).padStart(8, '0')}`
const specs = (prefix: string, factor: (i: number) => number): ItemSpec[] =>
  Array.from({ length: ITEMS }, (_, i): ItemSpec => [
    `${prefix}${i}`,
    code(i),
    `清单项${i}`,
    'm3',
    10 + (i % 97),
    Math.round((50 + (i % 450)) * factor(i) * 100) / 100,
  ])

const start = performance.now()
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
for (let b = 0; b < BIDDERS; b++) {
  const data = tinyBill(
    `b${b}`,
    specs(`b${b}-`, (i) => 0.85 + ((i * 31 + b * 17) % 30) / 100),
  )
  // Every 500th item stated with a wrong 合价 (the arithmetic check and the §3.5.2 corrections work).
  const amounts = Object.fromEntries(
    data.items
      .filter((_, i) => i % 500 === 0)
      .map((it) => [it.ID, (it.Quantity ?? 0) * (it.UnitPrice ?? 0) + 1]),
  )
  rows.push({
    ID: `bidder${b}`,
    Role: 'bidder',
    Name: `投标人${b + 1}`,
    Bill: encodeBill(data, { amounts }),
    BidTotal: null,
    Sort: b + 1,
  })
}
const chars = rows.reduce((s, r) => s + r.Bill.length, 0)
console.log(
  `${BIDDERS} bidders × ${ITEMS} items; stored bills ${(chars / 1e6).toFixed(1)} M characters (${(chars / rows.length / 1e6).toFixed(2)} M per bill), built in ${Math.round(performance.now() - start)} ms`,
)

const times: number[] = []
for (let round = 0; round < 3; round++) {
  // A fresh copy of the texts each round so the worker's decode cache is not hit.
  const fresh = rows.map((r) => ({ ...r, ID: `${r.ID}-${round}` }))
  const t0 = performance.now()
  const run = runScheme(fresh, null, DEFAULT_OPTIONS)
  times.push(performance.now() - t0)
  if (!run.ok) throw new Error(run.message)
  if (round === 0)
    console.log(
      `findings ${run.result.findings.length}, corrected items ${run.result.corrections.reduce((s, c) => s + c.items.length, 0)}`,
    )
}
runScheme(rows, null, DEFAULT_OPTIONS)
const cached = performance.now()
runScheme(rows, null, { ...DEFAULT_OPTIONS, base: { kind: 'mean' } })
const again = performance.now() - cached
console.log(
  `decode + full analysis: ${times.map((t) => Math.round(t)).join(' / ')} ms (best ${Math.round(Math.min(...times))} ms; target < 500 ms in the worker)`,
)
console.log(`analysis with decoded bills cached (base or band switched): ${Math.round(again)} ms`)
