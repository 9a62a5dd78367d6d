import { useState } from 'react'
import {
  ADMIN_MUST_TRANSFER,
  GROUPING_NAME_MAX,
  TEAM_NAME_MAX,
  invitationSent,
  type GroupingCount,
  type TeamListItem,
  type TeamMember,
} from '@/domain/teams/schemas'
import { showConfirm } from '@/components/message-box-store'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { showToast } from '@/components/ui/toast-store'
import { AssignDialog } from './components/assign-dialog'
import { GroupingPanel } from './components/grouping-panel'
import { InvitationList } from './components/invitation-list'
import { MemberTable } from './components/member-table'
import { NameDialog } from './components/name-dialog'
import { TeamHeader } from './components/team-header'
import * as cmd from './hooks/team-commands'
import { LibraryTab } from './library/library-tab'
import { ReviewTab } from './library/review-tab'
import {
  useAuthority,
  useGroupings,
  useInvitations,
  useMembers,
  useSettled,
} from './hooks/use-teams'

type Grouping = GroupingCount['Groupings'][number]
type Naming = { kind: 'team' } | { kind: 'newGrouping' } | { kind: 'grouping'; grouping: Grouping }

export interface TeamDetailProps {
  team: TeamListItem
  userId: string
  /** The team list should read again (a name, image, member count or role changed). */
  onTeamsChanged: () => void
  /** The user is no longer in the team (left it, or deleted it). */
  onGone: () => void
}

const ok = (message: string) => showToast(message, { kind: 'success' })
const failed = (message: string) => showToast(message, { kind: 'error', durationMs: 5000 })

