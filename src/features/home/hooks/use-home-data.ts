import { useCallback } from 'react'
import { HOME_PATHS } from '@/domain/api/calls/home-paths'
import { guardedCall } from '@/data/api/read'
import { useCallRead, type ReadState } from '@/data/api/use-call-read'
import type { GetSumData, IndexTypeCount, TemplateCard, TypeSummaryRow } from '@/domain/api/home'
import { isSumData, isTemplateCardList, isTypeCount, isTypeSummary } from '@/domain/api/home-shapes'

/** One home section: loading, its data, or why it failed (offline or a server problem). */
export type Section<T> = ReadState<T>

export interface HomeData {
  sum: Section<GetSumData>
  typeSummary: Section<TypeSummaryRow[]>
  typeCount: Section<IndexTypeCount>
  newest: Section<TemplateCard[]>
  /** Fetch every section again. */
  retry: () => void
}

export const NEWEST_PAGE_SIZE = 8

// The registry's home calls (src/domain/api/calls/home.ts), checked here by the zod-free guards of
// the answers' shapes (src/domain/api/home-shapes.ts) so that the first load of /newIndex carries
// no zod; the zod schemas the server checks with derive from the same shapes.
const SUM = guardedCall(HOME_PATHS.getSum, isSumData)
const TYPE_SUMMARY = guardedCall(HOME_PATHS.getTypeSummary, isTypeSummary)
const TYPE_COUNT = guardedCall(HOME_PATHS.getIndexTypeCount, isTypeCount)
const NEWEST = guardedCall(HOME_PATHS.getNewProjectList, isTemplateCardList)
const NEWEST_PAGE = { PageIndex: 1, PageSize: NEWEST_PAGE_SIZE }

// The home screen says what went wrong in place, in these words.
const HOME_READ = {
  offlineCopy: true,
  offline: '当前离线，无法获取最新数据',
  failed: '首页数据加载失败',
  badData: '服务器返回的首页数据格式不正确',
} as const

/** The four home calls of SPEC §7, fetched in parallel with their offline copies; each section settles on its own. */
export function useHomeData(): HomeData {
  const sum = useCallRead(SUM, undefined, HOME_READ)
  const typeSummary = useCallRead(TYPE_SUMMARY, undefined, HOME_READ)
  const typeCount = useCallRead(TYPE_COUNT, undefined, HOME_READ)
  const newest = useCallRead(NEWEST, NEWEST_PAGE, HOME_READ)
  const { reload: a } = sum
  const { reload: b } = typeSummary
  const { reload: c } = typeCount
  const { reload: d } = newest
  const retry = useCallback(() => [a, b, c, d].forEach((reload) => reload()), [a, b, c, d])
  return {
    sum: sum.state,
    typeSummary: typeSummary.state,
    typeCount: typeCount.state,
    newest: newest.state,
    retry,
  }
}
