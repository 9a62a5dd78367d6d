import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildUserLogion, buildUserRegister, decodeLoginData } from '@/domain/account/schemas.ts'
import { sessions, smsCodes, users } from '../db/schema/index.ts'
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
  signIn,
  type AccountKit,
} from './account.testkit.ts'

let kit: AccountKit
beforeAll(async () => {
  kit = await openAccountKit()
})
afterAll(async () => kit.close())
beforeEach(async () => kit.reset())

const PHONE = '13800000001'

describe('register and sign in', () => {
  it('registers with an SMS code, then signs in by password with a cookie and a token', async () => {
    expect((await getMsg(kit, PHONE, 'r')).body).toMatchObject({ ErrorCode: '0', Data: null })
    const sent = outboxLines(kit)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ Mobile: PHONE, Type: 'r' })
    expect(sent[0]?.Code).toMatch(/^\d{6}$/)
    const reg = await call(
      kit.app,
      '/api/index/UserRegister',
      form(
        buildUserRegister({
          type: 'add',
          phone: PHONE,
          password: 'abc12345',
          userName: '张三',
          code: lastCode(kit, PHONE),
        }),
      ),
    )
    expect(reg.body).toMatchObject({ ErrorCode: '0' })

    const res = await loginPwd(kit, PHONE)
    expect(res.body.ErrorCode).toBe('0')
    expect(typeof res.body.Data).toBe('string')
    const row = decodeLoginData(res.body.Data)
    expect(row).toMatchObject({ UserName: '张三', HeadPic: '' })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`token=${row?.Token}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    const info = await call(kit.app, '/api/SjyqList/GetAccount_Information', {
      headers: { 'X-Token': row?.Token ?? '' },
    })
    expect(info.body).toMatchObject({
      ErrorCode: '0',
      Data: { ID: row?.ID, UserName: '张三', HeadPic: '', Phone: PHONE },
    })
    const viaCookie = await call(kit.app, '/api/SjyqList/GetAccount_Information', {
      headers: { cookie: `token=${row?.Token}` },
    })
    expect(viaCookie.body.ErrorCode).toBe('0')
  })

  it('stores neither the password nor the code nor the token in plain text', async () => {
    await registerUser(kit, PHONE, 'secret123')
    const token = await signIn(kit, PHONE, 'secret123')
    const code = lastCode(kit, PHONE)
    const [user] = await kit.testDb.db.select().from(users)
    expect(user?.passwordHash).not.toContain('secret123')
    expect(user?.passwordHash).toMatch(/^[0-9a-f]{128}$/)
    expect(user?.passwordSalt).toMatch(/^[0-9a-f]{32}$/)
    const dump = JSON.stringify([
      await kit.testDb.db.select().from(smsCodes),
      await kit.testDb.db.select().from(sessions),
      await kit.testDb.db.select().from(users),
    ])
    expect(dump).not.toContain('secret123')
    expect(dump).not.toContain(`"${code}"`)
    expect(dump).not.toContain(token)
  })

  it('gives two users with the same password different salts and hashes', async () => {
    await registerUser(kit, PHONE)
    await registerUser(kit, '13800000002')
    const rows = await kit.testDb.db.select().from(users)
    expect(rows[0]?.passwordSalt).not.toBe(rows[1]?.passwordSalt)
    expect(rows[0]?.passwordHash).not.toBe(rows[1]?.passwordHash)
  })

  it('refuses to register an existing phone, both at GetMsg and at UserRegister', async () => {
    await registerUser(kit, PHONE)
    expect((await getMsg(kit, PHONE, 'r')).body).toMatchObject({
      ErrorCode: '1',
      Message: '该手机号已注册',
    })
    const res = await call(
      kit.app,
      '/api/index/UserRegister',
      form(
        buildUserRegister({
          type: 'add',
          phone: PHONE,
          password: 'abc12345',
          userName: '李四',
          code: '123456',
        }),
      ),
    )
    expect(res.body).toMatchObject({ ErrorCode: '1', Message: '该手机号已注册' })
    expect(await count(kit, 'users')).toBe(1)
  })

  it('refuses the admin user name at registration', async () => {
    await getMsg(kit, PHONE, 'r')
    const res = await call(
      kit.app,
      '/api/index/UserRegister',
      form(
        buildUserRegister({
          type: 'add',
          phone: PHONE,
          password: 'abc12345',
          userName: 'Admin',
          code: lastCode(kit, PHONE),
        }),
      ),
    )
    expect(res.body).toMatchObject({ ErrorCode: '1', Message: '该用户名不可用' })
    expect(await count(kit, 'users')).toBe(0)
  })

  it('refuses a wrong password with one message for wrong password and unknown phone', async () => {
    await registerUser(kit, PHONE)
    expect((await loginPwd(kit, PHONE, 'wrong1234')).body).toMatchObject({
      ErrorCode: '1',
      Message: '手机号或密码错误',
    })
    expect((await loginPwd(kit, '13900000000', 'wrong1234')).body).toMatchObject({
      ErrorCode: '1',
      Message: '手机号或密码错误',
    })
    expect((await loginPwd(kit, PHONE, 'wrong1234')).headers.get('set-cookie')).toBeNull()
  })
})

describe('code login and reset', () => {
  it('signs in with an SMS code (Type d), which then cannot be reused', async () => {
    await registerUser(kit, PHONE)
    expect((await getMsg(kit, PHONE, 'd')).body.ErrorCode).toBe('0')
    const code = lastCode(kit, PHONE)
    const login = () =>
      call(
        kit.app,
        '/api/index/UserLogion',
        form(buildUserLogion({ type: 'mobile', phone: PHONE, code })),
      )
    const first = await login()
    expect(decodeLoginData(first.body.Data)?.UserName).toBe('张三')
    expect((await login()).body).toMatchObject({
      ErrorCode: '1',
      Message: '验证码已失效，请重新获取',
    })
  })

  it('refuses code login and reset for an unknown phone', async () => {
    expect((await getMsg(kit, PHONE, 'd')).body).toMatchObject({
      ErrorCode: '1',
      Message: '该手机号未注册',
    })
    expect((await getMsg(kit, PHONE, 'c')).body).toMatchObject({
      ErrorCode: '1',
      Message: '该手机号未注册',
    })
    const login = await call(
      kit.app,
      '/api/index/UserLogion',
      form(buildUserLogion({ type: 'mobile', phone: PHONE, code: '123456' })),
    )
    expect(login.body).toMatchObject({ ErrorCode: '1', Message: '该手机号未注册' })
    const reset = await call(
      kit.app,
      '/api/index/UserRegister',
      form(
        buildUserRegister({ type: 'update', phone: PHONE, password: 'new12345', code: '123456' }),
      ),
    )
    expect(reset.body).toMatchObject({ ErrorCode: '1', Message: '该手机号未注册' })
    expect(outboxLines(kit)).toHaveLength(0)
  })

  it('resets the password: CodeCheck does not consume the code, the reset does, old sessions end', async () => {
    await registerUser(kit, PHONE)
    const oldToken = await signIn(kit, PHONE)
    await getMsg(kit, PHONE, 'c')
    const code = lastCode(kit, PHONE)
    const check = () => call(kit.app, `/api/index/CodeCheck?Code=${code}&Phone=${PHONE}&Type=c`)
    expect((await check()).body).toMatchObject({ ErrorCode: '0' })
    expect((await check()).body).toMatchObject({ ErrorCode: '0' })
    const reset = await call(
      kit.app,
      '/api/index/UserRegister',
      form(buildUserRegister({ type: 'update', phone: PHONE, password: 'new12345', code })),
    )
    expect(reset.body).toMatchObject({ ErrorCode: '0' })
    expect((await check()).body.ErrorCode).toBe('1')
    expect((await loginPwd(kit, PHONE, 'abc12345')).body.ErrorCode).toBe('1')
    expect((await loginPwd(kit, PHONE, 'new12345')).body.ErrorCode).toBe('0')
    const info = await call(kit.app, '/api/SjyqList/GetAccount_Information', {
      headers: { 'X-Token': oldToken },
    })
    expect(info.status).toBe(403)
  })

  it('does not accept a code sent for another purpose', async () => {
    await registerUser(kit, PHONE)
    await getMsg(kit, PHONE, 'd')
    const reset = await call(
      kit.app,
      '/api/index/UserRegister',
      form(
        buildUserRegister({
          type: 'update',
          phone: PHONE,
          password: 'new12345',
          code: lastCode(kit, PHONE),
        }),
      ),
    )
    expect(reset.body).toMatchObject({ ErrorCode: '1', Message: '验证码已失效，请重新获取' })
  })
})

describe('bad input writes nothing', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['missing Model', { Type: 'add', Code: '123456' }, /Model/],
    ['non-JSON Model', { Type: 'add', Code: '123456', Model: '{Phone:' }, /JSON/],
    [
      'unknown Type',
      {
        Type: 'drop',
        Code: '123456',
        Model: '{"Phone":"13800000001","pwd":"abc12345","UserName":"x"}',
      },
      /操作类型无效/,
    ],
    [
      'bad phone',
      {
        Type: 'add',
        Code: '123456',
        Model: '{"Phone":"2380000000","pwd":"abc12345","UserName":"x"}',
      },
      /手机号格式不正确/,
    ],
    [
      'weak password',
      {
        Type: 'add',
        Code: '123456',
        Model: '{"Phone":"13800000001","pwd":"12345678","UserName":"x"}',
      },
      /8~13位/,
    ],
    [
      'HTML in the name',
      {
        Type: 'add',
        Code: '123456',
        Model: '{"Phone":"13800000001","pwd":"abc12345","UserName":"<script>x</script>"}',
      },
      /用户名/,
    ],
    [
      'huge Model',
      {
        Type: 'add',
        Code: '123456',
        Model: JSON.stringify({
          Phone: '13800000001',
          pwd: 'abc12345',
          UserName: 'x'.repeat(100_000),
        }),
      },
      /Model/,
    ],
  ]
  it.each(cases)('UserRegister with %s', async (_name, fields, message) => {
    await getMsg(kit, PHONE, 'r')
    const res = await call(kit.app, '/api/index/UserRegister', form(fields))
    expect(res.body.ErrorCode).not.toBe('0')
    expect(res.body.Message).toMatch(message)
    expect(await count(kit, 'users')).toBe(0)
  })

  it('keeps an SQL-looking name verbatim as data', async () => {
    await registerUser(kit, PHONE, 'abc12345', "x';drop table users")
    const [row] = await kit.testDb.db.select().from(users).where(eq(users.phone, PHONE))
    expect(row?.userName).toBe("x';drop table users")
  })

  it('refuses a 10 MB field without reading it', async () => {
    const res = await call(
      kit.app,
      '/api/index/UserLogion',
      form({ Type: 'pwd', Code: '', Model: 'x'.repeat(10 * 1024 * 1024) }),
    )
    expect(res.body.ErrorCode).not.toBe('0')
    expect(await count(kit, 'rateLimits')).toBe(0)
  })

  it('refuses unknown GetMsg types and malformed phones without sending', async () => {
    expect((await getMsg(kit, PHONE, 'x')).body).toMatchObject({
      ErrorCode: '1',
      Message: '短信类型无效',
    })
    expect((await getMsg(kit, '1380000000a', 'r')).body).toMatchObject({
      ErrorCode: '1',
      Message: '手机号格式不正确',
    })
    expect((await call(kit.app, '/api/index/GetMsg?Type=r')).body).toMatchObject({
      ErrorCode: '1',
      Message: '请先填写手机号',
    })
    expect(outboxLines(kit)).toHaveLength(0)
    expect(await count(kit, 'smsCodes')).toBe(0)
  })
})
