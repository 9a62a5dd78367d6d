import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { envelope } from '@/data/api/test-fetch'
import { encodeLoginData } from '@/domain/account/schemas'
import {
  alertText,
  answerCalls,
  button,
  drag,
  formOf,
  input,
  openDialog,
  passwordInput,
  queryOf,
  setupAccountTest,
  slider,
  teardownAccountTest,
} from '../test-support'
import { LoginDialog } from './login-dialog'

let t: ReturnType<typeof setupAccountTest>
beforeEach(() => {
  t = setupAccountTest()
  render(<LoginDialog />)
})
afterEach(teardownAccountTest)

async function passSlider() {
  act(() => slider().focus())
  await t.user.keyboard('{End}')
}

describe('code login (mode 2): slider, code button and countdown', () => {
  it('asks for the slider first: 请先拖动滑块验证！', async () => {
    const sent = answerCalls({})
    openDialog(2)
    await t.user.type(input('手机号'), '13800138000')
    await t.user.click(button('获取验证码'))
    expect(alertText()).toBe('请先拖动滑块验证！')
    expect(sent).toHaveLength(0)
  })

  it('the slider refuses an empty phone with 手机号不能为空! and snaps back', () => {
    openDialog(2)
    drag(400)
    expect(alertText()).toBe('手机号不能为空!')
    expect(slider().getAttribute('aria-valuenow')).toBe('0')
  })

  it('a code needs a filled, valid phone after the slider', async () => {
    answerCalls({})
    openDialog(2)
    await t.user.type(input('手机号'), '1380013800')
    await passSlider()
    await t.user.click(button('获取验证码'))
    expect(alertText()).toBe('手机号格式不正确')
    await t.user.clear(input('手机号'))
    await t.user.click(button('获取验证码'))
    expect(alertText()).toBe('请先填写手机号!')
  })

  it('sends GetMsg Type d, toasts, counts down 60 s; at 0 the slider resets and the code clears', async () => {
    const sent = answerCalls({ '/index/GetMsg': () => envelope(null) })
    openDialog(2)
    await t.user.type(input('手机号'), '13800138000')
    await passSlider()
    expect(slider().getAttribute('aria-valuenow')).toBe('100')
    await t.user.click(button('获取验证码'))
    expect(sent[0]?.method).toBe('GET')
    expect(sent[0]?.url.startsWith('/api/index/GetMsg?')).toBe(true)
    expect(queryOf(sent[0]!)).toEqual({ Mobile: '13800138000', Type: 'd' })
    expect(t.toasts).toContainEqual({
      message: '验证码发送成功!',
      kind: 'success',
      durationMs: 2000,
    })
    expect(button('60秒后重试').disabled).toBe(true)
    act(() => void vi.advanceTimersByTime(1000))
    expect(button('59秒后重试')).toBeTruthy()
    await t.user.type(input('验证码'), '123456')
    // While counting, the passed slider cannot be undone from the keyboard.
    act(() => slider().focus())
    await t.user.keyboard('{Home}')
    expect(slider().getAttribute('aria-valuenow')).toBe('100')
    act(() => void vi.advanceTimersByTime(59_000))
    expect(button('获取验证码').disabled).toBe(false)
    expect(slider().getAttribute('aria-valuenow')).toBe('0')
    expect(input('验证码').value).toBe('')
    await t.user.click(button('获取验证码'))
    expect(alertText()).toBe('请先拖动滑块验证！')
  })

  it('a refused code request shows the server Message', async () => {
    answerCalls({ '/index/GetMsg': () => envelope(null, '1', '该手机号未注册') })
    openDialog(2)
    await t.user.type(input('手机号'), '13800138000')
    await passSlider()
    await t.user.click(button('获取验证码'))
    expect(await screen.findByText('该手机号未注册')).toBeTruthy()
    expect(button('获取验证码')).toBeTruthy()
  })

  it('Enter without phone or code says 请填写完整!; a complete form logs in with Type mobile', async () => {
    const sent = answerCalls({
      '/index/UserLogion': () =>
        envelope(encodeLoginData({ ID: '9', UserName: 'li', HeadPic: '', Token: 'x' })),
    })
    openDialog(2)
    await t.user.type(input('手机号'), '13800138000{Enter}')
    expect(alertText()).toBe('请填写完整!')
    expect(button('登录').disabled).toBe(true)
    await t.user.type(input('验证码'), '654321')
    expect(button('登录').disabled).toBe(false)
    await t.user.click(button('登录'))
    await waitFor(() => expect(sessionStore.get().userId).toBe('9'))
    const body = formOf(sent[0]!)
    expect(body).toMatchObject({ Type: 'mobile', Code: '654321' })
    expect(JSON.parse(body.Model ?? '')).toMatchObject({ Phone: '13800138000' })
    expect(sessionStore.get().userId).toBe('9')
    expect(sessionStore.get().avatar).toBeNull()
  })
})

