import { FIELD_HEADERS, IMPORT_FIELDS, type ImportField } from '@/domain/projects/xlsx'
import { Select } from '@/components/ui/select'
import type { ExcelImportState } from './use-excel-import'
import { columnLetter } from '@/domain/xlsx/columns'

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
const REQUIRED: ReadonlySet<ImportField> = new Set(['Project_Name'])

/** Sheet, header row and the column of each field. Every change re-runs the preview. */
export function MappingPanel({ state }: { state: ExcelImportState }) {
  const { workbook, sheet, table, selection } = state
  if (!workbook || !sheet || !table) return null
  const lastRow = sheet.headerRow + sheet.rows.length
  return (
    <section aria-label="列对应" className="grid gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1 text-sm">
          <span className="font-medium" aria-hidden>
            工作表
          </span>
          <Select
            aria-label="工作表"
            className="w-56"
            value={String(selection.sheetIndex)}
            onValueChange={(v) => state.chooseSheet(Number(v))}
            options={workbook.sheets.map((s, i) => ({ value: String(i), label: `${s.name}（${s.rows.length} 行）` }))}
          />
        </div>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">表头所在行</span>
          <input
            type="number"
            className={`${selectClass} w-24`}
            min={sheet.headerRow}
            max={lastRow}
            value={selection.headerRow}
            onChange={(e) => {
              const n = Number(e.target.value)
              if (Number.isInteger(n) && n >= sheet.headerRow && n <= lastRow) state.chooseHeaderRow(n)
            }}
          />
        </label>
        {sheet.truncated && <p className="text-sm text-destructive">该工作表行数过多，只读取了前 {sheet.rows.length} 行</p>}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {IMPORT_FIELDS.map((field) => (
          <div key={field} className="grid min-w-0 gap-1 text-sm">
            <span className="font-medium" aria-hidden>
              {FIELD_HEADERS[field]}
              {REQUIRED.has(field) && <span className="text-destructive"> *</span>}
            </span>
            <Select
              aria-label={`${FIELD_HEADERS[field]}${REQUIRED.has(field) ? ' *' : ''}`}
              className="w-full"
              value={String(selection.mapping[field] ?? -1)}
              onValueChange={(v) => {
                const col = Number(v)
                state.mapField(field, col < 0 ? undefined : col)
              }}
              options={[
                { value: '-1', label: '（不导入）' },
                ...table.headers.map((h, i) => ({ value: String(i), label: `${columnLetter(i)} 列：${h === '' ? '（空）' : h}` })),
              ]}
            />
          </div>
        ))}
      </div>
    </section>
  )
}
