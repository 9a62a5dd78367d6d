import { useCallback, useMemo, useRef, useState } from 'react'
import { notifier } from '@/data/api/notify'
import { buildTree, type StructureRow } from '@/domain/projects/structure'
import { parseClipboard, toClipboard } from '@/components/grid/clipboard'
import { COLUMNS, isEditableCol, parseCell, type EditableKey } from '../grid/columns'
import type { GridDims, GridEffect } from '@/components/grid/grid-model'
import { useGridState } from '@/components/grid/use-grid-state'
import { emptyHistory, record, stepOf, type EditHistory } from '../grid/history'
import { cellText, clearPlan, copyBlock, gridLines, planPaste, type GridLine } from '../grid/view'
import { structureCommands } from './commands'

/**
 * State and effects of the structure grid: the pure keyboard reducer (grid/grid-model.ts) fed
 * with the visible lines, and its effects turned into repository commands.
 */
export function useGridController(projectId: string, rows: readonly StructureRow[], tenderNames: ReadonlyMap<string, string>) {
  const commands = useMemo(() => structureCommands(projectId), [projectId])
  const tree = useMemo(() => buildTree(rows), [rows])
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set())
  const lines = useMemo(() => gridLines(tree, folded), [tree, folded])
  const linesRef = useRef(lines)
  linesRef.current = lines
  const rowsRef = useRef(rows)
  rowsRef.current = rows
  const history = useRef<EditHistory>(emptyHistory())

  const dims: GridDims = useMemo(
    () => ({
      rows: lines.length,
      cols: COLUMNS.length,
      editable: isEditableCol,
      valueAt: (r, c) => {
        const line = lines[r]
        return line ? cellText(line, c, tenderNames) : ''
      },
    }),
    [lines, tenderNames],
  )

  const fold = useCallback((row: number, open?: boolean) => {
    const line = linesRef.current[row]
    if (!line?.hasChildren) return
    setFolded((prev) => {
      const next = new Set(prev)
      const shouldOpen = open ?? next.has(line.node.ID)
      if (shouldOpen) next.delete(line.node.ID)
      else next.add(line.node.ID)
      return next
    })
  }, [])

  const runEffect = useCallback(
    (effect: GridEffect) => {
      const current = linesRef.current
      switch (effect.kind) {
        case 'commit': {
          const line = current[effect.row]
          const key = COLUMNS[effect.col]?.key
          if (!line || !key || !isEditableCol(effect.col)) return
          const parsed = parseCell(key as EditableKey, effect.value)
          if (!parsed.ok) {
            notifier().toast(`${COLUMNS[effect.col]?.title ?? ''}：${parsed.message}`, { kind: 'error' })
            return
          }
          if (parsed.value === line.node[key as EditableKey]) return
          const fields = { [key]: parsed.value }
          const step = stepOf(rowsRef.current, [{ id: line.node.ID, fields }])
          // One update through the block writer, which answers the ids (undefined when refused).
          void commands.paste({ updates: [{ id: line.node.ID, fields }], creates: [] }).then((done) => {
            if (done !== undefined && step) history.current = record(history.current, step)
          })
          return
        }
        case 'clear': {
          const plan = clearPlan(current, effect.range)
          if (plan.length === 0) return
          const step = stepOf(rowsRef.current, plan)
          void commands.clear(plan).then((done) => {
            if (done !== undefined && step) history.current = record(history.current, step)
          })
          return
        }
        case 'paste': {
          const { block, rejected } = planPaste(current, effect.at, parseClipboard(effect.text))
          const before = rowsRef.current
          void commands.paste(block).then((ids) => {
            if (ids === undefined) return
            const step = stepOf(before, block.updates, block.creates, ids)
            if (step) history.current = record(history.current, step)
            const note = rejected > 0 ? `，${rejected} 个单元格不是有效数字，已跳过` : ''
            notifier().toast(`已粘贴 ${block.updates.length + block.creates.length} 行${note}`, { kind: rejected > 0 ? 'warning' : 'success' })
          })
          return
        }
        case 'fold':
          fold(effect.row, effect.open)
          return
        case 'copy':
          return
      }
    },
    [commands, fold],
  )

  const { state, dispatch, copyRange, setFocusId } = useGridState(lines, (l) => l.node.ID, dims, runEffect)

  /** Ctrl+Z: puts back the last value edit; false when there is none. */
  const undo = useCallback(async (): Promise<boolean> => {
    const step = history.current.past.at(-1)
    if (!step) return false
    history.current = { past: history.current.past.slice(0, -1), future: [...history.current.future, step] }
    if (step.before.length > 0) await commands.clear(step.before)
    for (const id of step.created) await commands.remove(id)
    return true
  }, [commands])

  /** Ctrl+Y / Ctrl+Shift+Z: does the last undone edit again; false when there is none. */
  const redo = useCallback(async (): Promise<boolean> => {
    const step = history.current.future.at(-1)
    if (!step) return false
    history.current = { past: [...history.current.past, step], future: history.current.future.slice(0, -1) }
    const ids = await commands.paste({ updates: step.after, creates: step.creates })
    if (ids) step.created = ids
    return true
  }, [commands])

  /** Ctrl+C: the selected cells as an Excel-compatible block, or null to let the browser copy. */
  const copyText = useCallback((): string | null => {
    const range = copyRange()
    return range === null ? null : toClipboard(copyBlock(linesRef.current, range, tenderNames))
  }, [copyRange, tenderNames])

  const activeLine: GridLine | undefined = lines[state.active.row]
  return { lines, state, dispatch, copyText, fold, folded, setFolded, activeLine, setFocusId, commands, undo, redo }
}
