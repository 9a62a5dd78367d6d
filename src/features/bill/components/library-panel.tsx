import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ChevronDown, ChevronRight, Plus, Search, X } from 'lucide-react'
import {
  loadBillLibrary,
  searchLibrary,
  type BillLibrary,
  type LibraryAppendix,
  type LibraryItem,
} from '@/domain/bill/library'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

/** The two 专业 of the library: the standard's own name for its trade. */
const TRADES: readonly { standard: LibraryAppendix['standard']; name: string }[] = [
  { standard: 'GB 50854-2013', name: '房屋建筑与装饰工程' },
  { standard: 'GB 50856-2013', name: '通用安装工程' },
]

const unitsText = (item: LibraryItem) => item.units.join(' / ')

/**
 * 清单库 (docs/bill.md "清单库 in the grid"): a side sheet beside the grid, not modal, so the
 * grid's active row (where 插入 puts the item) can still be chosen while it is open. Browse by
 * 专业 → appendix → section, or search by code, name or pinyin initials; the chosen item's
 * 项目特征, 计算规则 and 工作内容 show below the list. The library is the lazily loaded chunk
 * (precached by the service worker), so it works offline.
 */
export function LibraryPanel({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onInsert: (item: LibraryItem) => Promise<void>
}) {
  const [library, setLibrary] = useState<BillLibrary | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const [chosen, setChosen] = useState<LibraryItem | null>(null)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open || library !== null) return
    loadBillLibrary().then(setLibrary, () => setFailed(true))
  }, [open, library])

  const hits = useMemo(
    () => (library === null ? [] : searchLibrary(library, deferred)),
    [library, deferred],
  )
  const toggle = (key: string) =>
    setExpanded((s) => {
      const next = new Set(s)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const insert = async (item: LibraryItem) => {
    setBusy(true)
    try {
      await onInsert(item)
    } finally {
      setBusy(false)
    }
  }

  const itemButton = (item: LibraryItem, depth: number) => (
    <li key={item.code}>
      <button
        type="button"
        aria-pressed={chosen?.code === item.code}
        onClick={() => setChosen(item)}
        onDoubleClick={() => void insert(item)}
        className={cn(
          'flex w-full gap-2 rounded px-1 py-0.5 text-left hover:bg-muted',
          chosen?.code === item.code && 'bg-primary/10 font-medium',
        )}
        style={{ paddingLeft: `${depth * 0.75 + 0.25}rem` }}
      >
        <span className="shrink-0 tabular-nums text-muted-foreground">{item.code}</span>
        <span className="min-w-0 flex-1 truncate">{item.name}</span>
        <span className="shrink-0 text-muted-foreground">{unitsText(item)}</span>
      </button>
    </li>
  )
  const branch = (key: string, label: string, depth: number, children: () => ReactNode) => {
    const isOpen = expanded.has(key)
    return (
      <li key={key}>
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={() => toggle(key)}
          className="flex w-full items-center gap-1 rounded px-1 py-0.5 text-left hover:bg-muted"
          style={{ paddingLeft: `${depth * 0.75}rem` }}
        >
          {isOpen ? (
            <ChevronDown className="size-3.5 shrink-0" aria-hidden />
          ) : (
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
          )}
          <span className="min-w-0 truncate">{label}</span>
        </button>
        {isOpen && <ul>{children()}</ul>}
      </li>
    )
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onInteractOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(e) => e.preventDefault()}
          className="fixed inset-y-0 right-0 z-40 flex w-[min(26rem,100vw)] flex-col gap-2 border bg-background p-3 text-sm shadow-lg"
        >
          <div className="flex items-center gap-2">
            <DialogPrimitive.Title className="text-base font-semibold">
              清单库
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
              GB 50854-2013、GB 50856-2013 清单项目
            </DialogPrimitive.Description>
            <DialogPrimitive.Close
              aria-label="关闭清单库"
              className="rounded-sm opacity-70 hover:opacity-100"
            >
              <X className="size-4" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <label className="relative">
            <span className="sr-only">搜索清单库</span>
            <Search
              className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              autoFocus
              className="h-8 pl-7"
              placeholder="编码、名称或拼音首字母（如 ylb）"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </label>
          <div
            className="min-h-0 flex-1 overflow-y-auto rounded-md border p-1"
            aria-busy={!library}
          >
            {failed ? (
              <p role="alert" className="p-2 text-destructive">
                清单库加载失败，请刷新页面后重试。
              </p>
            ) : library === null ? (
              <Spinner />
            ) : query.trim() !== '' ? (
              hits.length === 0 ? (
                <p className="p-2 text-muted-foreground">没有匹配的清单项目</p>
              ) : (
                <ul aria-label="搜索结果">{hits.map((h) => itemButton(h.item, 0))}</ul>
              )
            ) : (
              <ul aria-label="清单库目录">
                {TRADES.map((t) =>
                  branch(t.standard, `${t.name}（${t.standard}）`, 0, () =>
                    library.appendices
                      .filter((a) => a.standard === t.standard)
                      .map((a) =>
                        branch(`${a.standard}:${a.letter}`, `附录${a.letter} ${a.name}`, 1, () =>
                          a.sections.map((s) =>
                            branch(`${a.standard}:${s.id}`, `${s.id} ${s.name}`, 2, () =>
                              s.items.map((item) => itemButton(item, 3)),
                            ),
                          ),
                        ),
                      ),
                  ),
                )}
              </ul>
            )}
          </div>
          {chosen && <ItemDetail item={chosen} busy={busy} onInsert={() => void insert(chosen)} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function ItemDetail({
  item,
  busy,
  onInsert,
}: {
  item: LibraryItem
  busy: boolean
  onInsert: () => void
}) {
  return (
    <section
      aria-label="清单项目详情"
      className="max-h-[40%] shrink-0 overflow-y-auto rounded-md border p-2"
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 font-medium">
          {item.code} {item.name}
          <span className="ml-2 font-normal text-muted-foreground">{unitsText(item)}</span>
        </h3>
        <Button size="sm" disabled={busy} onClick={onInsert}>
          <Plus aria-hidden />
          插入
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        插入到当前行下方（同一分部），编码取下一个未用的自编码。
      </p>
      <dl className="mt-1 grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-2 gap-y-1">
        <dt className="text-muted-foreground">项目特征</dt>
        <dd className="whitespace-pre-line">{item.features.join('\n') || '—'}</dd>
        <dt className="text-muted-foreground">计算规则</dt>
        <dd>{item.rule}</dd>
        <dt className="text-muted-foreground">工作内容</dt>
        <dd className="whitespace-pre-line">{item.work.join('\n')}</dd>
      </dl>
    </section>
  )
}
