import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { notifier } from '../hooks/notify'
import { projectTotals, validateStructure, type StructureIssue, type StructureRow } from '@/domain/projects/structure'
import { COLUMNS, GRID_TEMPLATE, issueMap, totalText } from '../grid/columns'
import { selection } from '../grid/grid-model'
import { confirmStructure } from '../hooks/commands'
import { useGridController } from '../hooks/use-grid-controller'
import { useWindow } from '../hooks/use-window'
import { GridRow, ROW_HEIGHT, cellId } from './grid-row'
import { StructureToolbar, type ToolbarAction } from './structure-toolbar'

/** A keydown an input method is processing (key "Process", key code 229) or composing. */
function isImeKey(e: React.KeyboardEvent): boolean {
  return e.key === 'Process' || e.keyCode === 229 || e.nativeEvent.isComposing
}

/** The structure grid with its toolbar, check marks and totals row (keyboard model: grid/grid-model.ts). */
export function StructureGrid({
  projectId,
  rows,
  tenderNames,
  toolbarSlot,
}: {
  projectId: string
  rows: readonly StructureRow[]
  tenderNames: ReadonlyMap<string, string>
  toolbarSlot?: ReactNode
}) {
  const gridId = useId().replace(/:/g, '')
  const ctl = useGridController(projectId, rows, tenderNames)
  const { lines, state, dispatch, commands, activeLine } = ctl
  const win = useWindow(lines.length, ROW_HEIGHT)
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const dragged = useRef<number | null>(null)
  // After the first 检查 the marks follow the data, so a fixed cell loses its red at once.
  const issues = useMemo<StructureIssue[]>(() => (checked ? validateStructure(rows) : []), [checked, rows])
  const marks = useMemo(() => issueMap(issues), [issues])
  // Top-level rows are never folded away, and each carries its whole subtree.
  const totals = useMemo(() => projectTotals(lines.filter((l) => l.node.depth === 0).map((l) => l.node)), [lines])
  const range = selection(state)

  const { reveal } = win
  useEffect(() => {
    reveal(state.active.row, ROW_HEIGHT, ROW_HEIGHT)
  }, [state.active.row, reveal])

  // Leaving the editor hands the keyboard back to the grid.
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && state.editing === null) win.ref.current?.focus({ preventScroll: true })
    wasEditing.current = state.editing !== null
  }, [state.editing, win.ref])

  const runAction = useCallback(
    async (action: ToolbarAction) => {
      const id = activeLine?.node.ID
      switch (action) {
        case 'add': {
          const created = await commands.addRow()
          if (created) ctl.setFocusId(created)
          break
        }
        case 'check': {
          setChecked(true)
          const found = validateStructure(rows).length
          notifier().toast(found === 0 ? '检查通过' : `发现 ${found} 处问题，已标红`, { kind: found === 0 ? 'success' : 'warning' })
          break
        }
        case 'confirm': {
          setBusy(true)
          const outcome = await confirmStructure(projectId).finally(() => setBusy(false))
          if (outcome.kind === 'issues') {
            setChecked(true)
            notifier().toast(`结构检查未通过：${outcome.issues.length} 处问题`, { kind: 'error', durationMs: 5000 })
          } else if (outcome.kind === 'server') notifier().toast('结构已确认', { kind: 'success' })
          else if (outcome.kind === 'local') notifier().toast('结构已确认，联网后同步到服务器', { kind: 'success' })
          break
        }
        default:
          if (id !== undefined) await rowAction(action, id)
      }
      win.ref.current?.focus({ preventScroll: true })
    },
    // rowAction is defined below and only reads the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [activeLine, commands, projectId, rows],
  )

  async function rowAction(action: ToolbarAction, id: string) {
    const line = activeLine
    if (!line) return
    if (action === 'insert') {
      const created = await commands.insertRow(id, 'before')
      if (created) ctl.setFocusId(created)
    } else if (action === 'child') {
      ctl.setFolded((prev) => new Set([...prev].filter((f) => f !== id)))
      const created = await commands.addChild(id)
      if (created) ctl.setFocusId(created)
    } else if (action === 'indent' || action === 'outdent') {
      const moved = action === 'indent' ? await commands.indent(id) : await commands.outdent(id)
      if (moved === false) notifier().toast(action === 'indent' ? '没有上一个同级单项，不能降级' : '已是顶层，不能升级', { kind: 'info' })
      ctl.setFocusId(id)
    } else if (action === 'up' || action === 'down') {
      if ((await commands.move(id, action)) === false) notifier().toast(action === 'up' ? '已是第一个' : '已是最后一个', { kind: 'info' })
      ctl.setFocusId(id)
    } else if (action === 'copy') {
      const created = await commands.copy(id)
      if (created) ctl.setFocusId(created)
    } else if (action === 'delete') {
      const below = rows.filter((r) => r.ParentID === id).length
      const name = line.node.Project_Name || `第 ${line.num} 行`
      const ok = await notifier().confirm(below > 0 ? `确定删除“${name}”及其全部子项吗？` : `确定删除“${name}”吗？`, { title: '删除单项', confirmText: '删除' })
      if (ok) await commands.remove(id)
    }
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (state.editing === null && isImeKey(e)) {
      // An input method is starting on a selected cell: open the editor now, inside this keydown,
      // so the composition lands in it and keeps every character (as Excel does).
      flushSync(() => dispatch({ type: 'compose' }))
      return
    }
    if (e.nativeEvent.isComposing) return
    const mod = e.ctrlKey || e.metaKey
    if (mod && state.editing === null && ['z', 'y'].includes(e.key.toLowerCase())) {
      e.preventDefault()
      const back = e.key.toLowerCase() === 'z' && !e.shiftKey
      void (back ? ctl.undo() : ctl.redo()).then((done) => {
        if (!done) notifier().toast(back ? '没有可撤销的操作' : '没有可重做的操作', { kind: 'info' })
      })
      return
    }
    if (mod && ['c', 'v', 'x'].includes(e.key.toLowerCase())) return // clipboard events
    const handled = dispatch({ type: 'key', input: { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey } })
    if (handled) e.preventDefault()
  }

  const activeDescendant = lines.length > 0 && state.editing === null ? cellId(gridId, state.active.row, state.active.col) : undefined
  const visible = lines.slice(win.range.start, win.range.end)

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <StructureToolbar hasRow={activeLine !== undefined} busy={busy} onAction={(a) => void runAction(a)} slot={toolbarSlot} />
      <p role="status" className="min-h-5 text-xs text-muted-foreground">
        {checked && (issues.length === 0 ? '检查通过：名称、建筑面积、套内面积、栋数均已填写' : `检查发现 ${issues.length} 处问题（标红的单元格，鼠标悬停查看原因）`)}
      </p>
      <div
        ref={win.ref}
        role="grid"
        aria-label="项目结构"
        aria-rowcount={lines.length + 2}
        aria-colcount={COLUMNS.length}
        aria-multiselectable
        aria-activedescendant={activeDescendant}
        tabIndex={0}
        onScroll={win.onScroll}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          if (state.editing === null) flushSync(() => dispatch({ type: 'compose' }))
        }}
        onPaste={(e) => {
          if (dispatch({ type: 'paste', text: e.clipboardData.getData('text/plain') })) e.preventDefault()
        }}
        onCopy={(e) => {
          const text = ctl.copyText()
          if (text === null) return
          e.clipboardData.setData('text/plain', text)
          e.preventDefault()
        }}
        className="relative h-[calc(100vh-15rem)] min-h-72 overflow-auto rounded-md border bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div role="rowgroup" className="sticky top-0 z-10">
          <div role="row" aria-rowindex={1} className="grid border-b bg-muted text-sm font-medium" style={{ gridTemplateColumns: GRID_TEMPLATE, height: ROW_HEIGHT }}>
            {COLUMNS.map((c) => (
              <div key={c.key} role="columnheader" className={`flex items-center border-r px-2 ${c.numeric ? 'justify-end' : ''}`}>
                {c.title}
              </div>
            ))}
          </div>
        </div>
        {/* Empty, the group takes the hint's own height so the sticky 合计 row does not cover it. */}
        <div role="rowgroup" className="relative" style={lines.length === 0 ? undefined : { height: win.totalHeight }}>
          {lines.length === 0 && <p className="px-6 pb-12 pt-6 text-center text-sm text-muted-foreground">还没有单项工程。点击“新增单项”，或从 Excel 复制后按 Ctrl+V 粘贴。</p>}
          {visible.map((line, i) => {
            const index = win.range.start + i
            const inRows = index >= range.top && index <= range.bottom
            return (
              <GridRow
                key={line.node.ID}
                gridId={gridId}
                line={line}
                index={index}
                activeCol={index === state.active.row ? state.active.col : -1}
                selected={inRows ? [range.left, range.right] : null}
                draft={index === state.active.row ? state.editing : null}
                issues={marks}
                tenderName={tenderNames.get(line.node.TenderID) ?? ''}
                onCellDown={(row, col, shift) => {
                  dispatch({ type: 'click', cell: { row, col }, shift })
                  win.ref.current?.focus({ preventScroll: true })
                }}
                onCellDouble={(row, col) => dispatch({ type: 'dblclick', cell: { row, col } })}
                onDraft={(draft) => dispatch({ type: 'input', draft })}
                onEditorBlur={() => dispatch({ type: 'blur' })}
                onFold={(row) => ctl.fold(row)}
                onDragRow={(row) => (dragged.current = row)}
                onDropRow={(row) => {
                  const from = lines[dragged.current ?? -1]
                  const to = lines[row]
                  dragged.current = null
                  if (!from || !to || from === to) return
                  const siblings = lines.filter((l) => l.node.ParentID === to.node.ParentID && l.node.ID !== from.node.ID)
                  void commands.moveTo(from.node.ID, to.node.ParentID, siblings.findIndex((l) => l.node.ID === to.node.ID))
                }}
              />
            )
          })}
        </div>
        <div role="rowgroup" className="sticky bottom-0 z-10">
          <div role="row" aria-rowindex={lines.length + 2} className="grid border-t bg-muted text-sm font-semibold" style={{ gridTemplateColumns: GRID_TEMPLATE, height: ROW_HEIGHT }}>
            {COLUMNS.map((c) => (
              <div key={c.key} role="gridcell" data-total={c.key} className={`flex items-center border-r px-2 ${c.numeric ? 'justify-end tabular-nums' : ''}`}>
                {c.key === 'Project_Name' ? '合计' : c.key === 'BuiltArea' || c.key === 'InArea' || c.key === 'SellArea' ? totalText(totals, c.key) : ''}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
