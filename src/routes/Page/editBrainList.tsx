import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { SmartListScreen } from '@/features/smart-list'
import { optionalText, searchObject } from '../-search'

/** /Page/editBrainList?pid=…: 智能清单生成 of one project (docs/estimate.md). */
export const Route = createFileRoute('/Page/editBrainList')({
  staticData: { title: '智能清单生成' },
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
        title="智能清单生成"
        description="请从“我的项目”打开一个项目，再生成清单。"
      />
    )
  return <SmartListScreen projectId={pid} />
}
