import { returnedBillFromGrid, storedProjectBill } from '@/domain/bid-return/returned'
import { loadBillSlice, schemeReport, schemeRows } from '@/domain/bid-return/scheme-run'
import { runForScreens, screenFindingRows, screenItemQuery } from '@/domain/bid-return/screen-run'
import { newBidReturnSession } from '@/domain/bid-return/session'
import { readBillGrid } from '@/domain/bill/forms/layout'
import { createWarmUp } from './bid-return-warm-up'
import { withState } from './compose'

/**
 * 回标 (docs/bid-return.md "Speed"): the scheme's bills decoded once and kept in this worker's
 * session, a run for the screens without its items comparison, then the items and a finding's rows
 * in pages; the warm-up when the screens open, stopped by the first real call.
 */
export function bidReturnHandlers() {
  const session = newBidReturnSession()
  const warmUp = createWarmUp(session)
  const run = withState(session, runForScreens)
  const slice = withState(session, loadBillSlice)
  return {
    /** A returned bill's workbook read (forms, edition, 投标函) and encoded as a scheme stores it (returned.ts). */
    async returnedBillFromBytes(bytes: Uint8Array) {
      return returnedBillFromGrid(await readBillGrid(bytes))
    },
    /** A project's bill encoded as a scheme stores it. */
    storedProjectBill,
    bidReturnForScreens: (...args: Parameters<typeof run>) => {
      warmUp.stop()
      return run(...args)
    },
    bidReturnLoadBillSlice: (...args: Parameters<typeof slice>) => {
      warmUp.stop()
      return slice(...args)
    },
    bidReturnItemQuery: withState(session, screenItemQuery),
    /** A page of the rows behind a finding of a run (bottomLevelData). */
    bidReturnFindingRows: withState(session, screenFindingRows),
    /** The rows a figure points at, and the 清标报告 workbook, built where the bills are decoded. */
    bidReturnRows: withState(session, schemeRows),
    bidReturnReport: withState(session, schemeReport),
    bidReturnWarmUp: () => warmUp.start(),
  }
}
