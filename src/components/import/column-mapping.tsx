import type { ReactNode } from 'react'
import { columnLetter } from '@/domain/xlsx/columns'
import { Select } from '@/components/ui/select'

interface Props<F extends string> {
  sheets: readonly { name: string; rows: readonly unknown[] }[]
  sheetIndex: number
  onSheet: (index: number) => void
  /** The header row and the rows it may be moved to. */
  headerRow: number
  minRow: number
  maxRow: number
  onHeaderRow: (row: number) => void
  /** The file's column heads, one per column. */
  headers: readonly string[]
  fields: readonly F[]
  labels: Readonly<Record<F, string>>
  required: ReadonlySet<F>
  /** `red`: the required star is a red span after the label; `text`: part of the label. */
  requiredMark: 'red' | 'text'
  mapping: Partial<Record<F, number>>
  onMap: (field: F, column: number | undefined) => void
  /** Shown after the header row input (e.g. the header depth, a truncation note). */
  extra?: ReactNode
  className: { toolbar: string; sheet: string; headerInput: string; fields: string }
}

/** Sheet, header row and the column of each field of an Excel import; every change re-runs the preview. */
export function ColumnMapping<F extends string>(p: Props<F>) {
  return (
    <section aria-label="列对应" className="grid gap-3">
      <div className={p.className.toolbar}>
        <div className="grid gap-1 text-sm">
          <span className="font-medium" aria-hidden>
            工作表
          </span>
          <Select
            aria-label="工作表"
            className={p.className.sheet}
            value={String(p.sheetIndex)}
            onValueChange={(v) => p.onSheet(Number(v))}
            options={p.sheets.map((s, i) => ({
              value: String(i),
              label: `${s.name}（${s.rows.length} 行）`,
            }))}
          />
        </div>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">表头所在行</span>
          <input
            type="number"
            className={p.className.headerInput}
            min={p.minRow}
            max={p.maxRow}
            value={p.headerRow}
            onChange={(e) => {
              const n = Number(e.target.value)
              if (Number.isInteger(n) && n >= p.minRow && n <= p.maxRow) p.onHeaderRow(n)
            }}
          />
        </label>
        {p.extra}
      </div>
      <div className={p.className.fields}>
        {p.fields.map((field) => {
          const star = p.required.has(field) ? ' *' : ''
          return (
            <div key={field} className="grid min-w-0 gap-1 text-sm">
              <span className="font-medium" aria-hidden>
                {p.requiredMark === 'text' ? `${p.labels[field]}${star}` : p.labels[field]}
                {p.requiredMark === 'red' && star && (
                  <span className="text-destructive">{star}</span>
                )}
              </span>
              <Select
                aria-label={`${p.labels[field]}${star}`}
                className="w-full"
                value={String(p.mapping[field] ?? -1)}
                onValueChange={(v) => {
                  const col = Number(v)
                  p.onMap(field, col < 0 ? undefined : col)
                }}
                options={[
                  { value: '-1', label: '（不导入）' },
                  ...p.headers.map((h, i) => ({
                    value: String(i),
                    label: `${columnLetter(i)} 列：${h === '' ? '（空）' : h}`,
                  })),
                ]}
              />
            </div>
          )
        })}
      </div>
    </section>
  )
}
