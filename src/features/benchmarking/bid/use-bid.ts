import { useEffect, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  billSourceProjects,
  getBidScheme,
  listBidSchemes,
  listSchemeBills,
} from '@/data/repositories/bid-return'
import { onAppDb } from '@/data/app-db'
import { benchmarkStore } from '@/data/state/benchmark-state'
import { createStore, useStore } from '@/data/state/store'
import type { BidReturnResult } from '@/domain/bidreturn/analysis'
import type { RowRef } from '@/domain/bidreturn/model'
import { schemeOptions, type BidBidder, type BidScheme } from '@/domain/bidreturn/scheme'
import { itemsFromPage } from '@/domain/bidreturn/item-page'
import { ITEM_PAGE } from '@/domain/bidreturn/screen-run'
import type { StoredParticipant } from '@/domain/bidreturn/stored'
import { getCompute } from '@/lib/compute'

/** Live reads and the worker-run analysis of the 回标 screens (docs/bid-return.md). */
export function useBidSchemes() {
  return useLiveQuery(() => onAppDb(listBidSchemes)(), [])
}

export interface LoadedScheme {
  scheme: BidScheme | null
  bills: BidBidder[]
}

export function useBidScheme(id: string | null): LoadedScheme | undefined {
  return useLiveQuery(
    async () =>
      id
        ? { scheme: await onAppDb(getBidScheme)(id), bills: await onAppDb(listSchemeBills)(id) }
        : { scheme: null, bills: [] },
    [id],
  )
}

/** The user's projects that have a bill (sources of a tender or a returned bill). */
export function useSourceProjects() {
  return useLiveQuery(() => onAppDb(billSourceProjects)(), [])
}

/** The scheme the 回标 screens work on: the header state (restored from sessionStorage). */
export function useCurrentSchemeId(): string | null {
  const state = useStore(benchmarkStore)
  const id = state.schemeInfo?.ID
  return typeof id === 'string' && id !== '' ? id : null
}

export function openScheme(scheme: Pick<BidScheme, 'ID' | 'SchemeName'>): void {
  benchmarkStore.set((s) => ({
    ...s,
    schemeInfo: { ID: scheme.ID, SchemeName: scheme.SchemeName },
    mainId: scheme.ID,
  }))
}

export const participantsOf = (bills: readonly BidBidder[]): StoredParticipant[] =>
  bills.map((b) => ({
    ID: b.ID,
    Role: b.Role,
    Name: b.Name,
    Bill: b.Bill,
    Revision: b.Revision,
    BidTotal: b.BidTotal,
    Sort: b.Sort,
  }))

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/** Characters per message when a bill is sent: a 20,000-item bill (1.4 M) goes in 5 slices. */
const BILL_SLICE = 300_000

/**
 * Sends the bills the worker lacks in slices of BILL_SLICE characters, one message and one task
 * of this thread per slice (the clone of the text is its cost here), without waiting for the
 * worker: it decodes a bill while the next is being sent.
 */
async function loadBills(bills: readonly StoredParticipant[]): Promise<void> {
  const compute = getCompute()
  const sent: Promise<void>[] = []
  for (const p of bills) {
    const count = Math.max(1, Math.ceil(p.Bill.length / BILL_SLICE))
    for (let i = 0; i < count; i++) {
      const slice = { ...p, Bill: p.Bill.slice(i * BILL_SLICE, (i + 1) * BILL_SLICE), BillLength: p.Bill.length }
      const load = compute.bidReturnLoadBillSlice(slice, i, count)
      // A failure is reported by Promise.all below; until then it is not an unhandled rejection.
      load.catch(() => undefined)
      sent.push(load)
      await nextTask()
    }
  }
  await Promise.all(sent)
}

export type AnalysisState =
  | { kind: 'loading' }
  | { kind: 'blocked'; message: string }
  /** `token`: the worker's run (screen-run.ts), for the pages of a finding's rows. */
  | { kind: 'ready'; result: BidReturnResult; token: number }

/** The analysis of the scheme's bills in the compute worker, re-run when the bills or options change. */
export function useBidAnalysis(
  loaded: LoadedScheme | undefined,
  override?: Partial<BidScheme>,
): AnalysisState {
  const [state, setState] = useState<AnalysisState>({ kind: 'loading' })
  const scheme = loaded?.scheme ?? null
  const merged = scheme ? { ...scheme, ...override } : null
  const options = useMemo(() => (merged ? schemeOptions(merged) : null), [JSON.stringify(merged)]) // eslint-disable-line react-hooks/exhaustive-deps
  const key = loaded
    ? loaded.bills.map((b) => `${b.ID}:${b.Revision ?? ''}:${b.Bill.length}:${b.BidTotal}:${b.Name}`).join('|')
    : ''
  useEffect(() => {
    if (!loaded || !merged || !options) return
    let stale = false
    setState({ kind: 'loading' })
    const compute = getCompute()
    void (async () => {
      try {
        // The bills' texts go to the worker only when it lacks them, one message per bill.
        const full = participantsOf(loaded.bills)
        const light = full.map((p) => ({ ...p, Bill: '', BillLength: p.Bill.length }))
        let run = await compute.bidReturnForScreens(light, merged.ControlTotal, options)
        if (!run.ok && run.missing) {
          const missing = run.missing
          await loadBills(full.filter((p) => missing.includes(p.ID)))
          run = await compute.bidReturnForScreens(light, merged.ControlTotal, options)
        }
        if (!run.ok) {
          if (!stale) setState({ kind: 'blocked', message: run.message })
          return
        }
        // The items come in pages of columns, all asked at once: the worker answers them one after
        // the other, and each answer is one short task on this thread (its objects made there).
        const token = run.token
        const pages: Promise<BidReturnResult['items']>[] = []
        for (let from = 0; from < run.itemCount; from += ITEM_PAGE) {
          pages.push(
            compute.bidReturnItems(token, from).then((page) => {
              if (page === null) throw new Error('run replaced')
              return itemsFromPage(page)
            }),
          )
        }
        const items = (await Promise.all(pages)).flat()
        if (!stale) setState({ kind: 'ready', result: { ...run.result, items }, token })
      } catch {
        if (!stale) setState({ kind: 'blocked', message: '分析失败，请刷新后重试' })
      }
    })()
    return () => {
      stale = true
    }
  }, [key, options]) // eslint-disable-line react-hooks/exhaustive-deps
  return loaded && !scheme ? { kind: 'blocked', message: '回标方案不存在或已被删除' } : state
}

/** What bottomLevelData shows: the rows behind the figure the user last opened. */
export interface RowSelection {
  title: string
  /** The rows, or for a finding the first of them (the run carries at most FINDING_ROWS)… */
  refs: RowRef[]
  /** … and the finding in the worker's run, which lists them all (bidReturnFindingRows). */
  finding?: { token: number; index: number }
}
export const rowSelectionStore = createStore<RowSelection | null>(null)
