import { useCallback, useMemo, useRef } from 'react'
import { notifier } from '@/data/api/notify'
import { addItems, deleteItems, getItems, restoreItems, suggestCode, updateItems, type Checked } from '@/data/repositories/bill'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { parseClipboard, toClipboard } from '@/components/grid/clipboard'
import { selection, type GridDims, type GridEffect } from '@/components/grid/grid-model'
import { useGridState } from '@/components/grid/use-grid-state'
import { onAppDb } from '@/data/app-db'
import { EditHistory, stepOf, type HistoryPort } from '../grid/history'
import { BILL_COLUMNS, billLines, cellText, clearPlan, copyBlock, isEditableCol, planPaste, selectedItemIds } from '../grid/lines'

const say = (r: Checked<unknown>): boolean => {
  if (!r.ok) notifier().toast(r.message, { kind: 'error', durationMs: 4000 })
  else if (r.warnings.length > 0) notifier().toast(`已保存。提示：${r.warnings.slice(0, 3).join('；')}`, { kind: 'warning', durationMs: 4000 })
  return r.ok
}

/**
 * State and effects of the bill grid: the shared keyboard reducer (components/grid) fed with the
 * 分部-grouped lines, its effects turned into repository commands, and the undo history.
 */
export function useBillGrid(projectId: string, unitId: string, kind: ItemKind, items: readonly BillItem[], groups: readonly BillGroup[], search: string) {
  const lines = useMemo(() => billLines(items, groups, kind, search), [items, groups, kind, search])
  const linesRef = useRef(lines)
  linesRef.current = lines
  const byId = useMemo(() => new Map(items.map((i) => [i.ID, i])), [items])
  const byIdRef = useRef(byId)
  byIdRef.current = byId
  const history = useRef(new EditHistory())

  const port: HistoryPort = useMemo(
    () => ({
      update: async (updates) => say(await onAppDb(updateItems)(updates)),
      remove: (ids) => onAppDb(deleteItems)(ids),
      restore: (docs) => onAppDb(restoreItems)(docs),
    }),
    [],
  )

  const dims: GridDims = useMemo(
    () => ({
      rows: lines.length,
      cols: BILL_COLUMNS.length,
      editable: isEditableCol,
      valueAt: (r, c) => {
        const line = lines[r]
        return line ? cellText(line, c, 'edit') : ''
      },
    }),
    [lines],
  )

  const update = useCallback(async (updates: { id: string; fields: Record<string, unknown> }[]) => {
    const step = stepOf(byIdRef.current, updates)
    const r = await onAppDb(updateItems)(updates)
    if (say(r) && step) history.current.record(step)
    return r.ok
  }, [])

  const add = useCallback(
    async (docs: Record<string, unknown>[], beforeId?: string, groupId = '') => {
      const r = await onAppDb(addItems)(projectId, unitId, { kind, groupId, ...(beforeId ? { beforeId } : {}) }, docs)
      if (!say(r) || !r.ok) return null
      const made = r.value
      history.current.record({ before: [], after: [], created: await onAppDb(getItems)(made), deleted: [] })
      return made
    },
    [projectId, unitId, kind],
  )

  const runEffect = useCallback(
    (effect: GridEffect) => {
      const current = linesRef.current
      switch (effect.kind) {
        case 'commit': {
          const line = current[effect.row]
          const key = BILL_COLUMNS[effect.col]?.key
          if (!line || line.type !== 'item' || !key || !isEditableCol(effect.col)) return
          if (cellText(line, effect.col, 'edit') === effect.value) return
          void update([{ id: line.id, fields: { [key]: effect.value } }])
          return
        }
        case 'clear': {
          const plan = clearPlan(current, effect.range)
          if (plan.length > 0) void update(plan)
          return
        }
        case 'paste': {
          const plan = planPaste(current, effect.at, parseClipboard(effect.text))
          void (async () => {
            if (plan.updates.length > 0 && !(await update(plan.updates))) return
            if (plan.creates.length > 0) await add(plan.creates)
            notifier().toast(`已粘贴 ${plan.updates.length + plan.creates.length} 行`, { kind: 'success' })
          })()
          return
        }
        case 'fold':
        case 'copy':
          return
      }
    },
    [update, add],
  )

  const { state, stateRef, dispatch, copyRange, setFocusId } = useGridState(lines, (l) => l.id, dims, runEffect, 1)

  /** 新增清单项 / 插入: a row with the next free code, placed after (or before) the active one. */
  const addRow = useCallback(
    async (where: 'end' | 'before') => {
      const line = linesRef.current[stateRef.current.active.row]
      const near = line?.type === 'item' ? line.item : undefined
      const code = suggestCode(items, near?.Code)
      const groupId = near?.GroupId ?? (line?.type === 'group' ? line.id : '')
      const made = await add([{ Code: code, Name: '未命名清单项', Unit: near?.Unit ?? 'm3' }], where === 'before' ? near?.ID : undefined, groupId)
      if (made?.[0]) setFocusId(made[0])
    },
    [add, items, setFocusId, stateRef],
  )

  const removeSelected = useCallback(async () => {
    const ids = selectedItemIds(linesRef.current, selection(stateRef.current))
    if (ids.length === 0) return
    const ok = await notifier().confirm(`确定删除选中的 ${ids.length} 个清单项吗？`, { title: '删除清单项', confirmText: '删除' })
    if (!ok) return
    const docs = ids.flatMap((id) => byIdRef.current.get(id) ?? [])
    await onAppDb(deleteItems)(ids)
    history.current.record({ before: [], after: [], created: [], deleted: docs })
  }, [stateRef])

  /** Ctrl+D: the top selected cell's value into the cells below it. */
  const fill = useCallback(async () => {
    const range = selection(stateRef.current)
    const key = BILL_COLUMNS[range.left]?.key
    const ids = selectedItemIds(linesRef.current, range)
    if (!key || !isEditableCol(range.left) || ids.length < 2) {
      notifier().toast('请先选中同一列的多个单元格（Shift+方向键），再向下填充', { kind: 'info' })
      return
    }
    const first = byIdRef.current.get(ids[0]!) as Record<string, unknown> | undefined
    await update(ids.slice(1).map((id) => ({ id, fields: { [key]: first?.[key] ?? null } })))
  }, [update, stateRef])

  const undo = useCallback(() => history.current.undo(port), [port])
  const redo = useCallback(() => history.current.redo(port), [port])

  const copyText = useCallback((): string | null => {
    const range = copyRange()
    return range === null ? null : toClipboard(copyBlock(linesRef.current, range))
  }, [copyRange])

  return { lines, state, dispatch, addRow, removeSelected, fill, undo, redo, copyText }
}
