import { useCallback, useEffect, useRef, useState } from 'react'
import {
  gridReducer,
  initialGrid,
  type GridAction,
  type GridDims,
  type GridEffect,
  type GridState,
  type Range,
} from './grid-model'

/** A row to land on once it appears; `col` is the column to land in (the same one when absent). */
interface Landing {
  id: string
  col?: number
}

/**
 * The keyboard state of a grid: the pure reducer (grid-model.ts) run on the latest state even
 * when several keys arrive before a re-render, its effects handed to `runEffect`, and a row to
 * land on once it appears (`setFocusId`, e.g. a row a command just made, in the column a user
 * types first). Each landing bumps `landed`, which GridFrame takes as its cue to take the
 * keyboard back from the toolbar button that made the row: typing then goes into the new row,
 * never into the row that was active before it appeared. Shared by the structure grid and the
 * bill grid; each keeps its own lines, commands and history.
 */
export function useGridState<L>(
  lines: readonly L[],
  idOf: (line: L) => string,
  dims: GridDims,
  runEffect: (effect: GridEffect) => void,
  firstCol?: number,
) {
  const [state, setState] = useState<GridState>(() => initialGrid(firstCol))
  const stateRef = useRef(state)
  const [landing, setLanding] = useState<Landing | null>(null)
  const [landed, setLanded] = useState(0)
  const setFocusId = useCallback((id: string, col?: number) => setLanding({ id, col }), [])

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

  /** The range Ctrl+C copies, or null to let the browser copy (an editor is open). */
  const copyRange = useCallback((): Range | null => {
    const result = gridReducer(stateRef.current, { type: 'copy' }, dims)
    return result.effect?.kind === 'copy' ? result.effect.range : null
  }, [dims])

  // Rows came or went: keep the active cell in range, and land on the row asked for.
  useEffect(() => {
    dispatch({ type: 'clamp' })
    if (landing === null) return
    const index = lines.findIndex((l) => idOf(l) === landing.id)
    if (index >= 0) {
      dispatch({
        type: 'focusRow',
        row: index,
        ...(landing.col === undefined ? {} : { col: landing.col }),
      })
      setLanding(null)
      setLanded((n) => n + 1)
    }
    // Only the lines matter here; dispatch changes with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, landing])

  return { state, stateRef, dispatch, copyRange, setFocusId, landed }
}
