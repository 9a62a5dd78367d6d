import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useHomeData } from './hooks/use-home-data'
import { CategoryChips } from './components/category-chips'
import { FiguresRow } from './components/figures-row'
import { NewestTemplates } from './components/newest-templates'
import { TypeSummary } from './components/type-summary'

function HomeSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
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
function CachedNotice({ cachedAt }: { cachedAt: number | undefined }) {
  if (cachedAt === undefined) return null
  const when = new Date(cachedAt).toLocaleString('zh-CN', { hour12: false })
  return (
    <p role="status" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning">
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
        action={
          <Link to="/Page/tradingCenter" search={{ id: 3 }} className="text-sm text-primary hover:underline">
            去交易中心
          </Link>
        }
      >
        <NewestTemplates section={newest} onRetry={retry} />
      </HomeSection>
      <HomeSection id="home-types" title="各类型造价概况">
        <TypeSummary section={typeSummary} onRetry={retry} />
      </HomeSection>
    </div>
  )
}
