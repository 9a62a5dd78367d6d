import {
  groupingCountData,
  memberGroupingData,
  operationGroupingBody,
  cancelInvitationBody,
  operationMemberBody,
  operationMemberData,
  teamInvitationsData,
  operationMemberGroupingBody,
  operationTeamBody,
  teamAuthorityData,
  teamIdData,
  teamIdQuery,
  teamListData,
  teamMemberListData,
  teamUserQuery,
  uploadTeamImgInput,
} from '../../teams/schemas'
import { UPLOAD_IMAGE_MAX_BYTES, uploadImageData } from '../../account/schemas'
import {
  answerInvitationBody,
  answerInvitationData,
  confirmNoticesBody,
  confirmNoticesData,
  getNoticesQuery,
  noticeListData,
} from '../../teams/notices'
import { defineCall, noInput, nullData } from '../registry/define'

const TEAM = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b'
const USER = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b'
const GROUP = '2c3d4e5f-6071-4829-8b3c-4d5e6f7a8b9c'
// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_SLACK = 64 * 1024

/**
 * The team centre, first slice (docs/teams.md): teams, members and groupings under
 * /api/PTMaterialPrice. Online only. A team the caller is not in answers 团队不存在或已解散, as
 * if it did not exist; only the team's administrator changes it.
 */
export const TEAM_CALLS = {
  operationTeam: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/OperationTeam',
    access: 'writer',
    input: operationTeamBody,
    data: teamIdData,
    summary:
      '新建（add）、修改名称或图片（update，管理员）、解散（delete，管理员）团队；Data 为团队编号',
    example: { Type: 'add', Name: '造价一部' },
  }),
  getTeamList: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetTeamList',
    access: 'user',
    input: noInput,
    data: teamListData,
    summary: '我所在的团队（名称、图片、我是否管理员、管理员、成员数、创建时间），新建的在前',
  }),
  uploadTeamImg: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/UploadTeam_Img',
    access: 'user',
    input: uploadTeamImgInput,
    data: uploadImageData,
    multipart: true,
    maxBody: UPLOAD_IMAGE_MAX_BYTES + MULTIPART_SLACK,
    maxBodyMessage: '文件过大，团队图片不能超过5MB',
    summary:
      '上传团队图片（PNG、JPG、WEBP、GIF，不超过 5 MB）；带 TeamId 时（管理员）直接设为该团队的图片；Data 为图片地址',
  }),
  operationMember: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/OperationMember',
    access: 'writer',
    input: operationMemberBody,
    data: operationMemberData,
    summary:
      '管理员按手机号邀请成员（add：对方在团队消息中接受后加入，未注册的手机号注册后可接受；无论是否注册回答相同，Data 为隐藏中间四位的手机号）或移除成员（delete，Data 为该成员）',
    example: { Type: 'add', TeamId: TEAM, Phone: '13800000001' },
  }),
  getTeamIdMemberList: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetTeamIdMemberList',
    access: 'user',
    input: teamIdQuery,
    data: teamMemberListData,
    summary: '团队成员（用户名、隐藏中间四位的手机号、角色、所在分组、加入时间），管理员在前',
    example: { TeamId: TEAM },
  }),
  leaveTeam: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/LeaveTeam',
    access: 'writer',
    input: teamIdQuery,
    data: nullData,
    summary: '退出团队（成员；管理员须先转让管理员或解散团队）',
    example: { TeamId: TEAM },
  }),
  transferAdministrators: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/TransferAdministrators',
    access: 'writer',
    input: teamUserQuery,
    data: nullData,
    summary: '把管理员转让给团队中的另一名成员（管理员）；自己成为普通成员',
    example: { TeamId: TEAM, UserId: USER },
  }),
  getTeamMemberAuthority: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetTeam_MemberAuthority',
    access: 'user',
    input: teamIdQuery,
    data: teamAuthorityData,
    summary: '我在团队中的角色及可做的操作',
    example: { TeamId: TEAM },
  }),
  operationGrouping: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/OperationGrouping',
    access: 'writer',
    input: operationGroupingBody,
    data: teamIdData,
    summary: '新建、重命名、删除分组（管理员）；Data 为分组编号',
    example: { Type: 'add', TeamId: TEAM, Name: '土建组' },
  }),
  getGroupingCount: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetGroupingCount',
    access: 'user',
    input: teamIdQuery,
    data: groupingCountData,
    summary: '团队的分组及各分组人数，另含全部成员人数',
    example: { TeamId: TEAM },
  }),
  operationMemberGrouping: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/OperationMemberGrouping',
    access: 'writer',
    input: operationMemberGroupingBody,
    data: memberGroupingData,
    summary: '设置分组的成员（UserIds 为成员编号的 JSON 数组，替换原有成员；管理员）',
    example: { TeamId: TEAM, GroupId: GROUP, UserIds: JSON.stringify([USER]) },
  }),
  // Beyond SPEC (确认, docs/teams.md): what happened to me in a team, to confirm once read.
  getNotices: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetNotices',
    access: 'user',
    input: getNoticesQuery,
    data: noticeListData,
    paged: true,
    beyondSpec: true,
    summary:
      '我的团队消息（被加入、被移出、成为管理员、团队解散、邀请、文件被驳回），新的在前，最多 200 条；Type 为 pending（待确认，默认）或 all；Total 为待确认条数',
    example: { Type: 'pending' },
  }),
  confirmNotices: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/ConfirmNotices',
    access: 'writer',
    input: confirmNoticesBody,
    data: confirmNoticesData,
    beyondSpec: true,
    summary:
      '确认团队消息：IDs 为消息编号的 JSON 数组，或 All=1 确认全部待确认消息；Data.Confirmed 为本次确认的条数',
    example: { IDs: JSON.stringify([USER]) },
  }),
  getTeamInvitations: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetTeamInvitations',
    access: 'user',
    input: teamIdQuery,
    data: teamInvitationsData,
    beyondSpec: true,
    summary: '管理员：尚未答复的邀请（隐藏中间四位的手机号、邀请人、时间），早的在前',
    example: { TeamId: TEAM },
  }),
  cancelInvitation: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/CancelInvitation',
    access: 'writer',
    input: cancelInvitationBody,
    data: nullData,
    beyondSpec: true,
    summary: '管理员撤销一条尚未答复的邀请',
    example: { TeamId: TEAM, ID: USER },
  }),
  answerInvitation: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/AnswerInvitation',
    access: 'writer',
    input: answerInvitationBody,
    data: answerInvitationData,
    beyondSpec: true,
    summary: '被邀请人接受（Accept=1，加入团队）或拒绝（Accept=0）邀请；ID 为团队消息中的邀请编号',
    example: { ID: USER, Accept: '1' },
  }),
} as const
