import { Link } from '@tanstack/react-router'
import { ThumbsUp } from 'lucide-react'
import type { TemplateCard } from '@/domain/api/shop'
import { formatArea, formatMoney } from '@/domain/format'
import { TemplateCover } from '@/components/template-cover'

/** A template price: 免费 for 0, else 元 with two decimals and separators. */
export function priceText(price: number): string {
  return price === 0 ? '免费' : `${formatMoney(price)} 元`
}

/** One released template in the trading centre: cover, facts, likes and price; `eager` for a card above the fold. */
export function TemplateCardView({ t, eager = false }: { t: TemplateCard; eager?: boolean }) {
  const facts = [t.City, t.ProjectType, t.Year === null ? null : `${t.Year}年`]
    .filter(Boolean)
    .join(' · ')
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card transition-shadow hover:shadow-md"
      aria-label={t.Name}
    >
      <TemplateCover name={t.Name} type={t.ProjectType} cover={t.Cover} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-medium">
          <Link to="/Page/modelDetail" search={{ id: t.ID }} className="hover:text-primary">
            {t.Name}
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">{facts}</p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">建筑面积</dt>
          <dd className="text-right tabular-nums">{formatArea(t.BuiltArea)} m²</dd>
          <dt className="text-muted-foreground">单方造价</dt>
          <dd className="text-right tabular-nums">
            {t.UnitCost === null ? '--' : `${formatMoney(t.UnitCost)} 元/m²`}
          </dd>
        </dl>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <Link
            to="/Page/authorHomepage"
            search={{ id: t.AuthorID }}
            className="truncate text-muted-foreground hover:text-primary"
          >
            作者：{t.AuthorName}
          </Link>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ThumbsUp className="size-3" aria-hidden />
            <span className="sr-only">点赞 </span>
            {t.Thumbs}
          </span>
        </div>
        <p className="font-semibold text-primary tabular-nums">{priceText(t.Price)}</p>
      </div>
    </article>
  )
}
