import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES as M,
  checkCodeLogin,
  checkCodeRequest,
  checkNewPassword,
  checkPasswordFormat,
  checkPasswordLogin,
  checkPasswordsMatch,
  checkPhoneAndCode,
  checkPhoneFormat,
  checkRegister,
  checkSliderPass,
  isPhone,
  isRegisterComplete,
  isValidPassword,
  isValidUserName,
  type RegisterInput,
} from './validation'

describe('SPEC message texts', () => {
  it('are exactly the SPEC §5/§8 strings', () => {
    expect(M).toMatchObject({
      phoneEmptyAtSlider: '手机号不能为空!',
      phoneEmptyAtCode: '请先填写手机号!',
      phoneEmpty: '请先填写手机号',
      phoneFormat: '手机号格式不正确',
      passwordRule: '请输入8~13位数字加字母密码！',
      passwordMismatch: '两次输入的密码不一致',
      incomplete: '请填写完整!',
      sliderFirst: '请先拖动滑块验证！',
    })
  })
})

describe('phone: 11 digits starting with 1', () => {
  it.each([
    ['13800138000', true],
    ['  13800138000  ', true],
    ['10000000000', true],
    ['23800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['1380013800a', false],
    ['138 0013 8000', false],
    ['', false],
  ])('isPhone(%j) = %s', (value, ok) => {
    expect(isPhone(value)).toBe(ok)
    expect(checkPhoneFormat(value)).toBe(ok || value.trim() === '' ? null : M.phoneFormat)
  })
})

describe('password: 8–13 letters and digits, at least one of each', () => {
  it.each([
    ['abc12345', true],
    ['a1234567', true],
    ['abcdefghijk12', true],
    [' abc12345 ', true],
    ['abc1234', false],
    ['abcdefghijk123', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc_12345', false],
    ['abc 12345', false],
    ['密码abc12345', false],
  ])('isValidPassword(%j) = %s', (value, ok) => {
    expect(isValidPassword(value)).toBe(ok)
    expect(checkPasswordFormat(value)).toBe(ok ? null : M.passwordRule)
  })
  it('does not report an empty field while typing', () => {
    expect(checkPasswordFormat('   ')).toBeNull()
  })
})

describe('passwords match', () => {
  it.each([
    ['abc12345', 'abc12345', null],
    ['abc12345', ' abc12345 ', null],
    ['abc12345', 'abc12346', M.passwordMismatch],
    ['abc12345', '', null],
  ])('%j vs %j', (a, b, msg) => {
    expect(checkPasswordsMatch(a, b)).toBe(msg)
  })
})

describe('user name', () => {
  it.each([
    ['张三', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['   ', false],
    ['<script>', false],
    ["x';DROP TABLE u;--", true],
  ])('isValidUserName(%j) = %s', (value, ok) => {
    expect(isValidUserName(value)).toBe(ok)
  })
})

describe('slider and code request', () => {
  it('the slider refuses an empty phone with 手机号不能为空!', () => {
    expect(checkSliderPass('  ')).toBe(M.phoneEmptyAtSlider)
    expect(checkSliderPass('138')).toBeNull()
  })
  it.each([
    [{ phone: '13800138000', sliderPassed: false }, M.sliderFirst],
    [{ phone: '', sliderPassed: false }, M.sliderFirst],
    [{ phone: ' ', sliderPassed: true }, M.phoneEmptyAtCode],
    [{ phone: '1380013800', sliderPassed: true }, M.phoneFormat],
    [{ phone: '13800138000', sliderPassed: true }, null],
  ])('checkCodeRequest(%j) = %j', (input, msg) => {
    expect(checkCodeRequest(input)).toBe(msg)
  })
})

describe('logins', () => {
  it.each([
    [{ account: '', password: 'x' }, M.phoneEmpty],
    [{ account: '13800138000', password: '  ' }, M.passwordEmpty],
    [{ account: '1380', password: 'x' }, M.phoneFormat],
    [{ account: ' 13800138000 ', password: 'x' }, null],
  ])('password login %j → %j', (input, msg) => {
    expect(checkPasswordLogin(input)).toBe(msg)
  })
  it.each([
    [{ phone: '', code: '123456' }, M.incomplete],
    [{ phone: '13800138000', code: ' ' }, M.incomplete],
    [{ phone: '1380', code: '123456' }, M.phoneFormat],
    [{ phone: '13800138000', code: '123456' }, null],
  ])('code login %j → %j', (input, msg) => {
    expect(checkCodeLogin(input)).toBe(msg)
  })
})

describe('register', () => {
  const full: RegisterInput = {
    userName: '张三',
    phone: '13800138000',
    code: '123456',
    password: 'abc12345',
    sliderPassed: true,
    agreed: true,
  }
  it.each([
    ['userName', { userName: ' ' }],
    ['phone', { phone: '' }],
    ['code', { code: '' }],
    ['password', { password: '' }],
    ['slider', { sliderPassed: false }],
    ['agreement', { agreed: false }],
  ])('missing %s → 请填写完整!', (_name, patch) => {
    const input = { ...full, ...patch }
    expect(isRegisterComplete(input)).toBe(false)
    expect(checkRegister(input)).toBe(M.incomplete)
  })
  it('checks phone, then user name, then password rule', () => {
    expect(checkRegister({ ...full, phone: '2380013800', password: 'x' })).toBe(M.phoneFormat)
    expect(checkRegister({ ...full, userName: '<b>', password: 'x' })).toBe(M.userNameRule)
    expect(checkRegister({ ...full, password: 'abcdefgh' })).toBe(M.passwordRule)
    expect(checkRegister(full)).toBeNull()
  })
})

describe('reset', () => {
  it.each([
    [{ phone: '', code: '', sliderPassed: false }, M.phoneEmpty],
    [{ phone: '1380', code: '1', sliderPassed: true }, M.phoneFormat],
    [{ phone: '13800138000', code: '', sliderPassed: false }, M.sliderFirst],
    [{ phone: '13800138000', code: '', sliderPassed: true }, M.incomplete],
    [{ phone: '13800138000', code: '123456', sliderPassed: false }, null],
  ])('step 1 %j → %j', (input, msg) => {
    expect(checkPhoneAndCode(input)).toBe(msg)
  })
  it.each([
    [{ password: '', confirm: 'abc12345' }, M.incomplete],
    [{ password: 'abc', confirm: 'abc' }, M.passwordRule],
    [{ password: 'abc12345', confirm: 'abc12346' }, M.passwordMismatch],
    [{ password: ' abc12345', confirm: 'abc12345 ' }, null],
  ])('step 2 %j → %j', (input, msg) => {
    expect(checkNewPassword(input)).toBe(msg)
  })
})
