import { memo, useCallback, useDeferredValue } from 'react'
import { SearchX, X } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { FilterBar as FilterBarView } from './components/filter-bar'
import { OfflineNote, ReadError } from './components/offline-note'
import { useTemplateList } from './hooks/use-template-list'
import { Pager } from './components/pager'
import { TemplateCardView } from './components/template-card'
import { useRevealInSteps } from '@/lib/use-reveal'
import { PAGE_SIZE, PAGE_SIZES, toListQuery, withFilter, type ListSearch } from './list-search'

/** The cards whose covers load with the page: the first row of the widest grid (four columns). */
const EAGER_CARDS = 4
const NO_CARDS: never[] = []

// The cards appear a row per task (useRevealInSteps): each step re-renders the screen, and without
// these the filter bar and every card already shown rendered again with it (issue 16).
const FilterBar = memo(FilterBarView)
const TemplateCard = memo(TemplateCardView)

export interface TemplateListScreenProps {
  title: string
  search: ListSearch
  /** Writes the next filters into the address. */
  onSearch: (next: ListSearch) => void
}

/**
 * The trading centre (/Page/tradingCenter, /Page/filterpage): released templates as cards with
 * filters, sort and pages. Offline it filters the local copy and says so.
 */
export function TemplateListScreen({ title, search, onSearch }: TemplateListScreenProps) {
  const query = toListQuery(search)
  const { state: answer, reload } = useTemplateList(query)
  // The cards render in a background render that yields to the browser in slices, not in one
  // long task when the answer arrives (Lighthouse's TBT on the trading centre, docs/performance.md).
  const state = useDeferredValue(answer)
  const page = search.page ?? 1
  const cards = state.status === 'ready' ? state.data : NO_CARDS
  const shown = useRevealInSteps(cards, EAGER_CARDS)
  const onFilter = useCallback(
    (change: Partial<ListSearch>) => onSearch(withFilter(search, change)),
    [search, onSearch],
  )

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-6">
      <h1 className="text-xl font-semibold">{title}</h1>
      {search.q && (
        <p className="flex items-center gap-2 text-sm">
          搜索：<span className="font-medium">{search.q}</span>
          <button
            type="button"
            aria-label="清除搜索"
            className="rounded p-0.5 hover:bg-accent"
            onClick={() => onSearch(withFilter(search, { q: undefined, sort: undefined }))}
          >
            <X className="size-4" aria-hidden />
          </button>
        </p>
      )}
      <FilterBar
        key={`${search.amin ?? ''}-${search.amax ?? ''}`}
        search={search}
        onChange={onFilter}
      />
      {state.status === 'ready' && (
        <OfflineNote cachedAt={state.cachedAt} limits="点赞、收藏和结算需要联网" />
      )}
      {state.status === 'loading' && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <ReadError offline={state.offline} message={state.message} onRetry={reload} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState
          level={2}
          icon={<SearchX />}
          title="没有符合条件的模板"
          description={
            state.cachedAt === undefined
              ? '换个类型、城市或面积范围试试。'
              : '离线时只能在本机保存过的模板中筛选，联网后可查看全部。'
          }
        />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 className="sr-only">模板列表</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {/* The first row renders with the answer, each next row one task later (useRevealInSteps). */}
            {state.data.slice(0, shown).map((t, i) => (
              <li key={t.ID}>
                <TemplateCard t={t} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          {/* Shown with the last cards, so it never moves down under the reader (no layout shift). */}
          {shown === state.data.length && (
            <Pager
              page={page}
              pageSize={search.size ?? PAGE_SIZE}
              total={state.total}
              onPage={(p) => onSearch({ ...search, page: p === 1 ? undefined : p })}
              pageSizes={PAGE_SIZES}
              onPageSize={(size) =>
                onSearch(withFilter(search, { size: size === PAGE_SIZE ? undefined : size }))
              }
            />
          )}
        </>
      )}
    </div>
  )
}
