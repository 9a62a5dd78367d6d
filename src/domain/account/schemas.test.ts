import { describe, expect, it } from 'vitest'
import {
  buildUserLogion,
  buildUserRegister,
  codeCheckQuery,
  decodeLoginData,
  editAccountPayload,
  encodeLoginData,
  getMsgQuery,
  updatePhonePayload,
  userLogionPayload,
  userRegisterPayload,
} from './schemas'

function messages(result: {
  success: boolean
  error?: { issues: { message: string }[] }
}): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? [])
}

describe('UserLogion payload', () => {
  it('round-trips what the client builds, trimmed', () => {
    const wire = buildUserLogion({ type: 'pwd', phone: ' 13800138000 ', password: ' abc12345 ' })
    expect(wire).toEqual({
      Type: 'pwd',
      Code: '',
      Model: '{"Phone":"13800138000","pwd":"abc12345"}',
    })
    const parsed = userLogionPayload.parse(wire)
    expect(parsed.Model).toEqual({ Phone: '13800138000', pwd: 'abc12345' })
  })
  it('accepts a code login with 6 digits', () => {
    const wire = buildUserLogion({ type: 'mobile', phone: '13800138000', code: '123456' })
    expect(userLogionPayload.parse(wire).Code).toBe('123456')
  })
  it.each([
    [{ Type: 'pwd', Code: '', Model: 'not json' }, 'Model 不是合法的 JSON'],
    [{ Type: 'sso', Code: '', Model: '{"Phone":"13800138000","pwd":"a"}' }, '登录方式无效'],
    [{ Type: 'pwd', Code: '', Model: '{"Phone":"123","pwd":"a"}' }, '手机号格式不正确'],
    [{ Type: 'pwd', Code: '', Model: '{"Phone":"13800138000","pwd":""}' }, '请输入密码'],
    [{ Type: 'mobile', Code: '12', Model: '{"Phone":"13800138000"}' }, '验证码为6位数字'],
    [{ Type: 'pwd', Code: '', Model: 'x'.repeat(10 * 1024 * 1024) }, 'Model 过长'],
    [{ Type: 'pwd', Code: '' }, '缺少 Model'],
  ])('refuses %#', (payload, message) => {
    expect(messages(userLogionPayload.safeParse(payload))).toContain(message)
  })
})

describe('UserRegister payload', () => {
  it('register needs a code and a valid user name', () => {
    const wire = buildUserRegister({
      type: 'add',
      phone: '13800138000',
      password: 'abc12345',
      userName: ' 张三 ',
      code: '123456',
    })
    expect(userRegisterPayload.parse(wire).Model).toEqual({
      Phone: '13800138000',
      pwd: 'abc12345',
      UserName: '张三',
    })
    const bad = {
      ...wire,
      Model: JSON.stringify({ Phone: '13800138000', pwd: 'abc12345', UserName: '<img>' }),
    }
    expect(messages(userRegisterPayload.safeParse(bad))).toContain(
      '用户名为1~20个字符，且不能包含<>',
    )
  })
  it('reset sends UserName empty and a code', () => {
    const wire = buildUserRegister({
      type: 'update',
      phone: '13800138000',
      password: 'abc12345',
      code: '654321',
    })
    expect(JSON.parse(wire.Model)).toEqual({ Phone: '13800138000', pwd: 'abc12345', UserName: '' })
    expect(userRegisterPayload.safeParse(wire).success).toBe(true)
  })
  it('change password sends OldPwd instead of a code', () => {
    const wire = buildUserRegister({
      type: 'update',
      phone: '13800138000',
      password: 'abc12345',
      oldPassword: 'old1',
    })
    expect(wire.Code).toBe('')
    expect(userRegisterPayload.parse(wire).Model.OldPwd).toBe('old1')
  })
  it.each([
    [
      { Type: 'update', Code: '', Model: '{"Phone":"13800138000","pwd":"abc12345"}' },
      '请输入验证码或原密码',
    ],
    [
      {
        Type: 'add',
        Code: '123456',
        Model: '{"Phone":"13800138000","pwd":"abcdefgh","UserName":"a"}',
      },
      '请输入8~13位数字加字母密码！',
    ],
    [
      { Type: 'delete', Code: '123456', Model: '{"Phone":"13800138000","pwd":"abc12345"}' },
      '操作类型无效',
    ],
  ])('refuses %#', (payload, message) => {
    expect(messages(userRegisterPayload.safeParse(payload))).toContain(message)
  })
})

describe('code calls', () => {
  it('GetMsg takes Mobile and Type d|r|c', () => {
    expect(getMsgQuery.safeParse({ Mobile: '13800138000', Type: 'r' }).success).toBe(true)
    expect(messages(getMsgQuery.safeParse({ Mobile: '13800138000', Type: 'x' }))).toContain(
      '短信类型无效',
    )
  })
  it('CodeCheck takes Code, Phone and Type c only', () => {
    expect(
      codeCheckQuery.safeParse({ Code: '123456', Phone: '13800138000', Type: 'c' }).success,
    ).toBe(true)
    expect(
      codeCheckQuery.safeParse({ Code: '123456', Phone: '13800138000', Type: 'r' }).success,
    ).toBe(false)
  })
  it('UpdatePhone takes the new phone and a 6-digit code', () => {
    expect(updatePhonePayload.safeParse({ Phone: '13900139000', Code: '123456' }).success).toBe(
      true,
    )
    expect(updatePhonePayload.safeParse({ Phone: '13900139000', Code: 'abc' }).success).toBe(false)
  })
  it('EditAccount_Information needs at least one field', () => {
    expect(editAccountPayload.safeParse({}).success).toBe(false)
    expect(editAccountPayload.safeParse({ HeadPic: '/uploads/a.png' }).success).toBe(true)
  })
})

describe('login Data', () => {
  it('decodes the first Table row including the Token, normalising ID', () => {
    const data = encodeLoginData({ ID: 7, UserName: '张三', HeadPic: null, Token: 't0k' })
    expect(typeof data).toBe('string')
    expect(decodeLoginData(data)).toMatchObject({
      ID: '7',
      UserName: '张三',
      HeadPic: '',
      Token: 't0k',
    })
  })
  it.each([
    [''],
    ['{"Table":[]}'],
    ['{"Table":[{"ID":1,"UserName":"a","HeadPic":""}]}'],
    [null],
    [{ Table: [] }],
  ])('gives null for %j', (data) => {
    expect(decodeLoginData(data)).toBeNull()
  })
})
