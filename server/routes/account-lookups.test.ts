import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildUserLogion } from '@/domain/account/schemas.ts'
import { call } from '../test/harness.ts'
import { form, getMsg, openAccountKit, registerUser, type AccountKit } from './account.testkit.ts'

// Phone enumeration (issue 34, item 4): GetMsg and CodeCheck (and the calls that answer
// 该手机号未注册 or 该手机号已注册) keep their messages but are counted per client address and per
// phone, an hour at a time, with the default limits (100 per address, 20 per phone).
let kit: AccountKit
beforeAll(async () => {
  kit = await openAccountKit()
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const UNKNOWN = '该手机号未注册'
const phoneNo = (i: number) => `1390000${String(i).padStart(4, '0')}`
const codeCheck = (phone: string, headers: Record<string, string> = {}) =>
  call(kit.app, `/api/index/CodeCheck?Code=123456&Phone=${phone}&Type=c`, { headers })

describe('phone look-ups', () => {
  it('answers 该手机号未注册 to 100 look-ups an hour from one address, then only that it is too often', async () => {
    const ip = { 'x-test-ip': '10.7.7.7' }
    const answers = []
    for (let i = 0; i < 100; i++) answers.push((await getMsg(kit, phoneNo(i), 'd', ip)).body)
    expect(answers.every((a) => a.Message === UNKNOWN)).toBe(true)
    // Registered or not, GetMsg or CodeCheck: the same answer now, which tells nothing.
    await registerUser(kit, '13800000001')
    for (const res of [
      await getMsg(kit, phoneNo(100), 'd', ip),
      await getMsg(kit, '13800000001', 'c', ip),
      await codeCheck(phoneNo(101), ip),
      await call(
        kit.app,
        '/api/index/UserLogion',
        form(buildUserLogion({ type: 'mobile', phone: phoneNo(102), code: '123456' }), ip),
      ),
    ]) {
      expect(res.body.ErrorCode).toBe('1')
      expect(res.body.Message).toMatch(/^查询过于频繁，请(59|60)分钟后再试$/)
    }
    // Another address is not affected; an hour later this one may look up again.
    expect((await getMsg(kit, phoneNo(103), 'd', { 'x-test-ip': '10.7.7.8' })).body.Message).toBe(
      UNKNOWN,
    )
    kit.advance(60 * 60_000 + 1)
    expect((await getMsg(kit, phoneNo(104), 'd', ip)).body.Message).toBe(UNKNOWN)
  })

  it('counts look-ups of one phone from any address: 20 an hour', async () => {
    const phone = phoneNo(1)
    for (let i = 0; i < 20; i++)
      expect((await codeCheck(phone, { 'x-test-ip': `10.8.0.${i}` })).body.Message).toBe(UNKNOWN)
    expect((await codeCheck(phone, { 'x-test-ip': '10.8.1.1' })).body).toMatchObject({
      ErrorCode: '1',
      Message: '该手机号操作过于频繁，请60分钟后再试',
    })
    expect((await codeCheck(phoneNo(2), { 'x-test-ip': '10.8.1.1' })).body.Message).toBe(UNKNOWN)
  })

  it('holds the limit against a parallel burst', async () => {
    const ip = { 'x-test-ip': '10.9.9.9' }
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => getMsg(kit, phoneNo(i), 'd', ip)),
    )
    expect(answers.filter((a) => a.body.Message === UNKNOWN)).toHaveLength(100)
  })
})
