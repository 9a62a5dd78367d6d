import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { notifier } from '../hooks/notify'
import {
  projectTotals,
  validateStructure,
  type StructureIssue,
  type StructureRow,
} from '@/domain/projects/structure'
import { COLUMNS, GRID_TEMPLATE, issueMap, NAME_COL, totalText } from '../grid/columns'
import { confirmStructure } from '../hooks/commands'
import { useGridController } from '../hooks/use-grid-controller'
import { useWindow } from '@/components/grid/use-window'
import { GridRow, ROW_HEIGHT } from './grid-row'
import { GridFrame } from '@/components/grid/grid-frame'
import { gridRowBase } from '@/components/grid/grid-cell'
import { StructureToolbar, type ToolbarAction } from './structure-toolbar'

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
  const issues = useMemo<StructureIssue[]>(
    () => (checked ? validateStructure(rows) : []),
    [checked, rows],
  )
  const marks = useMemo(() => issueMap(issues), [issues])
  // Top-level rows are never folded away, and each carries its whole subtree.
  const totals = useMemo(
    () => projectTotals(lines.filter((l) => l.node.depth === 0).map((l) => l.node)),
    [lines],
  )

  const runAction = useCallback(
    async (action: ToolbarAction) => {
      const id = activeLine?.node.ID
      switch (action) {
        case 'add': {
          // A new row is named first: land in 单项工程名称 whatever column was active before.
          const created = await commands.addRow()
          if (created) ctl.setFocusId(created, NAME_COL)
          return
        }
        case 'check': {
          setChecked(true)
          const found = validateStructure(rows).length
          notifier().toast(found === 0 ? '检查通过' : `发现 ${found} 处问题，已标红`, {
            kind: found === 0 ? 'success' : 'warning',
          })
          break
        }
        case 'confirm': {
          setBusy(true)
          const outcome = await confirmStructure(projectId).finally(() => setBusy(false))
          if (outcome.kind === 'issues') {
            setChecked(true)
            notifier().toast(`结构检查未通过：${outcome.issues.length} 处问题`, {
              kind: 'error',
              durationMs: 5000,
            })
          } else if (outcome.kind === 'server') notifier().toast('结构已确认', { kind: 'success' })
          else if (outcome.kind === 'local')
            notifier().toast('结构已确认，联网后同步到服务器', { kind: 'success' })
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
      if (created) ctl.setFocusId(created, NAME_COL)
    } else if (action === 'child') {
      ctl.setFolded((prev) => new Set([...prev].filter((f) => f !== id)))
      const created = await commands.addChild(id)
      if (created) ctl.setFocusId(created, NAME_COL)
    } else if (action === 'indent' || action === 'outdent') {
      const moved = action === 'indent' ? await commands.indent(id) : await commands.outdent(id)
      if (moved === false)
        notifier().toast(
          action === 'indent' ? '没有上一个同级单项，不能降级' : '已是顶层，不能升级',
          { kind: 'info' },
        )
      ctl.setFocusId(id)
    } else if (action === 'up' || action === 'down') {
      if ((await commands.move(id, action)) === false)
        notifier().toast(action === 'up' ? '已是第一个' : '已是最后一个', { kind: 'info' })
      ctl.setFocusId(id)
    } else if (action === 'copy') {
      const created = await commands.copy(id)
      if (created) ctl.setFocusId(created)
    } else if (action === 'delete') {
      const below = rows.filter((r) => r.ParentID === id).length
      const name = line.node.Project_Name || `第 ${line.num} 行`
      const units = await commands.unitsUnder(id)
      const bills =
        units > 0
          ? `其下 ${units} 个单位工程的清单计价将一并删除；撤销（Ctrl+Z）只恢复单项，不恢复清单。`
          : ''
      const ok = await notifier().confirm(
        `${below > 0 ? `确定删除“${name}”及其全部子项吗？` : `确定删除“${name}”吗？`}${bills}`,
        { title: '删除单项', confirmText: '删除' },
      )
      if (ok) await commands.remove(id)
    }
  }

  const history = (back: boolean) =>
    void (back ? ctl.undo() : ctl.redo()).then((done) => {
      if (!done) notifier().toast(back ? '没有可撤销的操作' : '没有可重做的操作', { kind: 'info' })
    })

  const visible = lines.slice(win.range.start, win.range.end)
  const focusGrid = () => win.ref.current?.focus({ preventScroll: true })

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <StructureToolbar
        hasRow={activeLine !== undefined}
        busy={busy}
        onAction={(a) => void runAction(a)}
        slot={toolbarSlot}
      />
      <p role="status" className="min-h-5 text-xs text-muted-foreground">
        {checked &&
          (issues.length === 0
            ? '检查通过：名称、建筑面积、套内面积、栋数均已填写'
            : `检查发现 ${issues.length} 处问题（标红的单元格，鼠标悬停查看原因）`)}
      </p>
      <GridFrame
        gridId={gridId}
        label="项目结构"
        win={win}
        rowHeight={ROW_HEIGHT}
        rowCount={lines.length}
        columns={COLUMNS}
        template={GRID_TEMPLATE}
        state={state}
        dispatch={dispatch}
        copyText={ctl.copyText}
        onHistory={history}
        landed={ctl.landed}
        empty="还没有单项工程。点击“新增单项”，或从 Excel 复制后按 Ctrl+V 粘贴。"
        footer={(c) =>
          c.key === 'Project_Name'
            ? '合计'
            : c.key === 'BuiltArea' || c.key === 'InArea' || c.key === 'SellArea'
              ? totalText(totals, c.key)
              : ''
        }
        className="h-[calc(100vh-15rem)] min-h-72 overflow-x-auto"
      >
        {visible.map((line, i) => {
          const index = win.range.start + i
          return (
            <GridRow
              key={line.node.ID}
              {...gridRowBase(gridId, index, state, dispatch, focusGrid)}
              line={line}
              issues={marks}
              tenderName={tenderNames.get(line.node.TenderID) ?? ''}
              onFold={(row) => ctl.fold(row)}
              onDragRow={(row) => (dragged.current = row)}
              onDropRow={(row) => {
                const from = lines[dragged.current ?? -1]
                const to = lines[row]
                dragged.current = null
                if (!from || !to || from === to) return
                const siblings = lines.filter(
                  (l) => l.node.ParentID === to.node.ParentID && l.node.ID !== from.node.ID,
                )
                void commands.moveTo(
                  from.node.ID,
                  to.node.ParentID,
                  siblings.findIndex((l) => l.node.ID === to.node.ID),
                )
              }}
            />
          )
        })}
      </GridFrame>
    </div>
  )
}
