import { z } from 'zod'
import {
  accountInformation,
  codeCheckQuery,
  editAccountPayload,
  getMsgQuery,
  updatePhonePayload,
  uploadImageData,
  userAuthorityData,
  userLogionData,
  userLogionPayload,
  userRegisterPayload,
} from '../../account/schemas'
import { logoutOthersData, sessionListData } from '../../account/sessions'
import { defineCall, noInput, nullData } from '../registry/define'

const IMAGE_MAX = 5 * 1024 * 1024
const FILE_MAX = 20 * 1024 * 1024
// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_SLACK = 64 * 1024
/** The multipart `file` field; size and type are checked by the call (magic bytes). */
export const uploadInput = z.object({ file: z.instanceof(Blob).optional() })

/** Accounts (SPEC §7 "Account", docs/accounts.md). */
export const ACCOUNT_CALLS = {
  userLogion: defineCall({
    method: 'POST',
    path: '/index/UserLogion',
    access: 'public',
    input: userLogionPayload,
    data: userLogionData,
    summary: '登录：密码（Type=pwd）或短信验证码（Type=mobile）；Data 为含 Table 的 JSON 字符串',
  }),
  userRegister: defineCall({
    method: 'POST',
    path: '/index/UserRegister',
    access: 'public',
    input: userRegisterPayload,
    data: nullData,
    summary: '注册（Type=add）、重置密码（验证码）或修改密码（已登录，原密码）',
  }),
  getMsg: defineCall({
    method: 'GET',
    path: '/index/GetMsg',
    access: 'public',
    input: getMsgQuery,
    data: nullData,
    summary: '发送短信验证码：d 验证码登录，r 注册，c 重置密码',
  }),
  codeCheck: defineCall({
    method: 'GET',
    path: '/index/CodeCheck',
    access: 'public',
    input: codeCheckQuery,
    data: nullData,
    summary: '重置密码第一步：核对手机号与验证码（不消耗验证码）',
  }),
  updatePhone: defineCall({
    method: 'POST',
    path: '/index/UpdatePhone',
    access: 'user',
    input: updatePhonePayload,
    data: nullData,
    summary: '更换绑定手机号（新号码的验证码）',
  }),
  logout: defineCall({
    method: 'POST',
    path: '/Command/Logout',
    access: 'public',
    input: noInput,
    data: nullData,
    summary: '退出登录：注销会话并清除 Cookie',
  }),
  getUserAuthority: defineCall({
    method: 'GET',
    path: '/Command/GetUser_Authority',
    access: 'public',
    input: noInput,
    data: userAuthorityData,
    summary: '当前用户的权限列表；未登录时为空列表',
  }),
  getSessions: defineCall({
    method: 'GET',
    path: '/Command/GetSessions',
    access: 'user',
    input: noInput,
    data: sessionListData,
    beyondSpec: true,
    summary: '个人中心：我的登录设备（未过期的会话，新的在前；Current 为本设备）',
  }),
  logoutOthers: defineCall({
    method: 'POST',
    path: '/Command/LogoutOthers',
    access: 'user',
    input: noInput,
    data: logoutOthersData,
    beyondSpec: true,
    summary: '个人中心：退出其他设备（除本设备外的会话全部结束）；Data.Count 为结束的会话数',
  }),
  getAccountInformation: defineCall({
    method: 'GET',
    path: '/SjyqList/GetAccount_Information',
    access: 'user',
    input: noInput,
    data: accountInformation,
    summary: '个人中心：用户名、头像、手机号',
  }),
  editAccountInformation: defineCall({
    method: 'POST',
    path: '/SjyqList/EditAccount_Information',
    access: 'user',
    input: editAccountPayload,
    data: nullData,
    beyondSpec: true,
    summary: '个人中心：修改用户名或头像',
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/Command/CommandUpload_Img',
    access: 'user',
    input: uploadInput,
    data: uploadImageData,
    multipart: true,
    maxBody: IMAGE_MAX + MULTIPART_SLACK,
    maxBodyMessage: '文件过大，图片不能超过5MB',
    summary: '上传图片（PNG、JPG、WEBP、GIF，不超过 5 MB）；Data 为图片地址',
  }),
  uploadFile: defineCall({
    method: 'POST',
    path: '/Command/CommandFile',
    access: 'user',
    input: uploadInput,
    data: z.string(),
    multipart: true,
    maxBody: FILE_MAX + MULTIPART_SLACK,
    maxBodyMessage: '文件过大，文件不能超过20MB',
    summary: '上传文件（文档类，不超过 20 MB）；Data 为文件地址',
  }),
} as const
