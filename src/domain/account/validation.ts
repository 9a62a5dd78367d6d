/**
 * Client-side account validation of SPEC §5 with its exact messages. Pure functions: the login
 * dialog, the personal centre and the server's zod schemas (schemas.ts) share the rules.
 *
 * Which empty-phone message is used where (SPEC §5 gives three; docs/accounts.md repeats this):
 * - 手机号不能为空!  the slider was completed while the phone field is empty (the slider snaps back);
 * - 请先填写手机号!  获取验证码 was pressed while the phone field is empty;
 * - 请先填写手机号   a form was submitted with an empty phone where SPEC gives that form no
 *                   "请填写完整!" rule: password login, reset step 1, change phone.
 * Every function trims its input first (SPEC §5 "All input is trimmed of spaces").
 */
export const ACCOUNT_MESSAGES = {
  phoneEmptyAtSlider: '手机号不能为空!',
  phoneEmptyAtCode: '请先填写手机号!',
  phoneEmpty: '请先填写手机号',
  phoneFormat: '手机号格式不正确',
  passwordRule: '请输入8~13位数字加字母密码！',
  passwordMismatch: '两次输入的密码不一致',
  incomplete: '请填写完整!',
  sliderFirst: '请先拖动滑块验证！',
  passwordEmpty: '请输入密码',
  userNameRule: '用户名为1~20个字符，且不能包含<>',
} as const

export type AccountMessage = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES]

/** A validation outcome: null when valid, else the message to show. */
export type Check = AccountMessage | null

export const PHONE_PATTERN = /^1\d{10}$/
/** 8–13 letters and digits, at least one of each (SPEC §5, §9). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,13}$/
export const USER_NAME_MAX = 20
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 13
export const PHONE_LENGTH = 11
export const SMS_CODE_LENGTH = 6
/** Seconds the code button counts down after a code was sent (SPEC §9). */
export const SMS_COUNTDOWN_SECONDS = 60

export function clean(value: string | null | undefined): string {
  return (value ?? '').trim()
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(clean(value))
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(clean(value))
}

export function isValidUserName(value: string): boolean {
  const name = clean(value)
  // Angle brackets are refused so a name can never be read as markup anywhere it is shown.
  return (
    name.length >= 1 && name.length <= USER_NAME_MAX && !/[<>]/.test(name) && !hasControlChars(name)
  )
}

function hasControlChars(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** Blur check of a phone field: only a non-empty wrong phone is reported while typing. */
export function checkPhoneFormat(phone: string): Check {
  const p = clean(phone)
  return p !== '' && !PHONE_PATTERN.test(p) ? ACCOUNT_MESSAGES.phoneFormat : null
}

/** Blur check of a new-password field (register, reset, change password). */
export function checkPasswordFormat(password: string): Check {
  const p = clean(password)
  return p !== '' && !PASSWORD_PATTERN.test(p) ? ACCOUNT_MESSAGES.passwordRule : null
}

/** Blur check of the confirmation field: reported once both are filled. */
export function checkPasswordsMatch(password: string, confirm: string): Check {
  const a = clean(password)
  const b = clean(confirm)
  return a !== '' && b !== '' && a !== b ? ACCOUNT_MESSAGES.passwordMismatch : null
}

/** The slider was completed: it may only pass with a phone filled in. */
export function checkSliderPass(phone: string): Check {
  return clean(phone) === '' ? ACCOUNT_MESSAGES.phoneEmptyAtSlider : null
}

/** 获取验证码: slider first, then a filled and well-formed phone. */
export function checkCodeRequest(input: { phone: string; sliderPassed: boolean }): Check {
  if (!input.sliderPassed) return ACCOUNT_MESSAGES.sliderFirst
  const phone = clean(input.phone)
  if (phone === '') return ACCOUNT_MESSAGES.phoneEmptyAtCode
  return PHONE_PATTERN.test(phone) ? null : ACCOUNT_MESSAGES.phoneFormat
}

export function checkPasswordLogin(input: { account: string; password: string }): Check {
  const account = clean(input.account)
  if (account === '') return ACCOUNT_MESSAGES.phoneEmpty
  if (clean(input.password) === '') return ACCOUNT_MESSAGES.passwordEmpty
  return PHONE_PATTERN.test(account) ? null : ACCOUNT_MESSAGES.phoneFormat
}

export function checkCodeLogin(input: { phone: string; code: string }): Check {
  if (clean(input.phone) === '' || clean(input.code) === '') return ACCOUNT_MESSAGES.incomplete
  return checkPhoneFormat(input.phone)
}

export interface RegisterInput {
  userName: string
  phone: string
  code: string
  password: string
  sliderPassed: boolean
  agreed: boolean
}

export function isRegisterComplete(input: RegisterInput): boolean {
  return (
    clean(input.userName) !== '' &&
    clean(input.phone) !== '' &&
    clean(input.code) !== '' &&
    clean(input.password) !== '' &&
    input.sliderPassed &&
    input.agreed
  )
}

export function checkRegister(input: RegisterInput): Check {
  if (!isRegisterComplete(input)) return ACCOUNT_MESSAGES.incomplete
  return (
    checkPhoneFormat(input.phone) ??
    (isValidUserName(input.userName) ? null : ACCOUNT_MESSAGES.userNameRule) ??
    checkPasswordFormat(input.password)
  )
}

/** Reset step 1 (and change phone): phone, slider, code. */
export function checkPhoneAndCode(input: {
  phone: string
  code: string
  sliderPassed: boolean
}): Check {
  const phone = clean(input.phone)
  if (phone === '') return ACCOUNT_MESSAGES.phoneEmpty
  if (!PHONE_PATTERN.test(phone)) return ACCOUNT_MESSAGES.phoneFormat
  if (clean(input.code) === '')
    return input.sliderPassed ? ACCOUNT_MESSAGES.incomplete : ACCOUNT_MESSAGES.sliderFirst
  return null
}

/** Reset step 2 and change password: both fields, the rule, then equality. */
export function checkNewPassword(input: { password: string; confirm: string }): Check {
  if (clean(input.password) === '' || clean(input.confirm) === '')
    return ACCOUNT_MESSAGES.incomplete
  return checkPasswordFormat(input.password) ?? checkPasswordsMatch(input.password, input.confirm)
}
