import { callApi, failureMessage } from '@/data/api/call-api'
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@/domain/account/schemas'
import { TEAM_CALLS as calls } from '@/domain/api/calls/teams'
import {
  operationGroupingBody,
  operationMemberBody,
  operationTeamBody,
} from '@/domain/teams/schemas'
import { NEED_NETWORK } from './use-teams'

/**
 * The team centre's writes. Each answers an Outcome: the data, or the Chinese sentence to show
 * (the schema's own message before any request, the server's refusal, or a network message).
 * Offline nothing is sent: 团队中心需要联网.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string }

export const IMAGE_TYPE_MESSAGE = '请选择PNG、JPG、GIF或WebP格式的图片'
export const IMAGE_SIZE_MESSAGE = '文件过大，团队图片不能超过5MB'
export const QUIET = { notify: false } as const

type Check = {
  safeParse(
    v: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } }
}

export async function run<T>(
  check: [Check, Record<string, unknown>] | null,
  work: () => Promise<T>,
): Promise<Outcome<T>> {
  if (check) {
    const parsed = check[0].safeParse(check[1])
    if (!parsed.success)
      return { ok: false, message: parsed.error.issues[0]?.message ?? '输入无效' }
  }
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return { ok: false, message: NEED_NETWORK }
  try {
    return { ok: true, data: await work() }
  } catch (error) {
    return { ok: false, message: failureMessage(error, '操作失败，请稍后重试') }
  }
}

/** The image checks of UploadTeam_Img, made before the upload; null when the file may go. */
export function imageProblem(file: File): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE
  return null
}

const upload = async (file: File, teamId?: string) => {
  const problem = imageProblem(file)
  if (problem) throw new Error(problem)
  return (await callApi(calls.uploadTeamImg, teamId ? { file, TeamId: teamId } : { file }, QUIET))
    .data
}

export async function createTeam(name: string, image: File | null): Promise<Outcome<string>> {
  const body = { Type: 'add' as const, Name: name }
  const problem = image ? imageProblem(image) : null
  if (problem) return { ok: false, message: problem }
  return run([operationTeamBody, body], async () => {
    const Img = image ? await upload(image) : ''
    return (await callApi(calls.operationTeam, { ...body, Img }, QUIET)).data.ID
  })
}

export const renameTeam = (ID: string, Name: string) => {
  const body = { Type: 'update' as const, ID, Name }
  return run(
    [operationTeamBody, body],
    async () => (await callApi(calls.operationTeam, body, QUIET)).data.ID,
  )
}

export const deleteTeam = (ID: string) =>
  run(null, async () => (await callApi(calls.operationTeam, { Type: 'delete', ID }, QUIET)).data.ID)

export function setTeamImage(teamId: string, file: File): Promise<Outcome<string>> {
  const problem = imageProblem(file)
  if (problem) return Promise.resolve({ ok: false, message: problem })
  return run(null, () => upload(file, teamId))
}

/**
 * 添加成员 by phone: an invitation (docs/teams.md "Adding by phone"); the data is the masked phone,
 * the same whether the number is registered or not.
 */
export const addMember = (TeamId: string, Phone: string) => {
  const body = { Type: 'add' as const, TeamId, Phone: Phone.replace(/\s/g, '') }
  return run([operationMemberBody, body], async () => {
    const data = (await callApi(calls.operationMember, body, QUIET)).data
    return { Phone: 'Phone' in data ? data.Phone : '' }
  })
}
export const cancelInvitation = (TeamId: string, ID: string) =>
  run(null, async () => (await callApi(calls.cancelInvitation, { TeamId, ID }, QUIET)).data)
export const answerInvitation = (ID: string, accept: boolean) =>
  run(
    null,
    async () =>
      (await callApi(calls.answerInvitation, { ID, Accept: accept ? '1' : '0' }, QUIET)).data,
  )

export const removeMember = (TeamId: string, UserId: string) =>
  run(
    null,
    async () =>
      (await callApi(calls.operationMember, { Type: 'delete', TeamId, UserId }, QUIET)).data,
  )
export const leaveTeam = (TeamId: string) =>
  run(null, async () => (await callApi(calls.leaveTeam, { TeamId }, QUIET)).data)
export const transferAdmin = (TeamId: string, UserId: string) =>
  run(
    null,
    async () => (await callApi(calls.transferAdministrators, { TeamId, UserId }, QUIET)).data,
  )

export const addGrouping = (TeamId: string, Name: string) => {
  const body = { Type: 'add' as const, TeamId, Name }
  return run(
    [operationGroupingBody, body],
    async () => (await callApi(calls.operationGrouping, body, QUIET)).data.ID,
  )
}
export const renameGrouping = (TeamId: string, ID: string, Name: string) => {
  const body = { Type: 'update' as const, TeamId, ID, Name }
  return run(
    [operationGroupingBody, body],
    async () => (await callApi(calls.operationGrouping, body, QUIET)).data.ID,
  )
}
export const deleteGrouping = (TeamId: string, ID: string) =>
  run(
    null,
    async () =>
      (await callApi(calls.operationGrouping, { Type: 'delete', TeamId, ID }, QUIET)).data.ID,
  )

export const setGroupingMembers = (TeamId: string, GroupId: string, userIds: readonly string[]) =>
  run(
    null,
    async () =>
      (
        await callApi(
          calls.operationMemberGrouping,
          { TeamId, GroupId, UserIds: JSON.stringify(userIds) },
          QUIET,
        )
      ).data,
  )

/** 确认: the chosen notices, or every waiting one; Data is how many were confirmed now. */
export const confirmNotices = (which: { all: true } | { ids: readonly string[] }) =>
  run(
    null,
    async () =>
      (
        await callApi(
          calls.confirmNotices,
          'all' in which ? { All: '1' } : { IDs: JSON.stringify(which.ids) },
          QUIET,
        )
      ).data.Confirmed,
  )

/** One command per team, one after the other (each team's writes are serialised on the server anyway). */
export interface PerTeam<T = unknown> {
  team: { ID: string; Name: string }
  outcome: Outcome<T>
}
export async function eachTeam<T>(
  teams: readonly { ID: string; Name: string }[],
  command: (teamId: string) => Promise<Outcome<T>>,
): Promise<PerTeam<T>[]> {
  const out: PerTeam<T>[] = []
  for (const team of teams) out.push({ team, outcome: await command(team.ID) })
  return out
}