/** The selected team: header, members and groupings; the administrator's actions, read-only for members. */
export function TeamDetail({ team, userId, onTeamsChanged, onGone }: TeamDetailProps) {
  const members = useMembers(team.ID)
  const groupings = useGroupings(team.ID)
  const authority = useAuthority(team.ID)
  const memberList = useSettled(members.state)
  const counts = useSettled(groupings.state)
  const auth = useSettled(authority.state)
  const invitations = useInvitations(team.ID, auth?.IsAdmin === true)
  const invitationList = useSettled(invitations.state) ?? []
  const [naming, setNaming] = useState<Naming | null>(null)
  const [assigning, setAssigning] = useState<Grouping | null>(null)
  const admin = auth?.IsAdmin === true
  const failure = [members.state, groupings.state, authority.state].find(
    (s) => s.status === 'error',
  )

  const refresh = () => {
    onTeamsChanged()
    members.reload()
    groupings.reload()
    authority.reload()
    invitations.reload()
  }
  /** Runs a command; toasts its outcome and reads again on success. Resolves to the failure message. */
  const act = async <T,>(
    work: Promise<cmd.Outcome<T>>,
    success: string | ((data: T) => string),
    after: () => void = refresh,
  ): Promise<string | null> => {
    const outcome = await work
    if (!outcome.ok) {
      failed(outcome.message)
      return outcome.message
    }
    ok(typeof success === 'string' ? success : success(outcome.data))
    after()
    return null
  }

  const onName = async (name: string) => {
    if (!naming) return null
    if (naming.kind === 'team') return act(cmd.renameTeam(team.ID, name), '团队名称已修改')
    if (naming.kind === 'newGrouping')
      return act(cmd.addGrouping(team.ID, name), `分组“${name}”已创建`)
    return act(cmd.renameGrouping(team.ID, naming.grouping.ID, name), '分组名称已修改')
  }
  const onDelete = async () => {
    if (
      !(await showConfirm(
        `确定解散团队“${team.Name}”吗？团队的成员关系和分组将一并删除，且无法恢复。`,
        { title: '解散团队', confirmText: '解散' },
      ))
    )
      return
    await act(cmd.deleteTeam(team.ID), `团队“${team.Name}”已解散`, onGone)
  }
  const onLeave = async () => {
    if (admin) return void failed(ADMIN_MUST_TRANSFER)
    if (
      !(await showConfirm(`确定退出团队“${team.Name}”吗？退出后需要管理员重新添加。`, {
        title: '退出团队',
        confirmText: '退出',
      }))
    )
      return
    await act(cmd.leaveTeam(team.ID), `已退出团队“${team.Name}”`, onGone)
  }
  const onRemove = async (m: TeamMember) => {
    if (
      !(await showConfirm(`确定把${m.UserName}移出团队“${team.Name}”吗？`, {
        title: '移除成员',
        confirmText: '移除',
      }))
    )
      return
    await act(cmd.removeMember(team.ID, m.UserId), `已移除成员${m.UserName}`)
  }
  const onTransfer = async (m: TeamMember) => {
    if (
      !(await showConfirm(
        `确定把团队“${team.Name}”的管理员转让给${m.UserName}吗？转让后你将成为普通成员。`,
        { title: '转让管理员', confirmText: '转让' },
      ))
    )
      return
    await act(cmd.transferAdmin(team.ID, m.UserId), `管理员已转让给${m.UserName}`)
  }
  const onDeleteGrouping = async (g: Grouping) => {
    if (
      !(await showConfirm(`确定删除分组“${g.Name}”吗？分组中的成员仍留在团队中。`, {
        title: '删除分组',
        confirmText: '删除',
      }))
    )
      return
    await act(cmd.deleteGrouping(team.ID, g.ID), `分组“${g.Name}”已删除`)
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <TeamHeader
        team={team}
        authority={auth}
        onRename={() => setNaming({ kind: 'team' })}
        onImage={(file) => void act(cmd.setTeamImage(team.ID, file), '团队图片已更新')}
        onDelete={() => void onDelete()}
        onLeave={() => void onLeave()}
      />
      {failure?.status === 'error' && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {failure.message}
        </p>
      )}
      <Tabs defaultValue="members" className="min-w-0">
        <TabsList aria-label="团队内容">
          <TabsTrigger value="members">成员与分组</TabsTrigger>
          <TabsTrigger value="library">文件库</TabsTrigger>
          <TabsTrigger value="review">审核</TabsTrigger>
        </TabsList>
        <TabsContent value="members" className="flex min-w-0 flex-col gap-4">
          {!admin && auth && (
            <p className="text-sm text-muted-foreground">
              你是团队成员：可以查看成员和分组；添加、移除成员和管理分组由团队管理员操作。
            </p>
          )}
          <div className="grid min-w-0 gap-4 2xl:grid-cols-[minmax(0,1fr)_20rem]">
            {memberList ? (
              <MemberTable
                members={memberList}
                canManage={admin}
                myUserId={userId}
                onAdd={async (phone) =>
                  (await act(cmd.addMember(team.ID, phone), (m) => invitationSent(m.Phone))) ===
                  null
                }
                onRemove={(m) => void onRemove(m)}
                onTransfer={(m) => void onTransfer(m)}
              />
            ) : (
              <Skeleton className="h-40 w-full" />
            )}
            {admin && (
              <InvitationList
                invitations={invitationList}
                onCancel={(i) =>
                  void act(cmd.cancelInvitation(team.ID, i.ID), `已撤销对 ${i.Phone} 的邀请`)
                }
              />
            )}
            {counts ? (
              <GroupingPanel
                counts={counts}
                canManage={admin}
                onAdd={() => setNaming({ kind: 'newGrouping' })}
                onAssign={setAssigning}
                onRename={(g) => setNaming({ kind: 'grouping', grouping: g })}
                onDelete={(g) => void onDeleteGrouping(g)}
              />
            ) : (
              <Skeleton className="h-24 w-full" />
            )}
          </div>
        </TabsContent>
        <TabsContent value="library" className="min-w-0">
          <LibraryTab teamId={team.ID} userId={userId} isAdmin={auth ? admin : team.IsAdmin} />
        </TabsContent>
        <TabsContent value="review" className="min-w-0">
          <ReviewTab teamId={team.ID} userId={userId} isAdmin={auth ? admin : team.IsAdmin} />
        </TabsContent>
      </Tabs>
      <NameDialog
        key={
          naming
            ? `${naming.kind}-${naming.kind === 'grouping' ? naming.grouping.ID : ''}`
            : 'closed'
        }
        open={naming !== null}
        onOpenChange={(open) => !open && setNaming(null)}
        title={
          naming?.kind === 'team'
            ? '重命名团队'
            : naming?.kind === 'grouping'
              ? '重命名分组'
              : '新建分组'
        }
        description={
          naming?.kind === 'team'
            ? '团队名称为1~50个字，不能与你管理的其他团队重名。'
            : '分组名称为1~20个字，同一团队中不能重名。'
        }
        label={naming?.kind === 'team' ? '团队名称' : '分组名称'}
        initial={
          naming?.kind === 'team'
            ? team.Name
            : naming?.kind === 'grouping'
              ? naming.grouping.Name
              : ''
        }
        maxLength={naming?.kind === 'team' ? TEAM_NAME_MAX : GROUPING_NAME_MAX}
        onSubmit={onName}
      />
      {assigning && memberList && (
        <AssignDialog
          grouping={assigning}
          members={memberList}
          onOpenChange={(open) => !open && setAssigning(null)}
          onSave={(ids) =>
            act(
              cmd.setGroupingMembers(team.ID, assigning.ID, ids),
              `分组“${assigning.Name}”的成员已更新`,
            )
          }
        />
      )}
    </div>
  )
}
