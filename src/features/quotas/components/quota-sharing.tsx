import { useState } from 'react'
import { Share2, X } from 'lucide-react'
import { libraryNames } from '@/domain/bill/quota-share'
import type { QuotaShare } from '@/domain/bill/quota-share-entity'
import type { QuotaItem } from '@/domain/bill/quota-entity'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { shareLibrary, unshareLibrary, type CachedTeam } from '../hooks/use-team-quotas'

/**
 * 共享给团队: per 定额库 of the user, the teams it is shared with (each with 取消共享) and a choice
 * among the user's other teams to share it with. A share to a team the user has left stays
 * listed (the team no longer sees it) so that it can be removed.
 */
export function QuotaSharing({
  quotas,
  shares,
  teams,
}: {
  quotas: readonly QuotaItem[]
  shares: readonly QuotaShare[]
  teams: readonly CachedTeam[]
}) {
  const libraries = libraryNames(quotas)
  if (libraries.length === 0) return null
  return (
    <section aria-label="共享给团队" className="grid gap-2 rounded-md border p-3 text-sm">
      <h2 className="font-medium">共享给团队</h2>
      <p className="text-xs text-muted-foreground">
        共享后，团队成员可在清单「组价」中搜索并添加这个定额库的子目（只读）；取消共享或退出团队后他们不再看到它，已组价的清单项不受影响。
      </p>
      <ul className="grid gap-2">
        {libraries.map((library) => (
          <LibraryShares
            key={library}
            library={library}
            shares={shares.filter((s) => s.Library === library)}
            teams={teams}
          />
        ))}
      </ul>
    </section>
  )
}

function LibraryShares({
  library,
  shares,
  teams,
}: {
  library: string
  shares: readonly QuotaShare[]
  teams: readonly CachedTeam[]
}) {
  const [teamId, setTeamId] = useState('')
  const sharedWith = [...new Set(shares.map((s) => s.TeamId))]
  const free = teams.filter((t) => !sharedWith.includes(t.ID))
  const chosen = free.some((t) => t.ID === teamId) ? teamId : (free[0]?.ID ?? '')
  const nameOf = (id: string) => teams.find((t) => t.ID === id)?.Name ?? '已退出的团队'
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-2" aria-label={`定额库 ${library}`}>
      <span className="min-w-0 max-w-72 truncate font-medium" title={library}>
        {library}
      </span>
      {sharedWith.length === 0 ? (
        <span className="text-muted-foreground">未共享</span>
      ) : (
        sharedWith.map((id) => (
          <span
            key={id}
            className="flex items-center gap-1 rounded-md bg-muted px-2 py-0.5 text-xs"
          >
            已共享给 {nameOf(id)}
            <Button
              size="icon"
              variant="ghost"
              className="size-5"
              aria-label={`取消共享 ${library} 给 ${nameOf(id)}`}
              onClick={() => void unshareLibrary(library, id)}
            >
              <X aria-hidden />
            </Button>
          </span>
        ))
      )}
      {teams.length === 0 ? (
        <span className="text-xs text-muted-foreground">加入或创建团队后可共享</span>
      ) : (
        free.length > 0 && (
          <span className="flex items-center gap-1">
            <Select
              className="h-8 w-44"
              aria-label={`${library} 共享给哪个团队`}
              value={chosen}
              onValueChange={setTeamId}
              options={free.map((t) => ({ value: t.ID, label: t.Name }))}
            />
            <Button
              size="sm"
              variant="outline"
              className="h-8"
              aria-label={`共享 ${library} 给团队`}
              onClick={() => void shareLibrary(library, chosen)}
            >
              <Share2 aria-hidden />
              共享给团队
            </Button>
          </span>
        )
      )}
    </li>
  )
}
