import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { EstimateScreen } from '@/features/estimate'
import { optionalText, searchObject } from '../-search'

/** /Page/estimate?pid=…: 估算 of one project (docs/estimate.md). */
export const Route = createFileRoute('/Page/estimate')({
  staticData: { title: '估算' },
  validateSearch: searchObject({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  if (!pid)
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="估算"
        description="请从“我的项目”打开一个项目，再进入估算。"
      />
    )
  return <EstimateScreen projectId={pid} />
}
