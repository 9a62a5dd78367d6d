import { useState } from 'react'
import { flushSync } from 'react-dom'
import { FileDown, Printer } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { MethodTotal } from '@/domain/adjust/compute'
import {
  ADJUST_PAGE_ROWS,
  formCellText,
  isFigureText,
  isMoneyCell,
  moneyText,
  type FormTable,
} from '@/domain/adjust/forms'
import { PrintRoot, printDocument } from '@/components/print-root'
import { cn } from '@/lib/cn'
import type { SchemeView } from '../hooks/use-adjust'
import { exportForms, infoFormPage, useComputed, wholeInfoForm } from '../hooks/use-adjust'
import { ScrollBox } from './field'

function TotalCard({
  title,
  total,
  note,
}: {
  title: string
  total: MethodTotal | null
  note: string
}) {
  return (
    <div className="min-w-0 flex-1 rounded-md border p-3 text-sm" aria-label={title}>
      <div className="font-medium">{title}</div>
      {total === null ? (
        <p className="text-muted-foreground">{note}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-2">
          <dt>价差（不含税）</dt>
          <dd className="text-right tabular-nums">{moneyText(total.differenceFen)}</dd>
          <dt>增值税</dt>
          <dd className="text-right tabular-nums">{moneyText(total.vatFen)}</dd>
          <dt>价差合计（含税）</dt>
          <dd className="text-right font-medium tabular-nums">{moneyText(total.totalFen)}</dd>
        </dl>
      )}
    </div>
  )
}

/**
 * Print (PrintRoot, the app's one print mechanism): only the forms, on A4 landscape (the A.2 form
 * has 12 columns), each form from a new page; figures and periods never break across lines.
 */
const PRINT_CSS = `
@media print {
  .adjust-form + .adjust-form { break-before: page; }
  .adjust-print table { table-layout: auto; }
  .adjust-print th, .adjust-print td { overflow-wrap: anywhere; }
}`

const formId = (form: FormTable) => `adjust-form-${form.sheet.replace(/[^\w-]+/g, '-')}`

/** The A.2 form's pager: the screen holds one page of rows, the rest stays in the worker. */
function Pager({ form, onPage }: { form: FormTable; onPage: (from: number) => void }) {
  const { rowOffset: from, rowCount: count } = form
  const to = from + form.rows.length
  if (count <= form.rows.length) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground print:hidden">
      <span>
        共{count}行，屏幕显示第{from + 1}–{to}行；打印和导出Excel包含全部行。
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={from === 0}
        onClick={() => onPage(Math.max(0, from - ADJUST_PAGE_ROWS))}
      >
        上一页
      </Button>
      <Button size="sm" variant="outline" disabled={to >= count} onClick={() => onPage(to)}>
        下一页
      </Button>
    </div>
  )
}

