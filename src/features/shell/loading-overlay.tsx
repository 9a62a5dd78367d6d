import { useLoading } from './hooks/use-loading'
import { Spinner } from '@/components/ui/spinner'

/** The global loading overlay of SPEC §2/§4, shown while the request layer's loading flag is on. */
export function LoadingOverlay() {
  const loading = useLoading()
  if (!loading) return null
  return <LoadingOverlayView />
}

export function LoadingOverlayView() {
  return (
    <div
      role="status"
      aria-label="加载中"
      aria-live="polite"
      className="fixed inset-0 z-[90] flex items-center justify-center bg-background/60"
    >
      <Spinner className="size-8 text-primary" />
    </div>
  )
}
