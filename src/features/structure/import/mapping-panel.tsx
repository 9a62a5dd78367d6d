import { FIELD_HEADERS, IMPORT_FIELDS, type ImportField } from '@/domain/projects/xlsx'
import { ColumnMapping } from '@/components/import/column-mapping'
import type { ExcelImportState } from './use-excel-import'

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
const REQUIRED: ReadonlySet<ImportField> = new Set(['Project_Name'])
const CLASSES = {
  toolbar: 'flex flex-wrap items-end gap-4',
  sheet: 'w-56',
  headerInput: `${selectClass} w-24`,
  fields: 'grid grid-cols-2 gap-3 sm:grid-cols-3',
}

/** Sheet, header row and the column of each field. Every change re-runs the preview. */
export function MappingPanel({ state }: { state: ExcelImportState }) {
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
      onHeaderRow={state.chooseHeaderRow}
      headers={table.headers}
      fields={IMPORT_FIELDS}
      labels={FIELD_HEADERS}
      required={REQUIRED}
      requiredMark="red"
      mapping={selection.mapping}
      onMap={state.mapField}
      extra={
        sheet.truncated && (
          <p className="text-sm text-destructive">
            该工作表行数过多，只读取了前 {sheet.rows.length} 行
          </p>
        )
      }
      className={CLASSES}
    />
  )
}
