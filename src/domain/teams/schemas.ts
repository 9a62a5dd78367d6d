import { z } from 'zod'
import { phoneField } from '../account/schemas'
import { jsonField } from '../api/json-field'

/**
 * Contracts of the team centre's first slice (docs/teams.md): teams, members and groupings under
 * /api/PTMaterialPrice. Shared by the client (requests, Data) and the server (validation).
 * Messages are the Chinese text the user reads.
 */

export const TEAM_NAME_MAX = 50
export const GROUPING_NAME_MAX = 20
/** Most members one team holds (the administrator included). */
export const TEAM_MEMBER_MAX = 200
/** Most groupings one team holds. */
export const TEAM_GROUPING_MAX = 50
/** The name of the built-in "everyone" grouping; no grouping may take it. */
export const ALL_MEMBERS = '全部成员'

export const ROLE_ADMIN = '管理员'
export const ROLE_MEMBER = '成员'
export type TeamRole = typeof ROLE_ADMIN | typeof ROLE_MEMBER

/** Said for a team that does not exist and for one the caller is not in (the same answer). */
export const TEAM_MISSING = '团队不存在或已解散'
/** Said when the administrator tries to leave. */
export const ADMIN_MUST_TRANSFER = '你是团队管理员，请先把管理员转让给其他成员再退出，或解散团队'

const id = (label: string) => z.uuid({ error: `${label}无效` })
export const teamIdField = id('团队编号')
export const groupIdField = id('分组编号')
export const userIdField = id('用户编号')

