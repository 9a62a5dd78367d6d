import { useState } from 'react'
import { notifier } from '@/data/api/notify'
import { importUnits } from '@/data/repositories/bill'
import { onAppDb } from '@/data/app-db'
import { guessTarget, toUnitDocs } from '@/domain/bill/forms/drafts'
import type { ParsedWorkbook } from '@/domain/bill/forms/parse'
import { SPECIALTIES } from '@/domain/bill/model'
import type { StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'
import { userMessage } from '@/lib/user-message'

/** Where each parsed 单位工程 goes: a structure row and a 专业 (a user's own when not offered). */
export interface UnitTarget {
  include: boolean
  rowId: string
  specialty: string
}

export type BillImportPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'ready'; fileName: string }
  | { kind: 'importing'; fileName: string; progress: number }

export const MAX_BYTES = 50 * 1024 * 1024

/** The first guess of each unit's target (drafts.ts guessTarget), the first row when none matches. */
export function initialTargets(
  parsed: ParsedWorkbook,
  rows: readonly StructureRow[],
): UnitTarget[] {
  return parsed.units.map((u) => {
    const guess = guessTarget(u, rows)
    return {
      include: u.items.length + u.rates.length + u.others.length > 0,
      rowId: guess.rowId ?? rows[0]?.ID ?? '',
      specialty: guess.specialty ?? (u.name.slice(0, 20) || SPECIALTIES[0]),
    }
  })
}

/**
 * One bill import: the file is parsed in the compute worker (exceljs and the form rules off the
 * main thread), the user assigns each 单位工程 to a structure row and 专业 and sees the issues
 * by Excel row, and 导入 writes everything in ONE local transaction (synced later).
 */
export function useBillImport(projectId: string, rows: readonly StructureRow[]) {
  const [phase, setPhase] = useState<BillImportPhase>({ kind: 'idle' })
  const [parsed, setParsed] = useState<ParsedWorkbook | null>(null)
  const [targets, setTargets] = useState<UnitTarget[]>([])
  const [error, setError] = useState('')

  const reset = () => {
    setPhase({ kind: 'idle' })
    setParsed(null)
    setTargets([])
    setError('')
  }

  const pickFile = async (file: File) => {
    setError('')
    if (!/\.xlsx$/i.test(file.name)) return setError('请选择 .xlsx 格式的 Excel 文件')
    if (file.size > MAX_BYTES) return setError('文件过大（超过 50MB），请拆分后再导入')
    setPhase({ kind: 'reading', fileName: file.name })
    try {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const result = await getCompute().parseBillWorkbook(bytes)
      if (result.units.length === 0) {
        setPhase({ kind: 'idle' })
        return setError('没有找到清单计价表（分部分项工程和单价措施项目清单与计价表），请检查文件')
      }
      setParsed(result)
      setTargets(initialTargets(result, rows))
      setPhase({ kind: 'ready', fileName: file.name })
    } catch (e) {
      setPhase({ kind: 'idle' })
      setError(userMessage(e, '无法读取该 Excel 文件，请确认文件未损坏'))
    }
  }

  const setTarget = (index: number, patch: Partial<UnitTarget>) =>
    setTargets((prev) => prev.map((t, i) => (i === index ? { ...t, ...patch } : t)))

  const runImport = async (): Promise<{ units: number; items: number } | null> => {
    if (!parsed || phase.kind !== 'ready') return null
    const chosen = parsed.units.flatMap((u, i) => {
      const t = targets[i]
      return t?.include ? [{ unit: u, target: t }] : []
    })
    if (chosen.some((c) => c.target.rowId === '')) {
      setError('请为每个单位工程选择所属单项工程')
      return null
    }
    const docs = chosen.map(({ unit, target }) => {
      const custom = !(SPECIALTIES as readonly string[]).includes(target.specialty)
      return toUnitDocs(unit, {
        ProId: projectId,
        RowId: target.rowId,
        Specialty: target.specialty.trim(),
        SpecialtyCustom: custom ? 1 : 0,
      })
    })
    const fileName = phase.fileName
    setPhase({ kind: 'importing', fileName, progress: 0 })
    // The bar moves in whole percents: a 20,000-item import stores about 400 slices.
    let shown = 0
    const onProgress = (fraction: number) => {
      const percent = Math.floor(fraction * 100)
      if (percent === shown) return
      shown = percent
      setPhase({ kind: 'importing', fileName, progress: percent / 100 })
    }
    try {
      const done = await onAppDb(importUnits)(projectId, docs, onProgress)
      notifier().toast(`已导入 ${done.units} 个单位工程、${done.items} 个清单项`, {
        kind: 'success',
      })
      if (done.zeroSafety > 0)
        notifier().toast(
          `${done.zeroSafety} 个单位工程的安全文明施工费（安全生产措施费）为 0：该费用不可竞争，请在“总价措施”中按规定计取`,
          { kind: 'warning', durationMs: 10_000 },
        )
      return done
    } catch (e) {
      setPhase({ kind: 'ready', fileName: phase.fileName })
      setError(userMessage(e, '导入失败，请重试'))
      return null
    }
  }

  return { phase, parsed, targets, error, pickFile, setTarget, runImport, reset }
}
