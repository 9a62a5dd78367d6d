import * as React from 'react'
import { UserRound } from 'lucide-react'
import type { AccountInformation } from '@/domain/account/schemas'
import { getAccountInformation, isApiError } from '../hooks/account-calls'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { useStore } from '@/data/state/store'
import { Button } from '@/components/ui/button'
import { readCachedAccount, writeCachedAccount } from './account-cache'
import { PasswordSection } from './password-section'
import { PhoneSection } from './phone-section'
import { ProfileSection } from './profile-section'
import { SessionsSection } from './sessions-section'
import { useOnline } from '@/data/state/use-online'

export const OFFLINE_NOTE = '当前离线，修改需要联网'

/**
 * /Page/personalCenter: the signed-in user's name, avatar and phone (GetAccount_Information),
 * with changes of name/avatar, phone and password. Viewing works offline from the stored session
 * and the last information seen; every change needs the network and says so.
 */
export function PersonalCenter() {
  const session = useStore(sessionStore)
  const online = useOnline()
  const [info, setInfo] = React.useState<AccountInformation | null>(() =>
    readCachedAccount(session.userId),
  )
  const [reachable, setReachable] = React.useState(true)

  React.useEffect(() => {
    if (!session.userId || !online) return
    let live = true
    getAccountInformation().then(
      (data) => {
        if (!live) return
        setReachable(true)
        setInfo(data)
        writeCachedAccount(data)
      },
      (error: unknown) => {
        // Only a missing network makes the screen read-only; other failures were already reported.
        if (live && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'))
          setReachable(false)
      },
    )
    return () => {
      live = false
    }
  }, [session.userId, online])

  if (!session.userId) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-xl font-semibold">个人中心</h1>
        <p className="text-muted-foreground">请先登录后查看和修改个人信息。</p>
        <Button onClick={() => loginDialogStore.set({ open: true, mode: 1 })}>登录</Button>
      </section>
    )
  }

  const canChange = online && reachable
  const userName = info?.UserName ?? session.userName ?? ''
  const avatar = info?.HeadPic || session.avatar || ''
  const phone = info?.Phone ?? ''
  const onChanged = (patch: Partial<AccountInformation>) =>
    setInfo((prev) => {
      const next = {
        ...(prev ?? {
          ID: session.userId ?? '',
          UserName: userName,
          HeadPic: avatar,
          Phone: phone,
        }),
        ...patch,
      }
      writeCachedAccount(next)
      return next
    })

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-6">
      <h1 className="text-xl font-semibold">个人中心</h1>
      {!canChange && (
        <p
          role="status"
          className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          {OFFLINE_NOTE}
        </p>
      )}
      <section aria-labelledby="pc-basic" className="flex items-center gap-4 rounded-lg border p-4">
        {avatar ? (
          <img src={avatar} alt="头像" className="size-16 rounded-full object-cover" />
        ) : (
          <span
            role="img"
            aria-label="默认头像"
            className="flex size-16 items-center justify-center rounded-full bg-muted"
          >
            <UserRound aria-hidden className="size-8 text-muted-foreground" />
          </span>
        )}
        <dl id="pc-basic" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">用户名</dt>
          <dd data-testid="pc-username">{userName}</dd>
          <dt className="text-muted-foreground">手机号</dt>
          <dd data-testid="pc-phone">{phone || '—'}</dd>
        </dl>
      </section>
      <ProfileSection userName={userName} disabled={!canChange} onChanged={onChanged} />
      <PhoneSection
        currentPhone={phone}
        disabled={!canChange}
        onChanged={(Phone) => onChanged({ Phone })}
      />
      <PasswordSection phone={phone} disabled={!canChange || phone === ''} />
      <SessionsSection disabled={!canChange} />
    </div>
  )
}
