import { lazy, Suspense, useId, useMemo, useState } from 'react'
import {
  ArrowDownToLine,
  BookOpen,
  Calculator,
  FolderPlus,
  Package,
  Plus,
  Redo2,
  Rows3,
  Search,
  Trash2,
  Undo2,
} from 'lucide-react'
import { notifier } from '../hooks/bill-commands'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useWindow } from '@/components/grid/use-window'
import { billColumns, formatFen, gridMinWidth, gridTemplate } from '../grid/lines'
import { DEFAULT_CHOICE, type ColumnChoice } from '../grid/columns'
import { ColumnChooser } from './column-chooser'
import { MaterialsPanel } from './materials-panel'
import { useBillGrid } from '../hooks/use-bill-grid'
import { BillRow, ROW_HEIGHT } from './bill-row'
import { GridFrame } from '@/components/grid/grid-frame'
import { gridRowBase } from '@/components/grid/grid-cell'
import { cn } from '@/lib/cn'

// The 清单库 panel and its data load when first opened (docs/bill.md "清单库 in the grid").
const LibraryPanel = lazy(() =>
  import('./library-panel').then((m) => ({ default: m.LibraryPanel })),
)

// 组价 (docs/bill.md "组价") loads when first opened.
const ComposePanel = lazy(() =>
  import('../compose/compose-panel').then((m) => ({ default: m.ComposePanel })),
)

const CHOICE_KEY = 'bill-grid-columns'
function savedChoice(): ColumnChoice {
  try {
    const v = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? 'null') as Partial<ColumnChoice> | null
    return { composition: v?.composition === true, materials: v?.materials === true }
  } catch {
    return DEFAULT_CHOICE
  }
}

/**
 * The items of one kind (分部分项 or 单价措施) of a 单位工程: virtualised rows grouped by 分部
 * (新增分部; a heading's name is edited in place), the structure grid's keyboard model, paste from
 * Excel, Ctrl+D fill down, Ctrl+Z / Ctrl+Y, optional 综合单价组成 and 主材 columns, and the 主材
 * of the active item in a panel below.
 */
