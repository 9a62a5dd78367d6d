import { useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Search, UserPlus } from 'lucide-react'
import { filterPeople, peopleOf, type Person } from '@/domain/teams/people'
import { invitationSent } from '@/domain/teams/schemas'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { showToast } from '@/components/ui/toast-store'
import { PeopleTable } from './components/people-table'
import { TeamChoiceDialog, type TeamChoice } from './components/team-choice-dialog'
import { TeamGate, TeamReadFailed } from './components/team-gate'
import { addMember, eachTeam, removeMember, type PerTeam } from './hooks/team-commands'
import { useTeamsWithMembers } from './hooks/use-people'
import { useSettled } from './hooks/use-teams'

/**
 * /MyData/memberManage (docs/teams.md "成员管理"): everyone in my teams, one row per person with
 * the teams they are in; the administrator of a team adds people to it by phone and removes
 * them, several teams at once. Online only, like the team centre.
 */
export function MemberManage() {
  return (
    <TeamGate title="成员管理" loginHint="登录后可以查看和管理你所在团队的成员。">
      {(userId) => <People userId={userId} />}
    </TeamGate>
  )
}

type Dialog = { kind: 'add' } | { kind: 'remove'; person: Person }

/** The sentence for the teams a command failed in, or null when it went through everywhere. */
function failures(results: readonly PerTeam[]): { message: string; left: string[] } | null {
  const failed = results.filter((r) => !r.outcome.ok)
  if (failed.length === 0) return null
  return {
    message: failed
      .map((r) => `${r.team.Name}：${r.outcome.ok ? '' : r.outcome.message}`)
      .join('\n'),
    left: failed.map((r) => r.team.ID),
  }
}
const names = (results: readonly PerTeam[]) =>
  results
    .filter((r) => r.outcome.ok)
    .map((r) => `“${r.team.Name}”`)
    .join('、')

/** The teams ticked when 添加成员 opens: the filtered team if I administer it, or my only team. */
function startingTeams(administered: readonly TeamChoice[], filtered: string): string[] {
  if (administered.some((t) => t.ID === filtered)) return [filtered]
  return administered.length === 1 ? administered.map((t) => t.ID) : []
}

function People({ userId }: { userId: string }) {
  const read = useTeamsWithMembers()
  const settled = useSettled(read.state)
  const [text, setText] = useState('')
  const [teamId, setTeamId] = useState('')
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const people = useMemo(() => (settled ? peopleOf(settled, userId) : []), [settled, userId])
  const shown = useMemo(() => filterPeople(people, { text, teamId }), [people, text, teamId])
  const administered: TeamChoice[] = (settled ?? [])
    .filter((t) => t.team.IsAdmin)
    .map((t) => ({ ID: t.team.ID, Name: t.team.Name }))

  if (read.state.status === 'error')
    return <TeamReadFailed title="成员管理" state={read.state} onRetry={read.reload} />

  const add = async (teams: TeamChoice[], phone: string) => {
    const results = await eachTeam(teams, (id) => addMember(id, phone))
    const done = results.find((r) => r.outcome.ok)?.outcome
    if (done?.ok) {
      showToast(`${invitationSent(done.data.Phone)}（${names(results)}）`, { kind: 'success' })
      read.reload()
    }
    return failures(results)
  }
  const remove = (person: Person) => async (teams: TeamChoice[]) => {
    const results = await eachTeam(teams, (id) => removeMember(id, person.UserId))
    if (results.some((r) => r.outcome.ok)) {
      showToast(`已把${person.UserName}移出${names(results)}`, { kind: 'success' })
      read.reload()
    }
    return failures(results)
  }

  return (
    <div className="flex min-w-0 flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-semibold">成员管理</h1>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              aria-label="搜索成员"
              placeholder="姓名或手机号"
              className="h-8 w-48 pl-8"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Select
            aria-label="按团队筛选"
            className="h-8 w-44"
            value={teamId}
            onValueChange={setTeamId}
            options={[
              { value: '', label: '全部团队' },
              ...(settled ?? []).map((t) => ({ value: t.team.ID, label: t.team.Name })),
            ]}
          />
          <Button
            size="sm"
            disabled={administered.length === 0}
            onClick={() => setDialog({ kind: 'add' })}
          >
            <UserPlus aria-hidden />
            添加成员
          </Button>
        </div>
      </div>
      {settled === null ? (
        <Skeleton className="h-40 w-full" />
      ) : settled.length === 0 ? (
        <EmptyState
          title="还没有团队"
          description="在团队中心新建团队后，就可以在这里添加和管理成员。"
          actions={
            <Button asChild>
              <Link to="/MyData/teamCenter">去团队中心</Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {settled.length} 个团队，共 {people.length} 人
            {shown.length !== people.length && `，筛选出 ${shown.length} 人`}
            {administered.length === 0 && '；你不是任何团队的管理员，只能查看'}
            。分组、转让管理员请到
            <Link
              to="/MyData/teamCenter"
              className="mx-1 text-primary underline underline-offset-4"
            >
              团队中心
            </Link>
          </p>
          {shown.length === 0 ? (
            <EmptyState title="没有符合条件的成员" description="换一个姓名、手机号或团队试试。" />
          ) : (
            <PeopleTable
              people={shown}
              myUserId={userId}
              onRemove={(person) => setDialog({ kind: 'remove', person })}
            />
          )}
        </>
      )}
      {dialog?.kind === 'add' && (
        <TeamChoiceDialog
          title="添加成员"
          description="对方须已注册智能清单；勾选要加入的团队（你管理的团队）。"
          teams={administered}
          initial={startingTeams(administered, teamId)}
          withPhone
          action="添加"
          onOpenChange={(open) => !open && setDialog(null)}
          onSubmit={add}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveDialog
          person={dialog.person}
          onClose={() => setDialog(null)}
          onSubmit={remove(dialog.person)}
        />
      )}
    </div>
  )
}

function RemoveDialog({
  person,
  onClose,
  onSubmit,
}: {
  person: Person
  onClose: () => void
  onSubmit: (teams: TeamChoice[]) => Promise<{ message: string; left: string[] } | null>
}) {
  const teams = person.Teams.filter((t) => t.Removable).map((t) => ({
    ID: t.TeamId,
    Name: t.TeamName,
  }))
  return (
    <TeamChoiceDialog
      title={`把${person.UserName}移出团队`}
      description="勾选要移出的团队；移出后对方不再能查看这些团队，并退出其中的分组。"
      teams={teams}
      initial={teams.length === 1 ? teams.map((t) => t.ID) : []}
      action="移出"
      destructive
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
    />
  )
}
