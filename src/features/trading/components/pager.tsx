import { useState, type FormEvent } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn'

/** The page numbers shown around `page` of `pages`: first, last, two either side, gaps as null. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages])
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: Array<number | null> = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null)
    out.push(p)
  })
  return out
}

export interface PagerProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  /** The page sizes offered; with onPageSize a 条/页 choice shows. */
  pageSizes?: readonly number[]
  onPageSize?: (size: number) => void
}

/** Page numbers, 上一页/下一页, jump to a page and the page size, with the total (the envelope's Total). */
export function Pager({ page, pageSize, total, onPage, pageSizes, onPageSize }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(page, pages)
  const [jump, setJump] = useState('')
  const [jumpError, setJumpError] = useState('')

  function submitJump(e: FormEvent) {
    e.preventDefault()
    const n = Number(jump.trim())
    if (!Number.isInteger(n) || n < 1 || n > pages)
      return setJumpError(`请输入 1 到 ${pages} 之间的页码`)
    setJumpError('')
    setJump('')
    if (n !== current) onPage(n)
  }

  return (
    <nav
      aria-label="分页"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm"
    >
      <span className="tabular-nums text-muted-foreground">共 {total} 个模板</span>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          aria-label="上一页"
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        >
          <ChevronLeft aria-hidden />
          <span className="hidden sm:inline">上一页</span>
        </Button>
        <ul className="flex items-center gap-1">
          {pageWindow(current, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  aria-label={`第 ${p} 页`}
                  aria-current={p === current ? 'page' : undefined}
                  className={cn(
                    'h-8 min-w-8 rounded-md border px-2 tabular-nums',
                    p === current
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-background hover:bg-accent',
                  )}
                  onClick={() => p !== current && onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
        <Button
          variant="outline"
          size="sm"
          aria-label="下一页"
          disabled={current >= pages}
          onClick={() => onPage(current + 1)}
        >
          <span className="hidden sm:inline">下一页</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {pageSizes && onPageSize && (
        <Select
          aria-label="每页条数"
          className="h-8 w-28"
          value={String(pageSize)}
          onValueChange={(v) => onPageSize(Number(v))}
          options={pageSizes.map((n) => ({ value: String(n), label: `${n} 条/页` }))}
        />
      )}
      <form className="flex items-center gap-1" onSubmit={submitJump} aria-label="跳转页码">
        <span aria-hidden>跳至</span>
        <Input
          aria-label="跳转到第几页"
          aria-invalid={jumpError !== '' || undefined}
          inputMode="numeric"
          className="h-8 w-16"
          value={jump}
          onChange={(e) => setJump(e.target.value)}
        />
        <span aria-hidden>页</span>
        <Button type="submit" variant="outline" size="sm">
          跳转
        </Button>
        {jumpError && (
          <span role="alert" className="text-xs text-destructive">
            {jumpError}
          </span>
        )}
      </form>
    </nav>
  )
}
