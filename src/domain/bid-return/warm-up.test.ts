import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from './model'
import { forgetBills, isDecoded, loadBill, runScheme } from './scheme-run'
import { encodeBill, type StoredParticipant } from './stored'
import { stopWarmUp, warmBill, warmRounds, warmUp } from './warm-up'

// The warm-up (session 16) runs a synthetic scheme through the worker's 回标 path when the screens
// open. It must exercise the checks, leave nothing behind and change no result.
const scheme = (n: number, suffix: string): StoredParticipant[] =>
  [-1, 0, 1, 2].map((b) => {
    const { data, amounts } = warmBill(b, n)
    return {
      ID: `${b < 0 ? 'tender' : `bidder${b}`}${suffix}`,
      Role: b < 0 ? 'tender' : 'bidder',
      Name: b < 0 ? '招标控制价' : `投标人${b + 1}`,
      Bill: encodeBill(data, { amounts }),
      BidTotal: b === 0 ? 1_000_000 : null,
      Sort: b + 1,
    }
  })
const resultText = (rows: StoredParticipant[], suffix: string) => {
  const run = runScheme(rows, null, DEFAULT_OPTIONS)
  if (!run.ok) throw new Error(run.message)
  const r = run.result
  return JSON.stringify({
    ...r,
    corrections: r.corrections.map((c) => ({ ...c, items: c.items })),
  }).replaceAll(suffix, '')
}

describe('回标 warm-up', () => {
  it('plants what the checks find: 符合性, 算术性, 不平衡报价 findings and a §3.5.2 spread', () => {
    const run = runScheme(scheme(1200, '-plant'), null, DEFAULT_OPTIONS)
    if (!run.ok) throw new Error(run.message)
    const checks = new Set(run.result.findings.map((f) => f.check))
    expect(checks).toEqual(new Set(['符合性', '算术性', '不平衡报价']))
    expect(run.result.corrections.some((c) => c.spreadFen !== 0)).toBe(true)
  })

  it('forgets its bills: a forgotten bill is no longer decoded in the worker', () => {
    const [p] = scheme(50, '-forget')
    if (!p) throw new Error('no bill')
    loadBill(p)
    expect(isDecoded({ ...p, Bill: '', BillLength: p.Bill.length })).toBe(true)
    forgetBills([p])
    expect(isDecoded({ ...p, Bill: '', BillLength: p.Bill.length })).toBe(false)
  })

  it('completes its rounds and leaves the analysis of other bills unchanged', async () => {
    const before = resultText(scheme(900, '-before'), '-before')
    expect(await warmRounds(600, 2, 2)).toMatchObject({ rounds: 2 })
    expect(resultText(scheme(900, '-after'), '-after')).toBe(before)
  })

  it('stops at the first real call, and does not start after one', async () => {
    const running = warmRounds(600, 2, 3)
    stopWarmUp()
    expect((await running).rounds).toBe(0)
    expect((await warmUp(600, 2, 1)).rounds).toBe(0)
  })
})