describe('register (mode 3)', () => {
  async function fill() {
    await t.user.type(input('用户名'), '张三')
    await t.user.type(input('手机号'), '13800138000')
    await passSlider()
    await t.user.click(button('获取验证码'))
    await t.user.type(input('验证码'), '123456')
    await t.user.type(passwordInput('密码'), 'abc12345')
  }

  it('注册 stays inactive until every field, the slider and the agreement are done', async () => {
    answerCalls({ '/index/GetMsg': () => envelope(null) })
    openDialog(3)
    await fill()
    expect(button('注册').disabled).toBe(true)
    await t.user.type(input('验证码'), '{Enter}')
    expect(alertText()).toBe('请填写完整!')
    await t.user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《智能清单用户协议》' }))
    expect(alertText()).toBe('')
    expect(button('注册').disabled).toBe(false)
  })

  it('a weak password is reported on blur and on submit', async () => {
    answerCalls({ '/index/GetMsg': () => envelope(null) })
    openDialog(3)
    await fill()
    await t.user.clear(passwordInput('密码'))
    await t.user.type(passwordInput('密码'), 'abcdefgh')
    await t.user.click(screen.getByRole('checkbox'))
    expect(button('注册').disabled).toBe(false)
    await t.user.type(passwordInput('密码'), '{Enter}')
    expect(alertText()).toBe('请输入8~13位数字加字母密码！')
    expect(button('注册').disabled).toBe(true)
  })

  it('success posts UserRegister Type add, toasts 注册成功! and returns to login with the phone', async () => {
    const sent = answerCalls({
      '/index/GetMsg': () => envelope(null),
      '/index/UserRegister': () => envelope(null),
    })
    openDialog(3)
    await fill()
    expect(queryOf(sent[0]!).Type).toBe('r')
    await t.user.click(screen.getByRole('checkbox'))
    await t.user.click(button('注册'))
    await waitFor(() => expect(loginDialogStore.get().mode).toBe(1))
    const req = sent[1]!
    expect([req.method, req.url]).toEqual(['POST', '/api/index/UserRegister'])
    const body = formOf(req)
    expect(body).toMatchObject({ Type: 'add', Code: '123456' })
    expect(JSON.parse(body.Model ?? '')).toEqual({
      Phone: '13800138000',
      pwd: 'abc12345',
      UserName: '张三',
    })
    expect(t.toasts).toContainEqual({ message: '注册成功!', kind: 'success', durationMs: 2000 })
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
    expect(input('手机号').value).toBe('13800138000')
  })

  it('a refused registration shows the server Message', async () => {
    answerCalls({
      '/index/GetMsg': () => envelope(null),
      '/index/UserRegister': () => envelope(null, '1', '该手机号已注册'),
    })
    openDialog(3)
    await fill()
    await t.user.click(screen.getByRole('checkbox'))
    await t.user.click(button('注册'))
    expect(await screen.findByText('该手机号已注册')).toBeTruthy()
    expect(loginDialogStore.get().mode).toBe(3)
  })
})

describe('reset password (mode 4)', () => {
  async function step1(sent: { length: number }) {
    openDialog(4)
    await t.user.type(input('手机号'), '13800138000')
    await passSlider()
    await t.user.click(button('获取验证码'))
    await t.user.type(input('验证码'), '123456')
    await t.user.click(button('下一步'))
    await waitFor(() => expect(sent.length).toBe(2))
  }

  it('step 1 checks the code with CodeCheck Type c, step 2 posts UserRegister Type update', async () => {
    const sent = answerCalls({
      '/index/GetMsg': () => envelope(null),
      '/index/CodeCheck': () => envelope(null),
      '/index/UserRegister': () => envelope(null),
    })
    await step1(sent)
    await screen.findByRole('button', { name: '完成' })
    expect(queryOf(sent[0]!)).toEqual({ Mobile: '13800138000', Type: 'c' })
    expect(queryOf(sent[1]!)).toEqual({ Code: '123456', Phone: '13800138000', Type: 'c' })
    expect(button('完成').disabled).toBe(true)
    await t.user.type(passwordInput('新密码'), 'abc12345')
    await t.user.type(passwordInput('确认密码'), 'abc12346')
    await t.user.tab()
    expect(alertText()).toBe('两次输入的密码不一致')
    expect(button('完成').disabled).toBe(true)
    await t.user.clear(passwordInput('确认密码'))
    await t.user.type(passwordInput('确认密码'), 'abc12345{Enter}')
    await waitFor(() => expect(loginDialogStore.get().mode).toBe(1))
    const body = formOf(sent[2]!)
    expect(body).toMatchObject({ Type: 'update', Code: '123456' })
    expect(JSON.parse(body.Model ?? '')).toEqual({
      Phone: '13800138000',
      pwd: 'abc12345',
      UserName: '',
    })
    expect(t.toasts).toContainEqual({ message: '重置密码成功!', kind: 'success', durationMs: 1000 })
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
  })

  it('a wrong code keeps step 1 with the server Message', async () => {
    const sent = answerCalls({
      '/index/GetMsg': () => envelope(null),
      '/index/CodeCheck': () => envelope(null, '1', '验证码错误或已过期'),
    })
    await step1(sent)
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy()
    expect(alertText()).toBe('验证码错误或已过期')
    expect(button('下一步').disabled).toBe(true)
  })

  it('Enter on step 1 with an empty phone says 请先填写手机号', () => {
    openDialog(4)
    fireEvent.keyDown(input('手机号'), { key: 'Enter' })
    expect(alertText()).toBe('请先填写手机号')
  })
})
