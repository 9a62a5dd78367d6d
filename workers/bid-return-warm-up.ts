import { DEFAULT_OPTIONS, type BidReturnOptions } from '@/domain/bid-return/model'
import { forgetBills, loadBillSlice } from '@/domain/bid-return/scheme-run'
import { forgetRun, runForScreens, screenItemQuery } from '@/domain/bid-return/screen-run'
import type { BidReturnSession } from '@/domain/bid-return/session'
import type { StoredParticipant } from '@/domain/bid-return/stored'
import {
  WARM_BIDDERS,
  WARM_ITEMS,
  WARM_ROUNDS,
  WARM_SLICE,
  warmRow,
} from '@/domain/bid-return/warm-up'

/**
 * A small synthetic analysis run through the worker's own 回标 path when the screens open
 * (docs/bid-return.md "Speed", session 16): the first analysis of a session otherwise pays for
 * the JIT compiling that code. The bills (src/domain/bid-return/warm-up.ts) are sent to
 * `loadBillSlice` in slices as the screens send them, analysed for the screens and paged, then
 * forgotten (decoded bills, memo and run), so nothing of them outlives the warm-up. It yields
 * between steps, and stops as soon as a real 回标 call arrives (`stop`).
 */
export interface WarmUpReport {
  /** Rounds completed (fewer than asked when a real call stopped it). */
  rounds: number
  ms: number
}

export interface WarmUp {
  /** Warms the 回标 code once (a second call gets the first's report). */
  start(n?: number, bidders?: number, rounds?: number): Promise<WarmUpReport>
  /** `rounds` of a scheme of `bidders` bills of `n` items, each through slices, the run under two bases and a page. */
  rounds(n: number, bidders: number, rounds: number): Promise<WarmUpReport>
  /** A real call arrived: the warm-up ends after its current step (or never starts). */
  stop(): void
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The warm-up of one worker, on its session. */
export function createWarmUp(session: BidReturnSession): WarmUp {
  let stopped = false
  let running: Promise<WarmUpReport> | null = null

  /** The scheme's rows (texts made once, a task each; each round sends them under fresh ids). */
  async function warmRows(n: number, bidders: number): Promise<StoredParticipant[]> {
    const rows: StoredParticipant[] = []
    for (let b = -1; b < bidders && !stopped; b++) {
      await nextTask()
      rows.push(warmRow(b, n))
    }
    return rows
  }

  async function sendInSlices(x: StoredParticipant): Promise<void> {
    const count = Math.max(1, Math.ceil(x.Bill.length / WARM_SLICE))
    for (let i = 0; i < count && !stopped; i++) {
      const slice = x.Bill.slice(i * WARM_SLICE, (i + 1) * WARM_SLICE)
      loadBillSlice(session, { ...x, Bill: slice, BillLength: x.Bill.length }, i, count)
      await nextTask()
    }
  }

  async function rounds(n: number, bidders: number, rounds: number): Promise<WarmUpReport> {
    const t0 = performance.now()
    const rows = await warmRows(n, bidders)
    const bases: BidReturnOptions['base'][] = [
      DEFAULT_OPTIONS.base,
      { kind: 'mean', dropHighest: 1, dropLowest: 1, includeControl: false },
    ]
    let done = 0
    for (let r = 0; r < rounds && !stopped; r++) {
      const fresh = rows.map((x) => ({ ...x, ID: `warm-up:${r}:${x.ID}` }))
      try {
        for (const x of fresh) await sendInSlices(x)
        if (stopped) break
        const light = fresh.map((x) => ({ ...x, Bill: '', BillLength: x.Bill.length }))
        for (const base of bases) {
          if (stopped) break
          const run = runForScreens(session, light, null, { ...DEFAULT_OPTIONS, base })
          if (run.ok) {
            const list = { kind: 'list', unit: '', outOnly: false, text: '' } as const
            screenItemQuery(session, run.token, list, 0, 200)
            forgetRun(session, run.token)
          }
          await nextTask()
        }
        if (!stopped) done++
      } finally {
        forgetBills(session, fresh)
      }
    }
    return { rounds: done, ms: performance.now() - t0 }
  }

  return {
    start(n = WARM_ITEMS, bidders = WARM_BIDDERS, count = WARM_ROUNDS) {
      running ??= rounds(n, bidders, count)
      return running
    },
    rounds,
    stop() {
      stopped = true
    },
  }
}
