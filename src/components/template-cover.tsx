import { CoverDrawing } from './cover-drawing'
import { cn } from '@/lib/cn'

/** A stable hue (0–359) for a template's type and name, so each template has its own colour. */
export function coverHue(type: string, name: string): number {
  let h = 2166136261
  for (const ch of `${type}\u0000${name}`) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return (h >>> 0) % 360
}

export interface TemplateCoverProps {
  name: string
  type: string
  /** An uploaded cover picture; '' for the generated one. */
  cover: string
  /** The author's picture, shown in a corner of a released template's cover. */
  authorPic?: string
  authorName?: string
  className?: string
  /**
   * Above the fold (a list's first cards, a template page's header): the pictures load with the
   * page instead of waiting for layout to find them in view; the cover is often the page's
   * largest paint (issue 16). Elsewhere they load lazily.
   */
  eager?: boolean
}

/**
 * A template's cover: the uploaded picture, else one generated from its project type (the
 * type's drawing) and its name (the colour and the title), so no two cards look alike.
 */
export function TemplateCover({
  name,
  type,
  cover,
  authorPic,
  authorName,
  className,
  eager = false,
}: TemplateCoverProps) {
  const hue = coverHue(type, name)
  const loading = eager ? 'eager' : 'lazy'
  return (
    <div
      className={cn('relative aspect-[16/9] overflow-hidden', className)}
      data-cover-hue={cover ? undefined : hue}
    >
      {cover ? (
        <img
          src={cover}
          alt={`${name} 封面`}
          className="size-full object-cover"
          loading={loading}
        />
      ) : (
        <div
          role="img"
          aria-label={`${type || '模板'}封面：${name}`}
          className="flex size-full flex-col justify-between p-3"
          style={{
            background: `linear-gradient(135deg, hsl(${hue} 70% 94%), hsl(${(hue + 40) % 360} 55% 80%))`,
            color: `hsl(${hue} 55% 25%)`,
          }}
        >
          {/* Drawn by CSS from data-*, so the name is not a second text copy beside the card title
              (the role=img label carries it for assistive technology). */}
          <span
            data-text={type || '未分类'}
            className="w-fit rounded bg-white/70 px-1.5 py-0.5 text-xs font-medium before:content-[attr(data-text)]"
          />
          <span
            data-text={name}
            className="line-clamp-2 max-w-[65%] text-base font-semibold leading-snug before:content-[attr(data-text)]"
          />
          <CoverDrawing
            type={type}
            className="absolute -bottom-2 right-0 h-4/5 opacity-70 mix-blend-multiply"
          />
        </div>
      )}
      {authorPic && (
        <img
          src={authorPic}
          alt={authorName ? `作者 ${authorName}` : '作者头像'}
          className="absolute bottom-2 left-2 size-8 rounded-full border-2 border-white object-cover shadow"
          loading={loading}
        />
      )}
    </div>
  )
}
