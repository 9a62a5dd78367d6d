import { memo, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { BillReport } from '@/domain/bill/report'
import type { Cell, ReportCover, ReportForm } from '@/domain/bill/report/model'
import { pageRows } from '@/domain/bill/report/forms-unit'
import { pageLabel, type ReportPage } from '@/domain/bill/report/paging'
import { cn } from '@/lib/cn'

/**
 * The report's pages as the compute worker cut them (src/domain/bill/report/paging.ts): each
 * page is one A4 box that repeats its form's title, 工程名称 line and header row, and ends with
 * 第 N 页 共 M 页. The print CSS of ./report-screen.tsx keeps the metrics the paging assumes.
 */
function CellView({ cell, head }: { cell: Cell; head?: boolean }) {
  const style = cell.indent ? { paddingLeft: `${4 + 16 * cell.indent}px` } : undefined
  const className = cn(
    cell.num && 'text-right tabular-nums',
    cell.t.includes('\n') && 'whitespace-pre-line',
  )
  if (head) return <th colSpan={cell.span}>{cell.t}</th>
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
          {form.preHead?.map((cells, i) => (
            <tr key={`pre${i}`}>
              {cells.map((cell, j) => (
                <CellView key={j} cell={cell} head />
              ))}
            </tr>
          ))}
          <tr>
            {form.head.map((h, i) => (
              <CellView key={i} cell={{ t: h }} head />
            ))}
          </tr>
        </thead>
        <tbody>
          {pageRows(form, from, to).map((r, i) => (
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
    <section
      className="report-cover flex flex-1 flex-col items-center justify-center gap-6 p-8 text-center"
      aria-label="封面"
    >
      <p className="text-2xl font-semibold break-all">{cover.projectName}</p>
      <p className="text-3xl font-bold tracking-widest">招标控制价</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-left">
        <dt>招标控制价（小写）：</dt>
        <dd className="tabular-nums">
          {cover.total} {cover.unit}
        </dd>
        <dt>（大写）：</dt>
        <dd data-cover="capital">{cover.capital}</dd>
        <dt>计价标准：</dt>
        <dd>{cover.version}</dd>
        <dt>编制人：</dt>
        <dd className="min-w-40 border-b" data-cover="compiler">
          {cover.compiler || '\u00a0'}
        </dd>
        <dt>复核人：</dt>
        <dd className="min-w-40 border-b" data-cover="reviewer">
          {cover.reviewer || '\u00a0'}
        </dd>
        <dt>编制时间：</dt>
        <dd data-cover="date">{cover.date}</dd>
      </dl>
    </section>
  )
}

/** One page box; its content only while `shown` (a page far from the viewport keeps its size and footer). */
const PageView = memo(function PageView({
  report,
  page,
  shown,
}: {
  report: BillReport
  page: ReportPage
  shown: boolean
}) {
  const label = pageLabel(page.no, page.of)
  const form = page.kind === 'form' ? report.forms[page.form] : undefined
  return (
    <article className="report-page" aria-label={label} data-page={page.no}>
      {shown && page.kind === 'cover' && report.cover && <CoverPage cover={report.cover} />}
      {shown && page.kind === 'form' && form && (
        <FormPage form={form} from={page.from} to={page.to} />
      )}
      <footer className="report-foot">{label}</footer>
    </article>
  )
})

/** Up to this many pages are all rendered; a longer report renders the pages near the viewport. */
export const ALL_PAGES_UP_TO = 40
/** How far beyond the viewport a page is rendered (about two A4 boxes each way). */
const MARGIN = '2400px 0px'

/**
 * The pages of the report. A long report (a 100,000-item bill is thousands of pages) renders
 * every page box, so the scroll height and the page count are right, but fills only the boxes
 * near the viewport (IntersectionObserver); printing fills them all first (beforeprint, and the
 * 打印 button calls `window.print()` which fires it), then goes back to the window.
 */
export function ReportPages({ report }: { report: BillReport }) {
  const root = useRef<HTMLDivElement | null>(null)
  const windowed =
    report.pages.length > ALL_PAGES_UP_TO && typeof IntersectionObserver !== 'undefined'
  const [near, setNear] = useState<ReadonlySet<number>>(
    () => new Set(report.pages.slice(0, 3).map((p) => p.no)),
  )
  const [printing, setPrinting] = useState(false)

  useEffect(() => {
    if (!windowed || !root.current) return
    const seen = new Set<number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const no = Number((e.target as HTMLElement).dataset['page'])
          if (e.isIntersecting) seen.add(no)
          else seen.delete(no)
        }
        setNear(new Set(seen))
      },
      { rootMargin: MARGIN },
    )
    for (const el of root.current.querySelectorAll('article.report-page')) observer.observe(el)
    return () => observer.disconnect()
  }, [windowed, report])

  useEffect(() => {
    if (!windowed) return
    // Synchronously, so the print layout sees every page's content.
    const before = () => flushSync(() => setPrinting(true))
    const after = () => setPrinting(false)
    const print = window.matchMedia?.('print')
    const onMedia = (e: MediaQueryListEvent) => (e.matches ? before() : after())
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    print?.addEventListener?.('change', onMedia)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
      print?.removeEventListener?.('change', onMedia)
    }
  }, [windowed])

  return (
    <div className="report-pages" ref={root}>
      {report.pages.map((p) => (
        <PageView
          key={p.no}
          report={report}
          page={p}
          shown={!windowed || printing || near.has(p.no)}
        />
      ))}
    </div>
  )
}