const name = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`)
export const teamNameField = name('团队名称', TEAM_NAME_MAX)
export const groupingNameField = name('分组名称', GROUPING_NAME_MAX).refine(
  (v) => v !== ALL_MEMBERS,
  `“${ALL_MEMBERS}”是系统分组，请换一个名称`,
)

/** The team image: none (''), or an image this server stored (/uploads/…, see UploadTeam_Img). */
export const teamImgField = z
  .string({ error: '团队图片地址无效' })
  .trim()
  .max(200, '团队图片地址无效')
  .regex(/^(|\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg|webp|gif))$/, '团队图片地址无效')

// ---- POST OperationTeam ---------------------------------------------------------------------

export const operationTeamBody = z.discriminatedUnion(
  'Type',
  [
    z.object({ Type: z.literal('add'), Name: teamNameField, Img: teamImgField.default('') }),
    z
      .object({
        Type: z.literal('update'),
        ID: teamIdField,
        Name: teamNameField.optional(),
        Img: teamImgField.optional(),
      })
      .refine((b) => b.Name !== undefined || b.Img !== undefined, '没有需要修改的内容'),
    z.object({ Type: z.literal('delete'), ID: teamIdField }),
  ],
  { error: '操作类型无效' },
)
export type OperationTeamBody = z.input<typeof operationTeamBody>
export const teamIdData = z.object({ ID: z.string() })

// ---- GET GetTeamList ------------------------------------------------------------------------

export const teamListItem = z.object({
  ID: z.string(),
  Name: z.string(),
  Img: z.string(),
  IsAdmin: z.boolean(),
  AdminName: z.string(),
  MemberCount: z.number(),
  CreateTime: z.string(),
})
export type TeamListItem = z.output<typeof teamListItem>
export const teamListData = z.array(teamListItem)

// ---- POST UploadTeam_Img (multipart) ----------------------------------------------------------

/** The image file, and the team whose image it becomes (none: only stored, for a team not yet made). */
export const uploadTeamImgInput = z.object({
  file: z.instanceof(Blob).optional(),
  TeamId: teamIdField.optional(),
})

// ---- members ----------------------------------------------------------------------------------

export const operationMemberBody = z.discriminatedUnion(
  'Type',
  [
    z.object({ Type: z.literal('add'), TeamId: teamIdField, Phone: phoneField }),
    z.object({ Type: z.literal('delete'), TeamId: teamIdField, UserId: userIdField }),
  ],
  { error: '操作类型无效' },
)
export type OperationMemberBody = z.input<typeof operationMemberBody>
export const memberRef = z.object({ UserId: z.string(), UserName: z.string() })
/** What 添加成员 says, registered number or not (the answer never tells which). */
export const invitationSent = (phone: string) =>
  `已向 ${phone} 发出邀请，对方在“团队消息”中接受后加入团队`

/** OperationMember add: an invitation to the phone (masked), the same answer registered or not. */
export const invitedRef = z.object({ Phone: z.string() })
export const operationMemberData = z.union([memberRef, invitedRef])

/** An invitation not answered yet (GetTeamInvitations, the administrator's): phone masked. */
export const teamInvitation = z.object({
  ID: z.string(),
  Phone: z.string(),
  InviterName: z.string(),
  CreateTime: z.string(),
})
export type TeamInvitation = z.output<typeof teamInvitation>
export const teamInvitationsData = z.array(teamInvitation)
export const cancelInvitationBody = z.object({
  TeamId: teamIdField,
  ID: z.uuid({ error: '邀请编号无效' }),
})

export const teamIdQuery = z.object({ TeamId: teamIdField })
export const teamUserQuery = z.object({ TeamId: teamIdField, UserId: userIdField })

export const groupingRef = z.object({ ID: z.string(), Name: z.string() })
export const teamMember = z.object({
  UserId: z.string(),
  UserName: z.string(),
  /** Masked: 138****0001. */
  Phone: z.string(),
  Role: z.enum([ROLE_ADMIN, ROLE_MEMBER]),
  Groupings: z.array(groupingRef),
  JoinTime: z.string(),
})
export type TeamMember = z.output<typeof teamMember>
export const teamMemberListData = z.array(teamMember)

// ---- GET GetTeam_MemberAuthority --------------------------------------------------------------

export const teamAuthorityData = z.object({
  TeamId: z.string(),
  Role: z.enum([ROLE_ADMIN, ROLE_MEMBER]),
  IsAdmin: z.boolean(),
  CanEditTeam: z.boolean(),
  CanDeleteTeam: z.boolean(),
  CanManageMembers: z.boolean(),
  CanManageGroupings: z.boolean(),
  CanTransferAdmin: z.boolean(),
  CanLeave: z.boolean(),
})
export type TeamAuthority = z.output<typeof teamAuthorityData>

/** What a role may do (docs/teams.md "Roles"): the administrator everything but leave, a member only leave. */
export function teamAuthority(teamId: string, isAdmin: boolean): TeamAuthority {
  return {
    TeamId: teamId,
    Role: isAdmin ? ROLE_ADMIN : ROLE_MEMBER,
    IsAdmin: isAdmin,
    CanEditTeam: isAdmin,
    CanDeleteTeam: isAdmin,
    CanManageMembers: isAdmin,
    CanManageGroupings: isAdmin,
    CanTransferAdmin: isAdmin,
    CanLeave: !isAdmin,
  }
}

// ---- groupings --------------------------------------------------------------------------------

export const operationGroupingBody = z.discriminatedUnion(
  'Type',
  [
    z.object({ Type: z.literal('add'), TeamId: teamIdField, Name: groupingNameField }),
    z.object({
      Type: z.literal('update'),
      TeamId: teamIdField,
      ID: groupIdField,
      Name: groupingNameField,
    }),
    z.object({ Type: z.literal('delete'), TeamId: teamIdField, ID: groupIdField }),
  ],
  { error: '操作类型无效' },
)
export type OperationGroupingBody = z.input<typeof operationGroupingBody>

export const groupingCountData = z.object({
  /** 全部成员: every member of the team, the administrator included. */
  AllMembers: z.number(),
  Groupings: z.array(
    z.object({ ID: z.string(), Name: z.string(), MemberCount: z.number(), CreateTime: z.string() }),
  ),
})
export type GroupingCount = z.output<typeof groupingCountData>

export const operationMemberGroupingBody = z.object({
  TeamId: teamIdField,
  GroupId: groupIdField,
  UserIds: jsonField(
    z
      .array(userIdField, { error: '成员列表无效' })
      .max(TEAM_MEMBER_MAX, '成员列表无效')
      .transform((ids) => [...new Set(ids)]),
  ),
})
export type OperationMemberGroupingBody = z.input<typeof operationMemberGroupingBody>
export const memberGroupingData = z.object({ GroupId: z.string(), MemberCount: z.number() })
