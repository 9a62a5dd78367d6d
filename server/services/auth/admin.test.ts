import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call } from '../../test/harness.ts'
import {
  form,
  loginPwd,
  openAccountKit,
  registerUser,
  signIn,
  type AccountKit,
} from '../../routes/account.testkit.ts'
import { createAdmin } from './admin.ts'

// The administrator made as an operator makes it (npm run create-admin calls createAdmin), then
// signed in and asked for its authorities through the real routes: no stubbed answers.

let kit: AccountKit
beforeAll(async () => {
  kit = await openAccountKit({ adminUser: 'admin' })
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const ADMIN_PHONE = '13900000000'
const authorities = async (token: string) =>
  (await call(kit.app, '/api/Command/GetUser_Authority', { headers: { 'X-Token': token } })).body

describe('the administrator account (npm run create-admin)', () => {
  it('signs in with its password and lists the admin authority; an ordinary user does not', async () => {
    const made = await createAdmin(kit.testDb.db, {
      phone: ADMIN_PHONE,
      password: 'adm12345',
      userName: 'admin',
    })
    expect(made).toMatchObject({ ok: true, created: true })
    const login = await loginPwd(kit, ADMIN_PHONE, 'adm12345')
    expect(login.body.ErrorCode).toBe('0')
    expect(JSON.parse(String(login.body.Data))).toMatchObject({ Table: [{ UserName: 'admin' }] })
    expect(await authorities(await signIn(kit, ADMIN_PHONE, 'adm12345'))).toEqual({
      ErrorCode: '0',
      Message: expect.any(String) as string,
      Data: [
        { Code: 'user', Name: '普通用户' },
        { Code: 'admin', Name: '管理员' },
      ],
    })
    await registerUser(kit, '13800000001')
    expect((await authorities(await signIn(kit, '13800000001'))).Data).toEqual([
      { Code: 'user', Name: '普通用户' },
    ])
  })

  it('run again, sets the new password and ends the old sessions; promotes an existing phone', async () => {
    await createAdmin(kit.testDb.db, {
      phone: ADMIN_PHONE,
      password: 'adm12345',
      userName: 'admin',
    })
    const old = await signIn(kit, ADMIN_PHONE, 'adm12345')
    expect(
      await createAdmin(kit.testDb.db, {
        phone: ADMIN_PHONE,
        password: 'new12345',
        userName: 'admin',
      }),
    ).toMatchObject({ ok: true, created: false })
    expect(
      (await call(kit.app, '/api/SjyqList/GetAccount_Information', { headers: { 'X-Token': old } }))
        .status,
    ).toBe(403)
    expect((await loginPwd(kit, ADMIN_PHONE, 'adm12345')).body.Message).toBe('手机号或密码错误')
    expect((await loginPwd(kit, ADMIN_PHONE, 'new12345')).body.ErrorCode).toBe('0')

    await registerUser(kit, '13800000002')
    await createAdmin(kit.testDb.db, {
      phone: '13800000002',
      password: 'adm12345',
      userName: 'admin',
    })
    expect((await authorities(await signIn(kit, '13800000002', 'adm12345'))).Data).toContainEqual({
      Code: 'admin',
      Name: '管理员',
    })
  })

  it('refuses a bad phone or a weak password with the Chinese message and writes nothing', async () => {
    expect(
      await createAdmin(kit.testDb.db, { phone: '123', password: 'adm12345', userName: 'admin' }),
    ).toEqual({ ok: false, message: '手机号格式不正确' })
    expect(
      await createAdmin(kit.testDb.db, {
        phone: ADMIN_PHONE,
        password: 'short',
        userName: 'admin',
      }),
    ).toEqual({ ok: false, message: '请输入8~13位数字加字母密码！' })
    expect((await loginPwd(kit, ADMIN_PHONE, 'short')).body.Message).toBe('手机号或密码错误')
  })

  it('keeps the admin name closed to registration', async () => {
    const res = await call(
      kit.app,
      '/api/index/UserRegister',
      form({
        Type: 'add',
        Code: '123456',
        Model: JSON.stringify({ Phone: '13800000003', pwd: 'abc12345', UserName: 'Admin' }),
      }),
    )
    expect(res.body).toMatchObject({ ErrorCode: '1', Message: '该用户名不可用' })
  })
})
