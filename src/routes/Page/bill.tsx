import { createFileRoute } from '@tanstack/react-router'
import { BillScreen } from '@/features/bill'
import { EmptyState } from '@/components/empty-state'
import { optionalText, searchObject } from '../-search'

/** /Page/bill?pid=…: the priced bill (清单计价) of one project; beyond SPEC §2 (docs/bill.md). */
export const Route = createFileRoute('/Page/bill')({
  staticData: { title: '清单计价' },
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
        title="清单计价"
        description="请从“我的项目”打开一个项目，再进入清单计价。"
      />
    )
  return <BillScreen projectId={pid} />
}
