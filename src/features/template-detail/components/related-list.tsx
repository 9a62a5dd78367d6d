import { Link } from '@tanstack/react-router'
import type { TemplateCard } from '@/domain/api/shop'
import { formatMoney } from '@/domain/format'
import type { ReadState } from '../hooks/use-template-reads'
import { Skeleton } from '@/components/ui/skeleton'

/** A compact list of other templates (name, city · type, 元/m²), each a link to its detail. */
export function RelatedList<T>({
  title,
  hint,
  state,
  pick,
}: {
  title: string
  hint?: string
  state: ReadState<T>
  pick: (data: T) => TemplateCard[]
}) {
  const rows = state.status === 'ready' ? pick(state.data) : []
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="font-semibold">{title}</h2>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {state.status === 'loading' && <Skeleton className="h-24" />}
      {state.status === 'error' && (
        <p className="text-sm text-muted-foreground">
          {state.offline ? '离线时无法加载。' : `加载失败：${state.message}`}
        </p>
      )}
      {state.status === 'ready' && rows.length === 0 && (
        <p className="text-sm text-muted-foreground">暂无。</p>
      )}
      {rows.length > 0 && (
        <ul className="divide-y rounded-lg border">
          {rows.map((t) => (
            <li key={t.ID} className="px-3 py-2 text-sm">
              <Link
                to="/Page/modelDetail"
                search={{ id: t.ID }}
                className="font-medium hover:text-primary"
              >
                {t.Name}
              </Link>
              <p className="flex justify-between text-xs text-muted-foreground">
                <span>
                  {t.City} · {t.ProjectType}
                </span>
                <span className="tabular-nums">
                  {t.UnitCost === null ? '--' : `${formatMoney(t.UnitCost)} 元/m²`}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
