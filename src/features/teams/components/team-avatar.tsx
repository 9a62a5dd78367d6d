import { cn } from '@/lib/cn'

/** The team image, or the first character of its name on a tinted square. */
export function TeamAvatar({
  name,
  img,
  className,
}: {
  name: string
  img: string
  className?: string
}) {
  if (img)
    return (
      <img
        src={img}
        alt={`${name}的团队图片`}
        className={cn('size-10 shrink-0 rounded-md object-cover', className)}
      />
    )
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-base font-semibold text-primary',
        className,
      )}
    >
      {name.slice(0, 1)}
    </span>
  )
}
