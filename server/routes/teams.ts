import type { Hono } from 'hono'
import { TEAM_CALLS as calls } from '@/domain/api/calls/teams.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import { asAdminRead } from '../services/teams/access.ts'
import { groupingCounts, operateGrouping, setGroupingMembers } from '../services/teams/groupings.ts'
import {
  leaveTeam,
  listMembers,
  memberAuthority,
  removeMember,
  transferAdmin,
} from '../services/teams/members.ts'
import { confirmNotices, listNotices } from '../services/teams/notices.ts'
import {
  answerInvitation,
  cancelInvitation,
  inviteMember,
  listInvitations,
} from '../services/teams/invitations.ts'
import { createTeam, deleteTeam, listTeams, updateTeam } from '../services/teams/teams.ts'
import { IMAGE_MAX_BYTES, detectImage } from '../services/uploads/kinds.ts'
import { storeUpload } from '../services/uploads/store.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import { IMAGE_TYPE_MESSAGE, NO_FILE_MESSAGE, uploadsDir } from './upload.ts'

/** The team centre's first slice under /api/PTMaterialPrice (src/domain/api/calls/teams.ts, docs/teams.md). */
export function teamRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const root = uploadsDir(deps)
  const now = deps.accounts?.now ?? (() => new Date())

  mount(app, calls.operationTeam, ({ db, userId, input }) => {
    if (input.Type === 'add') return createTeam(db, userId, input)
    if (input.Type === 'update') return updateTeam(db, userId, input)
    return deleteTeam(db, userId, input.ID)
  })
  mount(app, calls.getTeamList, ({ db, userId }) => listTeams(db, userId))
  mount(app, calls.uploadTeamImg, async ({ c, db, userId, input }) => {
    // Refusals come before the file is stored: a member's upload or a bad file leaves nothing behind.
    if (input.TeamId) await asAdminRead(db, input.TeamId, userId)
    const file = input.file
    if (!file || file.size === 0) throw new Rejection(NO_FILE_MESSAGE)
    if (file.size > IMAGE_MAX_BYTES) throw new Rejection(calls.uploadTeamImg.maxBodyMessage ?? '')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = detectImage(bytes)
    if (!kind) throw new Rejection(IMAGE_TYPE_MESSAGE)
    const url = await storeUpload(db, root, {
      ownerId: userId,
      bytes,
      kind,
      now: now(),
      limits: c.var.config.uploadLimits,
    })
    c.var.logger.info('team image stored', { reqId: c.var.requestId, url, bytes: bytes.length })
    if (input.TeamId) await updateTeam(db, userId, { ID: input.TeamId, Img: url })
    return url
  })
  mount(app, calls.operationMember, async ({ db, userId, input }) =>
    input.Type === 'add'
      ? inviteMember(db, userId, input.TeamId, input.Phone)
      : removeMember(db, userId, input.TeamId, input.UserId),
  )
  mount(app, calls.getTeamInvitations, ({ db, userId, input }) =>
    listInvitations(db, userId, input.TeamId),
  )
  mount(app, calls.cancelInvitation, ({ db, userId, input }) =>
    cancelInvitation(db, userId, input.TeamId, input.ID),
  )
  mount(app, calls.answerInvitation, ({ db, userId, input }) =>
    answerInvitation(db, userId, input.ID, input.Accept === '1'),
  )
  mount(app, calls.getTeamIdMemberList, ({ db, userId, input }) =>
    listMembers(db, userId, input.TeamId),
  )
  mount(app, calls.leaveTeam, ({ db, userId, input }) => leaveTeam(db, userId, input.TeamId))
  mount(app, calls.transferAdministrators, ({ db, userId, input }) =>
    transferAdmin(db, userId, input.TeamId, input.UserId),
  )
  mount(app, calls.getTeamMemberAuthority, ({ db, userId, input }) =>
    memberAuthority(db, userId, input.TeamId),
  )
  mount(app, calls.operationGrouping, ({ db, userId, input }) => operateGrouping(db, userId, input))
  mount(app, calls.getGroupingCount, ({ db, userId, input }) =>
    groupingCounts(db, userId, input.TeamId),
  )
  mount(app, calls.operationMemberGrouping, ({ db, userId, input }) =>
    setGroupingMembers(db, userId, input.TeamId, input.GroupId, input.UserIds),
  )
  mount(app, calls.getNotices, ({ db, userId, input }) => listNotices(db, userId, input.Type))
  mount(app, calls.confirmNotices, ({ db, userId, input }) =>
    confirmNotices(db, userId, input.All === '1' ? { all: true } : { ids: input.IDs ?? [] }),
  )
}
