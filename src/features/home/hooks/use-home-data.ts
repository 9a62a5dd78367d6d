import { useCallback, useEffect, useState } from 'react'
import { isSuccess } from '@/domain/api/envelope'
import type { GetSumData, IndexTypeCount, TemplateCard, TypeSummaryRow } from '@/domain/api/home'
import { cachedGet } from '@/data/cached-get'
import { isApiError } from '@/data/api/errors'
import { isSumData, isTemplateList, isTypeCount, isTypeSummary } from './home-guards'
import { userMessage } from '@/lib/user-message'

/** One home section: loading, its data, or why it failed (offline or a server problem). */
export type Section<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; total?: number; cachedAt?: number }
  | { status: 'error'; offline: boolean; message: string }

export interface HomeData {
  sum: Section<GetSumData>
  typeSummary: Section<TypeSummaryRow[]>
  typeCount: Section<IndexTypeCount>
  newest: Section<TemplateCard[]>
  /** Fetch every section again. */
  retry: () => void
}

export const NEWEST_PAGE_SIZE = 8
const LOADING = { status: 'loading' } as const

function isOffline(error: unknown): boolean {
  return (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) || !navigator.onLine
}

/**
 * Fetches one call silently (falling back to the offline copy when the network fails) (no message box: the home screen says what went wrong in place)
 * and checks its Data against the contract's shape, so a malformed answer is an error, not a crash.
 */
async function load<T>(
  url: string,
  isData: (v: unknown) => v is T,
  params: Record<string, number> | undefined,
  signal: AbortSignal,
): Promise<Section<T>> {
  try {
    const { envelope, cachedAt } = await cachedGet<unknown>(url, params, { silent: true, notify: false, loading: false, signal })
    if (!isSuccess(envelope)) return { status: 'error', offline: false, message: envelope.Message || '首页数据加载失败' }
    if (!isData(envelope.Data)) return { status: 'error', offline: false, message: '服务器返回的首页数据格式不正确' }
    return { status: 'ready', data: envelope.Data, total: envelope.Total, cachedAt }
  } catch (error) {
    const offline = isOffline(error)
    return {
      status: 'error',
      offline,
      message: offline ? '当前离线，无法获取最新数据' : userMessage(error, '首页数据加载失败'),
    }
  }
}

/** The four home calls of SPEC §7, fetched in parallel; each section settles on its own. */
export function useHomeData(): HomeData {
  const [sum, setSum] = useState<Section<GetSumData>>(LOADING)
  const [typeSummary, setTypeSummary] = useState<Section<TypeSummaryRow[]>>(LOADING)
  const [typeCount, setTypeCount] = useState<Section<IndexTypeCount>>(LOADING)
  const [newest, setNewest] = useState<Section<TemplateCard[]>>(LOADING)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const apply =
      <T,>(set: (s: Section<T>) => void) =>
      (section: Section<T>) => {
        if (!signal.aborted) set(section)
      }
    void load('/api/index/GetSum', isSumData, undefined, signal).then(apply(setSum))
    void load('/api/Index/GetTypeSummary', isTypeSummary, undefined, signal).then(apply(setTypeSummary))
    void load('/api/Index/GetIndexTypeCount', isTypeCount, undefined, signal).then(apply(setTypeCount))
    void load('/api/Index/GetNewProjectList', isTemplateList, { PageIndex: 1, PageSize: NEWEST_PAGE_SIZE }, signal).then(
      apply(setNewest),
    )
    return () => controller.abort()
  }, [attempt])

  const retry = useCallback(() => {
    setSum(LOADING)
    setTypeSummary(LOADING)
    setTypeCount(LOADING)
    setNewest(LOADING)
    setAttempt((n) => n + 1)
  }, [])

  return { sum, typeSummary, typeCount, newest, retry }
}
