import type { ReactNode } from 'react'
import { UsersRound, WifiOff } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import {
  loginDialogStore,
  NEED_NETWORK,
  sessionStore,
  useOnline,
  useStore,
} from '../hooks/use-teams'

export function TeamsOffline() {
  return (
    <EmptyState
      level={1}
      className="m-6"
      icon={<WifiOff aria-hidden className="size-8" />}
      title={NEED_NETWORK}
      description="团队涉及其他成员，需要联网后才能查看和修改。恢复网络后会自动显示。"
    />
  )
}

/** A team read that failed: 团队中心需要联网 offline, otherwise its message and 重试. */
export function TeamReadFailed({
  title,
  state,
  onRetry,
}: {
  title: string
  state: { offline: boolean; message: string }
  onRetry: () => void
}) {
  if (state.offline) return <TeamsOffline />
  return (
    <EmptyState
      level={1}
      className="m-6"
      title={title}
      description={state.message}
      actions={<Button onClick={onRetry}>重试</Button>}
    />
  )
}

export interface TeamGateProps {
  title: string
  /** What a visitor is told they can do after logging in. */
  loginHint: string
  children: (userId: string) => ReactNode
}

/** The team screens' common gate: a visitor is asked to log in; offline says 团队中心需要联网. */
export function TeamGate({ title, loginHint, children }: TeamGateProps) {
  const session = useStore(sessionStore)
  const online = useOnline()
  if (!session.userId)
    return (
      <EmptyState
        level={1}
        className="m-6"
        icon={<UsersRound aria-hidden className="size-8" />}
        title={title}
        description={loginHint}
        actions={
          <Button onClick={() => loginDialogStore.set({ open: true, mode: 1 })}>登录</Button>
        }
      />
    )
  if (!online) return <TeamsOffline />
  return children(session.userId)
}
