import type * as React from 'react'
import { cn } from '@/lib/cn'

/**
 * What an 打印 prints: the document inside PrintRoot, alone, on A4 (src/print.css, the one print
 * stylesheet; docs/architecture.md "Print"). A screen wraps its document (report pages, forms,
 * tables) in it and keeps its buttons outside or marks them print:hidden; `landscape` for a
 * document too wide for a portrait page (the 12 columns of 表G.2.1-1). One per page.
 */
export function PrintRoot({
  landscape = false,
  className,
  ...props
}: React.ComponentProps<'div'> & { landscape?: boolean }) {
  return (
    <div
      data-print-root=""
      data-orientation={landscape ? 'landscape' : 'portrait'}
      className={cn(className)}
      {...props}
    />
  )
}

/** 打印: the browser's print dialog, which shows the page's PrintRoot alone. */
export function printDocument(): void {
  window.print()
}
