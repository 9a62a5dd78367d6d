import { createFileRoute } from '@tanstack/react-router'
import { ReportScreen } from '@/features/bill'
import { ProjectPicker } from '@/features/projects'
import { optionalEnum, optionalString, optionalText, searchObject } from '../-search'

/** /Page/reportPreview?pid=…&unit=…&sections=…: the printable report of a project's priced bill (docs/bill.md "Report"). */
export const Route = createFileRoute('/Page/reportPreview')({
  staticData: { title: '报表预览' },
  validateSearch: searchObject({
    pid: optionalText(64),
    unit: optionalEnum(['元', '万元', '亿元']),
    sections: optionalString(200),
  }),
  component: Screen,
})

function Screen() {
  const { pid, unit, sections } = Route.useSearch()
  if (!pid) return <ProjectPicker screen="report" />
  return <ReportScreen projectId={pid} unit={unit} sections={sections} />
}
