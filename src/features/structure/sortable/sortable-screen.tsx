import { useEffect, useMemo, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { GripVertical } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { formatArea } from '@/domain/format/money'
import { buildTree, rollUp, type StructureNode } from '@/domain/projects/structure'
import { cn } from '@/lib/cn'
import { structureCommands } from '../hooks/commands'
import { useProject, useStructureRows } from '../hooks/use-workspace-data'
import { initialSort, sortReducer, type SortAction, type SortState } from './sortable-model'

/** /sortable?pid=…: the project's top-level rows in a table sorted by dragging or by keyboard. */
export function SortableScreen({ projectId }: { projectId: string | undefined }) {
  if (projectId === undefined) {
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="请选择项目"
        description="从我的项目打开一个项目后，再进入排序。"
      />
    )
  }
  return <SortableTable projectId={projectId} />
}

function SortableTable({ projectId }: { projectId: string }) {
  const project = useProject(projectId)
  const rows = useStructureRows(projectId)
  const top = useMemo(() => (rows ? buildTree(rows) : []), [rows])
  const byId = useMemo(() => new Map(top.map((n) => [n.ID, n])), [top])
  const names = useMemo(() => new Map(top.map((n) => [n.ID, n.Project_Name])), [top])
  const commands = useMemo(() => structureCommands(projectId), [projectId])
  const [state, setState] = useState<SortState>(() => initialSort([]))
  const stateRef = useRef(state)
  const bodyRef = useRef<HTMLTableSectionElement | null>(null)
  const router = useRouter()
  // The workspace route's search schema belongs to another file; a plain path keeps this loose.
  const back = `/Page/newModelProjet?id=2&pid=${encodeURIComponent(projectId)}`

  const dispatch = (action: SortAction) => {
    const result = sortReducer(stateRef.current, action, names)
    stateRef.current = result.state
    setState(result.state)
    if (result.moved) void commands.moveTo(result.moved.id, '', result.moved.index)
  }

  const ids = top.map((n) => n.ID).join(',')
  useEffect(() => {
    dispatch({ type: 'sync', ids: ids === '' ? [] : ids.split(',') })
    // Only a change of the stored order matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids])

  if (project === undefined || rows === undefined)
    return <Spinner aria-label="加载中" className="m-10" />
  const title =
    typeof project?.data['Project_Name'] === 'string' ? project.data['Project_Name'] : ''

  const indexAt = (clientY: number): number => {
    const trs = [...(bodyRef.current?.querySelectorAll('tr') ?? [])]
    const i = trs.findIndex((tr) => {
      const r = tr.getBoundingClientRect()
      return clientY < r.top + r.height / 2
    })
    return i < 0 ? trs.length - 1 : i
  }

  /**
   * Pointer drag from a handle: listened to on the window, because the row under the pointer
   * moves in the DOM as the order changes and would lose pointer capture.
   */
  const startPointerDrag = (id: string) => {
    dispatch({ type: 'pickup', id })
    const move = (e: PointerEvent) => dispatch({ type: 'moveTo', index: indexAt(e.clientY) })
    const end = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', end)
      window.removeEventListener('pointercancel', end)
      dispatch(e.type === 'pointercancel' ? { type: 'cancel' } : { type: 'drop' })
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', end)
    window.addEventListener('pointercancel', end)
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-3 p-6">
      <div className="flex items-center gap-3">
        <h1 className="text-xl font-semibold">单项排序{title ? `：${title}` : ''}</h1>
        <a
          href={back}
          className="ml-auto text-sm text-primary hover:underline"
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
            e.preventDefault()
            router.history.push(back)
          }}
        >
          返回项目结构
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        拖动左侧手柄调整顺序；键盘：在手柄上按空格键拿起，上下方向键移动，空格键放下，Esc 键取消。
      </p>
      <div aria-live="assertive" role="status" className="sr-only">
        {state.announcement}
      </div>
      {top.length === 0 ? (
        <EmptyState title="还没有单项工程" description="先在项目结构里新增单项。" />
      ) : (
        <table className="w-full border-collapse text-sm" aria-label="单项排序">
          <thead>
            <tr className="border-b bg-muted text-left">
              <th className="w-12 p-2">
                <span className="sr-only">拖动</span>
              </th>
              <th className="w-16 p-2">序号</th>
              <th className="p-2">单项工程名称</th>
              <th className="w-36 p-2 text-right">建筑面积(m²)</th>
              <th className="w-16 p-2 text-right">栋数</th>
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {state.order.map((id, i) => {
              const node = byId.get(id)
              return node ? (
                <SortRow
                  key={id}
                  node={node}
                  index={i}
                  grabbed={state.grabbed?.id === id}
                  dispatch={dispatch}
                  onPointerStart={startPointerDrag}
                />
              ) : null
            })}
          </tbody>
        </table>
      )}
    </div>
  )
}

function SortRow({
  node,
  index,
  grabbed,
  dispatch,
  onPointerStart,
}: {
  node: StructureNode
  index: number
  grabbed: boolean
  dispatch: (a: SortAction) => void
  onPointerStart: (id: string) => void
}) {
  const area = node.Child.length > 0 ? rollUp(node).BuiltArea : node.BuiltArea
  const name = node.Project_Name || '未命名单项'
  return (
    <tr className={cn('border-b', grabbed && 'bg-primary/10 shadow-inner')} data-row-id={node.ID}>
      <td className="p-1">
        <button
          type="button"
          aria-label={`拖动排序：${name}`}
          aria-pressed={grabbed}
          aria-roledescription="可排序手柄"
          className="flex size-8 cursor-grab touch-none items-center justify-center rounded hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          onKeyDown={(e) => {
            const map: Record<string, SortAction | undefined> = {
              ' ': grabbed ? { type: 'drop' } : { type: 'pickup', id: node.ID },
              Enter: grabbed ? { type: 'drop' } : undefined,
              ArrowUp: grabbed ? { type: 'move', delta: -1 } : undefined,
              ArrowDown: grabbed ? { type: 'move', delta: 1 } : undefined,
              Escape: grabbed ? { type: 'cancel' } : undefined,
            }
            const action = map[e.key]
            if (!action) return
            e.preventDefault()
            dispatch(action)
          }}
          // Keyboard moves re-render this row elsewhere; keep focus on its handle.
          ref={(el) => {
            if (
              el &&
              grabbed &&
              document.activeElement !== el &&
              document.activeElement?.getAttribute('aria-roledescription') === '可排序手柄'
            )
              el.focus()
          }}
          onPointerDown={(e) => {
            if (e.button !== 0) return
            e.preventDefault()
            onPointerStart(node.ID)
          }}
        >
          <GripVertical className="size-4" />
        </button>
      </td>
      <td className="p-2 tabular-nums">{index + 1}</td>
      <td className="p-2">{name}</td>
      <td className="p-2 text-right tabular-nums">{area === null ? '' : formatArea(area)}</td>
      <td className="p-2 text-right tabular-nums">{node.MultNum ?? ''}</td>
    </tr>
  )
}
