import { FolderPlus } from 'lucide-react'
import { ALL_MEMBERS, type GroupingCount } from '@/domain/teams/schemas'
import { Button } from '@/components/ui/button'

type Grouping = GroupingCount['Groupings'][number]

export interface GroupingPanelProps {
  counts: GroupingCount
  /** The administrator's view: 新建分组, 设置成员, 重命名, 删除. */
  canManage: boolean
  onAdd: () => void
  onAssign: (grouping: Grouping) => void
  onRename: (grouping: Grouping) => void
  onDelete: (grouping: Grouping) => void
}

/** 分组: 全部成员 and the team's groupings with their sizes. */
export function GroupingPanel({
  counts,
  canManage,
  onAdd,
  onAssign,
  onRename,
  onDelete,
}: GroupingPanelProps) {
  return (
    <section aria-labelledby="team-groupings-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="team-groupings-title" className="text-base font-semibold">
          分组
        </h3>
        {canManage && (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <FolderPlus aria-hidden />
            新建分组
          </Button>
        )}
      </div>
      <ul className="flex flex-col divide-y rounded-lg border" aria-label="分组列表">
        <li className="flex items-center gap-3 px-3 py-2">
          <span className="flex-1 text-sm font-medium">{ALL_MEMBERS}</span>
          <span className="text-sm tabular-nums text-muted-foreground">{counts.AllMembers} 人</span>
        </li>
        {counts.Groupings.map((g) => (
          <li
            key={g.ID}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
            aria-label={`分组 ${g.Name}`}
          >
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{g.Name}</span>
            <span className="text-sm tabular-nums text-muted-foreground">{g.MemberCount} 人</span>
            {canManage && (
              <span className="inline-flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`设置成员：${g.Name}`}
                  onClick={() => onAssign(g)}
                >
                  设置成员
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`重命名：${g.Name}`}
                  onClick={() => onRename(g)}
                >
                  重命名
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  aria-label={`删除：${g.Name}`}
                  onClick={() => onDelete(g)}
                >
                  删除
                </Button>
              </span>
            )}
          </li>
        ))}
        {counts.Groupings.length === 0 && (
          <li className="px-3 py-2 text-sm text-muted-foreground">
            {canManage ? '还没有分组。新建分组后可以把成员加入分组。' : '还没有分组。'}
          </li>
        )}
      </ul>
    </section>
  )
}