function Form({ form, onPage }: { form: FormTable; onPage?: (from: number) => void }) {
  const rows = form.rows
  return (
    <section id={formId(form)} className="adjust-form" aria-label={`${form.formNo} ${form.title}`}>
      <h3 className="text-center text-sm font-semibold">
        {form.title}（{form.formNo}）
      </h3>
      <p className="text-xs">{form.line}</p>
      {/* The A.2 form has 12 columns: below 60 rem they wrap a character a line, so it scrolls. */}
      <ScrollBox label={form.title}>
        <table
          className={`w-full border-collapse text-xs ${form.headers.length > 8 ? 'min-w-[60rem] print:min-w-0' : ''}`}
        >
          <thead>
            <tr>
              {form.headers.map((h) => (
                <th key={h} className="border px-1">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows, ...form.totals].map((row, i) => {
              const total = i >= rows.length ? i - rows.length : undefined
              return (
                <tr key={i} className={total !== undefined ? 'font-medium' : ''}>
                  {row.map((cell, j) => (
                    <td
                      key={j}
                      className={cn(
                        'border px-1',
                        isMoneyCell(form, j, total) && 'text-right',
                        isFigureText(cell) && 'whitespace-nowrap tabular-nums',
                        j === row.length - 1 && form.headers[j] === '调整依据' && 'min-w-64',
                      )}
                    >
                      {formCellText(form, j, cell, total)}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollBox>
      {onPage !== undefined && <Pager form={form} onPage={onPage} />}
      {form.notes.map((n) => (
        <p key={n} className="text-xs text-muted-foreground">
          注：{n}
        </p>
      ))}
    </section>
  )
}

/** Results of both methods side by side, the ±15 % rule, and the forms (screen, Excel, print). */
export function ResultsPanel({ scheme }: { scheme: SchemeView }) {
  const computed = useComputed(scheme)
  // The A.2 form's page or, while printing, every row; null = the page the computation answered.
  const [shown, setShown] = useState<{ key: string; form: FormTable } | null>(null)
  const [printing, setPrinting] = useState(false)
  if (computed === null) return <p className="text-sm text-muted-foreground">计算中…</p>
  if (!computed.ok)
    return (
      <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
        {computed.message}
      </p>
    )
  const { result, key } = computed
  const infoShown = result.info.count > 0 && shown !== null && shown.key === key ? shown.form : null
  const forms = infoShown === null ? computed.forms : [infoShown, ...computed.forms.slice(1)]
  const showPage = (from: number) => {
    void infoFormPage(scheme, { from, to: from + ADJUST_PAGE_ROWS }).then((form) => {
      if (form !== null) setShown({ key, form })
    })
  }
  const print = async () => {
    const a2 = computed.forms[0]
    if (result.info.count > 0 && a2 !== undefined && a2.rows.length < a2.rowCount) {
      setPrinting(true)
      const whole = await wholeInfoForm(scheme, a2.rowCount)
      setPrinting(false)
      if (whole === null) return
      const before = infoShown
      flushSync(() => setShown({ key, form: whole }))
      printDocument()
      setShown(before === null ? null : { key, form: before })
      return
    }
    printDocument()
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button size="sm" variant="outline" onClick={() => void exportForms(scheme)}>
          <FileDown aria-hidden />
          导出Excel
        </Button>
        <Button size="sm" variant="outline" disabled={printing} onClick={() => void print()}>
          <Printer aria-hidden />
          {printing ? '准备打印…' : '打印'}
        </Button>
      </div>
      <div className="flex gap-2 print:hidden">
        <TotalCard
          title="造价信息调整法（A.2）"
          total={result.info.count > 0 ? result.info.total : null}
          note="没有按A.2调整的材料"
        />
        <TotalCard
          title="价格指数调整法（A.1）"
          total={result.index?.total ?? null}
          note="未填写指数数据"
        />
      </div>
      <p className="text-xs text-muted-foreground print:hidden">
        两种方法分别列示、不相加；价差只计取增值税，不计取管理费和利润。
      </p>
      {result.quantity.rows.some((r) => r.changeFen !== 0) && (
        <p className="text-sm print:hidden">
          工程量偏差调整合计：{moneyText(result.quantity.changeFen)} 元（
          {result.quantity.rows.filter((r) => r.changeFen !== 0).length} 项超出±15%）
        </p>
      )}
      <nav aria-label="调价表格" className="flex flex-wrap gap-x-3 gap-y-1 text-xs print:hidden">
        {forms.map((f) => (
          <a key={f.sheet} href={`#${formId(f)}`} className="text-primary hover:underline">
            {f.sheet}
          </a>
        ))}
      </nav>
      <style>{PRINT_CSS}</style>
      <PrintRoot landscape className="adjust-print flex flex-col gap-4">
        {forms.map((f, i) => (
          <Form
            key={f.sheet}
            form={f}
            onPage={i === 0 && result.info.count > 0 ? showPage : undefined}
          />
        ))}
      </PrintRoot>
    </div>
  )
}
