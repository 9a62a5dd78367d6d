import * as React from 'react'
import { cn } from '@/lib/cn'

export interface EmptyStateProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  title: React.ReactNode
  /** What the screen is for, or why it is empty, in a sentence or two. */
  description?: React.ReactNode
  icon?: React.ReactNode
  /** Buttons or links that lead on (e.g. 返回首页). */
  actions?: React.ReactNode
  /** Heading level: 1 when the empty state is the whole screen. */
  level?: 1 | 2 | 3
}

export function EmptyState({
  title,
  description,
  icon,
  actions,
  level = 2,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${level}` as const
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
          aria-hidden
        >
          {icon}
        </div>
      )}
      <Heading className={cn('font-semibold', level === 1 ? 'text-xl' : 'text-base')}>
        {title}
      </Heading>
      {description && (
        <div className="text-sm leading-relaxed text-muted-foreground">{description}</div>
      )}
      {children}
      {actions && (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{actions}</div>
      )}
    </section>
  )
}
