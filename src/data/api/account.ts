import {
  type AccountInformation,
  type AuthorityItem,
  type EditAccountPayload,
  type LoginUserRow,
  type SmsType,
  buildUserLogion,
  buildUserRegister,
} from '@/domain/account/schemas'
import type { SessionItem } from '@/domain/account/sessions'
import { ACCOUNT_CALLS } from '@/domain/api/calls/account'
import { sessionStore } from '@/data/state/app-state'
import { callApi } from './call-api'
import { command, type CallOutcome } from './command'

/**
 * The account calls of SPEC §7 (registry: src/domain/api/calls/account.ts; decisions in
 * docs/accounts.md) and the session helpers of SPEC §3/§4. Each call answers a CallOutcome
 * (src/data/api/command.ts) whose message the login dialog or the personal centre shows in its
 * own message line, so they pass `notify: false` and the wrapper does not also open a message
 * box with the same Message. `fallback` is the line when a refusal carries no Message.
 */
const quiet = (fallback: string) => ({ notify: false, fallback })

// ---- login, register, reset -----------------------------------------------------------------

export type LoginInput =
  { type: 'pwd'; phone: string; password: string } | { type: 'mobile'; phone: string; code: string }

/** POST /api/index/UserLogion: the user row of the JSON string Data (SPEC §3). */
export async function login(input: LoginInput): Promise<CallOutcome<LoginUserRow>> {
  const outcome = await command(ACCOUNT_CALLS.userLogion, buildUserLogion(input), quiet('登录失败'))
  if (!outcome.ok) return outcome
  const row = outcome.data.Table[0]
  return row
    ? { ...outcome, data: row }
    : { ok: false, message: '登录失败', offline: false, refused: false, notified: false }
}

/** POST /api/index/UserRegister Type add. */
export function register(
  input: { phone: string; password: string; userName: string; code: string },
  fallback = '注册失败',
) {
  return command(
    ACCOUNT_CALLS.userRegister,
    buildUserRegister({ type: 'add', ...input }),
    quiet(fallback),
  )
}

/** POST /api/index/UserRegister Type update with the SMS code (reset, step 2). */
export function resetPassword(
  input: { phone: string; password: string; code: string },
  fallback = '重置密码失败',
) {
  return command(
    ACCOUNT_CALLS.userRegister,
    buildUserRegister({ type: 'update', ...input }),
    quiet(fallback),
  )
}

/** POST /api/index/UserRegister Type update with the old password (personal centre, signed in). */
export function changePassword(
  input: { phone: string; password: string; oldPassword: string },
  fallback = '修改失败',
) {
  return command(
    ACCOUNT_CALLS.userRegister,
    buildUserRegister({ type: 'update', ...input }),
    quiet(fallback),
  )
}

/** GET /api/index/CodeCheck (reset step 1). */
export function checkCode(phone: string, code: string) {
  return command(
    ACCOUNT_CALLS.codeCheck,
    { Code: code.trim(), Phone: phone.trim(), Type: 'c' },
    quiet('验证码错误'),
  )
}

/** GET /api/index/GetMsg: d code login, r register or a new phone, c reset. */
export function sendSms(phone: string, type: SmsType) {
  return command(
    ACCOUNT_CALLS.getMsg,
    { Mobile: phone.trim(), Type: type },
    quiet('验证码发送失败'),
  )
}

/** POST /api/index/UpdatePhone (signed in): the new phone and the code sent to it. */
export function updatePhone(phone: string, code: string) {
  return command(
    ACCOUNT_CALLS.updatePhone,
    { Phone: phone.trim(), Code: code.trim() },
    quiet('修改失败'),
  )
}

// ---- the signed-in user ----------------------------------------------------------------------

/** GET /api/Command/GetUser_Authority: the list, or [] on any failure (SPEC §6). */
export async function getUserAuthority(): Promise<AuthorityItem[]> {
  const outcome = await command(ACCOUNT_CALLS.getUserAuthority, {}, { silent: true, notify: false })
  return outcome.ok ? outcome.data : []
}

