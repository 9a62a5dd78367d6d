import {
  MATERIAL_FIELD_LABELS,
  MATERIAL_FIELDS,
  type MaterialField,
} from '@/domain/materials/import-map'
import { ColumnMapping } from '@/components/import/column-mapping'
import { Select } from '@/components/ui/select'
import type { MaterialImportState } from '../hooks/use-material-import'

const REQUIRED: ReadonlySet<MaterialField> = new Set(['Name', 'Unit'])
const inputClass =
  'h-9 w-20 rounded-md border border-input bg-background px-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
const CLASSES = {
  toolbar: 'flex flex-wrap items-end gap-3',
  sheet: 'w-48',
  headerInput: inputClass,
  fields: 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5',
}

/** Sheet, header row(s) and the column of each field; every change re-runs the preview. */
export function ImportMapping({ state }: { state: MaterialImportState }) {
  const { workbook, sheet, table, selection } = state
  if (!workbook || !sheet || !table) return null
  return (
    <ColumnMapping
      sheets={workbook.sheets}
      sheetIndex={selection.sheetIndex}
      onSheet={state.chooseSheet}
      headerRow={selection.headerRow}
      minRow={sheet.headerRow}
      maxRow={sheet.headerRow + sheet.rows.length}
      onHeaderRow={(n) => state.chooseHeader({ headerRow: n, depth: selection.depth })}
      headers={table.headers}
      fields={MATERIAL_FIELDS}
      labels={MATERIAL_FIELD_LABELS}
      required={REQUIRED}
      requiredMark="text"
      mapping={selection.mapping}
      onMap={state.mapField}
      extra={
        <div className="grid gap-1 text-sm">
          <span className="font-medium" aria-hidden>
            表头行数
          </span>
          <Select
            aria-label="表头行数"
            className="w-28"
            value={String(selection.depth)}
            onValueChange={(v) =>
              state.chooseHeader({ headerRow: selection.headerRow, depth: v === '2' ? 2 : 1 })
            }
            options={[
              { value: '1', label: '一行' },
              { value: '2', label: '两行（合并表头）' },
            ]}
          />
        </div>
      }
      className={CLASSES}
    />
  )
}
