import * as React from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A spinning indicator; pass aria-label when it stands alone, otherwise it is decorative. */
export function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  const labelled = props['aria-label'] !== undefined
  return (
    <LoaderCircle
      data-slot="spinner"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  )
}
