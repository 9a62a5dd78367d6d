import { Link } from '@tanstack/react-router'
import type { IndexTypeCount } from '@/domain/api/home'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import type { Section } from '../hooks/use-home-data'
import { SectionError } from './section-error'

const chipClass =
  'inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm transition-colors hover:border-primary hover:text-primary'

function ChipSkeletons() {
  return (
    <div className="flex flex-wrap gap-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-7 w-20 rounded-full" />
      ))}
    </div>
  )
}

/** Template counts by project type and by hot city; each chip opens the filtered list. */
export function CategoryChips({
  section,
  onRetry,
}: {
  section: Section<IndexTypeCount>
  onRetry: () => void
}) {
  if (section.status === 'error')
    return <SectionError offline={section.offline} message={section.message} onRetry={onRetry} />
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="mb-2 text-sm font-medium text-muted-foreground">按项目类型</h3>
        {section.status === 'loading' ? (
          <ChipSkeletons />
        ) : section.data.Types.length === 0 ? (
          <p className="text-sm text-muted-foreground">暂无分类：还没有发布的模板。</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {section.data.Types.map((t) => (
              <li key={t.Type}>
                <Link
                  to="/Page/filterpage"
                  search={{ type: 'type', name: t.Type }}
                  className={chipClass}
                >
                  {t.Type}
                  <Badge variant="secondary">{t.Count}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-muted-foreground">热门城市</h3>
        {section.status === 'loading' ? (
          <ChipSkeletons />
        ) : section.data.Cities.length === 0 ? (
          <p className="text-sm text-muted-foreground">暂无城市：模板发布后按城市统计。</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {section.data.Cities.map((c) => (
              <li key={c.City}>
                <Link
                  to="/Page/filterpage"
                  search={{ type: 'city', name: c.City }}
                  className={chipClass}
                >
                  {c.City}
                  <Badge variant="secondary">{c.Count}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
