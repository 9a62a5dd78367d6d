// bench/compare: the two comparison analyses in Node (the compute worker runs the same functions):
// - 回标: 10 bidders × 5,000 items against the tender bill (bidReturnAnalysis: comparisons, checks, corrections, charts),
// - 对标: one target against 200 sample projects at project, 专业 and item level (computeScheme, rebased).
// Wall time and this process's CPU time are printed: on a shared machine CPU time is the steadier figure.
import { computeScheme } from '@/domain/benchmark/scheme.ts'
import { bidReturnAnalysis } from '@/domain/bid-return/analysis.ts'
import type { BidderBill } from '@/domain/bid-return/model.ts'
import type { BillData } from '@/domain/bill/model.ts'
import { sampleBill } from '@/domain/bill/sample.ts'
import { mulberry32 } from '@/domain/random.ts'
import { benchmarkSample, oneRow as row } from './lib/benchmark-samples.ts'
import { measure } from './lib/measure.ts'

const show = (label: string, r: { wall: number; cpu: number; first: number }) =>
  console.log(
    `${label}: median ${r.wall.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms CPU (first run ${r.first.toFixed(1)} ms)`,
  )

// 回标: the tender has 4 × 1,250 = 5,000 items; each bidder prices them ±15 % with a few planted errors.
const tender = sampleBill({ rows: row('t', 20000), seed: 1, itemsPerUnit: 1250 })
const random = mulberry32(9)
const bidders: BidderBill[] = Array.from({ length: 10 }, (_, b) => {
  const amounts: Record<string, number> = {}
  const data: BillData = {
    ...tender,
    items: tender.items.map((it, i) => {
      const price = Math.round((it.UnitPrice ?? 0) * (0.85 + 0.3 * random()) * 100) / 100
      const stated = Math.round((it.Quantity ?? 0) * price * 100) / 100
      amounts[it.ID] = i % 500 === b ? stated + 1 : stated
      return { ...it, UnitPrice: price }
    }),
  }
  return { id: `b${b}`, name: `投标人${b + 1}`, data, stated: { amounts } }
})
console.log(`回标: ${bidders.length} bidders × ${tender.items.length} items`)
let findings = 0
show(
  '  bidReturnAnalysis',
  measure(
    5,
    () => (findings = bidReturnAnalysis({ tender: { data: tender }, bidders }).findings.length),
  ),
)
console.log(`  findings: ${findings}`)

// 对标: 200 samples of one row, 4 专业, the catalogue once (≈ 35 items each), in the hot cities 2018–2026.
const sample = (i: number) => benchmarkSample(i)
const samples = Array.from({ length: 200 }, (_, i) => sample(i))
const target = sample(1000)
for (const level of ['project', 'specialty', 'item'] as const) {
  let results = 0
  show(
    `对标 200 samples, level ${level}, rebased`,
    measure(
      5,
      () => (results = computeScheme({ target, samples, level, rebase: true }).results.length),
    ),
  )
  console.log(`  indicator rows: ${results}`)
}
