// The results check of docs/bid-return.md "Speed": the full result of bench/bid-return.ts's bills
// (fresh ids, so decoded cold) under three bases, corrections with their item lists, JSON hashed.
// `node --import tsx bench/lib/bid-return-hash.ts [--warm]`: --warm runs the warm-up
// (workers/bid-return-warm-up.ts) first, in the same session.
import { createHash } from 'node:crypto'
import { DEFAULT_OPTIONS, type BidReturnOptions } from '@/domain/bid-return/model.ts'
import { runScheme } from '@/domain/bid-return/scheme-run.ts'
import { newBidReturnSession } from '@/domain/bid-return/session.ts'
import { bidReturnBenchRows } from './bid-return-data.ts'

const rows = bidReturnBenchRows(20_000, 10)
// One session, as one worker keeps one.
const session = newBidReturnSession()
if (process.argv.includes('--warm')) {
  const { createWarmUp } = await import('../../workers/bid-return-warm-up.ts')
  console.log('warm-up', await createWarmUp(session).start())
}
const bases: BidReturnOptions['base'][] = [
  { kind: 'control' },
  { kind: 'mean', dropHighest: 1, dropLowest: 1 },
  { kind: 'lowest' },
]
bases.forEach((base, k) => {
  const run = runScheme(
    session,
    rows.map((r) => ({ ...r, ID: `${r.ID}-h${k}` })),
    null,
    { ...DEFAULT_OPTIONS, base },
  )
  if (!run.ok) throw new Error(run.message)
  const r = run.result
  // Ids carry the round's suffix: strip it so the three bases hash the bills alike.
  const json = JSON.stringify({
    ...r,
    corrections: r.corrections.map((c) => ({ ...c, items: c.items })),
  }).replaceAll(`-h${k}`, '')
  const corrected = r.corrections.reduce((s, c) => s + c.items.length, 0)
  console.log(
    `${base.kind}: findings ${r.findings.length}, corrected items ${corrected}, sha256 ${createHash('sha256').update(json).digest('hex').slice(0, 16)}`,
  )
})
