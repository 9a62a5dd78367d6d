import { useEffect } from 'react'
import { refreshWaitingNotices, waitingNoticesStore } from '@/data/api/waiting-notices'
import { sessionStore } from '@/data/state/app-state'
import { useStore } from '@/data/state/store'

/** The number of team notices waiting for 确认, kept fresh while the menu is shown (signed in only). */
export function useWaitingNotices(): number {
  const session = useStore(sessionStore)
  const signedIn = session.token !== null
  useEffect(() => {
    void refreshWaitingNotices()
    if (!signedIn) return
    const onFocus = () => void refreshWaitingNotices()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [signedIn])
  return useStore(waitingNoticesStore)
}
