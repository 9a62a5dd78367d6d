import { createFileRoute } from '@tanstack/react-router'
import { BillScreen } from '@/features/bill'
import { ProjectPicker } from '@/features/projects'
import { optionalText, searchObject } from '../-search'

/** /Page/bill?pid=…: the priced bill (清单计价) of one project; beyond SPEC §2 (docs/bill.md). */
export const Route = createFileRoute('/Page/bill')({
  staticData: { title: '清单计价' },
  validateSearch: searchObject({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  if (!pid) return <ProjectPicker screen="bill" />
  return <BillScreen projectId={pid} />
}
