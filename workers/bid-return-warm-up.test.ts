import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '@/domain/bid-return/model'
import { forgetBills, isDecoded, loadBill, runScheme } from '@/domain/bid-return/scheme-run'
import { newBidReturnSession } from '@/domain/bid-return/session'
import type { StoredParticipant } from '@/domain/bid-return/stored'
import { warmRow } from '@/domain/bid-return/warm-up'
import { createWarmUp } from './bid-return-warm-up'

// The warm-up (session 16) runs a synthetic scheme through the worker's 回标 path when the screens
// open. It must exercise the checks, leave nothing behind and change no result.
const scheme = (n: number, suffix: string): StoredParticipant[] =>
  [-1, 0, 1, 2].map((b) => {
    const row = warmRow(b, n)
    return { ...row, ID: `${row.ID}${suffix}` }
  })
const resultText = (
  session: ReturnType<typeof newBidReturnSession>,
  rows: StoredParticipant[],
  suffix: string,
) => {
  const run = runScheme(session, rows, null, DEFAULT_OPTIONS)
  if (!run.ok) throw new Error(run.message)
  const r = run.result
  return JSON.stringify({
    ...r,
    corrections: r.corrections.map((c) => ({ ...c, items: c.items })),
  }).replaceAll(suffix, '')
}

describe('回标 warm-up', () => {
  it('plants what the checks find: 符合性, 算术性, 不平衡报价 findings and a §3.5.2 spread', () => {
    const run = runScheme(newBidReturnSession(), scheme(1200, '-plant'), null, DEFAULT_OPTIONS)
    if (!run.ok) throw new Error(run.message)
    const checks = new Set(run.result.findings.map((f) => f.check))
    expect(checks).toEqual(new Set(['符合性', '算术性', '不平衡报价']))
    expect(run.result.corrections.some((c) => c.spreadFen !== 0)).toBe(true)
  })

  it('forgets its bills: a forgotten bill is no longer decoded in the worker', () => {
    const session = newBidReturnSession()
    const [p] = scheme(50, '-forget')
    if (!p) throw new Error('no bill')
    loadBill(session, p)
    expect(isDecoded(session, { ...p, Bill: '', BillLength: p.Bill.length })).toBe(true)
    forgetBills(session, [p])
    expect(isDecoded(session, { ...p, Bill: '', BillLength: p.Bill.length })).toBe(false)
  })

  it('completes its rounds, keeps nothing, and leaves the analysis of other bills unchanged', async () => {
    const session = newBidReturnSession()
    const before = resultText(session, scheme(900, '-before'), '-before')
    const bills = session.bills.size
    expect(await createWarmUp(session).rounds(600, 2, 2)).toMatchObject({ rounds: 2 })
    expect([session.bills.size, session.runs.size, session.slices.size]).toEqual([bills, 0, 0])
    expect(resultText(session, scheme(900, '-after'), '-after')).toBe(before)
  })

  it('stops at the first real call, and does not start after one', async () => {
    const warmUp = createWarmUp(newBidReturnSession())
    const running = warmUp.rounds(600, 2, 3)
    warmUp.stop()
    expect((await running).rounds).toBe(0)
    expect((await warmUp.start(600, 2, 1)).rounds).toBe(0)
  })
})
