import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { useNotices } from '../hooks/use-teams'

/** The team centre's pointer to 确认 when team notices wait (docs/teams.md "确认"); nothing otherwise. */
export function PendingNotices() {
  const read = useNotices('pending')
  const waiting = read.state.status === 'ready' ? read.state.total : 0
  if (waiting === 0) return null
  return (
    <p
      role="status"
      className="mb-3 flex items-center gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <Bell aria-hidden className="size-4 shrink-0 text-primary" />
      <span className="flex-1">有 {waiting} 条团队消息待确认</span>
      <Link
        to="/MyData/confirm/$type"
        params={{ type: 'pending' }}
        className="font-medium text-primary underline underline-offset-4"
      >
        查看
      </Link>
    </p>
  )
}
