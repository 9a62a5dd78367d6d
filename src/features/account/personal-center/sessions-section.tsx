import * as React from 'react'
import type { SessionItem } from '@/domain/account/sessions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { MessageLine } from '../components/form-parts'
import { getSessions, logoutOthers, notifier } from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { Section } from './section'

export const LOGOUT_OTHERS = '退出其他设备'
const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })

/**
 * 登录设备: where this account is signed in (GetSessions; the server ends the oldest beyond
 * SESSION_MAX_PER_USER) and 退出其他设备 (LogoutOthers), docs/accounts.md "Devices".
 */
export function SessionsSection({ disabled }: { disabled: boolean }) {
  const [items, setItems] = React.useState<SessionItem[] | null>(null)
  const [message, setMessage] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)

  const load = React.useCallback(async () => {
    try {
      setItems(await getSessions())
    } catch (error) {
      setMessage(failureMessage(error))
    }
  }, [])

  React.useEffect(() => {
    if (!disabled) void load()
  }, [disabled, load])

  async function endOthers() {
    setBusy(true)
    setMessage(null)
    const answer = await logoutOthers()
    setBusy(false)
    if (!answer.ok) return setMessage(answer.message)
    notifier().toast(
      answer.data.Count > 0 ? `已退出${answer.data.Count}台其他设备` : '没有其他设备登录',
      { kind: 'success' },
    )
    await load()
  }

  const others = (items ?? []).filter((s) => !s.Current).length
  return (
    <Section title="登录设备">
      {items && items.length > 0 ? (
        <Table aria-label="登录设备" scrollLabel="登录设备列表">
          <TableHeader>
            <TableRow>
              <TableHead>设备</TableHead>
              <TableHead>IP 地址</TableHead>
              <TableHead>登录时间</TableHead>
              <TableHead>有效期至</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((s) => (
              <TableRow key={s.ID}>
                <TableCell>
                  <span className="flex items-center gap-2">
                    {s.Device}
                    {s.Current && <Badge variant="secondary">本设备</Badge>}
                  </span>
                </TableCell>
                <TableCell>{s.Ip || '—'}</TableCell>
                <TableCell>{when(s.CreateTime)}</TableCell>
                <TableCell>{when(s.ExpireTime)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="text-sm text-muted-foreground">
          {disabled ? '联网后可查看登录设备' : items ? '没有登录中的设备' : '正在读取登录设备…'}
        </p>
      )}
      <MessageLine message={message} />
      <div>
        <Button
          variant="outline"
          disabled={disabled || busy || others === 0}
          onClick={() => void endOthers()}
        >
          {LOGOUT_OTHERS}
        </Button>
      </div>
    </Section>
  )
}
