import { memo, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { LAZY_LAYOUT } from '@/lib/lazy-layout'
import { useHomeData } from './hooks/use-home-data'
import { CategoryChips as CategoryChipsView } from './components/category-chips'
import { FiguresRow as FiguresRowView } from './components/figures-row'
import { NewestTemplates as NewestTemplatesView } from './components/newest-templates'
import { TypeSummary as TypeSummaryView } from './components/type-summary'

// Each section re-renders only when its own read settles (its state object and the stable retry
// are its props): the four answers arrive one by one, and re-rendering every section on each of
// them made one long task of each arrival (issue 16).
const FiguresRow = memo(FiguresRowView)
const CategoryChips = memo(CategoryChipsView)
const NewestTemplates = memo(NewestTemplatesView)
const TypeSummary = memo(TypeSummaryView)
const CachedNotice = memo(CachedNoticeView)

function HomeSection({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn('space-y-3', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** Says when the figures shown are the offline copy, and how old it is. */
function CachedNoticeView({ cachedAt }: { cachedAt: number | undefined }) {
  if (cachedAt === undefined) return null
  const when = new Date(cachedAt).toLocaleString('zh-CN', { hour12: false })
  return (
    <p
      role="status"
      className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
    >
      离线数据，更新于 {when}
    </p>
  )
}

/** /newIndex: what the template market holds, by type and city, and the newest templates. */
export function HomeScreen() {
  const { sum, typeSummary, typeCount, newest, retry } = useHomeData()
  return (
    <div className="mx-auto max-w-6xl space-y-8 p-6">
      <h1 className="sr-only">智能清单首页</h1>
      <CachedNotice cachedAt={sum.status === 'ready' ? sum.cachedAt : undefined} />
      <FiguresRow section={sum} onRetry={retry} />
      <HomeSection id="home-categories" title="模板分类">
        <CategoryChips section={typeCount} onRetry={retry} />
      </HomeSection>
      <HomeSection
        id="home-newest"
        title="最新模板"
        // Below the fold on a phone: laid out when scrolled near (a page of cards is tall).
        className={cn(LAZY_LAYOUT, '[contain-intrinsic-size:auto_1000px]')}
        action={
          <Link
            to="/Page/tradingCenter"
            search={{ id: 3 }}
            className="text-sm text-primary hover:underline"
          >
            去交易中心
          </Link>
        }
      >
        <NewestTemplates section={newest} onRetry={retry} />
      </HomeSection>
      <HomeSection
        id="home-types"
        title="各类型造价概况"
        className={cn(LAZY_LAYOUT, '[contain-intrinsic-size:auto_240px]')}
      >
        <TypeSummary section={typeSummary} onRetry={retry} />
      </HomeSection>
    </div>
  )
}
