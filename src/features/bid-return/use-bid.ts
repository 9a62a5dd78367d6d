import { useEffect, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  billSourceProjects,
  getBidScheme,
  listBidSchemes,
  listSchemeBills,
} from '@/data/repositories/bid-return'
import { onAppDb } from '@/data/app-db'
import { bidReturnStore } from '@/data/state/scheme-state'
import { createStore, useStore } from '@/data/state/store'
import type { BidReturnResult } from '@/domain/bid-return/analysis'
import type { ItemComparison } from '@/domain/bid-return/compare'
import type { ItemQuery, ItemSummary } from '@/domain/bid-return/item-query'
import type { RowRef } from '@/domain/bid-return/model'
import { schemeOptions, type BidBidder, type BidScheme } from '@/domain/bid-return/scheme'
import { itemsFromPage } from '@/domain/bid-return/item-page'
import type { StoredParticipant } from '@/domain/bid-return/stored'
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
  const state = useStore(bidReturnStore)
  const id = state.schemeInfo?.ID
  return typeof id === 'string' && id !== '' ? id : null
}

export function openScheme(scheme: Pick<BidScheme, 'ID' | 'SchemeName'>): void {
  bidReturnStore.set((s) => ({
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

let warmed = false
/**
 * The 回标 screens opened: the compute worker warms its 回标 code on a small synthetic analysis
 * (warm-up.ts), so the user's first analysis is not the one the JIT compiles. Once per page; the
 * first real call stops it. Without a worker (tests) nothing happens.
 */
export function useBidWarmUp(): void {
  useEffect(() => {
    if (warmed || typeof Worker === 'undefined') return
    warmed = true
    getCompute()
      .bidReturnWarmUp()
      .catch(() => undefined)
  }, [])
}

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
      const slice = {
        ...p,
        Bill: p.Bill.slice(i * BILL_SLICE, (i + 1) * BILL_SLICE),
        BillLength: p.Bill.length,
      }
      const load = compute.bidReturnLoadBillSlice(slice, i, count)
      // A failure is reported by Promise.all below; until then it is not an unhandled rejection.
      load.catch(() => undefined)
      sent.push(load)
      await nextTask()
    }
  }
  await Promise.all(sent)
}

/** A run's result as the screens get it: the items comparison stays in the worker (useItemQuery). */
export type ScreenResult = Omit<BidReturnResult, 'items'>

export type AnalysisState =
  | { kind: 'loading' }
  | { kind: 'blocked'; message: string }
  /** `token`: the worker's run (screen-run.ts), for the pages of a finding's rows. */
  | { kind: 'ready'; result: ScreenResult; token: number; summary: ItemSummary }

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
    ? loaded.bills
        .map((b) => `${b.ID}:${b.Revision ?? ''}:${b.Bill.length}:${b.BidTotal}:${b.Name}`)
        .join('|')
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
        // The items comparison stays in the worker: each screen asks for the page it shows (useItemQuery).
        if (!stale)
          setState({ kind: 'ready', result: run.result, token: run.token, summary: run.summary })
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

export type ItemQueryState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; total: number; items: ItemComparison[] }

/**
 * Items `from` … `from + count` of those `query` keeps in the worker's run `token` (item-query.ts),
 * asked again when any of them changes. While a new page comes the last one stays shown.
 */
export function useItemQuery(
  token: number,
  query: ItemQuery,
  from: number,
  count: number,
): ItemQueryState {
  const [state, setState] = useState<{ key: string; value: ItemQueryState }>({
    key: '',
    value: { kind: 'loading' },
  })
  const key = JSON.stringify([token, query, from, count])
  useEffect(() => {
    let stale = false
    getCompute()
      .bidReturnItemQuery(token, query, from, count)
      .then((answer) => {
        if (stale) return
        // null: a newer run replaced this one; its screen asks again with the new token.
        if (answer === null) return
        setState({
          key,
          value: { kind: 'ready', total: answer.total, items: itemsFromPage(answer.page) },
        })
      })
      .catch(() => {
        if (!stale) setState({ key, value: { kind: 'failed' } })
      })
    return () => {
      stale = true
    }
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  return state.value
}