export function BillGrid({
  projectId,
  unitId,
  kind,
  items,
  chunks,
  loading = false,
  groups,
}: {
  projectId: string
  unitId: string
  kind: ItemKind
  items: readonly BillItem[]
  chunks?: readonly (readonly BillItem[])[]
  loading?: boolean
  groups: readonly BillGroup[]
}) {
  const gridId = useId().replace(/:/g, '')
  const [search, setSearch] = useState('')
  const [choice, setChoice] = useState(savedChoice)
  const [showMaterials, setShowMaterials] = useState(false)
  const [showLibrary, setShowLibrary] = useState(false)
  const [showCompose, setShowCompose] = useState(false)
  const columns = useMemo(() => billColumns(choice), [choice])
  const template = useMemo(() => gridTemplate(columns), [columns])
  const ctl = useBillGrid(projectId, unitId, kind, items, groups, search, columns, chunks)
  const { lines, state, dispatch } = ctl
  const win = useWindow(lines.length, ROW_HEIGHT)
  const total = useMemo(
    () => lines.reduce((sum, l) => (l.type === 'item' ? sum + l.fen : sum), 0),
    [lines],
  )
  const count = useMemo(() => lines.filter((l) => l.type === 'item').length, [lines])

  const history = (back: boolean) =>
    void (back ? ctl.undo() : ctl.redo()).then((done) => {
      if (!done) notifier().toast(back ? '没有可撤销的操作' : '没有可重做的操作', { kind: 'info' })
    })

  const visible = lines.slice(win.range.start, win.range.end)
  const focusGrid = () => win.ref.current?.focus({ preventScroll: true })
  const label = kind === '分部分项' ? '分部分项清单' : '单价措施清单'
  const activeLine = lines[state.active.row]
  const active = activeLine?.type === 'item' ? activeLine : null
  const choose = (next: ColumnChoice) => {
    setChoice(next)
    localStorage.setItem(CHOICE_KEY, JSON.stringify(next))
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={`${label}操作`}>
        <Button size="sm" onClick={() => void ctl.addRow('end')}>
          <Plus aria-hidden />
          新增清单项
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={lines.length === 0}
          onClick={() => void ctl.addRow('before')}
        >
          <Rows3 aria-hidden />
          插入
        </Button>
        <Button size="sm" variant="outline" onClick={() => void ctl.addSection()}>
          <FolderPlus aria-hidden />
          新增分部
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={count === 0}
          onClick={() => void ctl.removeSelected()}
        >
          <Trash2 aria-hidden />
          删除
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={count < 2}
          onClick={() => void ctl.fill()}
          title="Ctrl+D"
        >
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
        <Button
          size="sm"
          variant={showMaterials ? 'secondary' : 'ghost'}
          aria-pressed={showMaterials}
          onClick={() => setShowMaterials((v) => !v)}
        >
          <Package aria-hidden />
          主材
        </Button>
        <Button
          size="sm"
          variant={showCompose ? 'secondary' : 'ghost'}
          aria-pressed={showCompose}
          onClick={() => setShowCompose((v) => !v)}
        >
          <Calculator aria-hidden />
          组价
        </Button>
        <Button
          size="sm"
          variant={showLibrary ? 'secondary' : 'ghost'}
          aria-pressed={showLibrary}
          onClick={() => setShowLibrary((v) => !v)}
        >
          <BookOpen aria-hidden />
          清单库
        </Button>
        <ColumnChooser choice={choice} onChange={choose} />
        <label className="relative ml-auto">
          <span className="sr-only">搜索清单项</span>
          <Search
            className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="h-8 w-44 pl-7"
            placeholder="搜索编码、名称、特征"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
      </div>
      <GridFrame
        gridId={gridId}
        label={label}
        win={win}
        rowHeight={ROW_HEIGHT}
        rowCount={lines.length}
        columns={columns}
        template={template}
        minWidth={gridMinWidth(columns)}
        state={state}
        dispatch={dispatch}
        copyText={ctl.copyText}
        onHistory={history}
        landed={ctl.landed}
        onShortcut={(key) => {
          if (key !== 'd') return false
          void ctl.fill()
          return true
        }}
        empty={
          loading
            ? '正在载入清单项…'
            : search.trim() === ''
              ? '还没有清单项。点击“新增清单项”，或从 Excel 复制整行后按 Ctrl+V 粘贴。'
              : '没有匹配的清单项'
        }
        footer={(c) =>
          c.key === 'Name'
            ? loading
              ? `正在载入…（已载入 ${count} 项）`
              : `合计（${count} 项）`
            : c.key === 'amount' && !loading
              ? formatFen(total)
              : ''
        }
        className={cn(
          showCompose
            ? 'h-[calc(100vh-36rem)] min-h-40'
            : showMaterials
              ? 'h-[calc(100vh-27rem)] min-h-48'
              : 'h-[calc(100vh-17rem)] min-h-64',
          'overflow-x-auto',
        )}
        dense
      >
        {visible.map((line, i) => {
          const index = win.range.start + i
          return (
            <BillRow
              key={`${line.type}:${line.id}`}
              {...gridRowBase(gridId, index, state, dispatch, focusGrid)}
              line={line}
              columns={columns}
              template={template}
            />
          )
        })}
      </GridFrame>
      {active?.composition && (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-800 dark:bg-amber-950/30 dark:text-amber-300"
        >
          第 {active.num} 项 {active.item.Code}：{active.composition}
        </p>
      )}
      {showMaterials &&
        (active ? (
          <MaterialsPanel
            key={`${active.id}:${JSON.stringify(active.item.Materials)}`}
            item={active.item}
            onSave={(rows) => ctl.saveMaterials(active.id, rows)}
          />
        ) : (
          <p className="rounded-md border p-2 text-sm text-muted-foreground">
            选中一个清单项，在这里编辑它的主材。
          </p>
        ))}
      {showCompose &&
        (active ? (
          <Suspense fallback={null}>
            <ComposePanel key={active.id} item={active.item} projectId={projectId} />
          </Suspense>
        ) : (
          <p className="rounded-md border p-2 text-sm text-muted-foreground">
            选中一个清单项，在这里为它组价。
          </p>
        ))}
      {showLibrary && (
        <Suspense fallback={null}>
          <LibraryPanel
            open={showLibrary}
            onOpenChange={setShowLibrary}
            onInsert={ctl.insertFromLibrary}
          />
        </Suspense>
      )}
      <p className="text-xs text-muted-foreground">
        方向键移动，Enter 或直接输入编辑（分部行的名称可直接改名；项目编码输入 9
        位标准编码按清单库填入名称、单位和特征），Shift+方向键选择，Ctrl+D 向下填充，Ctrl+C/Ctrl+V
        与 Excel 互相复制粘贴（覆盖所选行），Ctrl+Shift+V 粘贴为新行（插入到所选行下方）。
      </p>
    </div>
  )
}
