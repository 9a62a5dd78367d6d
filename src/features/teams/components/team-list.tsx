import { Plus } from 'lucide-react'
import type { TeamListItem } from '@/domain/teams/schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { TeamAvatar } from './team-avatar'

export interface TeamListProps {
  teams: readonly TeamListItem[]
  selectedId: string | null
  onSelect: (id: string) => void
  onCreate: () => void
}

/** 我的团队: every team the user is in, the selected one marked; 新建团队 above. */
export function TeamList({ teams, selectedId, onSelect, onCreate }: TeamListProps) {
  return (
    <nav aria-label="我的团队" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">我的团队</h2>
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden />
          新建团队
        </Button>
      </div>
      {teams.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          你还没有加入任何团队。新建一个团队，或请团队管理员用你的手机号把你加入团队。
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {teams.map((t) => (
            <li key={t.ID}>
              <button
                type="button"
                aria-current={t.ID === selectedId ? 'true' : undefined}
                onClick={() => onSelect(t.ID)}
                className={cn(
                  'flex w-full min-w-0 items-center gap-3 rounded-md border px-3 py-2 text-left transition-colors hover:bg-muted/60',
                  t.ID === selectedId ? 'border-primary bg-primary/5' : 'border-transparent',
                )}
              >
                <TeamAvatar name={t.Name} img={t.Img} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{t.Name}</span>
                  <span className="text-xs text-muted-foreground">{t.MemberCount} 名成员</span>
                </span>
                <Badge variant={t.IsAdmin ? 'default' : 'secondary'}>
                  {t.IsAdmin ? '管理员' : '成员'}
                </Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
