import { Link } from '@tanstack/react-router'
import { Printer } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { fenToDecimal } from '@/domain/bill/money'
import { formatMoney } from '@/domain/format'
import { ItemsForm, LinesForms, ProjectSummaryForm, UnitSummaryForm, unitTitleOf } from './report-forms'
import { useReportData } from './use-report-data'

/**
 * /Page/reportPreview?pid=…: the priced bill of a project in the standard forms (封面, 表-02, and
 * per 单位工程 表-04, 表-08, 表-11, 表-12, 表-13), read from the local database so it works offline.
 * The browser's print (打印) gives A4 pages: the app shell is hidden, every form starts a page and
 * table headers repeat on each page.
 */
const PRINT_CSS = `
.report-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 12px; }
.report-table th, .report-table td { border: 1px solid currentColor; padding: 2px 4px; vertical-align: top; overflow-wrap: anywhere; }
.report-table th { font-weight: 600; text-align: center; }
.report-table thead { display: table-header-group; }
.report-table tr { break-inside: avoid; }
.report-form { display: grid; gap: 6px; }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  body * { visibility: hidden; }
  .report-root, .report-root * { visibility: visible; }
  .report-root { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  .report-root .no-print { display: none; }
  .report-form, .report-cover { break-before: page; }
  .report-cover { break-before: auto; }
  .report-table th, .report-table td { color: #000; }
}`

export function ReportScreen({ projectId }: { projectId: string }) {
  const { data, summary, failed } = useReportData(projectId)
  if (data === undefined || (summary === null && !failed)) {
    return (
      <div className="flex items-center justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  }
  if (data.project === null) return <EmptyState level={1} className="mt-10" title="找不到这个项目" description="它可能已被删除，或还没有同步到这台设备。" />
  if (failed || summary === null) return <EmptyState level={1} className="mt-10" title="报表生成失败" description="请刷新页面后重试。" />
  const name = typeof data.project.data['Project_Name'] === 'string' && data.project.data['Project_Name'] !== '' ? data.project.data['Project_Name'] : '未命名项目'
  const rowName = new Map(data.rows.map((r) => [r.ID, r.Project_Name]))
  const units = [...data.bill.units].sort((a, b) => a.Sort - b.Sort)
  const today = new Date().toLocaleDateString('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' })
  return (
    <div className="report-root mx-auto w-full max-w-[210mm] space-y-8 p-4 text-sm" data-project-id={projectId}>
      <style>{PRINT_CSS}</style>
      <header className="no-print flex flex-wrap items-center gap-2">
        <Link to="/Page/bill" search={{ pid: projectId }} className="text-sm text-muted-foreground hover:underline">
          返回清单计价
        </Link>
        <h1 className="text-xl font-semibold">报表预览</h1>
        <Button className="ml-auto" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          打印
        </Button>
      </header>
      {units.length === 0 ? (
        <EmptyState title="还没有清单" description="先在清单计价中添加单位工程和清单项，再预览报表。" />
      ) : (
        <>
          <section className="report-cover flex min-h-[60vh] flex-col items-center justify-center gap-6 border p-8 text-center" aria-label="封面">
            <p className="text-2xl font-semibold break-all">{name}</p>
            <p className="text-3xl font-bold tracking-widest">招标控制价</p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-left">
              <dt>招标控制价（小写）：</dt>
              <dd className="tabular-nums">{formatMoney(fenToDecimal(summary.project.total))} 元</dd>
              <dt>计价标准：</dt>
              <dd>{data.version}</dd>
              <dt>编制人：</dt>
              <dd className="min-w-40 border-b">&nbsp;</dd>
              <dt>编制时间：</dt>
              <dd>{today}</dd>
            </dl>
          </section>
          <ProjectSummaryForm name={name} summary={summary} />
          {units.map((u) => {
            const s = summary.units.get(u.ID)
            if (!s) return null
            const title = unitTitleOf(name, rowName.get(u.RowId), u)
            return (
              <div key={u.ID} className="space-y-8">
                <UnitSummaryForm title={title} s={s} />
                <ItemsForm title={title} unit={u} bill={data.bill} />
                <LinesForms title={title} unit={u} bill={data.bill} s={s} version={data.version} />
              </div>
            )
          })}
        </>
      )}
    </div>
  )
}
