import { useMemo, useRef, useState } from 'react'
import { notifier } from '@/data/api/notify'
import { onAppDb } from '@/data/app-db'
import { importStructureRows } from '@/data/repositories/structure-import'
import { LIMITS } from '@/domain/projects/model'
import {
  EXCEL_MAX_BYTES,
  EXCEL_SIZE_MESSAGE,
  ExcelReadError,
  NOT_XLSX_MESSAGE,
  STRUCTURE_SHEET,
  withHeaderRow,
  type ImportField,
  type SheetTable,
  type WorkbookTable,
} from '@/domain/projects/xlsx'
import {
  guessMapping,
  mapRows,
  type ColumnMapping,
  type MapResult,
} from '@/domain/projects/xlsx-map'
import { nextPaint, readFileBytes } from './download'
import { getCompute } from '@/lib/compute'
import { userMessage } from '@/lib/user-message'

/**
 * The state of one Excel import: the file is read and parsed IN THE BROWSER (offline too: in the
 * compute worker, which owns exceljs), then
 * the user picks the sheet, the header row and the column of each field while the preview
 * (mapRows) follows every choice, and 导入 writes the rows in one local transaction.
 */
export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string; stage: 'read' | 'parse'; progress: number }
  | { kind: 'ready'; fileName: string }
  | { kind: 'importing'; fileName: string; count: number }

export interface Selection {
  sheetIndex: number
  headerRow: number
  mapping: ColumnMapping
}

/** The sheet to start with: 项目结构 (template and export), else the first whose headers name a 名称 column. */
export function initialSelection(workbook: WorkbookTable): Selection {
  const sheets = workbook.sheets
  let index = sheets.findIndex((s) => s.name === STRUCTURE_SHEET)
  if (index < 0) index = sheets.findIndex((s) => guessMapping(s.headers).Project_Name !== undefined)
  if (index < 0) index = 0
  const sheet = sheets[index]
  return {
    sheetIndex: index,
    headerRow: sheet?.headerRow ?? 1,
    mapping: sheet ? guessMapping(sheet.headers) : {},
  }
}

const messageOf = (e: unknown, fallback: string) => userMessage(e, fallback)

export function useExcelImport(projectId: string) {
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' })
  const [error, setError] = useState('')
  const [workbook, setWorkbook] = useState<WorkbookTable | null>(null)
  const [selection, setSelection] = useState<Selection>({
    sheetIndex: 0,
    headerRow: 1,
    mapping: {},
  })
  // A newer pick wins: answers of an older read are dropped.
  const pickSeq = useRef(0)

  const sheet: SheetTable | undefined = workbook?.sheets[selection.sheetIndex]
  const table = useMemo(
    () => (sheet ? withHeaderRow(sheet, selection.headerRow) : undefined),
    [sheet, selection.headerRow],
  )
  const result: MapResult | undefined = useMemo(
    () => (table ? mapRows(table, selection.mapping, { projectId }) : undefined),
    [table, selection.mapping, projectId],
  )

  const reset = () => {
    pickSeq.current += 1
    setPhase({ kind: 'idle' })
    setWorkbook(null)
    setError('')
  }

  const pickFile = async (file: File) => {
    const seq = ++pickSeq.current
    const current = () => seq === pickSeq.current
    setError('')
    setWorkbook(null)
    if (file.size > EXCEL_MAX_BYTES) {
      setPhase({ kind: 'idle' })
      setError(EXCEL_SIZE_MESSAGE)
      return
    }
    setPhase({ kind: 'reading', fileName: file.name, stage: 'read', progress: 0 })
    try {
      const bytes = await readFileBytes(file, (progress) => {
        if (current()) setPhase({ kind: 'reading', fileName: file.name, stage: 'read', progress })
      })
      if (!current()) return
      setPhase({ kind: 'reading', fileName: file.name, stage: 'parse', progress: 1 })
      await nextPaint()
      const read = await getCompute().readStructureWorkbook(bytes, LIMITS.structureRowsMax + 1)
      if (!current()) return
      if (read.sheets.length === 0) throw new ExcelReadError('文件中没有工作表')
      setWorkbook(read)
      setSelection(initialSelection(read))
      setPhase({ kind: 'ready', fileName: file.name })
    } catch (e) {
      if (!current()) return
      setPhase({ kind: 'idle' })
      // The worker's ExcelReadError arrives as an Error with the same Chinese message.
      setError(messageOf(e, NOT_XLSX_MESSAGE))
    }
  }

  const chooseSheet = (sheetIndex: number) => {
    const next = workbook?.sheets[sheetIndex]
    if (next)
      setSelection({ sheetIndex, headerRow: next.headerRow, mapping: guessMapping(next.headers) })
  }

  const chooseHeaderRow = (headerRow: number) => {
    if (!sheet) return
    const moved = withHeaderRow(sheet, headerRow)
    setSelection((s) => ({
      ...s,
      headerRow: moved.headerRow,
      mapping: guessMapping(moved.headers),
    }))
  }

  const mapField = (field: ImportField, column: number | undefined) =>
    setSelection((s) => {
      const mapping: ColumnMapping = { ...s.mapping }
      if (column === undefined) delete mapping[field]
      else {
        // One column feeds one field: taking a column away from another field.
        for (const f of Object.keys(mapping) as ImportField[])
          if (mapping[f] === column) delete mapping[f]
        mapping[field] = column
      }
      return { ...s, mapping }
    })

  /** Writes the previewed rows; true when they were stored. */
  const runImport = async (): Promise<boolean> => {
    if (phase.kind !== 'ready' || !result || result.rows.length === 0) return false
    setPhase({ kind: 'importing', fileName: phase.fileName, count: result.rows.length })
    setError('')
    await nextPaint()
    try {
      const ids = await onAppDb(importStructureRows)(projectId, result.rows)
      notifier().toast(`已导入 ${ids.length} 行`, { kind: 'success' })
      reset()
      return true
    } catch (e) {
      setPhase({ kind: 'ready', fileName: phase.fileName })
      setError(messageOf(e, '导入失败，请重试'))
      return false
    }
  }

  return {
    phase,
    error,
    workbook,
    sheet,
    table,
    result,
    selection,
    pickFile,
    chooseSheet,
    chooseHeaderRow,
    mapField,
    runImport,
    reset,
  }
}

export type ExcelImportState = ReturnType<typeof useExcelImport>
