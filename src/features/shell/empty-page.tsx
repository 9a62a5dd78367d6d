import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Spinner } from '@/components/ui/spinner'

/**
 * The reload stop-over of SPEC §2. Contract: navigate to /emptyPage?redirect={path} where path
 * is an in-app address (starting with one "/", optionally with its own query and hash, e.g.
 * "/Page/tradingCenter?id=3"). This screen replaces itself with that address, so the target
 * screen mounts afresh and the stop-over leaves no history entry. Anything else goes home.
 */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  )
    return '/newIndex'
  if (
    redirect === '/emptyPage' ||
    redirect.startsWith('/emptyPage?') ||
    redirect.startsWith('/emptyPage#')
  )
    return '/newIndex'
  return redirect
}

export function EmptyPage({ redirect }: { redirect: string | undefined }) {
  const router = useRouter()
  const target = safeRedirectTarget(redirect)
  useEffect(() => {
    router.history.replace(target)
  }, [router, target])
  return (
    <div role="status" aria-label="正在跳转" className="flex h-40 items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" />
    </div>
  )
}
