import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildUserRegister } from '@/domain/account/schemas.ts'
import { call } from '../test/harness.ts'
import {
  form,
  getMsg,
  lastCode,
  loginPwd,
  openAccountKit,
  registerUser,
  signIn,
  type AccountKit,
} from './account.testkit.ts'

let kit: AccountKit
beforeAll(async () => {
  kit = await openAccountKit({ sessionTtlHours: 2 })
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const PHONE = '13800000001'
const info = (headers: Record<string, string>) =>
  call(kit.app, '/api/SjyqList/GetAccount_Information', { headers })
const edit = (fields: Record<string, string>, headers: Record<string, string>) =>
  call(kit.app, '/api/SjyqList/EditAccount_Information', form(fields, headers))

describe('sessions', () => {
  it('answers 403 请先登录! to anonymous calls that need a user, and [] for the authority list', async () => {
    for (const res of [
      await info({}),
      await edit({ UserName: '王五' }, {}),
      await call(kit.app, '/api/index/UpdatePhone', form({ Phone: '13800000002', Code: '123456' })),
      await call(
        kit.app,
        '/api/index/UserRegister',
        form(
          buildUserRegister({
            type: 'update',
            phone: PHONE,
            password: 'new12345',
            oldPassword: 'abc12345',
          }),
        ),
      ),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ ErrorCode: '403', Message: '请先登录!', Data: null })
    }
    expect((await call(kit.app, '/api/Command/GetUser_Authority')).body).toMatchObject({
      ErrorCode: '0',
      Data: [],
    })
    expect((await info({ 'X-Token': 'not-a-real-token-at-all-xxxxxxxx' })).status).toBe(403)
  })

  it('lists authorities for a signed-in user, admin included for the admin name', async () => {
    await registerUser(kit, PHONE)
    const token = await signIn(kit, PHONE)
    expect(
      (await call(kit.app, '/api/Command/GetUser_Authority', { headers: { 'X-Token': token } }))
        .body.Data,
    ).toEqual([{ Code: 'user', Name: '普通用户' }])
  })

  it('expires a session after SESSION_TTL_HOURS', async () => {
    await registerUser(kit, PHONE)
    const token = await signIn(kit, PHONE)
    kit.advance(2 * 3_600_000 - 1000)
    expect((await info({ 'X-Token': token })).body.ErrorCode).toBe('0')
    kit.advance(2000)
    expect((await info({ 'X-Token': token })).status).toBe(403)
  })

  it('revokes the session on logout and clears the cookie', async () => {
    await registerUser(kit, PHONE)
    const token = await signIn(kit, PHONE)
    const other = await signIn(kit, PHONE)
    const out = await call(kit.app, '/api/Command/Logout', {
      method: 'POST',
      headers: { 'X-Token': token },
    })
    expect(out.body.ErrorCode).toBe('0')
    expect(out.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/)
    expect((await info({ 'X-Token': token })).status).toBe(403)
    expect((await info({ cookie: `token=${token}` })).status).toBe(403)
    expect((await info({ 'X-Token': other })).body.ErrorCode).toBe('0')
  })
})

describe('CSRF', () => {
  it('refuses a cookie-only POST from another origin or without any origin', async () => {
    await registerUser(kit, PHONE)
    const token = await signIn(kit, PHONE)
    const host = { host: 'boq.example.com', cookie: `token=${token}` }
    for (const headers of [
      { ...host, origin: 'https://evil.example' },
      { ...host, referer: 'https://evil.example/x' },
      host,
    ]) {
      const res = await edit({ UserName: '黑客' }, headers)
      expect(res.status).toBe(403)
      expect(res.body.ErrorCode).toBe('403')
    }
    expect((await info({ 'X-Token': token })).body.Data).toMatchObject({ UserName: '张三' })
    expect(
      (await edit({ UserName: '王五' }, { ...host, origin: 'https://boq.example.com' })).body
        .ErrorCode,
    ).toBe('0')
    expect(
      (
        await edit(
          { HeadPic: '/uploads/a.png' },
          { ...host, referer: 'https://boq.example.com/Page/personalCenter' },
        )
      ).body.ErrorCode,
    ).toBe('0')
    expect(
      (await edit({ UserName: '赵六' }, { 'X-Token': token, origin: 'https://evil.example' })).body
        .ErrorCode,
    ).toBe('0')
    expect((await info({ 'X-Token': token })).body.Data).toMatchObject({
      UserName: '赵六',
      HeadPic: '/uploads/a.png',
    })
  })
})

describe('personal centre', () => {
  it('refuses bad names and script avatars, and the admin name', async () => {
    await registerUser(kit, PHONE)
    const h = { 'X-Token': await signIn(kit, PHONE) }
    expect((await edit({ UserName: '<b>x</b>' }, h)).body.Message).toBe(
      '用户名为1~20个字符，且不能包含<>',
    )
    expect((await edit({ HeadPic: 'javascript:alert(1)' }, h)).body.Message).toBe('头像地址无效')
    expect((await edit({ UserName: 'admin' }, h)).body.Message).toBe('该用户名不可用')
    expect((await edit({}, h)).body.Message).toBe('没有需要修改的内容')
    expect((await info(h)).body.Data).toMatchObject({ UserName: '张三', HeadPic: '' })
  })

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    await registerUser(kit, PHONE)
    const token = await signIn(kit, PHONE)
    const other = await signIn(kit, PHONE)
    const change = (oldPassword: string, phone = PHONE) =>
      call(
        kit.app,
        '/api/index/UserRegister',
        form(buildUserRegister({ type: 'update', phone, password: 'new12345', oldPassword }), {
          'X-Token': token,
        }),
      )
    expect((await change('nope12345')).body.Message).toBe('原密码错误')
    expect((await change('abc12345', '13800000009')).body.Message).toBe('手机号与当前账号不一致')
    expect((await change('abc12345')).body.ErrorCode).toBe('0')
    expect((await info({ 'X-Token': token })).body.ErrorCode).toBe('0')
    expect((await info({ 'X-Token': other })).status).toBe(403)
    expect((await loginPwd(kit, PHONE, 'new12345')).body.ErrorCode).toBe('0')
  })

  it('changes the phone with a code sent to the new phone', async () => {
    await registerUser(kit, PHONE)
    await registerUser(kit, '13800000003')
    const h = { 'X-Token': await signIn(kit, PHONE) }
    const NEW = '13800000002'
    expect((await getMsg(kit, '13800000003', 'r')).body.Message).toBe('该手机号已注册')
    await getMsg(kit, NEW, 'r')
    const update = (phone: string, code: string) =>
      call(kit.app, '/api/index/UpdatePhone', form({ Phone: phone, Code: code }, h))
    expect((await update('13800000003', lastCode(kit, NEW))).body.Message).toBe('该手机号已注册')
    expect((await update(NEW, lastCode(kit, NEW))).body.ErrorCode).toBe('0')
    expect((await info(h)).body.Data).toMatchObject({ Phone: NEW })
    expect((await loginPwd(kit, NEW)).body.ErrorCode).toBe('0')
    expect((await loginPwd(kit, PHONE)).body.ErrorCode).toBe('1')
  })
})
