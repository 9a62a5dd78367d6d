import { z } from 'zod'
import { jsonField } from '../api/json-field'

/**
 * 确认 (/MyData/confirm/:type, docs/teams.md "确认"): what happened to me in a team, to confirm
 * once read. Calls beyond SPEC under /api/PTMaterialPrice: GetNotices, ConfirmNotices.
 */

export const NOTICE_KINDS = [
  'added',
  'removed',
  'admin',
  'dissolved',
  'invited',
  'rejected',
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** Most notices one GetNotices answers (newest first). */
export const NOTICES_MAX = 200

export const noticeScope = z.enum(['pending', 'all'], { error: '消息范围无效' })
export type NoticeScope = z.output<typeof noticeScope>
export const getNoticesQuery = z.object({ Type: noticeScope.default('pending') })

export const notice = z.object({
  ID: z.string(),
  Kind: z.enum(NOTICE_KINDS),
  TeamId: z.string(),
  TeamName: z.string(),
  ActorName: z.string(),
  /** rejected: the file and the reason (“钢材价”：期次请改为2026-11); '' for the other kinds. */
  Detail: z.string(),
  /** invited: the invitation to answer (AnswerInvitation); '' for the other kinds. */
  RefId: z.string(),
  CreateTime: z.string(),
  /** When I confirmed it, or null while it waits. */
  ConfirmTime: z.string().nullable(),
})
export type Notice = z.output<typeof notice>
export const noticeListData = z.array(notice)

export const confirmNoticesBody = z
  .object({
    /** JSON array of notice ids; `All: '1'` confirms every waiting notice instead. */
    IDs: jsonField(
      z
        .array(z.uuid({ error: '消息编号无效' }), { error: '消息编号无效' })
        .max(NOTICES_MAX, '消息编号无效')
        .transform((ids) => [...new Set(ids)]),
    ).optional(),
    All: z.literal('1', { error: '参数 All 无效' }).optional(),
  })
  .refine((b) => b.All === '1' || (b.IDs !== undefined && b.IDs.length > 0), {
    error: '请选择要确认的消息',
  })
export const confirmNoticesData = z.object({ Confirmed: z.number() })

/** The sentence a notice says. */
export function noticeText(n: Pick<Notice, 'Kind' | 'TeamName' | 'ActorName' | 'Detail'>): string {
  switch (n.Kind) {
    case 'added':
      return `${n.ActorName}把你加入了团队“${n.TeamName}”`
    case 'removed':
      return `${n.ActorName}把你移出了团队“${n.TeamName}”`
    case 'admin':
      return `${n.ActorName}把团队“${n.TeamName}”的管理员转让给了你`
    case 'dissolved':
      return `${n.ActorName}解散了团队“${n.TeamName}”`
    case 'invited':
      return `${n.ActorName}邀请你加入团队“${n.TeamName}”`
    case 'rejected':
      return `${n.ActorName}在团队“${n.TeamName}”驳回了你上传的文件${n.Detail}`
  }
}

/** What a rejected notice's Detail says: the file and the reason. */
export const rejectedDetail = (fileName: string, opinion: string) => `“${fileName}”：${opinion}`

/** AnswerInvitation: accept (join the team) or decline an invitation (docs/teams.md "Adding by phone"). */
export const answerInvitationBody = z.object({
  ID: z.uuid({ error: '邀请编号无效' }),
  Accept: z.enum(['0', '1'], { error: '参数 Accept 无效' }),
})
export const answerInvitationData = z.object({
  TeamId: z.string(),
  TeamName: z.string(),
  Joined: z.boolean(),
})

/** The team is still mine to open (added, made administrator, a file to fix): the notice links to the team centre. */
export const noticeOpensTeam = (kind: NoticeKind) =>
  kind === 'added' || kind === 'admin' || kind === 'rejected'

/** An invitation waiting for my answer: 接受 / 拒绝 instead of 确认. */
export const noticeAsksAnswer = (n: Pick<Notice, 'Kind' | 'RefId' | 'ConfirmTime'>) =>
  n.Kind === 'invited' && n.RefId !== '' && n.ConfirmTime === null
