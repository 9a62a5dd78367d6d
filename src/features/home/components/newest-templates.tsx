import { Link } from '@tanstack/react-router'
import { FileStack } from 'lucide-react'
import type { TemplateCard } from '@/domain/api/home'
import { formatArea, formatMoney } from '@/domain/format'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { NEWEST_PAGE_SIZE, type Section } from '../hooks/use-home-data'
import { SectionError } from './section-error'

function TemplateCardView({ t }: { t: TemplateCard }) {
  const facts = [t.City, t.ProjectType, t.Year === null ? null : `${t.Year}年`]
    .filter(Boolean)
    .join(' · ')
  return (
    <Card className="h-full gap-3 transition-shadow hover:shadow-md">
      <CardHeader>
        <CardTitle className="line-clamp-2 min-h-12 text-base">
          <Link
            to="/Page/modelDetail"
            search={{ id: t.ID }}
            className="after:absolute after:inset-0 hover:text-primary"
          >
            {t.Name}
          </Link>
        </CardTitle>
        <CardDescription>{facts}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">建筑面积</dt>
          <dd className="text-right tabular-nums">{formatArea(t.BuiltArea)} m²</dd>
          <dt className="text-muted-foreground">单方造价</dt>
          <dd className="text-right tabular-nums">
            {t.UnitCost === null ? '--' : `${formatMoney(t.UnitCost)} 元/m²`}
          </dd>
          <dt className="text-muted-foreground">价格</dt>
          <dd className="text-right tabular-nums">
            {t.Price === 0 ? '免费' : `${formatMoney(t.Price)} 元`}
          </dd>
        </dl>
        <div className="mt-3 flex items-center justify-between text-xs text-muted-foreground">
          {/* Above the card's stretched title link, so the author opens their own page. */}
          <Link
            to="/Page/authorHomepage"
            search={{ id: t.AuthorID }}
            className="relative z-10 truncate hover:text-primary"
          >
            作者：{t.AuthorName}
          </Link>
          {/* Text rather than the thumbs icon: the icon would be a chunk of its own in the first load. */}
          <span className="shrink-0 tabular-nums">点赞 {t.Thumbs}</span>
        </div>
      </CardContent>
    </Card>
  )
}

/**
 * Card slots are as tall as a card (title kept at two lines) and the placeholders as many as a
 * page: the section keeps its size when the templates arrive (no layout shift).
 */
const SLOT = 'min-h-60'

/** The newest released templates as cards, with an empty state that says how templates appear. */
export function NewestTemplates({
  section,
  onRetry,
}: {
  section: Section<TemplateCard[]>
  onRetry: () => void
}) {
  if (section.status === 'error')
    return <SectionError offline={section.offline} message={section.message} onRetry={onRetry} />
  if (section.status === 'loading') {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: NEWEST_PAGE_SIZE }, (_, i) => (
          <Skeleton key={i} className={SLOT} />
        ))}
      </div>
    )
  }
  if (section.data.length === 0) {
    return (
      <EmptyState
        level={3}
        icon={<FileStack />}
        title="暂无模板"
        description="还没有人发布模板。在“我的项目”中把做好的项目发布为模板，它就会出现在这里供大家参考。"
        actions={
          <Button asChild variant="outline">
            <Link to="/Page/newModelProjet" search={{ id: 2 }}>
              去我的项目
            </Link>
          </Button>
        }
      />
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {section.data.map((t) => (
        <li key={t.ID} className={`relative ${SLOT}`}>
          <TemplateCardView t={t} />
        </li>
      ))}
    </ul>
  )
}
