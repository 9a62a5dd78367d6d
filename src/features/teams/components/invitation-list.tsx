import { Button } from '@/components/ui/button'
import { formatMinute } from '@/domain/format'
import type { TeamInvitation } from '@/domain/teams/schemas'

/**
 * The administrator's invitations not answered yet (docs/teams.md "Adding by phone"): the masked
 * phone, who invited and when, and 撤销. A registered and an unregistered number look the same
 * here: both wait until their owner accepts in 团队消息.
 */
export function InvitationList({
  invitations,
  onCancel,
}: {
  invitations: readonly TeamInvitation[]
  onCancel: (i: TeamInvitation) => void
}) {
  if (invitations.length === 0) return null
  return (
    <section aria-label="待接受的邀请" className="rounded-lg border p-3">
      <h3 className="mb-2 text-sm font-medium">待接受的邀请（{invitations.length}）</h3>
      <ul className="divide-y text-sm">
        {invitations.map((i) => (
          <li key={i.ID} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
            <span className="tabular-nums">{i.Phone}</span>
            <span className="text-xs text-muted-foreground">
              {i.InviterName ? `${i.InviterName} 邀请于 ` : '邀请于 '}
              {formatMinute(i.CreateTime)}，等待对方在“团队消息”中接受
            </span>
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto"
              aria-label={`撤销对 ${i.Phone} 的邀请`}
              onClick={() => onCancel(i)}
            >
              撤销
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
