import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { ArrowDownToLine, Plus, Redo2, Rows3, Search, Trash2, Undo2 } from 'lucide-react'
import { notifier } from '../hooks/bill-commands'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { selection } from '@/components/grid/grid-model'
import { useWindow } from '@/components/grid/use-window'
import { BILL_COLUMNS, BILL_GRID_TEMPLATE, formatFen } from '../grid/lines'
import { useBillGrid } from '../hooks/use-bill-grid'
import { BillRow, ROW_HEIGHT, cellId } from './bill-row'

function isImeKey(e: React.KeyboardEvent): boolean {
  return e.key === 'Process' || e.keyCode === 229 || e.nativeEvent.isComposing
}

/**
 * The items of one kind (分部分项 or 单价措施) of a 单位工程: virtualised rows grouped by 分部,
 * the structure grid's keyboard model, paste from Excel, Ctrl+D fill down, Ctrl+Z / Ctrl+Y.
 */
export function BillGrid({ projectId, unitId, kind, items, groups }: { projectId: string; unitId: string; kind: ItemKind; items: readonly BillItem[]; groups: readonly BillGroup[] }) {
  const gridId = useId().replace(/:/g, '')
  const [search, setSearch] = useState('')
  const ctl = useBillGrid(projectId, unitId, kind, items, groups, search)
  const { lines, state, dispatch } = ctl
  const win = useWindow(lines.length, ROW_HEIGHT)
  const range = selection(state)
  const total = useMemo(() => lines.reduce((sum, l) => (l.type === 'item' ? sum + l.fen : sum), 0), [lines])
  const count = useMemo(() => lines.filter((l) => l.type === 'item').length, [lines])

  const { reveal } = win
  useEffect(() => reveal(state.active.row, ROW_HEIGHT, ROW_HEIGHT), [state.active.row, reveal])
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && state.editing === null) win.ref.current?.focus({ preventScroll: true })
    wasEditing.current = state.editing !== null
  }, [state.editing, win.ref])

  const history = (back: boolean) =>
    void (back ? ctl.undo() : ctl.redo()).then((done) => {
      if (!done) notifier().toast(back ? '没有可撤销的操作' : '没有可重做的操作', { kind: 'info' })
    })

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (state.editing === null && isImeKey(e)) {
      flushSync(() => dispatch({ type: 'compose' }))
      return
    }
    if (e.nativeEvent.isComposing) return
    const mod = e.ctrlKey || e.metaKey
    const key = e.key.toLowerCase()
    if (mod && state.editing === null && (key === 'z' || key === 'y')) {
      e.preventDefault()
      history(key === 'z' && !e.shiftKey)
      return
    }
    if (mod && state.editing === null && key === 'd') {
      e.preventDefault()
      void ctl.fill()
      return
    }
    if (mod && ['c', 'v', 'x'].includes(key)) return
    if (dispatch({ type: 'key', input: { key: e.key, ctrl: mod, shift: e.shiftKey, alt: e.altKey } })) e.preventDefault()
  }

  const visible = lines.slice(win.range.start, win.range.end)
  const label = kind === '分部分项' ? '分部分项清单' : '单价措施清单'
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={`${label}操作`}>
        <Button size="sm" onClick={() => void ctl.addRow('end')}>
          <Plus aria-hidden />
          新增清单项
        </Button>
        <Button size="sm" variant="outline" disabled={lines.length === 0} onClick={() => void ctl.addRow('before')}>
          <Rows3 aria-hidden />
          插入
        </Button>
        <Button size="sm" variant="outline" disabled={count === 0} onClick={() => void ctl.removeSelected()}>
          <Trash2 aria-hidden />
          删除
        </Button>
        <Button size="sm" variant="outline" disabled={count < 2} onClick={() => void ctl.fill()} title="Ctrl+D">
          <ArrowDownToLine aria-hidden />
          向下填充
        </Button>
        <Button size="sm" variant="ghost" onClick={() => history(true)} title="Ctrl+Z">
          <Undo2 aria-hidden />
          撤销
        </Button>
        <Button size="sm" variant="ghost" onClick={() => history(false)} title="Ctrl+Y">
          <Redo2 aria-hidden />
          重做
        </Button>
        <label className="relative ml-auto">
          <span className="sr-only">搜索清单项</span>
          <Search className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground" aria-hidden />
          <Input className="h-8 w-44 pl-7" placeholder="搜索编码、名称、特征" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>
      <div
        ref={win.ref}
        role="grid"
        aria-label={label}
        aria-rowcount={lines.length + 2}
        aria-colcount={BILL_COLUMNS.length}
        aria-multiselectable
        aria-activedescendant={lines.length > 0 && state.editing === null ? cellId(gridId, state.active.row, state.active.col) : undefined}
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
        className="relative h-[calc(100vh-17rem)] min-h-64 overflow-y-auto overflow-x-hidden rounded-md border bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div role="rowgroup" className="sticky top-0 z-10">
          <div role="row" aria-rowindex={1} className="grid border-b bg-muted text-xs font-medium" style={{ gridTemplateColumns: BILL_GRID_TEMPLATE, height: ROW_HEIGHT }}>
            {BILL_COLUMNS.map((c) => (
              <div key={c.key} role="columnheader" className={`flex min-w-0 items-center border-r px-1.5 ${c.numeric ? 'justify-end' : ''}`}>
                <span className="truncate">{c.title}</span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={lines.length === 0 ? undefined : { height: win.totalHeight }}>
          {lines.length === 0 && (
            <p className="px-6 pb-12 pt-6 text-center text-sm text-muted-foreground">
              {search.trim() === '' ? '还没有清单项。点击“新增清单项”，或从 Excel 复制整行后按 Ctrl+V 粘贴。' : '没有匹配的清单项'}
            </p>
          )}
          {visible.map((line, i) => {
            const index = win.range.start + i
            const inRows = index >= range.top && index <= range.bottom
            return (
              <BillRow
                key={`${line.type}:${line.id}`}
                gridId={gridId}
                line={line}
                index={index}
                activeCol={index === state.active.row ? state.active.col : -1}
                selected={inRows ? [range.left, range.right] : null}
                draft={index === state.active.row ? state.editing : null}
                onCellDown={(row, col, shift) => {
                  dispatch({ type: 'click', cell: { row, col }, shift })
                  win.ref.current?.focus({ preventScroll: true })
                }}
                onCellDouble={(row, col) => dispatch({ type: 'dblclick', cell: { row, col } })}
                onDraft={(draft) => dispatch({ type: 'input', draft })}
                onEditorBlur={() => dispatch({ type: 'blur' })}
              />
            )
          })}
        </div>
        <div role="rowgroup" className="sticky bottom-0 z-10">
          <div role="row" aria-rowindex={lines.length + 2} className="grid border-t bg-muted text-sm font-semibold" style={{ gridTemplateColumns: BILL_GRID_TEMPLATE, height: ROW_HEIGHT }}>
            {BILL_COLUMNS.map((c) => (
              <div key={c.key} role="gridcell" data-total={c.key} className={`flex min-w-0 items-center border-r px-1.5 ${c.numeric ? 'justify-end tabular-nums' : ''}`}>
                <span className="truncate">{c.key === 'Name' ? `合计（${count} 项）` : c.key === 'amount' ? formatFen(total) : ''}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">方向键移动，Enter 或直接输入编辑，Shift+方向键选择，Ctrl+D 向下填充，Ctrl+C/Ctrl+V 与 Excel 互相复制粘贴。</p>
    </div>
  )
}
