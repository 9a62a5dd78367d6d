import type { Envelope } from '@/domain/api/envelope'
import {
  type AccountInformation,
  type AuthorityItem,
  type EditAccountPayload,
  type LoginUserRow,
  type SmsType,
  accountInformation,
  buildUserLogion,
  buildUserRegister,
  decodeLoginData,
  userAuthorityData,
} from '@/domain/account/schemas'
import { sessionStore } from '@/data/state/app-state'
import { isOk } from './envelope'
import { request } from './request'

/**
 * The account calls of SPEC §7 (contracts in src/domain/account/schemas.ts, documented in
 * docs/accounts.md) and the session helpers of SPEC §3/§4.
 *
 * Calls whose failure the login dialog or the personal centre shows in its own message line pass
 * `notify: false`, so the wrapper does not also open a message box with the same Message.
 */
const QUIET = { notify: false } as const

// ---- login, register, reset -----------------------------------------------------------------

export type LoginInput = { type: 'pwd'; phone: string; password: string } | { type: 'mobile'; phone: string; code: string }

/** POST /api/index/UserLogion. Data is the JSON string of SPEC §3; see decodeLoginData. */
export function login(input: LoginInput): Promise<Envelope<string>> {
  return request.post<string>('/index/UserLogion', { ...buildUserLogion(input) }, QUIET)
}

/** POST /api/index/UserRegister Type add. */
export function register(input: { phone: string; password: string; userName: string; code: string }): Promise<Envelope<unknown>> {
  return request.post('/index/UserRegister', { ...buildUserRegister({ type: 'add', ...input }) }, QUIET)
}

/** POST /api/index/UserRegister Type update with the SMS code (reset, step 2). */
export function resetPassword(input: { phone: string; password: string; code: string }): Promise<Envelope<unknown>> {
  return request.post('/index/UserRegister', { ...buildUserRegister({ type: 'update', ...input }) }, QUIET)
}

/** POST /api/index/UserRegister Type update with the old password (personal centre, signed in). */
export function changePassword(input: { phone: string; password: string; oldPassword: string }): Promise<Envelope<unknown>> {
  return request.post('/index/UserRegister', { ...buildUserRegister({ type: 'update', ...input }) }, QUIET)
}

/** GET /api/index/CodeCheck (reset step 1). */
export function checkCode(phone: string, code: string): Promise<Envelope<unknown>> {
  return request.get('/index/CodeCheck', { Code: code.trim(), Phone: phone.trim(), Type: 'c' }, QUIET)
}

/** GET /api/index/GetMsg: d code login, r register or a new phone, c reset. */
export function sendSms(phone: string, type: SmsType): Promise<Envelope<unknown>> {
  return request.get('/index/GetMsg', { Mobile: phone.trim(), Type: type }, QUIET)
}

/** POST /api/index/UpdatePhone (signed in): the new phone and the code sent to it. */
export function updatePhone(phone: string, code: string): Promise<Envelope<unknown>> {
  return request.post('/index/UpdatePhone', { Phone: phone.trim(), Code: code.trim() }, QUIET)
}

// ---- the signed-in user ----------------------------------------------------------------------

/** GET /api/Command/GetUser_Authority: the list, or [] on any failure (SPEC §6). */
export async function getUserAuthority(): Promise<AuthorityItem[]> {
  try {
    const answer = await request.get<unknown>('/Command/GetUser_Authority', undefined, { silent: true, notify: false })
    if (!isOk(answer)) return []
    const parsed = userAuthorityData.safeParse(answer.Data)
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** GET /api/SjyqList/GetAccount_Information; Data is null when the answer is not one. */
export async function getAccountInformation(): Promise<Envelope<AccountInformation | null>> {
  const answer = await request.get<unknown>('/SjyqList/GetAccount_Information', undefined, QUIET)
  const parsed = accountInformation.safeParse(answer.Data)
  return { ...answer, Data: isOk(answer) && parsed.success ? parsed.data : null }
}

/** POST /api/SjyqList/EditAccount_Information (added by this app: see docs/accounts.md). */
export function editAccountInformation(payload: EditAccountPayload): Promise<Envelope<unknown>> {
  return request.post('/SjyqList/EditAccount_Information', { ...payload }, QUIET)
}

/** POST /api/Command/CommandUpload_Img as multipart (field "file"); Data is the image URL. */
export function uploadImage(file: Blob, fileName = 'avatar'): Promise<Envelope<string>> {
  const form = new FormData()
  form.append('file', file, file instanceof File ? file.name : fileName)
  return request.post<string>('/Command/CommandUpload_Img', form, QUIET)
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

/** Reads the user row out of a successful login answer; null when Data is not one. */
export function loginRowOf(answer: Envelope<unknown>): LoginUserRow | null {
  return isOk(answer) ? decodeLoginData(answer.Data) : null
}

/**
 * Stores a login (SPEC §3): user id (local storage key "userid"), name ("username"), avatar
 * ("avatar") and the token for the X-Token header, all through sessionStore which persists them.
 */
export function applyLoginResult(row: LoginUserRow): void {
  sessionStore.set({ token: row.Token, userId: row.ID, userName: row.UserName, avatar: row.HeadPic || null })
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
    for (const path of paths) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`
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
 * 退出登录 (SPEC §4): POST /api/Command/Logout so the server revokes the session, then clear the
 * local session and reload. The local clearing happens even when the call fails (offline): the
 * user asked to leave, and the server session expires on its own.
 */
export async function logout(): Promise<void> {
  try {
    await request.post('/Command/Logout', undefined, QUIET)
  } catch {
    // Offline or server error: still sign out locally.
  }
  clearSession()
  pageNavigation.reload()
}
