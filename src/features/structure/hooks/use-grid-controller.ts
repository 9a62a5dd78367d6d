import { useCallback, useMemo, useRef, useState } from 'react'
import { notifier } from '@/data/api/notify'
import { buildTree, type StructureRow } from '@/domain/projects/structure'
import { parseClipboard, toClipboard } from '@/components/grid/clipboard'
import { COLUMNS, isEditableCol, parseCell, type EditableKey } from '../grid/columns'
import type { GridDims, GridEffect } from '@/components/grid/grid-model'
import { useGridState } from '@/components/grid/use-grid-state'
import {
  diffStep,
  emptyHistory,
  planOf,
  record,
  stepOf,
  type Aliases,
  type EditHistory,
  type EditStep,
} from '../grid/history'
import { cellText, clearPlan, copyBlock, gridLines, planPaste, type GridLine } from '../grid/view'
import { structureCommands } from './commands'
import type { RowFields } from '@/data/repositories/structure'

/**
 * State and effects of the structure grid: the pure keyboard reducer (grid/grid-model.ts) fed
 * with the visible lines, and its effects turned into repository commands.
 */
export function useGridController(
  projectId: string,
  rows: readonly StructureRow[],
  tenderNames: ReadonlyMap<string, string>,
) {
  const history = useRef<EditHistory>(emptyHistory())
  const aliases = useRef<Aliases>(new Map())
  const commands = useMemo(
    () =>
      undoableCommands(
        structureCommands(projectId),
        (step) => (history.current = record(history.current, step)),
      ),
    [projectId],
  )
  const tree = useMemo(() => buildTree(rows), [rows])
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set())
  const lines = useMemo(() => gridLines(tree, folded), [tree, folded])
  const linesRef = useRef(lines)
  linesRef.current = lines
  const rowsRef = useRef(rows)
  rowsRef.current = rows

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

  /**
   * Typed values and Delete: one write through the untracked block writer (undefined when
   * refused); the step comes from the rows on screen, without reading the project twice.
   */
  const writeValues = useCallback(
    (updates: Array<{ id: string; fields: RowFields }>) => {
      const step = stepOf(rowsRef.current, updates)
      void commands.clear(updates).then((done) => {
        if (done !== undefined && step) history.current = record(history.current, step)
      })
    },
    [commands],
  )

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
            notifier().toast(`${COLUMNS[effect.col]?.title ?? ''}：${parsed.message}`, {
              kind: 'error',
            })
            return
          }
          if (parsed.value === line.node[key as EditableKey]) return
          writeValues([{ id: line.node.ID, fields: { [key]: parsed.value } }])
          return
        }
        case 'clear': {
          const plan = clearPlan(current, effect.range)
          if (plan.length > 0) writeValues(plan)
          return
        }
        case 'paste': {
          const { block, rejected } = planPaste(current, effect.at, parseClipboard(effect.text))
          void commands.paste(block).then((ids) => {
            if (ids === undefined) return
            const note = rejected > 0 ? `，${rejected} 个单元格不是有效数字，已跳过` : ''
            notifier().toast(`已粘贴 ${block.updates.length + block.creates.length} 行${note}`, {
              kind: rejected > 0 ? 'warning' : 'success',
            })
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
    [commands, fold, writeValues],
  )

  const { state, dispatch, copyRange, setFocusId, landed } = useGridState(
    lines,
    (l) => l.node.ID,
    dims,
    runEffect,
  )
  const setFocusIdRef = useRef(setFocusId)
  setFocusIdRef.current = setFocusId

  /** Writes one step back (undo) or again (redo) and focuses its first row. */
  const replay = useCallback(
    async (step: EditStep, direction: 'undo' | 'redo') => {
      const plan = planOf(step, direction, aliases.current, () => crypto.randomUUID())
      if ((await commands.restore(plan)) === undefined) return
      for (const [old, made] of plan.made) aliases.current.set(old, made)
      const focus = plan.create[0]?.ID ?? plan.update[0]?.id
      if (focus !== undefined) setFocusIdRef.current(focus)
    },
    [commands],
  )

  /** Ctrl+Z: puts back the last edit or command; false when there is none. */
  const undo = useCallback(async (): Promise<boolean> => {
    const step = history.current.past.at(-1)
    if (!step) return false
    history.current = {
      past: history.current.past.slice(0, -1),
      future: [...history.current.future, step],
    }
    await replay(step, 'undo')
    return true
  }, [replay])

  /** Ctrl+Y / Ctrl+Shift+Z: does the last undone edit again; false when there is none. */
  const redo = useCallback(async (): Promise<boolean> => {
    const step = history.current.future.at(-1)
    if (!step) return false
    history.current = {
      past: [...history.current.past, step],
      future: history.current.future.slice(0, -1),
    }
    await replay(step, 'redo')
    return true
  }, [replay])

  /** Ctrl+C: the selected cells as an Excel-compatible block, or null to let the browser copy. */
  const copyText = useCallback((): string | null => {
    const range = copyRange()
    return range === null ? null : toClipboard(copyBlock(linesRef.current, range, tenderNames))
  }, [copyRange, tenderNames])

  const activeLine: GridLine | undefined = lines[state.active.row]
  return {
    lines,
    state,
    dispatch,
    copyText,
    fold,
    folded,
    setFolded,
    activeLine,
    setFocusId,
    landed,
    commands,
    undo,
    redo,
  }
}

type Commands = ReturnType<typeof structureCommands>
const TRACKED = [
  'addRow',
  'insertRow',
  'addChild',
  'indent',
  'outdent',
  'move',
  'moveTo',
  'remove',
  'copy',
  'paste',
] as const

/**
 * The commands with undo: each tracked command reads the project's rows before and after and
 * records the difference as one step (nothing when it changed nothing or was refused).
 */
function undoableCommands(commands: Commands, onStep: (step: EditStep) => void): Commands {
  const tracked = { ...commands }
  for (const name of TRACKED) {
    const run = commands[name] as (...args: unknown[]) => Promise<unknown>
    Object.assign(tracked, {
      [name]: async (...args: unknown[]) => {
        const before = await commands.snapshot()
        const out = await run(...args)
        const step = diffStep(before, await commands.snapshot())
        if (step) onStep(step)
        return out
      },
    })
  }
  return tracked
}
