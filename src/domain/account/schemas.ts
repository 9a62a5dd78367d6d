import { z } from 'zod'
import { ACCOUNT_MESSAGES, PASSWORD_PATTERN, PHONE_PATTERN, isValidUserName } from './validation'

/**
 * Contracts of the account calls (SPEC §3, §7; issue 3), shared by the client (to build requests
 * and read Data) and the server (to validate payloads). docs/accounts.md documents every call.
 * Server-side messages are Chinese because they reach the dialog's message line verbatim.
 */

/** Longest JSON text accepted in a Model field: far above any real payload, far below 10 MB. */
export const MODEL_MAX_CHARS = 1000

export const phoneField = z
  .string({ error: ACCOUNT_MESSAGES.phoneEmpty })
  .trim()
  .regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneFormat)
export const newPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRule })
  .trim()
  .regex(PASSWORD_PATTERN, ACCOUNT_MESSAGES.passwordRule)
export const smsCodeField = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字')
export const userNameField = z
  .string({ error: ACCOUNT_MESSAGES.userNameRule })
  .trim()
  .refine(isValidUserName, ACCOUNT_MESSAGES.userNameRule)
/** Login passwords are not format-checked: only bounded, so old passwords keep working. */
const loginPasswordField = z.string().trim().max(64, '密码过长')
const optionalCode = z.string().trim().max(10, '验证码为6位数字').default('')

/** A form field that carries JSON text (SPEC §3 "Model as a JSON string"), parsed then checked. */
export function jsonString<T extends z.ZodType>(schema: T) {
  return z
    .string({ error: '缺少 Model' })
    .max(MODEL_MAX_CHARS, 'Model 过长')
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Model 不是合法的 JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)
}

// ---- POST /api/index/UserLogion -------------------------------------------------------------

export const loginModel = z.object({ Phone: phoneField, pwd: loginPasswordField.default('') })

export const userLogionPayload = z
  .object({
    Type: z.enum(['pwd', 'mobile'], { error: '登录方式无效' }),
    Code: optionalCode,
    Model: jsonString(loginModel),
  })
  .superRefine((p, ctx) => {
    if (p.Type === 'pwd' && p.Model.pwd === '')
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.passwordEmpty })
    if (p.Type === 'mobile' && !/^\d{6}$/.test(p.Code))
      ctx.addIssue({ code: 'custom', message: '验证码为6位数字' })
  })
export type UserLogionPayload = z.output<typeof userLogionPayload>
/** What travels on the wire: Model is already JSON text. */
export type UserLogionRequest = z.input<typeof userLogionPayload>

export function buildUserLogion(
  input:
    | { type: 'pwd'; phone: string; password: string }
    | { type: 'mobile'; phone: string; code: string },
): UserLogionRequest {
  return input.type === 'pwd'
    ? {
        Type: 'pwd',
        Code: '',
        Model: JSON.stringify({ Phone: input.phone.trim(), pwd: input.password.trim() }),
      }
    : {
        Type: 'mobile',
        Code: input.code.trim(),
        Model: JSON.stringify({ Phone: input.phone.trim(), pwd: '' }),
      }
}

/**
 * Login Data (SPEC §3): a JSON string whose Table has a first row {ID, UserName, HeadPic, …}.
 * The row also carries the session Token; the server sets it as an HttpOnly cookie too, and the
 * client sends it back as the X-Token header (SPEC §7).
 */
export const loginUserRow = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  UserName: z.string(),
  HeadPic: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  Token: z.string().min(1),
})
export type LoginUserRow = z.output<typeof loginUserRow>
export const loginTable = z.object({ Table: z.array(loginUserRow).min(1) })
export const userLogionData = jsonString(loginTable)

/** Server side: the Data string of a successful login. */
export function encodeLoginData(row: {
  ID: string | number
  UserName: string
  HeadPic: string | null
  Token: string
}): string {
  return JSON.stringify({ Table: [row] })
}

/** Client side: the first row of a login Data string, or null when it is not one. */
export function decodeLoginData(data: unknown): LoginUserRow | null {
  const parsed = userLogionData.safeParse(data)
  return parsed.success ? (parsed.data.Table[0] ?? null) : null
}

// ---- POST /api/index/UserRegister -----------------------------------------------------------

