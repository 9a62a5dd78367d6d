import { useCallback, useMemo, useRef } from 'react'
import { notifier } from '@/data/api/notify'
import { historyPort, lazyMap, say } from './bill-commands'
import { useBillLibrary } from './use-bill-library'
import { UNNAMED_ITEM, type LibraryItem } from '@/domain/bill/library'
import { withFormula } from '@/domain/bill/quantity'
import {
  addGroup,
  addItems,
  deleteItems,
  getItems,
  renameGroup,
  suggestCode,
  editItems,
} from '@/data/repositories/bill'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { parseClipboard, toClipboard } from '@/components/grid/clipboard'
import { selection, type GridDims, type GridEffect } from '@/components/grid/grid-model'
import { useGridState } from '@/components/grid/use-grid-state'
import { onAppDb } from '@/data/app-db'
import { EditHistory, stepOf } from '../grid/history'
import { billLines, cellText, isEditableCol, type BillColumn } from '../grid/lines'
import { clearPlan, copyBlock, insertBelow, planPaste, selectedItemIds } from '../grid/edit-plans'

/**
 * State and effects of the bill grid: the shared keyboard reducer (components/grid) fed with the
 * 分部-grouped lines, its effects turned into repository commands, and the undo history.
 */
export function useBillGrid(
  projectId: string,
  unitId: string,
  kind: ItemKind,
  items: readonly BillItem[],
  groups: readonly BillGroup[],
  search: string,
  columns: readonly BillColumn[],
  chunks?: readonly (readonly BillItem[])[],
) {
  const lines = useMemo(
    () => billLines(chunks ? { chunks } : items, groups, kind, search),
    [chunks, items, groups, kind, search],
  )
  const linesRef = useRef(lines)
  linesRef.current = lines
  // The items by id, made on the first edit after the items changed (not per chunk read).
  const byId = useMemo(() => lazyMap(items), [items])
  const byIdRef = useRef(byId)
  byIdRef.current = byId
  const history = useRef(new EditHistory())
  // The grid state's setFocusId, for effects (made before the grid state they feed).
  const landRef = useRef<(id: string, col?: number) => void>(() => undefined)

  const dims: GridDims = useMemo(
    () => ({
      rows: lines.length,
      cols: columns.length,
      editable: (c) => isEditableCol(c, columns),
      valueAt: (r, c) => {
        const line = lines[r]
        return line ? cellText(line, c, 'edit', columns) : ''
      },
    }),
    [lines, columns],
  )

  /** Items whose unit was written in this session (typed, pasted, filled): a 清单库 fill keeps it. */
  const typedUnits = useRef(new Set<string>())
  const update = useCallback(async (raw: { id: string; fields: Record<string, unknown> }[]) => {
    // What a 计算式 implies is part of the step, so undo puts 工程量 back too.
    const updates = []
    for (const u of raw) {
      const done = withFormula(u.fields, byIdRef.current.get(u.id))
      if (!done.ok) return say(done)
      updates.push({ id: u.id, fields: done.fields })
      if ('Unit' in u.fields) typedUnits.current.add(u.id)
    }
    const step = stepOf(byIdRef.current, updates)
    const r = await onAppDb(editItems)(updates)
    if (say(r) && step) history.current.record(step)
    return r.ok
  }, [])

  const add = useCallback(
    async (docs: Record<string, unknown>[], beforeId?: string, groupId = '') => {
      const r = await onAppDb(addItems)(
        projectId,
        unitId,
        { kind, groupId, ...(beforeId ? { beforeId } : {}) },
        docs,
      )
      if (!say(r) || !r.ok) return null
      const made = r.value
      history.current.record({
        before: [],
        after: [],
        created: await onAppDb(getItems)(made),
        deleted: [],
      })
      return made
    },
    [projectId, unitId, kind],
  )

  /** Renames a 分部 in place (its heading's 项目名称 cell). */
  const rename = useCallback(async (id: string, from: string, to: string) => {
    const r = await onAppDb(renameGroup)(id, to)
    if (say(r) && from !== to.trim())
      history.current.record({
        before: [],
        after: [],
        created: [],
        deleted: [],
        group: { type: 'rename', id, from, to: to.trim() },
      })
  }, [])

  // A new item or 分部 is named first: land in 项目名称, whatever column was active before.
  const nameCol = columns.findIndex((c) => c.key === 'Name')
  const lib = useBillLibrary({
    items,
    update,
    add,
    linesRef,
    typedUnits,
    land: useCallback((id: string, col?: number) => landRef.current(id, col), []),
    nameCol,
  })

  const runEffect = useCallback(
    (effect: GridEffect) => {
      const current = linesRef.current
      switch (effect.kind) {
        case 'commit': {
          const line = current[effect.row]
          const key = columns[effect.col]?.key
          if (!line || !key || !isEditableCol(effect.col, columns)) return
          if (cellText(line, effect.col, 'edit', columns) === effect.value) return
          if (line.type === 'group') {
            if (key === 'Name' && line.group !== null)
              void rename(line.group.ID, line.name, effect.value)
            return
          }
          if (key === 'Code') void lib.commitCode(line.item, effect.value)
          else void update([{ id: line.id, fields: { [key]: effect.value } }])
          return
        }
        case 'clear': {
          const plan = clearPlan(current, effect.range, columns)
          if (plan.length > 0) void update(plan)
          return
        }
        case 'paste': {
          if (effect.below !== undefined) {
            // Ctrl+Shift+V: every pasted row becomes a new item under the selection.
            const rows = planPaste(
              current,
              { row: current.length, col: effect.at.col },
              parseClipboard(effect.text),
              columns,
            ).creates
            const place = insertBelow(current, effect.below)
            void add(rows, place.beforeId, place.groupId).then((made) => {
              if (!made?.[0]) return
              landRef.current(made[0], effect.at.col)
              notifier().toast(`已在下方插入 ${made.length} 行`, { kind: 'success' })
            })
            return
          }
          const plan = planPaste(current, effect.at, parseClipboard(effect.text), columns)
          void (async () => {
            if (plan.updates.length > 0 && !(await update(plan.updates))) return
            if (plan.creates.length > 0) await add(plan.creates)
            notifier().toast(`已粘贴 ${plan.updates.length + plan.creates.length} 行`, {
              kind: 'success',
            })
          })()
          return
        }
        case 'fold':
        case 'copy':
          return
      }
    },
    [update, add, rename, columns, lib],
  )

  const { state, stateRef, dispatch, copyRange, setFocusId, landed } = useGridState(
    lines,
    (l) => l.id,
    dims,
    runEffect,
    1,
  )
  landRef.current = setFocusId

  /** 新增清单项 / 插入: a row with the next free code, placed after (or before) the active one. */
  const addRow = useCallback(
    async (where: 'end' | 'before') => {
      const line = linesRef.current[stateRef.current.active.row]
      const near = line?.type === 'item' ? line.item : undefined
      const code = suggestCode(items, near?.Code)
      const groupId = near?.GroupId ?? (line?.type === 'group' ? line.id : '')
      const made = await add(
        [{ Code: code, Name: UNNAMED_ITEM, Unit: near?.Unit ?? 'm3' }],
        where === 'before' ? near?.ID : undefined,
        groupId,
      )
      if (made?.[0]) setFocusId(made[0], nameCol)
    },
    [add, items, setFocusId, stateRef, nameCol],
  )

  const removeSelected = useCallback(async () => {
    const ids = selectedItemIds(linesRef.current, selection(stateRef.current))
    if (ids.length === 0) return
    const ok = await notifier().confirm(`确定删除选中的 ${ids.length} 个清单项吗？`, {
      title: '删除清单项',
      confirmText: '删除',
    })
    if (!ok) return
    const docs = ids.flatMap((id) => byIdRef.current.get(id) ?? [])
    await onAppDb(deleteItems)(ids)
    history.current.record({ before: [], after: [], created: [], deleted: docs })
  }, [stateRef])

  /** Ctrl+D: the top selected cell's value into the cells below it. */
  const fill = useCallback(async () => {
    const range = selection(stateRef.current)
    const key = columns[range.left]?.key
    const ids = selectedItemIds(linesRef.current, range)
    if (!key || !isEditableCol(range.left, columns) || ids.length < 2) {
      notifier().toast('请先选中同一列的多个单元格（Shift+方向键），再向下填充', { kind: 'info' })
      return
    }
    const first = byIdRef.current.get(ids[0]!) as Record<string, unknown> | undefined
    await update(ids.slice(1).map((id) => ({ id, fields: { [key]: first?.[key] ?? null } })))
  }, [update, stateRef, columns])

  /** 新增分部: a 分部 after the last one, its heading active so typing renames it. */
  const addSection = useCallback(async () => {
    const mine = groups.filter((g) => g.Kind === kind)
    const sort = mine.reduce((m, g) => Math.max(m, g.Sort), 0) + 1
    const r = await onAppDb(addGroup)(projectId, unitId, kind, `新分部${mine.length + 1}`, sort)
    if (!say(r) || !r.ok) return
    const doc: BillGroup = {
      ID: r.value,
      ProId: projectId,
      UnitId: unitId,
      Kind: kind,
      Name: `新分部${mine.length + 1}`,
      Sort: sort,
    }
    history.current.record({
      before: [],
      after: [],
      created: [],
      deleted: [],
      group: { type: 'add', doc },
    })
    setFocusId(r.value, nameCol)
  }, [groups, kind, projectId, unitId, setFocusId, nameCol])

  /** 主材 of one item, saved as one update (undo/redo like any edit). */
  const saveMaterials = useCallback(
    (id: string, materials: readonly object[]) =>
      update([{ id, fields: { Materials: materials } }]),
    [update],
  )

  /** 清单库 panel: the chosen item below the active row. */
  const insertFromLibrary = useCallback(
    (item: LibraryItem) => lib.insertItem(item, stateRef.current.active.row),
    [lib, stateRef],
  )

  const undo = useCallback(() => history.current.undo(historyPort), [])
  const redo = useCallback(() => history.current.redo(historyPort), [])

  const copyText = useCallback((): string | null => {
    const range = copyRange()
    return range === null ? null : toClipboard(copyBlock(linesRef.current, range, columns))
  }, [copyRange, columns])

  return {
    lines,
    state,
    dispatch,
    landed,
    addRow,
    addSection,
    removeSelected,
    fill,
    saveMaterials,
    insertFromLibrary,
    undo,
    redo,
    copyText,
  }
}
