import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildUserLogion } from '@/domain/account/schemas.ts'
import { call } from '../test/harness.ts'
import {
  count,
  form,
  getMsg,
  lastCode,
  loginPwd,
  openAccountKit,
  registerUser,
  userRegister,
  type AccountKit,
} from './account.testkit.ts'

// Guessing in parallel bursts (issue 34, items 1 and 2). On PostgreSQL the app runs on a pool of
// the server's default size, so the burst's requests really run on several connections at once;
// on PGlite (one connection) they interleave at every await. Either way at most the allowed
// number of wrong guesses may ever be checked, and the right one after them is refused.
// The phone look-up limit (20 an hour) would stop these bursts before the code is compared:
// lifted here, so the tries themselves are what is tested (account-lookups.test.ts tests it).
let kit: AccountKit
beforeAll(async () => {
  kit = await openAccountKit(
    {},
    { lookupHourlyCapPhone: 10_000, lookupHourlyCapIp: 10_000 },
    { serverPool: true },
  )
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const PHONE = '13800000001'
const BURST = 40
const TRIES = 5
const CHECKED_WRONG_CODE = /^验证码错误，还可尝试(\d)次$/

/** A wrong 6-digit code, different for each i (never the right one). */
const wrongCode = (right: string, i: number) => {
  const n = (Number(right) + 1 + i) % 1_000_000
  return String(n).padStart(6, '0')
}
const codeLogin = (code: string) =>
  call(
    kit.app,
    '/api/index/UserLogion',
    form(buildUserLogion({ type: 'mobile', phone: PHONE, code })),
  )
const codeCheck = (code: string) =>
  call(kit.app, `/api/index/CodeCheck?Code=${code}&Phone=${PHONE}&Type=c`)
const reset = (code: string) =>
  userRegister(kit, { type: 'update', phone: PHONE, password: 'new12345', code })

/**
 * What a burst of answers says about how many wrong codes the server compared: each compared
 * wrong code but the last tells how many tries are left, so those counts must all differ.
 */
function checkedWrong(messages: string[]): number[] {
  return messages.flatMap((m) => {
    const left = CHECKED_WRONG_CODE.exec(m)?.[1]
    return left === undefined ? [] : [Number(left)]
  })
}

describe('a burst of SMS code guesses', () => {
  it('compares at most 5 wrong login codes, then refuses the right one', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'd')
    const code = lastCode(kit, PHONE)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => codeLogin(wrongCode(code, i))),
    )
    const left = checkedWrong(answers.map((a) => a.body.Message))
    expect(new Set(left).size, `tries left, as answered: ${left.join(',')}`).toBe(left.length)
    expect(left.length).toBeLessThanOrEqual(TRIES - 1)
    expect(answers.every((a) => a.body.ErrorCode === '1')).toBe(true)
    expect((await codeLogin(code)).body).toMatchObject({
      ErrorCode: '1',
      Message: '验证码错误次数过多，请重新获取',
    })
    expect(await count(kit, 'sessions')).toBe(0)
    // On PostgreSQL the burst ran on several connections of the server-sized pool at once.
    if (kit.testDb.backend === 'postgres') expect(kit.poolConnections()).toBeGreaterThan(1)
  })

  it('lets the right code in a burst through only within the first 5 tries', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'd')
    const code = lastCode(kit, PHONE)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => codeLogin(i === 30 ? code : wrongCode(code, i))),
    )
    const left = checkedWrong(answers.map((a) => a.body.Message))
    const signedIn = answers.filter((a) => a.body.ErrorCode === '0').length
    expect(new Set(left).size).toBe(left.length)
    expect(signedIn).toBeLessThanOrEqual(1)
    // A success spends one of the 5 tries like a wrong code does.
    expect(left.length + signedIn).toBeLessThanOrEqual(TRIES)
    expect(await count(kit, 'sessions')).toBe(signedIn)
  })

  it('compares at most 5 wrong reset codes over CodeCheck and UserRegister together', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'c')
    const code = lastCode(kit, PHONE)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i % 2 === 0 ? codeCheck(wrongCode(code, i)) : reset(wrongCode(code, i)),
      ),
    )
    const left = checkedWrong(answers.map((a) => a.body.Message))
    expect(new Set(left).size).toBe(left.length)
    expect(left.length).toBeLessThanOrEqual(TRIES - 1)
    expect((await reset(code)).body.Message).toBe('验证码错误次数过多，请重新获取')
    expect((await loginPwd(kit, PHONE, 'new12345')).body.ErrorCode).toBe('1')
  })

  it('compares at most 5 wrong register codes', async () => {
    await getMsg(kit, PHONE, 'r')
    const code = lastCode(kit, PHONE)
    const register = (c: string) =>
      userRegister(kit, {
        type: 'add',
        phone: PHONE,
        password: 'abc12345',
        userName: '张三',
        code: c,
      })
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => register(wrongCode(code, i))),
    )
    const left = checkedWrong(answers.map((a) => a.body.Message))
    expect(new Set(left).size).toBe(left.length)
    expect(left.length).toBeLessThanOrEqual(TRIES - 1)
    expect((await register(code)).body.Message).toBe('验证码错误次数过多，请重新获取')
    expect(await count(kit, 'users')).toBe(0)
  })
})

describe('a burst of password guesses', () => {
  const BAD = '手机号或密码错误'

  it('compares at most 5 wrong passwords for one phone, then refuses the right one', async () => {
    await registerUser(kit, PHONE)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => loginPwd(kit, PHONE, `guess${1000 + i}`)),
    )
    const compared = answers.filter((a) => a.body.Message === BAD).length
    expect(compared).toBeLessThanOrEqual(TRIES)
    expect(answers.filter((a) => a.body.ErrorCode === '0')).toHaveLength(0)
    const right = await loginPwd(kit, PHONE)
    expect(right.body.ErrorCode).toBe('1')
    expect(right.body.Message).toMatch(/^登录失败次数过多，请\d+分钟后再试$/)
    expect(await count(kit, 'sessions')).toBe(0)
  })

  it('accepts the right password in a burst only within the first 5 tries', async () => {
    await registerUser(kit, PHONE)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i === 20 ? loginPwd(kit, PHONE) : loginPwd(kit, PHONE, `guess${1000 + i}`),
      ),
    )
    const compared = answers.filter((a) => a.body.Message === BAD).length
    const signedIn = answers.filter((a) => a.body.ErrorCode === '0').length
    expect(signedIn).toBeLessThanOrEqual(1)
    expect(compared + signedIn).toBeLessThanOrEqual(TRIES)
  })
})
