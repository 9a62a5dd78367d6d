import { Link } from '@tanstack/react-router'
import { MapPin, SearchX, UserRound } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { OfflineNote, ReadError } from './components/offline-note'
import { useSearch } from './hooks/use-trading-reads'
import { TemplateCardView } from './components/template-card'

const GROUP_SIZE = 8

function Group({
  id,
  title,
  count,
  children,
}: {
  id: string
  title: string
  count: number
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">（{count}）</span>
      </h2>
      {children}
    </section>
  )
}

/** /Page/filterpage?type=search&name=…: templates, authors and hot cities that match the text. */
export function SearchResultsScreen({ name }: { name: string }) {
  const { state, reload } = useSearch(name, GROUP_SIZE)
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <h1 className="text-xl font-semibold">搜索：{name}</h1>
      {state.status === 'loading' && <Skeleton className="h-64" aria-busy />}
      {state.status === 'error' && (
        <ReadError offline={state.offline} message={state.message} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <>
          <OfflineNote cachedAt={state.cachedAt} limits="离线时只在本机保存过的模板中搜索" />
          {state.data.TemplateTotal + state.data.AuthorTotal + state.data.Cities.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title="没有找到相关结果"
              description="试试模板名称、作者名称或城市名，例如“杭州”。"
            />
          ) : (
            <>
              <Group id="search-templates" title="模板" count={state.data.TemplateTotal}>
                {state.data.Templates.length === 0 ? (
                  <p className="text-sm text-muted-foreground">没有名称匹配的模板。</p>
                ) : (
                  <>
                    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                      {state.data.Templates.map((t) => (
                        <li key={t.ID}>
                          <TemplateCardView t={t} />
                        </li>
                      ))}
                    </ul>
                    {state.data.TemplateTotal > state.data.Templates.length && (
                      <Link
                        to="/Page/filterpage"
                        search={{ q: name }}
                        className="text-sm text-primary hover:underline"
                      >
                        查看全部 {state.data.TemplateTotal} 个模板
                      </Link>
                    )}
                  </>
                )}
              </Group>
              <Group id="search-authors" title="作者" count={state.data.AuthorTotal}>
                {state.data.Authors.length === 0 ? (
                  <p className="text-sm text-muted-foreground">没有名称匹配的作者。</p>
                ) : (
                  <ul className="flex flex-wrap gap-3">
                    {state.data.Authors.map((a) => (
                      <li key={a.ID}>
                        <Link
                          to="/Page/authorHomepage"
                          search={{ id: a.ID }}
                          className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm hover:border-primary"
                        >
                          <UserRound className="size-4 text-muted-foreground" aria-hidden />
                          <span className="font-medium">{a.UserName}</span>
                          <span className="text-muted-foreground">{a.TemplateCount} 个模板</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Group>
              <Group id="search-cities" title="热门城市" count={state.data.Cities.length}>
                {state.data.Cities.length === 0 ? (
                  <p className="text-sm text-muted-foreground">没有匹配的城市。</p>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {state.data.Cities.map((c) => (
                      <li key={c.City}>
                        <Link
                          to="/Page/filterpage"
                          search={{ type: 'city', name: c.City }}
                          className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm hover:border-primary hover:text-primary"
                        >
                          <MapPin className="size-3.5" aria-hidden />
                          {c.City}
                          <Badge variant="secondary">{c.Count}</Badge>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Group>
            </>
          )}
        </>
      )}
    </div>
  )
}
