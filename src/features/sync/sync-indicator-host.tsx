import { lazy, Suspense } from 'react'
import { sessionStore } from '@/data/state/app-state'
import { useStoreSelector } from '@/data/state/store'

// The indicator reads the sync engine's modules (Dexie, zod): they load only for a logged-in user.
const SyncIndicator = lazy(() =>
  import('./sync-indicator').then((m) => ({ default: m.SyncIndicator })),
)

/** The header's sync indicator, shown only while a user is logged in (sync runs only then). */
export function SyncIndicatorHost() {
  const loggedIn = useStoreSelector(sessionStore, (s) => Boolean(s.token))
  if (!loggedIn) return null
  return (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  )
}
