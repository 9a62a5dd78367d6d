import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionItem } from '@/domain/account/sessions.ts'
import { call } from '../test/harness.ts'
import {
  count,
  form,
  getMsg,
  lastCode,
  loginPwd,
  openAccountKit,
  registerUser,
  signIn,
  userRegister,
  type AccountKit,
} from './account.testkit.ts'

// Sessions held per user (issue 34, item 11): a cap on live sessions (the oldest ends), the list
// of them in 个人中心 and 退出其他设备; and look-alike administrator names (item 10).
let kit: AccountKit
beforeAll(async () => {
  kit = await openAccountKit({ sessionMaxPerUser: 3 })
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const PHONE = '13800000001'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const asUser = (token: string) => ({ 'X-Token': token })
const sessions = async (token: string) =>
  (await call(kit.app, '/api/Command/GetSessions', { headers: asUser(token) })).body
const alive = async (token: string) =>
  (await call(kit.app, '/api/SjyqList/GetAccount_Information', { headers: asUser(token) }))
    .status === 200

describe('live sessions per user', () => {
  it('ends the oldest when a sign-in goes beyond SESSION_MAX_PER_USER', async () => {
    await registerUser(kit, PHONE)
    const tokens: string[] = []
    for (let i = 0; i < 5; i++) {
      tokens.push(await signIn(kit, PHONE))
      kit.advance(1000)
    }
    expect(await Promise.all(tokens.map(alive))).toEqual([false, false, true, true, true])
    expect(((await sessions(tokens[4] ?? '')).Data as SessionItem[]).length).toBe(3)
  })

  it('lists my devices, newest first, marking this one; 退出其他设备 ends the others', async () => {
    await registerUser(kit, PHONE)
    const other = await call(kit.app, '/api/index/UserLogion', {
      ...form({ Type: 'pwd', Code: '', Model: JSON.stringify({ Phone: PHONE, pwd: 'abc12345' }) }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': CHROME,
        'x-test-ip': '10.1.2.3',
      },
    })
    expect(other.body.ErrorCode).toBe('0')
    kit.advance(1000)
    const here = await signIn(kit, PHONE)
    const list = await sessions(here)
    expect(list.ErrorCode).toBe('0')
    const items = list.Data as SessionItem[]
    expect(items.map((s) => [s.Current, s.Device, s.Ip])).toEqual([
      [true, '未知设备', '10.0.0.1'],
      [false, 'Chrome 130 · Windows', '10.1.2.3'],
    ])
    expect(Date.parse(items[0]?.CreateTime ?? '')).toBeGreaterThan(
      Date.parse(items[1]?.CreateTime ?? ''),
    )

    const out = await call(kit.app, '/api/Command/LogoutOthers', {
      method: 'POST',
      headers: asUser(here),
    })
    expect(out.body).toEqual({ ErrorCode: '0', Message: '', Data: { Count: 1 } })
    expect(((await sessions(here)).Data as SessionItem[]).map((s) => s.Current)).toEqual([true])
    expect(await alive(here)).toBe(true)
  })

  it('answers 403 to anonymous callers', async () => {
    for (const res of [
      await call(kit.app, '/api/Command/GetSessions'),
      await call(kit.app, '/api/Command/LogoutOthers', { method: 'POST' }),
    ])
      expect(res.status).toBe(403)
  })
})

describe('look-alike administrator names', () => {
  const LOOK_ALIKES = ['admin\u200b', 'ａｄｍｉｎ', 'аdmin', 'ADMIN', 'adm1n', 'ad\u00admin']

  it.each(LOOK_ALIKES)('refuses %j at registration', async (userName) => {
    await getMsg(kit, PHONE, 'r')
    const res = await userRegister(kit, {
      type: 'add',
      phone: PHONE,
      password: 'abc12345',
      userName,
      code: lastCode(kit, PHONE),
    })
    expect(res.body).toMatchObject({ ErrorCode: '1', Message: '该用户名不可用' })
    expect(await count(kit, 'users')).toBe(0)
  })

  it('refuses them at rename, and keeps an ordinary name', async () => {
    await registerUser(kit, PHONE)
    const token = await signIn(kit, PHONE)
    const rename = (UserName: string) =>
      call(kit.app, '/api/SjyqList/EditAccount_Information', form({ UserName }, asUser(token)))
    for (const name of LOOK_ALIKES)
      expect((await rename(name)).body.Message, JSON.stringify(name)).toBe('该用户名不可用')
    expect((await rename('admin小王')).body.ErrorCode).toBe('0')
    expect((await loginPwd(kit, PHONE)).body.ErrorCode).toBe('0')
  })
})
