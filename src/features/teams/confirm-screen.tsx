import { useEffect, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import {
  Bell,
  CheckCheck,
  Crown,
  FileX,
  MailPlus,
  UserMinus,
  UserPlus,
  UsersRound,
} from 'lucide-react'
import {
  noticeAsksAnswer,
  noticeOpensTeam,
  noticeText,
  type Notice,
  type NoticeKind,
  type NoticeScope,
} from '@/domain/teams/notices'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { showToast } from '@/components/ui/toast-store'
import { cn } from '@/lib/cn'
import { TeamGate, TeamReadFailed } from './components/team-gate'
import { answerInvitation, confirmNotices } from './hooks/team-commands'
import { useNotices, useSettled, waitingNoticesStore } from './hooks/use-teams'

const ICONS: Record<NoticeKind, typeof Bell> = {
  added: UserPlus,
  removed: UserMinus,
  admin: Crown,
  dissolved: UsersRound,
  invited: MailPlus,
  rejected: FileX,
}
const minute = (iso: string) => {
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

/** The route's :type: 全部 for `all`, otherwise what waits (`pending`, and any other word). */
export const noticeScopeOf = (type: string): NoticeScope => (type === 'all' ? 'all' : 'pending')

/**
 * /MyData/confirm/:type 确认 (docs/teams.md "确认"): what happened to me in a team (invited, removed,
 * made administrator, a file rejected, team dissolved), to confirm once read; an invitation is
 * answered (接受 / 拒绝) instead. Online only, like the team centre.
 */
export function ConfirmScreen({ type }: { type: string }) {
  return (
    <TeamGate title="确认" loginHint="登录后可以查看需要你确认的团队消息。">
      {() => <Notices scope={noticeScopeOf(type)} />}
    </TeamGate>
  )
}

function Notices({ scope }: { scope: NoticeScope }) {
  const read = useNotices(scope)
  const list = useSettled(read.state)
  const waiting = read.state.status === 'ready' ? read.state.total : null
  // The side menu's count follows what this screen was told (Total = my waiting notices).
  useEffect(() => {
    if (waiting !== null && waiting !== undefined) waitingNoticesStore.set(waiting)
  }, [waiting])
  if (read.state.status === 'error')
    return <TeamReadFailed title="确认" state={read.state} onRetry={read.reload} />

  const confirm = async (which: { all: true } | { ids: readonly string[] }) => {
    const done = await confirmNotices(which)
    if (!done.ok) return showToast(done.message, { kind: 'error', durationMs: 5000 })
    showToast(done.data > 0 ? `已确认 ${done.data} 条消息` : '这些消息已确认过', {
      kind: 'success',
    })
    read.reload()
  }
  const answer = async (n: Notice, accept: boolean) => {
    const done = await answerInvitation(n.RefId, accept)
    if (!done.ok) return showToast(done.message, { kind: 'error', durationMs: 5000 })
    showToast(
      done.data.Joined
        ? `已加入团队“${done.data.TeamName}”`
        : `已拒绝加入团队“${done.data.TeamName}”`,
      { kind: 'success' },
    )
    read.reload()
  }

  return (
    <div className="flex min-w-0 flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-semibold">待确认事项</h1>
        {scope === 'pending' && (list ?? []).some((n) => !noticeAsksAnswer(n)) && (
          <Button size="sm" variant="outline" onClick={() => void confirm({ all: true })}>
            <CheckCheck aria-hidden />
            全部确认
          </Button>
        )}
      </div>
      <nav aria-label="消息范围" className="flex gap-1 border-b">
        <ScopeLink to="pending" current={scope}>
          待确认{waiting !== null && waiting > 0 ? `（${waiting}）` : ''}
        </ScopeLink>
        <ScopeLink to="all" current={scope}>
          全部
        </ScopeLink>
      </nav>
      {list === null ? (
        <Skeleton className="h-32 w-full" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden className="size-8" />}
          title={scope === 'pending' ? '没有待确认的事项' : '还没有团队消息'}
          description="有人邀请你加入团队、把你移出团队、把管理员转让给你、驳回你上传的文件、或解散你所在的团队时，会在这里告诉你。"
        />
      ) : (
        <ul aria-label="团队消息" className="flex flex-col divide-y rounded-md border">
          {list.map((n) => (
            <NoticeRow
              key={n.ID}
              notice={n}
              onConfirm={() => void confirm({ ids: [n.ID] })}
              onAnswer={(accept) => void answer(n, accept)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function ScopeLink({
  to,
  current,
  children,
}: {
  to: NoticeScope
  current: NoticeScope
  children: ReactNode
}) {
  return (
    <Link
      to="/MyData/confirm/$type"
      params={{ type: to }}
      aria-current={to === current ? 'page' : undefined}
      className={cn(
        '-mb-px border-b-2 px-3 py-2 text-sm',
        to === current
          ? 'border-primary font-medium text-primary'
          : 'border-transparent text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </Link>
  )
}

function NoticeRow({
  notice,
  onConfirm,
  onAnswer,
}: {
  notice: Notice
  onConfirm: () => void
  onAnswer: (accept: boolean) => void
}) {
  const Icon = ICONS[notice.Kind]
  const text = noticeText(notice)
  return (
    <li aria-label={text} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
      <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm', notice.ConfirmTime === null && 'font-medium')}>{text}</p>
        <p className="text-xs tabular-nums text-muted-foreground">
          {minute(notice.CreateTime)}
          {notice.ConfirmTime !== null && ` · 已确认 ${minute(notice.ConfirmTime)}`}
        </p>
      </div>
      {noticeOpensTeam(notice.Kind) && (
        <Button asChild size="sm" variant="ghost">
          <Link to="/MyData/teamCenter">查看团队</Link>
        </Button>
      )}
      {noticeAsksAnswer(notice) ? (
        <>
          <Button size="sm" variant="outline" onClick={() => onAnswer(false)}>
            拒绝
          </Button>
          <Button size="sm" onClick={() => onAnswer(true)}>
            接受
          </Button>
        </>
      ) : (
        notice.ConfirmTime === null && (
          <Button size="sm" onClick={onConfirm} aria-label={`确认：${text}`}>
            确认
          </Button>
        )
      )}
    </li>
  )
}
