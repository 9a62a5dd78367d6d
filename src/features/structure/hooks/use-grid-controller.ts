import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { notifier } from '@/data/api/notify'
import { buildTree, type StructureRow } from '@/domain/projects/structure'
import { parseClipboard, toClipboard } from '../grid/clipboard'
import { COLUMNS, isEditableCol, parseCell, type EditableKey } from '../grid/columns'
import { gridReducer, initialGrid, type GridAction, type GridDims, type GridEffect, type GridState } from '../grid/grid-model'
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
  const [state, setState] = useState<GridState>(() => initialGrid())
  // The reducer runs on the latest state even when several keys arrive before a re-render.
  const stateRef = useRef(state)
  const linesRef = useRef(lines)
  linesRef.current = lines
  const [focusId, setFocusId] = useState<string | null>(null)

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
          void commands.update(line.node.ID, { [key]: parsed.value })
          return
        }
        case 'clear': {
          const plan = clearPlan(current, effect.range)
          if (plan.length > 0) void commands.clear(plan)
          return
        }
        case 'paste': {
          const { block, rejected } = planPaste(current, effect.at, parseClipboard(effect.text))
          void commands.paste(block).then((ids) => {
            if (ids === undefined) return
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

  /** Feeds one action to the reducer; returns whether the event was consumed. */
  const dispatch = useCallback(
    (action: GridAction): boolean => {
      const result = gridReducer(stateRef.current, action, dims)
      if (result.state !== stateRef.current) {
        stateRef.current = result.state
        setState(result.state)
      }
      if (result.effect) runEffect(result.effect)
      return result.handled
    },
    [dims, runEffect],
  )

  /** Ctrl+C: the selected cells as an Excel-compatible block, or null to let the browser copy. */
  const copyText = useCallback((): string | null => {
    const result = gridReducer(stateRef.current, { type: 'copy' }, dims)
    if (result.effect?.kind !== 'copy') return null
    return toClipboard(copyBlock(linesRef.current, result.effect.range, tenderNames))
  }, [dims, tenderNames])

  // Rows came or went: keep the active cell in range, and land on a row a command just made.
  useEffect(() => {
    dispatch({ type: 'clamp' })
    if (focusId === null) return
    const index = lines.findIndex((l) => l.node.ID === focusId)
    if (index >= 0) {
      dispatch({ type: 'focusRow', row: index })
      setFocusId(null)
    }
    // Only the lines matter here; dispatch changes with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, focusId])

  const activeLine: GridLine | undefined = lines[state.active.row]
  return { lines, state, dispatch, copyText, fold, folded, setFolded, activeLine, setFocusId, commands }
}
