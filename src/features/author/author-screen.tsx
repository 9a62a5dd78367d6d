import { Link } from '@tanstack/react-router'
import { UserRound } from 'lucide-react'
import type { AuthorFigures } from '@/domain/api/shop'
import { formatArea, formatMoney } from '@/domain/format'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { offlineCopyText, useAuthor } from './hooks/use-author'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

export const AUTHOR_PAGE_SIZE = 20

function Figures({ a }: { a: AuthorFigures }) {
  const since = a.FirstRelease ? new Date(a.FirstRelease).toLocaleDateString('zh-CN') : '--'
  const items = [
    ['发布模板', `${a.TemplateCount} 个`],
    ['获赞', `${a.Thumbs}`],
    ['被收藏', `${a.Collections}`],
    ['首次发布', since],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface AuthorScreenProps {
  authorId: string | undefined
  page: number
  onPage: (page: number) => void
}

/** /Page/authorHomepage?id=: an author's figures and their released templates. */
export function AuthorScreen({ authorId, page, onPage }: AuthorScreenProps) {
  const { state, reload } = useAuthor(authorId, { index: page, size: AUTHOR_PAGE_SIZE })
  if (!authorId) {
    return (
      <EmptyState
        level={1}
        className="m-6"
        title="未指定作者"
        description="请从模板卡片或搜索结果中点击作者名称进入作者主页。"
      />
    )
  }
  if (state.status === 'loading') return <Skeleton className="m-6 h-64" aria-busy />
  if (state.status === 'error') {
    return (
      <EmptyState
        level={1}
        className="m-6"
        title={state.offline ? '当前离线' : '无法打开作者主页'}
        description={state.offline ? '本机还没有这位作者的离线数据，联网后再试。' : state.message}
        actions={<Button onClick={reload}>重试</Button>}
      />
    )
  }
  const { Author: a, Templates } = state.data
  const pages = Math.max(1, Math.ceil(state.total / AUTHOR_PAGE_SIZE))
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <header className="flex items-center gap-4">
        {a.HeadPic ? (
          <img src={a.HeadPic} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <div
            className="flex size-16 items-center justify-center rounded-full bg-muted"
            aria-hidden
          >
            <UserRound className="size-8 text-muted-foreground" />
          </div>
        )}
        <div>
          <h1 className="text-xl font-semibold">{a.UserName}</h1>
          <p className="text-sm text-muted-foreground">
            {a.Cities.length > 0 ? `城市：${a.Cities.join('、')}` : '暂无城市'}
            {a.Types.length > 0 ? ` · 类型：${a.Types.join('、')}` : ''}
          </p>
        </div>
      </header>
      {state.cachedAt !== undefined && (
        <p
          role="status"
          className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          {offlineCopyText(state.cachedAt)}
        </p>
      )}
      <Figures a={a} />
      <section aria-labelledby="author-templates" className="space-y-3">
        <h2 id="author-templates" className="text-lg font-semibold">
          已发布的模板
        </h2>
        {Templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">这位作者还没有发布模板。</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>模板名称</TableHead>
                <TableHead>城市</TableHead>
                <TableHead>类型</TableHead>
                <TableHead>年份</TableHead>
                <TableHead className="text-right">建筑面积（m²）</TableHead>
                <TableHead className="text-right">单方造价（元/m²）</TableHead>
                <TableHead className="text-right">点赞</TableHead>
                <TableHead className="text-right">价格</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {Templates.map((t) => (
                <TableRow key={t.ID}>
                  <TableCell>
                    <Link
                      to="/Page/modelDetail"
                      search={{ id: t.ID }}
                      className="text-primary hover:underline"
                    >
                      {t.Name}
                    </Link>
                  </TableCell>
                  <TableCell>{t.City}</TableCell>
                  <TableCell>{t.ProjectType}</TableCell>
                  <TableCell>{t.Year ?? '--'}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatArea(t.BuiltArea)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {t.UnitCost === null ? '--' : formatMoney(t.UnitCost)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{t.Thumbs}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {t.Price === 0 ? '免费' : `${formatMoney(t.Price)} 元`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {pages > 1 && (
          <nav aria-label="分页" className="flex items-center justify-center gap-3 text-sm">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              上一页
            </Button>
            <span>
              第 {page} / {pages} 页，共 {state.total} 个模板
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              下一页
            </Button>
          </nav>
        )}
      </section>
    </div>
  )
}
