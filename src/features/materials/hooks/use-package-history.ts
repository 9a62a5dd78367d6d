import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fetchHistory, recoverHistory } from '@/data/api/materials'
import type { HistoryRow } from '@/domain/api/materials'
import { groupHistory } from '../history-batches'

/**
 * The 修改记录 of one package, read online (GetHistory) page by page, newest first: the first page
 * when `packageId` is set, the next ones on `loadMore`, all again on `reload` (after a restore).
 * Rows of a write split across two pages join into one batch once the second page is read.
 */
export const HISTORY_PAGE_SIZE = 200

export type HistoryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: HistoryRow[]; total: number; pages: number; loadingMore: boolean }

export function usePackageHistory(packageId: string | null) {
  const [state, setState] = useState<HistoryState>({ status: 'idle' })
  const [version, setVersion] = useState(0)
  // Answers that arrive after the package changed (or after a reload) are dropped.
  const seq = useRef(0)

  useEffect(() => {
    const mine = ++seq.current
    if (!packageId) return setState({ status: 'idle' })
    setState({ status: 'loading' })
    void fetchHistory(packageId, 1, HISTORY_PAGE_SIZE).then((r) => {
      if (mine !== seq.current) return
      setState(
        r.ok
          ? {
              status: 'ready',
              rows: r.data.rows,
              total: r.data.total,
              pages: 1,
              loadingMore: false,
            }
          : { status: 'error', message: r.message },
      )
    })
  }, [packageId, version])

  const loadMore = useCallback(async () => {
    if (
      !packageId ||
      state.status !== 'ready' ||
      state.loadingMore ||
      state.rows.length >= state.total
    )
      return null
    const mine = seq.current
    setState({ ...state, loadingMore: true })
    const r = await fetchHistory(packageId, state.pages + 1, HISTORY_PAGE_SIZE)
    if (mine !== seq.current) return null
    if (!r.ok) {
      setState({ ...state, loadingMore: false })
      return r.message
    }
    // A write made meanwhile shifts the pages: rows already shown are not repeated.
    const seen = new Set(state.rows.map((row) => row.ID))
    setState({
      status: 'ready',
      rows: [...state.rows, ...r.data.rows.filter((row) => !seen.has(row.ID))],
      total: r.data.total,
      pages: state.pages + 1,
      loadingMore: false,
    })
    return null
  }, [packageId, state])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const batches = useMemo(() => (state.status === 'ready' ? groupHistory(state.rows) : []), [state])
  return { state, batches, loadMore, reload }
}

/** 恢复到此: the package back to how it was right after history row `historyId` (`before`: before it). */
export const restoreToPoint = (packageId: string, historyId: number, before = false) =>
  recoverHistory(packageId, historyId, before)
