import { ImageUp, LogOut, Pencil, Trash2 } from 'lucide-react'
import type { TeamAuthority, TeamListItem } from '@/domain/teams/schemas'
import { Button } from '@/components/ui/button'
import { TeamAvatar } from './team-avatar'

export interface TeamHeaderProps {
  team: TeamListItem
  authority: TeamAuthority | null
  onRename: () => void
  onImage: (file: File) => void
  onDelete: () => void
  onLeave: () => void
}

/**
 * The selected team: image, name, administrator; the administrator's team actions; 退出团队 for a
 * member (the administrator cannot leave: they transfer the role or dissolve the team).
 */
export function TeamHeader({
  team,
  authority,
  onRename,
  onImage,
  onDelete,
  onLeave,
}: TeamHeaderProps) {
  const admin = authority?.IsAdmin === true
  return (
    <header className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
      <TeamAvatar name={team.Name} img={team.Img} className="size-14 text-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="truncate text-lg font-semibold">{team.Name}</h2>
        <p className="text-sm text-muted-foreground">
          管理员：{team.AdminName} · {team.MemberCount} 名成员 · 我的角色：
          {authority?.Role ?? (team.IsAdmin ? '管理员' : '成员')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {admin && (
          <>
            <Button variant="outline" size="sm" onClick={onRename}>
              <Pencil aria-hidden />
              重命名
            </Button>
            <label className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 text-sm font-medium hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40">
              <ImageUp aria-hidden className="size-4" />
              更换图片
              <input
                type="file"
                className="sr-only"
                accept="image/png,image/jpeg,image/gif,image/webp"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  e.target.value = ''
                  if (file) onImage(file)
                }}
              />
            </label>
            <Button variant="outline" size="sm" className="text-destructive" onClick={onDelete}>
              <Trash2 aria-hidden />
              解散团队
            </Button>
          </>
        )}
        {authority !== null && authority.CanLeave && (
          <Button variant="outline" size="sm" onClick={onLeave}>
            <LogOut aria-hidden />
            退出团队
          </Button>
        )}
      </div>
    </header>
  )
}
