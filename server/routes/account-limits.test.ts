import { mkdirSync } from 'node:fs'
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
  outboxLines,
  registerUser,
  userRegister,
  type AccountKit,
} from './account.testkit.ts'

let kit: AccountKit
beforeAll(async () => {
  // Small daily caps so the tests reach them quickly.
  kit = await openAccountKit({}, { dailyCapPhone: 3, dailyCapIp: 4 })
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const PHONE = '13800000001'
const codeLogin = (code: string, phone = PHONE) =>
  call(kit.app, '/api/index/UserLogion', form(buildUserLogion({ type: 'mobile', phone, code })))
const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

describe('SMS send limits', () => {
  it('sends at most one code per phone per 60 seconds', async () => {
    expect((await getMsg(kit, PHONE, 'r')).body.ErrorCode).toBe('0')
    kit.advance(59_000)
    expect((await getMsg(kit, PHONE, 'r')).body).toMatchObject({
      ErrorCode: '1',
      Message: '验证码发送过于频繁，请60秒后再试',
    })
    kit.advance(2_000)
    expect((await getMsg(kit, PHONE, 'r')).body.ErrorCode).toBe('0')
    expect(outboxLines(kit)).toHaveLength(2)
  })

  it('caps the codes per phone per day', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await getMsg(kit, PHONE, 'r')).body.ErrorCode).toBe('0')
      kit.advance(61_000)
    }
    expect((await getMsg(kit, PHONE, 'r')).body).toMatchObject({
      ErrorCode: '1',
      Message: '该手机号今日获取验证码次数已达上限，请明天再试',
    })
    kit.advance(24 * 3_600_000)
    expect((await getMsg(kit, PHONE, 'r')).body.ErrorCode).toBe('0')
  })

  it('caps the codes per IP per day, whatever the phone', async () => {
    for (let i = 0; i < 4; i++)
      expect(
        (await getMsg(kit, `1380000010${i}`, 'r', { 'x-test-ip': '10.9.9.9' })).body.ErrorCode,
      ).toBe('0')
    expect((await getMsg(kit, '13800000199', 'r', { 'x-test-ip': '10.9.9.9' })).body).toMatchObject(
      { ErrorCode: '1', Message: '今日获取验证码次数已达上限，请明天再试' },
    )
    expect(
      (await getMsg(kit, '13800000199', 'r', { 'x-test-ip': '10.9.9.8' })).body.ErrorCode,
    ).toBe('0')
  })
})

describe('SMS code checks', () => {
  it('expires a code after 5 minutes', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'd')
    const code = lastCode(kit, PHONE)
    kit.advance(5 * 60_000 + 1)
    expect((await codeLogin(code)).body).toMatchObject({
      ErrorCode: '1',
      Message: '验证码已失效，请重新获取',
    })
  })

  it('accepts a code just before it expires', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'd')
    kit.advance(5 * 60_000 - 1000)
    expect((await codeLogin(lastCode(kit, PHONE))).body.ErrorCode).toBe('0')
  })

  it('allows at most 5 wrong tries, after which even the right code is refused', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'd')
    const code = lastCode(kit, PHONE)
    for (let left = 4; left >= 1; left--)
      expect((await codeLogin(wrong(code))).body.Message).toBe(`验证码错误，还可尝试${left}次`)
    expect((await codeLogin(wrong(code))).body.Message).toBe('验证码错误次数过多，请重新获取')
    expect((await codeLogin(code)).body).toMatchObject({
      ErrorCode: '1',
      Message: '验证码错误次数过多，请重新获取',
    })
    expect(await count(kit, 'sessions')).toBe(0)
  })

  it('counts wrong CodeCheck calls as tries', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'c')
    const code = lastCode(kit, PHONE)
    for (let i = 0; i < 5; i++)
      await call(kit.app, `/api/index/CodeCheck?Code=${wrong(code)}&Phone=${PHONE}&Type=c`)
    expect(
      (await call(kit.app, `/api/index/CodeCheck?Code=${code}&Phone=${PHONE}&Type=c`)).body.Message,
    ).toBe('验证码错误次数过多，请重新获取')
  })
})

describe('password login throttling', () => {
  it('blocks a phone after 5 failures in 15 minutes, even with the right password', async () => {
    await registerUser(kit, PHONE)
    for (let i = 0; i < 5; i++)
      expect((await loginPwd(kit, PHONE, 'wrong1234')).body.Message).toBe('手机号或密码错误')
    expect((await loginPwd(kit, PHONE)).body).toMatchObject({
      ErrorCode: '1',
      Message: '登录失败次数过多，请15分钟后再试',
    })
    kit.advance(15 * 60_000 + 1)
    expect((await loginPwd(kit, PHONE)).body.ErrorCode).toBe('0')
  })

  it('ends the lock of a phone when its password is reset with an SMS code', async () => {
    await registerUser(kit, PHONE)
    for (let i = 0; i < 5; i++) await loginPwd(kit, PHONE, 'wrong1234')
    expect((await loginPwd(kit, PHONE)).body.Message).toBe('登录失败次数过多，请15分钟后再试')
    await getMsg(kit, PHONE, 'c')
    const reset = await userRegister(kit, {
      type: 'update',
      phone: PHONE,
      password: 'new12345',
      code: lastCode(kit, PHONE),
    })
    expect(reset.body.ErrorCode).toBe('0')
    expect((await loginPwd(kit, PHONE, 'new12345')).body.ErrorCode).toBe('0')
  })

  it('blocks an IP that guesses across many phones', async () => {
    await registerUser(kit, PHONE)
    const ip = { 'x-test-ip': '10.6.6.6' }
    for (let i = 0; i < 20; i++)
      await loginPwd(kit, `139000000${String(i).padStart(2, '0')}`, 'wrong1234', ip)
    expect((await loginPwd(kit, PHONE, 'abc12345', ip)).body.Message).toBe(
      '当前网络登录失败次数过多，请15分钟后再试',
    )
    expect(
      (await loginPwd(kit, PHONE, 'abc12345', { 'x-test-ip': '10.6.6.7' })).body.ErrorCode,
    ).toBe('0')
  })
})

describe('SMS delivery failure', () => {
  it('tells the user and does not count an undelivered code', async () => {
    const failing = await openAccountKit()
    try {
      // The outbox path is a directory here, so appending fails like a broken gateway would.
      mkdirSync(failing.outbox)
      expect((await getMsg(failing, PHONE, 'r')).body).toMatchObject({
        ErrorCode: '1',
        Message: '短信发送失败，请稍后重试',
      })
      expect(await count(failing, 'smsCodes')).toBe(0)
    } finally {
      await failing.close()
    }
  })
})