/** Type add = register; Type update = reset (Code) or, signed in, change password (OldPwd). */
export const registerModel = z.object({
  Phone: phoneField,
  pwd: newPasswordField,
  UserName: z.string().trim().default(''),
  OldPwd: loginPasswordField.optional(),
})

export const userRegisterPayload = z
  .object({
    Type: z.enum(['add', 'update'], { error: '操作类型无效' }),
    Code: optionalCode,
    Model: jsonString(registerModel),
  })
  .superRefine((p, ctx) => {
    const codeOk = /^\d{6}$/.test(p.Code)
    if (p.Type === 'add') {
      if (!codeOk) ctx.addIssue({ code: 'custom', message: '验证码为6位数字' })
      if (!isValidUserName(p.Model.UserName))
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.userNameRule })
    } else if (!codeOk && !p.Model.OldPwd) {
      ctx.addIssue({ code: 'custom', message: '请输入验证码或原密码' })
    }
  })
export type UserRegisterPayload = z.output<typeof userRegisterPayload>
export type UserRegisterRequest = z.input<typeof userRegisterPayload>

export function buildUserRegister(
  input:
    | { type: 'add'; phone: string; password: string; userName: string; code: string }
    | { type: 'update'; phone: string; password: string; code: string }
    | { type: 'update'; phone: string; password: string; oldPassword: string },
): UserRegisterRequest {
  const base = { Phone: input.phone.trim(), pwd: input.password.trim() }
  if (input.type === 'add') {
    return {
      Type: 'add',
      Code: input.code.trim(),
      Model: JSON.stringify({ ...base, UserName: input.userName.trim() }),
    }
  }
  if ('oldPassword' in input) {
    return {
      Type: 'update',
      Code: '',
      Model: JSON.stringify({ ...base, UserName: '', OldPwd: input.oldPassword.trim() }),
    }
  }
  return {
    Type: 'update',
    Code: input.code.trim(),
    Model: JSON.stringify({ ...base, UserName: '' }),
  }
}

// ---- SMS codes --------------------------------------------------------------------------------

/** GET /api/index/GetMsg. Type d code login, r register (also: a new phone), c reset. */
export const smsType = z.enum(['d', 'r', 'c'], { error: '短信类型无效' })
export type SmsType = z.infer<typeof smsType>
export const getMsgQuery = z.object({ Mobile: phoneField, Type: smsType })
export type GetMsgQuery = z.input<typeof getMsgQuery>

/** GET /api/index/CodeCheck: reset step 1 verifies the code without consuming it. */
export const codeCheckQuery = z.object({
  Code: smsCodeField,
  Phone: phoneField,
  Type: z.literal('c', { error: '校验类型无效' }),
})
export type CodeCheckQuery = z.input<typeof codeCheckQuery>

/** POST /api/index/UpdatePhone (signed in): the new phone and a code sent to it with GetMsg Type r. */
export const updatePhonePayload = z.object({ Phone: phoneField, Code: smsCodeField })
export type UpdatePhonePayload = z.input<typeof updatePhonePayload>

// ---- Account information ------------------------------------------------------------------------

/** GET /api/SjyqList/GetAccount_Information (signed in). */
export const accountInformation = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  UserName: z.string(),
  HeadPic: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  Phone: z.string(),
})
export type AccountInformation = z.output<typeof accountInformation>

/**
 * POST /api/SjyqList/EditAccount_Information (signed in): SPEC §7 names no call for changing the
 * user name or avatar, so this one is added (docs/accounts.md). At least one field is sent.
 */
export const editAccountPayload = z
  .object({
    UserName: userNameField.optional(),
    HeadPic: z.string().trim().max(500, '头像地址过长').optional(),
  })
  .refine((p) => p.UserName !== undefined || p.HeadPic !== undefined, '没有需要修改的内容')
export type EditAccountPayload = z.input<typeof editAccountPayload>

/** GET /api/Command/GetUser_Authority: a list; the client treats any failure as []. */
export const authorityItem = z.looseObject({ Code: z.string(), Name: z.string() })
export type AuthorityItem = z.output<typeof authorityItem>
export const userAuthorityData = z.array(authorityItem)

/** POST /api/Command/CommandUpload_Img: Data is the stored image's URL, "" on failure. */
export const uploadImageData = z.string()
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** The server (server/services/uploads/kinds.ts) takes the same limit from here. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024
