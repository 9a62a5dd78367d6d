import { NameCell } from './name-cell'
import type { Person } from '@/domain/teams/people'
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

export interface PeopleTableProps {
  people: readonly Person[]
  myUserId: string
  onRemove: (person: Person) => void
}

/** 成员管理's table: one row per person, the teams they are in (with role and groupings). */
export function PeopleTable({ people, myUserId, onRemove }: PeopleTableProps) {
  return (
    <Table scrollLabel="成员表">
      <TableHeader>
        <TableRow>
          <TableHead>用户名</TableHead>
          <TableHead>手机号</TableHead>
          <TableHead>所在团队</TableHead>
          <TableHead>分组</TableHead>
          <TableHead>最早加入</TableHead>
          <TableHead className="text-right">操作</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {people.map((p) => (
          <TableRow key={p.UserId}>
            <NameCell name={p.UserName} me={p.UserId === myUserId} className="max-w-36" />
            <TableCell className="tabular-nums">{p.Phone}</TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1">
                {p.Teams.map((t) => (
                  <Badge key={t.TeamId} variant={t.Role === '管理员' ? 'default' : 'secondary'}>
                    {t.TeamName}
                    {t.Role === '管理员' && '·管理员'}
                  </Badge>
                ))}
              </span>
            </TableCell>
            <TableCell className="max-w-56 text-muted-foreground">
              {p.Teams.filter((t) => t.Groupings.length > 0)
                .map((t) => `${t.TeamName}：${t.Groupings.join('、')}`)
                .join('；') || '—'}
            </TableCell>
            <TableCell className="tabular-nums">{p.FirstJoin.slice(0, 10)}</TableCell>
            <TableCell className="text-right">
              {p.Teams.some((t) => t.Removable) && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  aria-label={`把${p.UserName}移出团队`}
                  onClick={() => onRemove(p)}
                >
                  移出团队
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
