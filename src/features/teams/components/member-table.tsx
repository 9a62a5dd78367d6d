import { NameCell } from './name-cell'
import { useState } from 'react'
import { UserPlus } from 'lucide-react'
import type { TeamMember } from '@/domain/teams/schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

export interface MemberTableProps {
  members: readonly TeamMember[]
  /** The administrator's view: 添加成员, 移除, 转让管理员. */
  canManage: boolean
  myUserId: string
  /** Resolves true when the member was added (the phone field empties). */
  onAdd: (phone: string) => Promise<boolean>
  onRemove: (member: TeamMember) => void
  onTransfer: (member: TeamMember) => void
}

const day = (iso: string) => iso.slice(0, 10)

/** 成员: the team's members; the administrator adds by phone, removes and hands over the role. */
export function MemberTable({
  members,
  canManage,
  myUserId,
  onAdd,
  onRemove,
  onTransfer,
}: MemberTableProps) {
  const [phone, setPhone] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <section aria-labelledby="team-members-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="team-members-title" className="text-base font-semibold">
          成员（{members.length}）
        </h3>
        {canManage && (
          <form
            className="flex items-center gap-2"
            aria-label="添加成员"
            onSubmit={(e) => {
              e.preventDefault()
              if (busy) return
              setBusy(true)
              void onAdd(phone).then((added) => {
                setBusy(false)
                if (added) setPhone('')
              })
            }}
          >
            <Input
              aria-label="成员手机号"
              placeholder="输入已注册用户的手机号"
              inputMode="numeric"
              maxLength={13}
              className="h-8 w-52"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <Button type="submit" size="sm" disabled={busy || phone.trim() === ''}>
              <UserPlus aria-hidden />
              添加成员
            </Button>
          </form>
        )}
      </div>
      <Table scrollLabel="团队成员表">
        <TableHeader>
          <TableRow>
            <TableHead>用户名</TableHead>
            <TableHead>手机号</TableHead>
            <TableHead>角色</TableHead>
            <TableHead>分组</TableHead>
            <TableHead>加入时间</TableHead>
            {canManage && <TableHead className="text-right">操作</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.UserId}>
              <NameCell name={m.UserName} me={m.UserId === myUserId} className="max-w-40" />
              <TableCell className="tabular-nums">{m.Phone}</TableCell>
              <TableCell>
                <Badge variant={m.Role === '管理员' ? 'default' : 'secondary'}>{m.Role}</Badge>
              </TableCell>
              <TableCell className="max-w-48 truncate text-muted-foreground">
                {m.Groupings.map((g) => g.Name).join('、') || '—'}
              </TableCell>
              <TableCell className="tabular-nums">{day(m.JoinTime)}</TableCell>
              {canManage && (
                <TableCell className="text-right">
                  {m.Role !== '管理员' && (
                    <span className="inline-flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`转让管理员给${m.UserName}`}
                        onClick={() => onTransfer(m)}
                      >
                        转让管理员
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive"
                        aria-label={`移除${m.UserName}`}
                        onClick={() => onRemove(m)}
                      >
                        移除
                      </Button>
                    </span>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
