import { useCallback, useMemo, useRef } from 'react'
import { notifier } from '@/data/api/notify'
import {
  addGroup,
  addItems,
  deleteGroup,
  deleteItems,
  getItems,
  renameGroup,
  restoreGroup,
  restoreItems,
  suggestCode,
  updateItems,
  type Checked,
} from '@/data/repositories/bill'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { parseClipboard, toClipboard } from '@/components/grid/clipboard'
import { selection, type GridDims, type GridEffect } from '@/components/grid/grid-model'
import { useGridState } from '@/components/grid/use-grid-state'
import { onAppDb } from '@/data/app-db'
import { EditHistory, stepOf, type HistoryPort } from '../grid/history'
import { billLines, cellText, isEditableCol, type BillColumn } from '../grid/lines'
import { clearPlan, copyBlock, insertBelow, planPaste, selectedItemIds } from '../grid/edit-plans'

/** The items by id, the Map built on first use. */
function lazyMap(items: readonly BillItem[]): Pick<ReadonlyMap<string, BillItem>, 'get'> {
  let map: Map<string, BillItem> | undefined
  return { get: (id) => (map ??= new Map(items.map((i) => [i.ID, i]))).get(id) }
}

const say = (r: Checked<unknown>): boolean => {
  if (!r.ok) notifier().toast(r.message, { kind: 'error', durationMs: 4000 })
  else if (r.warnings.length > 0)
    notifier().toast(`已保存。提示：${r.warnings.slice(0, 3).join('；')}`, {
      kind: 'warning',
      durationMs: 4000,
    })
  return r.ok
}

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

  const port: HistoryPort = useMemo(
    () => ({
      update: async (updates) => say(await onAppDb(updateItems)(updates)),
      remove: (ids) => onAppDb(deleteItems)(ids),
      restore: (docs) => onAppDb(restoreItems)(docs),
      renameGroup: async (id, name) => say(await onAppDb(renameGroup)(id, name)),
      removeGroup: (id) => onAppDb(deleteGroup)(id),
      restoreGroup: (doc) => onAppDb(restoreGroup)(doc),
    }),
    [],
  )

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

  const update = useCallback(async (updates: { id: string; fields: Record<string, unknown> }[]) => {
    const step = stepOf(byIdRef.current, updates)
    const r = await onAppDb(updateItems)(updates)
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
          void update([{ id: line.id, fields: { [key]: effect.value } }])
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
    [update, add, rename, columns],
  )

  const { state, stateRef, dispatch, copyRange, setFocusId, landed } = useGridState(
    lines,
    (l) => l.id,
    dims,
    runEffect,
    1,
  )
  landRef.current = setFocusId

  // A new item or 分部 is named first: land in 项目名称, whatever column was active before.
  const nameCol = columns.findIndex((c) => c.key === 'Name')

  /** 新增清单项 / 插入: a row with the next free code, placed after (or before) the active one. */
  const addRow = useCallback(
    async (where: 'end' | 'before') => {
      const line = linesRef.current[stateRef.current.active.row]
      const near = line?.type === 'item' ? line.item : undefined
      const code = suggestCode(items, near?.Code)
      const groupId = near?.GroupId ?? (line?.type === 'group' ? line.id : '')
      const made = await add(
        [{ Code: code, Name: '未命名清单项', Unit: near?.Unit ?? 'm3' }],
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

  const undo = useCallback(() => history.current.undo(port), [port])
  const redo = useCallback(() => history.current.redo(port), [port])

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
    undo,
    redo,
    copyText,
  }
}
