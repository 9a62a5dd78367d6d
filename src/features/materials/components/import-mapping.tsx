import { MATERIAL_FIELD_LABELS, MATERIAL_FIELDS, type MaterialField } from '@/domain/materials/import-map'
import { columnLetter } from '@/domain/xlsx/columns'
import { Select } from '@/components/ui/select'
import type { MaterialImportState } from '../hooks/use-material-import'

const REQUIRED: ReadonlySet<MaterialField> = new Set(['Name', 'Unit'])
const inputClass = 'h-9 w-20 rounded-md border border-input bg-background px-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Sheet, header row(s) and the column of each field; every change re-runs the preview. */
export function ImportMapping({ state }: { state: MaterialImportState }) {
  const { workbook, sheet, table, selection } = state
  if (!workbook || !sheet || !table) return null
  const lastRow = sheet.headerRow + sheet.rows.length
  return (
    <section aria-label="列对应" className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1 text-sm">
          <span className="font-medium" aria-hidden>
            工作表
          </span>
          <Select
            aria-label="工作表"
            className="w-48"
            value={String(selection.sheetIndex)}
            onValueChange={(v) => state.chooseSheet(Number(v))}
            options={workbook.sheets.map((s, i) => ({ value: String(i), label: `${s.name}（${s.rows.length} 行）` }))}
          />
        </div>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">表头所在行</span>
          <input
            type="number"
            className={inputClass}
            min={sheet.headerRow}
            max={lastRow}
            value={selection.headerRow}
            onChange={(e) => {
              const n = Number(e.target.value)
              if (Number.isInteger(n) && n >= sheet.headerRow && n <= lastRow) state.chooseHeader({ headerRow: n, depth: selection.depth })
            }}
          />
        </label>
        <div className="grid gap-1 text-sm">
          <span className="font-medium" aria-hidden>
            表头行数
          </span>
          <Select
            aria-label="表头行数"
            className="w-28"
            value={String(selection.depth)}
            onValueChange={(v) => state.chooseHeader({ headerRow: selection.headerRow, depth: v === '2' ? 2 : 1 })}
            options={[
              { value: '1', label: '一行' },
              { value: '2', label: '两行（合并表头）' },
            ]}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {MATERIAL_FIELDS.map((field) => {
          const label = `${MATERIAL_FIELD_LABELS[field]}${REQUIRED.has(field) ? ' *' : ''}`
          return (
            <div key={field} className="grid min-w-0 gap-1 text-sm">
              <span className="font-medium" aria-hidden>
                {label}
              </span>
              <Select
                aria-label={label}
                className="w-full"
                value={String(selection.mapping[field] ?? -1)}
                onValueChange={(v) => state.mapField(field, Number(v) < 0 ? undefined : Number(v))}
                options={[{ value: '-1', label: '（不导入）' }, ...table.headers.map((h, i) => ({ value: String(i), label: `${columnLetter(i)} 列：${h === '' ? '（空）' : h}` }))]}
              />
            </div>
          )
        })}
      </div>
    </section>
  )
}
