import { useMemo, useRef, useState, type ReactNode } from 'react'
import { Select } from '@/components/ui/select'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { notifier } from '../hooks/notify'
import type { Tender } from '../hooks/tender-export'
import { formatArea } from '@/domain/format/money'
import { LIMITS } from '@/domain/projects/model'
import {
  buildTree,
  flattenTree,
  numberRows,
  rollUpTree,
  type StructureNode,
  type StructureRow,
} from '@/domain/projects/structure'
import { tenderCommands } from '../hooks/commands'
import { useWindow } from '@/components/grid/use-window'
import { TenderCard } from './tender-card'
import { tenderTotals } from './tender-totals'

const LINE = 36

/** The 标段 tab: tenders with their rows and areas, create/rename/delete, assignment, split. */
export function TendersPanel({
  projectId,
  rows,
  tenders,
  actions,
}: {
  projectId: string
  rows: readonly StructureRow[]
  tenders: readonly Tender[]
  /** Further buttons (the Excel export of ./import). */
  actions?: ReactNode
}) {
  const commands = useMemo(() => tenderCommands(projectId), [projectId])
  const tree = useMemo(() => buildTree(rows), [rows])
  // A row with children shows its children's roll-up, as in the 项目结构 grid (rollUpTree).
  const ordered = useMemo(() => flattenTree(rollUpTree(tree)), [tree])
  const nums = useMemo(() => numberRows(tree), [tree])
  const totals = useMemo(() => tenderTotals(tree), [tree])
  const [parts, setParts] = useState('2')
  const dragged = useRef<string | null>(null)
  const win = useWindow(ordered.length, LINE)

  // A tender lists the rows that entered it (a row whose parent is in another tender or none).
  const heads = useMemo(() => {
    const byId = new Map(rows.map((r) => [r.ID, r]))
    const out = new Map<string, string[]>()
    for (const n of ordered) {
      if (byId.get(n.ParentID)?.TenderID === n.TenderID) continue
      const list = out.get(n.TenderID) ?? []
      list.push(`${nums.get(n.ID) ?? ''} ${n.Project_Name || '（未命名）'}`)
      out.set(n.TenderID, list)
    }
    return out
  }, [rows, ordered, nums])

  const drop = (tenderId: string) => {
    const id = dragged.current
    dragged.current = null
    if (id !== null) void commands.assign([id], tenderId)
  }

  const split = async () => {
    const n = Number(parts)
    if (!Number.isInteger(n) || n < 1 || n > LIMITS.tendersMax) {
      notifier().toast(`请输入 1 到 ${LIMITS.tendersMax} 之间的整数`, { kind: 'error' })
      return
    }
    const ok = await notifier().confirm(
      `将按顶层单项的顺序平均分成 ${n} 个标段，现有的分配会被替换。继续吗？`,
      { title: '平均分配标段', confirmText: '分配' },
    )
    if (ok && (await commands.split(n))) notifier().toast(`已分成 ${n} 个标段`, { kind: 'success' })
  }

  const remove = async (t: Tender) => {
    const ok = await notifier().confirm(`确定删除“${t.Name}”吗？其中的单项将变为未分配。`, {
      title: '删除标段',
      confirmText: '删除',
    })
    if (ok) await commands.remove(t.ID)
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={() => void commands.create()}
          disabled={tenders.length >= LIMITS.tendersMax}
        >
          新建标段
        </Button>
        <span className="mx-1 h-6 w-px bg-border" aria-hidden />
        <label className="flex items-center gap-2 text-sm">
          标段数
          <Input
            type="number"
            min={1}
            max={LIMITS.tendersMax}
            value={parts}
            onChange={(e) => setParts(e.target.value)}
            className="h-8 w-20"
          />
        </label>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void split()}
          disabled={rows.length === 0}
        >
          按顶层单项平均分成 {parts || 'N'} 个标段
        </Button>
        {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
      </div>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
        {tenders.map((t) => (
          <TenderCard
            key={t.ID}
            id={t.ID}
            name={t.Name}
            totals={totals.get(t.ID)}
            rowNames={heads.get(t.ID) ?? []}
            onRename={(name) => void commands.rename(t.ID, name)}
            onDelete={() => void remove(t)}
            onDropRows={drop}
          />
        ))}
        <TenderCard
          id=""
          name="未分配"
          totals={totals.get('')}
          rowNames={heads.get('') ?? []}
          onDropRows={drop}
        />
      </div>
      <section aria-label="单项分配" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">
          单项分配（选择标段，或把单项拖到上面的标段里；子项随上级一起分配）
        </h3>
        <div
          ref={win.ref}
          onScroll={win.onScroll}
          className="relative max-h-96 overflow-auto rounded-md border"
          role="table"
          aria-label="单项与标段"
        >
          <div style={{ height: win.totalHeight }} role="rowgroup" className="relative">
            {ordered.slice(win.range.start, win.range.end).map((n, i) => (
              <AssignLine
                key={n.ID}
                node={n}
                top={(win.range.start + i) * LINE}
                num={nums.get(n.ID) ?? ''}
                tenders={tenders}
                onDrag={() => (dragged.current = n.ID)}
                onAssign={(tid) => void commands.assign([n.ID], tid)}
              />
            ))}
          </div>
        </div>
      </section>
    </div>
  )
}

function AssignLine({
  node,
  top,
  num,
  tenders,
  onDrag,
  onAssign,
}: {
  node: StructureNode
  top: number
  num: string
  tenders: readonly Tender[]
  onDrag: () => void
  onAssign: (tenderId: string) => void
}) {
  return (
    <div
      role="row"
      draggable
      onDragStart={onDrag}
      className="absolute left-0 right-0 grid grid-cols-[5rem_1fr_9rem_10rem] items-center border-b px-2 text-sm"
      style={{ top, height: LINE }}
    >
      <span role="cell" className="cursor-grab text-muted-foreground">
        {num}
      </span>
      <span role="cell" className="truncate" style={{ paddingLeft: `${node.depth * 1.25}rem` }}>
        {node.Project_Name || '（未命名）'}
      </span>
      <span role="cell" className="text-right tabular-nums">
        {node.BuiltArea === null ? '' : formatArea(node.BuiltArea)}
      </span>
      <span role="cell" className="pl-2">
        <Select
          aria-label={`${num} ${node.Project_Name} 的标段`}
          value={node.TenderID}
          onValueChange={onAssign}
          className="h-7 w-full px-2"
          options={[
            { value: '', label: '未分配' },
            ...tenders.map((t) => ({ value: t.ID, label: t.Name })),
          ]}
        />
      </span>
    </div>
  )
}
