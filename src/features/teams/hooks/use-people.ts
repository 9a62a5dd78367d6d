import { useCallback, useEffect, useState } from 'react'
import { ReadFailed, readCall } from '@/data/api/read'
import type { ReadState } from '@/data/api/use-call-read'
import { TEAM_CALLS } from '@/domain/api/calls/teams'
import type { TeamWithMembers } from '@/domain/teams/people'
import { TEAM_READ_MESSAGES as QUIET, useTeamList } from './use-teams'

/**
 * 成员管理's read (docs/teams.md): my teams, then each team's members (one GetTeamIdMemberList
 * per team, side by side; at most 50 teams are administered and few more joined). A team that
 * went away between the two reads (refused: 团队不存在或已解散) is left out; any other failure
 * fails the whole read, so the table never shows part of the people as if it were all of them.
 */
export function useTeamsWithMembers() {
  const list = useTeamList(true)
  const [state, setState] = useState<ReadState<TeamWithMembers[]>>({ status: 'loading' })
  const teams = list.state

  useEffect(() => {
    if (teams.status === 'loading') return
    if (teams.status === 'error') {
      setState(teams)
      return
    }
    const controller = new AbortController()
    const membersOf = (team: TeamWithMembers['team']): Promise<TeamWithMembers | null> =>
      readCall(
        TEAM_CALLS.getTeamIdMemberList,
        { TeamId: team.ID },
        { ...QUIET, signal: controller.signal },
      ).then(
        (answer) => ({ team, members: answer.data }),
        (error: unknown) => {
          if (error instanceof ReadFailed && error.refused) return null
          throw error
        },
      )
    Promise.all(teams.data.map(membersOf))
      .then((all) => {
        if (controller.signal.aborted) return
        const data = all.filter((t) => t !== null)
        setState({ status: 'ready', data, total: data.length })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const failed =
          error instanceof ReadFailed ? error : new ReadFailed(QUIET.failed, !navigator.onLine)
        setState({ status: 'error', offline: failed.offline, message: failed.message })
      })
    return () => controller.abort()
  }, [teams])

  const reload = list.reload
  return { state, reload: useCallback(() => reload(), [reload]) }
}
