import { lazy, Suspense } from 'react'
import { useStoreSelector } from '@/data/state/store'
import { messageBoxStore } from '@/components/message-box-store'
import { toastStore } from '@/components/ui/toast-store'

// The Radix toast and dialog code stays out of the first load: it is fetched when the first
// toast or message box is queued (the stores themselves are tiny and always present).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))
const MessageBoxHost = lazy(() =>
  import('@/components/message-box').then((m) => ({ default: m.MessageBoxHost })),
)

/** Mounts the toaster and the message-box host while they have something to show. */
export function OverlayHosts() {
  const hasToasts = useStoreSelector(toastStore, (list) => list.length > 0)
  const hasBoxes = useStoreSelector(messageBoxStore, (queue) => queue.length > 0)
  return (
    <Suspense fallback={null}>
      {hasToasts && <Toaster />}
      {hasBoxes && <MessageBoxHost />}
    </Suspense>
  )
}