/** GET /api/SjyqList/GetAccount_Information (rejects like callApi: the screen tells offline apart). */
export async function getAccountInformation(): Promise<AccountInformation> {
  return (await callApi(ACCOUNT_CALLS.getAccountInformation, {}, { notify: false })).data
}

/** POST /api/SjyqList/EditAccount_Information (added by this app: see docs/accounts.md). */
export function editAccountInformation(payload: EditAccountPayload, fallback = '修改失败') {
  return command(ACCOUNT_CALLS.editAccountInformation, payload, quiet(fallback))
}

/** POST /api/Command/CommandUpload_Img as multipart (field "file"); Data is the image URL. */
export async function uploadImage(
  file: Blob,
  fallback = '头像上传失败',
): Promise<CallOutcome<string>> {
  const outcome = await command(ACCOUNT_CALLS.uploadImage, { file }, quiet(fallback))
  if (outcome.ok && outcome.data === '')
    return { ok: false, message: fallback, offline: false, refused: true, notified: false }
  return outcome
}

// ---- session -----------------------------------------------------------------------------------

/**
 * Page navigation, in one object so tests can spy on it (jsdom cannot navigate) and so the
 * "reload unless on an estimate page" rule reads the address in one place.
 */
export const pageNavigation = {
  href: (): string => globalThis.location?.href ?? '',
  reload: (): void => globalThis.location?.reload(),
  assign: (url: string): void => globalThis.location?.assign(url),
}

/**
 * Stores a login (SPEC §3): user id (local storage key "userid"), name ("username"), avatar
 * ("avatar") and the token for the X-Token header, all through sessionStore which persists them.
 */
export function applyLoginResult(row: LoginUserRow): void {
  sessionStore.set({
    token: row.Token,
    userId: row.ID,
    userName: row.UserName,
    avatar: row.HeadPic || null,
  })
}

/** Updates the stored name/avatar after a change in the personal centre. */
export function updateStoredUser(patch: { userName?: string; avatar?: string }): void {
  sessionStore.set((s) => ({
    ...s,
    userName: patch.userName ?? s.userName,
    avatar: patch.avatar === undefined ? s.avatar : patch.avatar || null,
  }))
}

/** Expires every cookie script can see (the server's session cookie is HttpOnly: Logout revokes it). */
export function clearCookies(): void {
  if (typeof document === 'undefined') return
  const paths = ['/', globalThis.location?.pathname ?? '/']
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (!name) continue
    for (const path of paths)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`
  }
}

/** Forgets the session locally: cookies, all of local storage, then name, avatar, id, token. */
export function clearSession(): void {
  clearCookies()
  try {
    globalThis.localStorage?.clear()
  } catch {
    // Storage may be unavailable; the store below still forgets the user for this page.
  }
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
}

/**
 * Drops the service worker's run-time caches: the uploaded pictures the user saw (private files,
 * docs/security.md "Uploads") must not stay readable on a shared computer. The precached app
 * shell stays, so the app still opens offline.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  for (const name of await caches.keys())
    if (!name.startsWith('workbox-precache')) await caches.delete(name)
}

/**
 * 退出登录 (SPEC §4): POST /api/Command/Logout so the server revokes the session, then clear the
 * local session and reload. The local clearing happens even when the call fails (offline): the
 * user asked to leave, and the server session expires on its own.
 */
export async function logout(): Promise<void> {
  // Offline or server error: still sign out locally (the outcome is not needed).
  await command(ACCOUNT_CALLS.logout, {}, { notify: false })
  clearSession()
  await clearRuntimeCaches().catch(() => undefined)
  pageNavigation.reload()
}

// ---- 个人中心: my devices (beyond SPEC, docs/accounts.md) ----------------------------------------

/** GET /api/Command/GetSessions: my live sessions, newest first (rejects like callApi). */
export async function getSessions(): Promise<SessionItem[]> {
  return (await callApi(ACCOUNT_CALLS.getSessions, {}, { notify: false })).data
}

/** POST /api/Command/LogoutOthers: ends every session but this one; Data.Count says how many. */
export function logoutOthers(fallback = '操作失败') {
  return command(ACCOUNT_CALLS.logoutOthers, {}, quiet(fallback))
}
