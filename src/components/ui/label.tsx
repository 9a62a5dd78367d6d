import * as React from 'react'
import { cn } from '@/lib/cn'

// A plain <label>: @radix-ui/react-label is not installed and adds nothing a native label lacks.
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
