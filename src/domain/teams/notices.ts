import { z } from 'zod'
import { jsonField } from '../api/json-field'

/**
 * 确认 (/MyData/confirm/:type, docs/teams.md "确认"): what happened to me in a team, to confirm
 * once read. Calls beyond SPEC under /api/PTMaterialPrice: GetNotices, ConfirmNotices.
 */

export const NOTICE_KINDS = ['added', 'removed', 'admin', 'dissolved'] as const
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
export function noticeText(n: Pick<Notice, 'Kind' | 'TeamName' | 'ActorName'>): string {
  switch (n.Kind) {
    case 'added':
      return `${n.ActorName}把你加入了团队“${n.TeamName}”`
    case 'removed':
      return `${n.ActorName}把你移出了团队“${n.TeamName}”`
    case 'admin':
      return `${n.ActorName}把团队“${n.TeamName}”的管理员转让给了你`
    case 'dissolved':
      return `${n.ActorName}解散了团队“${n.TeamName}”`
  }
}

/** The team is still mine to open (added, made administrator): the notice links to the team centre. */
export const noticeOpensTeam = (kind: NoticeKind) => kind === 'added' || kind === 'admin'
