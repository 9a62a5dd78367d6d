import { Checkbox } from '@/components/ui/checkbox'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { ProjectRecord } from '../hooks/project-calls'
import type { ProjectItem } from '../lib/list-query'
import { coverOf } from '../lib/list-query'
import { formatArea } from '../lib/areas'
import { toScaled } from '@/domain/money'
import { formatMinute } from '@/domain/format'

export const ROW_HEIGHT = 56
const OVERSCAN = 6
/** Used until the viewport is measured (and in jsdom, which has no layout). */
const FALLBACK_HEIGHT = 640

// At 1024 wide (a tablet, folder panel beside the list) 类型/城市/年份 give way, so 建筑面积, 最近编辑
// and ⋯ stay on screen; those three are filters above the list as well. From xl they show.
const GRID =
  'grid grid-cols-[1.5rem_minmax(6rem,1fr)_7rem_8.5rem_2rem] xl:grid-cols-[1.5rem_minmax(10rem,1fr)_5rem_4.5rem_3.5rem_7.5rem_8.5rem_2rem] items-center gap-2 px-3'
const WIDE = 'hidden xl:block'

/**
 * Rows in view only (a plain windowed list, no package): 1,000 projects render ~20 rows, and
 * scrolling re-renders the slice. Every row has the same height, so the window is arithmetic.
 */
export function ProjectList(props: {
  items: readonly ProjectItem[]
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onToggleAll: (checked: boolean) => void
  actions: (item: ProjectItem) => ReactNode
  /** My released templates by the project they were published from (我的项目's 已发布 · 版本 n). */
  releases?: ReadonlyMap<string, ProjectRecord> | undefined
}) {
  const viewport = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [height, setHeight] = useState(FALLBACK_HEIGHT)
  useEffect(() => {
    const el = viewport.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || FALLBACK_HEIGHT))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  // The first render holds only the rows in view; the overscan rows follow after that paint, so
  // opening 我的项目 renders a third fewer rows before the list shows (bench/projects).
  const [overscan, setOverscan] = useState(0)
  useEffect(() => {
    const id = requestAnimationFrame(() => setOverscan(OVERSCAN))
    return () => cancelAnimationFrame(id)
  }, [])
  const { items } = props
  const released = (p: ProjectItem) =>
    p.Released === 1 ? p.ReleaseVersion : (props.releases?.get(p.ID)?.ReleaseVersion ?? 0)
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan)
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + overscan)
  const allChecked = items.length > 0 && items.every((p) => props.selected.has(p.ID))

  return (
    <div
      role="table"
      aria-label="项目列表"
      aria-rowcount={items.length + 1}
      className="flex min-h-0 flex-1 flex-col rounded-md border"
    >
      <div
        role="row"
        aria-rowindex={1}
        className={`${GRID} h-10 border-b bg-muted/50 text-xs font-medium text-muted-foreground`}
      >
        <span role="columnheader">
          <Checkbox
            aria-label="全选"
            checked={allChecked}
            onCheckedChange={(c) => props.onToggleAll(c === true)}
          />
        </span>
        <span role="columnheader">名称</span>
        <span role="columnheader" className={WIDE}>
          类型
        </span>
        <span role="columnheader" className={WIDE}>
          城市
        </span>
        <span role="columnheader" className={WIDE}>
          年份
        </span>
        <span role="columnheader" className="whitespace-nowrap text-right">
          建筑面积(m²)
        </span>
        {/* pl-3: the right-aligned area heading and this one must not read as one word. */}
        <span role="columnheader" className="whitespace-nowrap pl-3">
          最近编辑
        </span>
        <span role="columnheader">
          <span className="sr-only">操作</span>
        </span>
      </div>
      <div
        ref={viewport}
        className="relative min-h-[320px] flex-1 overflow-y-auto"
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <div role="rowgroup" style={{ height: items.length * ROW_HEIGHT, position: 'relative' }}>
          {items.slice(first, last).map((p, i) => (
            <div
              key={p.ID}
              role="row"
              aria-rowindex={first + i + 2}
              aria-selected={props.selected.has(p.ID)}
              className={`${GRID} absolute inset-x-0 border-b text-sm hover:bg-accent/40`}
              style={{ top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT }}
            >
              <span role="cell">
                <Checkbox
                  aria-label={`选择 ${p.Project_Name}`}
                  checked={props.selected.has(p.ID)}
                  onCheckedChange={() => props.onToggle(p.ID)}
                />
              </span>
              <span role="cell" className="flex min-w-0 items-center gap-2">
                <img
                  src={coverOf(p)}
                  alt=""
                  className="h-8 w-12 shrink-0 rounded object-cover"
                  loading="lazy"
                />
                {p.Released === 1 ? (
                  // A released template is a frozen version: it opens as the trading centre shows it.
                  <Link
                    to="/Page/modelDetail"
                    search={{ id: p.ID }}
                    className="truncate font-medium hover:underline"
                  >
                    {p.Project_Name}
                  </Link>
                ) : (
                  <Link
                    to="/Page/newModelProjet"
                    search={{ id: 2, pid: p.ID }}
                    className="truncate font-medium hover:underline"
                  >
                    {p.Project_Name}
                  </Link>
                )}
                {p.version === 0 && <span className="shrink-0 text-xs text-warning">未同步</span>}
                <ReleaseBadge version={released(p)} />
              </span>
              <span role="cell" className={`${WIDE} truncate`}>
                {p.ProjectType}
              </span>
              <span role="cell" className={`${WIDE} truncate`}>
                {p.City || '—'}
              </span>
              <span role="cell" className={WIDE}>
                {p.Year ?? '—'}
              </span>
              <span role="cell" className="truncate text-right tabular-nums">
                {p.builtArea === null ? '…' : formatArea(toScaled(p.builtArea, 2) ?? 0)}
              </span>
              <span
                role="cell"
                className="whitespace-nowrap pl-3 text-xs tabular-nums text-muted-foreground"
              >
                {formatMinute(p.updatedAt)}
              </span>
              <span role="cell">{props.actions(p)}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

/** 已发布 · 版本 n: a released template, or a project a template was released from. */
function ReleaseBadge({ version }: { version: number }) {
  if (version < 1) return null
  return <span className="shrink-0 text-xs text-success">已发布 · 版本 {version}</span>
}
