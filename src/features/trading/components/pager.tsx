import { Button } from '@/components/ui/button'

/** 上一页 / 下一页 with where we are and how many there are in all (the envelope's Total). */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label="分页" className="flex items-center justify-center gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span className="tabular-nums">
        第 {Math.min(page, pages)} / {pages} 页，共 {total} 个模板
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </nav>
  )
}
