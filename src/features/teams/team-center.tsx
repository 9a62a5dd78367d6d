import { useState } from 'react'
import { TEAM_NAME_MAX } from '@/domain/teams/schemas'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { showToast } from '@/components/ui/toast-store'
import { NameDialog } from './components/name-dialog'
import { PendingNotices } from './components/pending-notices'
import { TeamList } from './components/team-list'
import { createTeam } from './hooks/team-commands'
import { TeamGate, TeamReadFailed } from './components/team-gate'
import { useSettled, useTeamList } from './hooks/use-teams'
import { TeamDetail } from './team-detail'

/**
 * /MyData/teamCenter (docs/teams.md): my teams, the selected team's members and groupings. Online
 * only: offline it says 团队中心需要联网 and neither reads nor writes.
 */
export function TeamCenter() {
  return (
    <TeamGate title="团队中心" loginHint="登录后可以新建团队、添加成员、设置分组。">
      {(userId) => <Teams userId={userId} />}
    </TeamGate>
  )
}

function Teams({ userId }: { userId: string }) {
  const list = useTeamList(true)
  const [picked, setPicked] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const settled = useSettled(list.state)
  if (list.state.status === 'error')
    return <TeamReadFailed title="团队中心" state={list.state} onRetry={list.reload} />
  const teams = settled ?? []
  const selected = teams.find((t) => t.ID === picked) ?? teams[0] ?? null

  const onCreate = async (name: string, image: File | null) => {
    const made = await createTeam(name, image)
    if (!made.ok) return made.message
    showToast(`团队“${name}”已创建`, { kind: 'success' })
    setPicked(made.data)
    list.reload()
    return null
  }

  return (
    <div className="flex min-w-0 flex-col gap-4 p-4 xl:flex-row xl:items-start">
      <h1 className="sr-only">团队中心</h1>
      <div className="w-full shrink-0 xl:w-64">
        <PendingNotices />
        {settled === null ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <TeamList
            teams={teams}
            selectedId={selected?.ID ?? null}
            onSelect={setPicked}
            onCreate={() => setCreating(true)}
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        {selected ? (
          <TeamDetail
            key={selected.ID}
            team={selected}
            userId={userId}
            onTeamsChanged={list.reload}
            onGone={() => (setPicked(null), list.reload())}
          />
        ) : (
          settled !== null && (
            <EmptyState
              title="还没有团队"
              description="新建团队后，你就是团队的管理员，可以用手机号添加成员并设置分组。"
              actions={<Button onClick={() => setCreating(true)}>新建团队</Button>}
            />
          )
        )}
      </div>
      <NameDialog
        open={creating}
        onOpenChange={setCreating}
        title="新建团队"
        description="你将成为团队的管理员。"
        label="团队名称"
        initial=""
        maxLength={TEAM_NAME_MAX}
        withImage
        onSubmit={onCreate}
      />
    </div>
  )
}
