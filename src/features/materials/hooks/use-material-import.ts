import { useMemo, useRef, useState } from 'react'
import { addItems, createPackageWithItems } from '@/data/api/materials'
import type { PackageType } from '@/domain/materials/model'
import {
  EXCEL_MAX_BYTES,
  EXCEL_SIZE_MESSAGE,
  NOT_XLSX_MESSAGE,
  type WorkbookTable,
} from '@/domain/projects/xlsx'
import {
  detectHeader,
  guessMaterialMapping,
  guessPackage,
  mapMaterialRows,
  materialTable,
  type HeaderChoice,
  type MaterialField,
  type MaterialMapping,
} from '@/domain/materials/import-map'
import { isPeriod, PERIOD_MESSAGE } from '@/domain/materials/period'
import { provinceOf } from '@/domain/materials/regions'
import { getCompute } from '@/lib/compute'
import { userMessage } from '@/lib/user-message'

/**
 * One Excel import into a price package: the file is read in the compute worker, the header is
 * found (a bulletin's merged title and two-row header included), the user checks the column of
 * each field while the preview follows, and 导入 writes every item in ONE InsertData call (a new
 * package with its items, or items added to an existing package, the same materials updated in
 * place when asked): the server stores all of them or none. Personal packages (type 1) for every
 * user; the administrator publishes 官方信息价 (3) and 市场价 (2) periods the same way.
 */
export type MaterialImportPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'ready'; fileName: string }
  | { kind: 'importing'; fileName: string }

export interface ImportTarget {
  /** '' = a new package described by the fields below. */
  packageId: string
  Name: string
  City: string
  Period: string
  /** Appending to a package: the same material (name, spec, unit) updates the item already there. */
  update: boolean
}

export interface ImportOutcome {
  packageId: string
  inserted: number
  updated: number
}

export interface ImportSelection extends HeaderChoice {
  sheetIndex: number
  mapping: MaterialMapping
}

function selectionOf(workbook: WorkbookTable, sheetIndex: number): ImportSelection {
  const sheet = workbook.sheets[sheetIndex]
  if (!sheet) return { sheetIndex, headerRow: 1, depth: 1, mapping: {} }
  const choice = detectHeader(sheet)
  return {
    sheetIndex,
    ...choice,
    mapping: guessMaterialMapping(materialTable(sheet, choice).headers),
  }
}

/** The sheet to start with: the one whose header names the most fields. */
function firstSheet(workbook: WorkbookTable): number {
  let best = 0
  let most = -1
  workbook.sheets.forEach((_, i) => {
    const n = Object.keys(selectionOf(workbook, i).mapping).length
    if (n > most) [best, most] = [i, n]
  })
  return best
}

export function useMaterialImport(type: PackageType = 1) {
  const [phase, setPhase] = useState<MaterialImportPhase>({ kind: 'idle' })
  const [error, setError] = useState('')
  const [workbook, setWorkbook] = useState<WorkbookTable | null>(null)
  const [selection, setSelection] = useState<ImportSelection>({
    sheetIndex: 0,
    headerRow: 1,
    depth: 1,
    mapping: {},
  })
  const [target, setTarget] = useState<ImportTarget>({
    packageId: '',
    Name: '',
    City: '',
    Period: '',
    update: true,
  })
  const seq = useRef(0)

  const sheet = workbook?.sheets[selection.sheetIndex]
  const table = useMemo(
    () => (sheet ? materialTable(sheet, selection) : undefined),
    [sheet, selection],
  )
  const result = useMemo(
    () =>
      table
        ? mapMaterialRows(
            table,
            selection.mapping,
            isPeriod(target.Period) ? { period: target.Period } : {},
          )
        : undefined,
    [table, selection.mapping, target.Period],
  )

  const reset = () => {
    seq.current += 1
    setPhase({ kind: 'idle' })
    setWorkbook(null)
    setError('')
  }

  const pickFile = async (file: File) => {
    const mine = ++seq.current
    setError('')
    setWorkbook(null)
    if (!/\.xlsx$/i.test(file.name)) return setError(NOT_XLSX_MESSAGE)
    if (file.size > EXCEL_MAX_BYTES) return setError(EXCEL_SIZE_MESSAGE)
    setPhase({ kind: 'reading', fileName: file.name })
    try {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const read = await getCompute().readMaterialWorkbook(bytes)
      if (mine !== seq.current) return
      if (read.sheets.length === 0) throw new Error('文件中没有工作表')
      const index = firstSheet(read)
      setWorkbook(read)
      setSelection(selectionOf(read, index))
      const guess = read.sheets[index]
        ? guessPackage(read.sheets[index], file.name)
        : { Name: '', City: '', Period: '' }
      setTarget((t) => ({ ...t, Name: guess.Name, City: guess.City, Period: guess.Period }))
      setPhase({ kind: 'ready', fileName: file.name })
    } catch (e) {
      if (mine !== seq.current) return
      setPhase({ kind: 'idle' })
      setError(userMessage(e, NOT_XLSX_MESSAGE))
    }
  }

  const chooseSheet = (index: number) => workbook && setSelection(selectionOf(workbook, index))
  const chooseHeader = (choice: HeaderChoice) => {
    if (!sheet) return
    setSelection((s) => ({
      ...s,
      ...choice,
      mapping: guessMaterialMapping(materialTable(sheet, choice).headers),
    }))
  }
  const mapField = (field: MaterialField, column: number | undefined) =>
    setSelection((s) => {
      const mapping: MaterialMapping = { ...s.mapping }
      if (column === undefined) delete mapping[field]
      else {
        for (const f of Object.keys(mapping) as MaterialField[])
          if (mapping[f] === column) delete mapping[f]
        mapping[field] = column
      }
      return { ...s, mapping }
    })

  /** Writes the previewed items in one call; what was written, or null. */
  const runImport = async (): Promise<ImportOutcome | null> => {
    if (phase.kind !== 'ready' || !result?.importable) return null
    const city = target.City.trim()
    if (target.packageId === '') {
      if (target.Name.trim() === '') return (setError('请填写价格包名称'), null)
      if (type !== 1 && city === '') return (setError('请填写城市'), null)
      if (!isPeriod(target.Period)) return (setError(PERIOD_MESSAGE), null)
    }
    setError('')
    setPhase({ kind: 'importing', fileName: phase.fileName })
    const items = result.items.map((m) => m.item)
    const outcome =
      target.packageId === ''
        ? await createPackageWithItems(
            {
              Type: type,
              Name: target.Name.trim(),
              City: city,
              Province: provinceOf(city),
              Period: target.Period,
            },
            items,
          )
        : await addItems(target.packageId, items, target.update ? 'update' : 'append')
    if (!outcome.ok) {
      setPhase({ kind: 'ready', fileName: phase.fileName })
      setError(outcome.message)
      return null
    }
    reset()
    return {
      packageId: outcome.data.PackageID,
      inserted: outcome.data.Inserted,
      updated: outcome.data.Updated,
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
    target,
    setTarget,
    pickFile,
    chooseSheet,
    chooseHeader,
    mapField,
    runImport,
    reset,
  }
}

export type MaterialImportState = ReturnType<typeof useMaterialImport>
