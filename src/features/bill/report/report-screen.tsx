import { Link, useNavigate } from '@tanstack/react-router'
import { Printer } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { PrintRoot, printDocument } from '@/components/print-root'
import { ProjectNav } from '@/components/project-nav'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatSections, parseSections, type ReportSection } from '@/domain/bill/report/sections'
import { isAmountUnit, type AmountUnit } from '@/domain/bill/report/units'
import { BillExportButton } from '../components/export-button'
import { CoverFields } from './cover-fields'
import { ReportControls } from './report-controls'
import { ReportPages } from './report-pages'
import { useReportData } from './use-report-data'

/**
 * /Page/reportPreview?pid=…&unit=…&sections=…: the priced bill of a project in the standard forms
 * (docs/bill.md "Report"), read from the local database so it works offline. The worker builds
 * the chosen forms and cuts them into A4 pages; print shows exactly those pages (PrintRoot, the
 * app's one print mechanism: src/print.css), each numbered 第 N 页 共 M 页. The table metrics below are the ones the paging assumes (paging.ts LAYOUT); on a
 * wide screen a page box is an A4 sheet (186 mm of content), so a page that outgrows its sheet shows.
 */
const PRINT_CSS = `
.report-pages { display: flex; flex-direction: column; gap: 24px; }
.report-page { display: flex; flex-direction: column; gap: 6px; min-height: calc(267mm + 28mm + 2px); padding: 14mm 12mm; border: 1px solid hsl(var(--border)); background: hsl(var(--background)); box-shadow: 0 1px 4px rgb(15 23 42 / 0.12); }
.report-form { display: flex; flex-direction: column; gap: 6px; }
.report-title { margin: 0; text-align: center; font-size: 18px; line-height: 28px; font-weight: 600; }
.report-line { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; line-height: 16px; }
.report-foot { margin-top: auto; padding-top: 8px; text-align: center; font-size: 12px; line-height: 16px; }
.report-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 12px; line-height: 16px; }
.report-table th, .report-table td { border: 1px solid currentColor; padding: 2px 4px; vertical-align: top; overflow-wrap: anywhere; }
.report-table td.tabular-nums { white-space: nowrap; overflow-wrap: normal; }
.report-table th { font-weight: 600; text-align: center; }
.report-table tr { break-inside: avoid; }
@media (max-width: 900px) { .report-page { padding: 16px; } }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  .report-pages { gap: 0; }
  .report-page { height: 267mm; min-height: 0; padding: 0; border: none; box-shadow: none; overflow: hidden; break-after: page; }
  .report-page:last-child { break-after: auto; }
  .report-table th, .report-table td, .report-page { color: #000; }
}`

export function ReportScreen({
  projectId,
  unit: unitParam,
  sections: sectionsParam,
}: {
  projectId: string
  unit?: string
  sections?: string
}) {
  const navigate = useNavigate()
  const unit: AmountUnit = isAmountUnit(unitParam) ? unitParam : '元'
  const sections = parseSections(sectionsParam)
  const { data, report, failed } = useReportData(projectId, unit, sections)
  const choose = (next: { unit?: AmountUnit; sections?: ReportSection[] }) =>
    void navigate({
      to: '/Page/reportPreview',
      search: {
        pid: projectId,
        unit: next.unit ?? unit,
        sections: formatSections(next.sections ?? sections),
      },
      replace: true,
    })
  if (data === undefined || (report === null && !failed)) {
    return (
      <div className="flex items-center justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  }
  if (data.project === null)
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="找不到这个项目"
        description="它可能已被删除，或还没有同步到这台设备。"
      />
    )
  if (failed || report === null)
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="报表生成失败"
        description="请刷新页面后重试。"
      />
    )
  return (
    <div
      className="report-root mx-auto w-full max-w-[calc(210mm+2rem+2px)] space-y-4 p-4 text-sm"
      data-project-id={projectId}
    >
      <style>{PRINT_CSS}</style>
      <header className="flex flex-wrap items-center gap-2">
        <Link
          to="/Page/bill"
          search={{ pid: projectId }}
          className="text-sm text-muted-foreground hover:underline"
        >
          返回清单计价
        </Link>
        <h1 className="text-xl font-semibold">报表预览</h1>
        <span className="text-xs text-muted-foreground">
          {report.pages.length > 0 ? `共 ${report.pages.length} 页` : ''}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <BillExportButton
            projectId={projectId}
            projectName={data.name}
            version={data.version}
            sections={sections}
            unit={unit}
            disabled={data.bill.units.length === 0 || sections.length === 0}
          />
          <Button size="sm" onClick={printDocument} disabled={report.pages.length === 0}>
            <Printer aria-hidden className="size-4" />
            打印
          </Button>
        </div>
      </header>
      <ProjectNav projectId={projectId} name={data.name} current="report" />
      <ReportControls
        unit={unit}
        sections={sections}
        onUnit={(u) => choose({ unit: u })}
        onSections={(s) => choose({ sections: s })}
      />
      {data.project && sections.includes('cover') && <CoverFields project={data.project} />}
      {data.bill.units.length === 0 ? (
        <EmptyState
          title="还没有清单"
          description="先在清单计价中添加单位工程和清单项，再预览报表。"
        />
      ) : report.pages.length === 0 ? (
        <EmptyState title="没有选择报表" description="请至少勾选一种报表。" />
      ) : (
        <PrintRoot>
          <ReportPages report={report} />
        </PrintRoot>
      )}
    </div>
  )
}
