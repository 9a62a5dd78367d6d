import { Outlet } from '@tanstack/react-router'
import { TooltipProvider } from '@/components/ui/tooltip'
import { SchemeHeader } from './scheme-header'
import type { SchemeVariant } from './variant'

/** Layout of /Page/Benchmarking/* and /Page/NewBenchmarking/*: the scheme header over the screen. */
export function SchemeLayout({ variant }: { variant: SchemeVariant }) {
  return (
    // Tooltips are only used here, so their provider (and code) live with the analyses' chunks.
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-full flex-col">
        <SchemeHeader variant={variant} />
        <div className="flex-1">
          <Outlet />
        </div>
      </div>
    </TooltipProvider>
  )
}
