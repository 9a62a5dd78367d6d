import { useState } from 'react'
import { useCallRead, type ReadState } from '@/data/api/use-call-read'
import { TEAM_CALLS } from '@/domain/api/calls/teams'
import type { NoticeScope } from '@/domain/teams/notices'

/** The team centre's reads (docs/teams.md): online only, no offline copy (the data is other people's). */

export const NEED_NETWORK = '团队中心需要联网'
export const TEAM_READ_MESSAGES = {
  failed: '团队数据加载失败，请稍后重试',
  offline: NEED_NETWORK,
} as const
const NO_TEAM = '00000000-0000-4000-8000-000000000000'

export const useTeamList = (enabled: boolean) =>
  useCallRead(TEAM_CALLS.getTeamList, {}, { ...TEAM_READ_MESSAGES, enabled })
export const useMembers = (teamId: string | null) =>
  useCallRead(
    TEAM_CALLS.getTeamIdMemberList,
    { TeamId: teamId ?? NO_TEAM },
    { ...TEAM_READ_MESSAGES, enabled: teamId !== null },
  )
export const useGroupings = (teamId: string | null) =>
  useCallRead(
    TEAM_CALLS.getGroupingCount,
    { TeamId: teamId ?? NO_TEAM },
    { ...TEAM_READ_MESSAGES, enabled: teamId !== null },
  )
/** The administrator's invitations not answered yet (GetTeamInvitations). */
export const useInvitations = (teamId: string, enabled: boolean) =>
  useCallRead(TEAM_CALLS.getTeamInvitations, { TeamId: teamId }, { ...TEAM_READ_MESSAGES, enabled })
export const useAuthority = (teamId: string | null) =>
  useCallRead(
    TEAM_CALLS.getTeamMemberAuthority,
    { TeamId: teamId ?? NO_TEAM },
    { ...TEAM_READ_MESSAGES, enabled: teamId !== null },
  )

export { useOnline } from '@/data/state/use-online'
export { waitingNoticesStore } from '@/data/api/waiting-notices'
export { sessionStore, loginDialogStore } from '@/data/state/app-state'
export { useStore } from '@/data/state/store'

/** The last data a read answered: a reload after a write keeps showing it instead of blanking the screen. */
export function useSettled<T>(state: ReadState<T>): T | null {
  const [value, setValue] = useState<T | null>(null)
  if (state.status === 'ready' && state.data !== value) setValue(state.data)
  return state.status === 'ready' ? state.data : value
}

/** 确认's list (docs/teams.md "确认"): Total is the number still waiting, whatever the scope. */
export const useNotices = (scope: NoticeScope) =>
  useCallRead(TEAM_CALLS.getNotices, { Type: scope }, TEAM_READ_MESSAGES)
