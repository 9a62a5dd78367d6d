import type { BillReport } from '@/domain/bill/report'
import type { Cell, ReportCover, ReportForm } from '@/domain/bill/report/model'
import { pageLabel, type ReportPage } from '@/domain/bill/report/paging'
import { cn } from '@/lib/cn'

/**
 * The report's pages as the compute worker cut them (src/domain/bill/report/paging.ts): each
 * page is one A4 box that repeats its form's title, 工程名称 line and header row, and ends with
 * 第 N 页 共 M 页. The print CSS of ./report-screen.tsx keeps the metrics the paging assumes.
 */
function CellView({ cell, head }: { cell: Cell; head?: boolean }) {
  const style = cell.indent ? { paddingLeft: `${4 + 16 * cell.indent}px` } : undefined
  const className = cn(cell.num && 'text-right tabular-nums', cell.t.includes('\n') && 'whitespace-pre-line')
  if (head) return <th>{cell.t}</th>
  return (
    <td colSpan={cell.span} className={className || undefined} style={style}>
      {cell.t}
    </td>
  )
}

function FormPage({ form, from, to }: { form: ReportForm; from: number; to: number }) {
  return (
    <section className="report-form" aria-label={form.title} data-form={form.id}>
      <h2 className="report-title">{form.title}</h2>
      <div className="report-line">
        <span className="min-w-0 break-all">{form.line}</span>
        <span className="shrink-0">{form.code}</span>
      </div>
      <table className="report-table">
        <colgroup>
          {form.widths.map((w, i) => (
            <col key={i} style={{ width: `${w}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {form.head.map((h, i) => (
              <CellView key={i} cell={{ t: h }} head />
            ))}
          </tr>
        </thead>
        <tbody>
          {form.rows.slice(from, to).map((r, i) => (
            <tr key={from + i} className={r.bold ? 'font-semibold' : undefined}>
              {r.cells.map((cell, j) => (
                <CellView key={j} cell={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function CoverPage({ cover }: { cover: ReportCover }) {
  return (
    <section className="report-cover flex flex-1 flex-col items-center justify-center gap-6 p-8 text-center" aria-label="封面">
      <p className="text-2xl font-semibold break-all">{cover.projectName}</p>
      <p className="text-3xl font-bold tracking-widest">招标控制价</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-left">
        <dt>招标控制价（小写）：</dt>
        <dd className="tabular-nums">
          {cover.total} {cover.unit}
        </dd>
        <dt>计价标准：</dt>
        <dd>{cover.version}</dd>
        <dt>编制人：</dt>
        <dd className="min-w-40 border-b">&nbsp;</dd>
        <dt>编制时间：</dt>
        <dd>{cover.date}</dd>
      </dl>
    </section>
  )
}

function PageView({ report, page }: { report: BillReport; page: ReportPage }) {
  const label = pageLabel(page.no, page.of)
  const form = page.kind === 'form' ? report.forms[page.form] : undefined
  return (
    <article className="report-page" aria-label={label}>
      {page.kind === 'cover' && report.cover && <CoverPage cover={report.cover} />}
      {page.kind === 'form' && form && <FormPage form={form} from={page.from} to={page.to} />}
      <footer className="report-foot">{label}</footer>
    </article>
  )
}

export function ReportPages({ report }: { report: BillReport }) {
  return (
    <div className="report-pages">
      {report.pages.map((p) => (
        <PageView key={p.no} report={report} page={p} />
      ))}
    </div>
  )
}
