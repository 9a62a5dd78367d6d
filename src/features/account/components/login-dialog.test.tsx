import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { envelope, stubFetch } from '@/data/api/test-fetch'
import { encodeLoginData } from '@/domain/account/schemas'
import {
  alertText,
  answerCalls,
  button,
  formOf,
  input,
  openDialog,
  passwordInput,
  setupAccountTest,
  teardownAccountTest,
} from '../test-support'
import { LoginDialog } from './login-dialog'

let t: ReturnType<typeof setupAccountTest>
beforeEach(() => {
  t = setupAccountTest()
  render(<LoginDialog />)
})
afterEach(teardownAccountTest)

const loginOk = (UserName = '张三') =>
  envelope(encodeLoginData({ ID: 42, UserName, HeadPic: '/img/a.png', Token: 'tok-1' }))

function dialog() {
  return screen.getByRole('dialog')
}

describe('modes, titles, links and back paths', () => {
  it('mode 1 is titled 智能清单 and links to code login, reset and register', async () => {
    openDialog(1)
    expect(within(dialog()).getByRole('heading').textContent).toBe('智能清单')
    await t.user.click(button('验证码登录'))
    expect(loginDialogStore.get().mode).toBe(2)
    expect(within(dialog()).getByRole('heading').textContent).toBe('智能清单')
    expect(screen.getByRole('slider', { name: '拖动滑块验证' })).toBeTruthy()
    await t.user.click(button('密码登录'))
    expect(loginDialogStore.get().mode).toBe(1)
    await t.user.click(button('忘记密码'))
    expect(loginDialogStore.get().mode).toBe(4)
    expect(button('返回登录')).toBeTruthy()
    expect(screen.queryByText('智能清单')).toBeNull()
  })

  it('mode 2 links to reset and register too', async () => {
    openDialog(2)
    await t.user.click(button('注册'))
    expect(loginDialogStore.get().mode).toBe(3)
    openDialog(2)
    await t.user.click(button('忘记密码'))
    expect(loginDialogStore.get().mode).toBe(4)
  })

  it('register goes back to login with 返回登录', async () => {
    openDialog(1)
    await t.user.click(button('注册'))
    expect(screen.getByRole('heading', { name: '返回登录' })).toBeTruthy()
    await t.user.click(button('返回登录'))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
  })

  it('reset step 2 goes back to step 1, and step 1 back to login', async () => {
    answerCalls({ '/index/GetMsg': () => envelope(null), '/index/CodeCheck': () => envelope(null) })
    openDialog(4)
    await t.user.type(input('手机号'), '13800138000')
    act(() => screen.getByRole('slider').focus())
    await t.user.keyboard('{End}')
    await t.user.click(button('获取验证码'))
    await t.user.type(input('验证码'), '123456')
    await t.user.click(button('下一步'))
    expect(await screen.findByLabelText('确认密码')).toBeTruthy()
    await t.user.click(button('返回登录'))
    expect(input('手机号').value).toBe('13800138000')
    expect(loginDialogStore.get().mode).toBe(4)
    await t.user.click(button('返回登录'))
    expect(loginDialogStore.get().mode).toBe(1)
  })

  it('closing the dialog resets it to mode 1', async () => {
    openDialog(3)
    await t.user.click(button('关闭'))
    expect(loginDialogStore.get()).toEqual({ open: false, mode: 1 })
    openDialog(4)
    await t.user.keyboard('{Escape}')
    expect(loginDialogStore.get()).toEqual({ open: false, mode: 1 })
  })

  it.each([1, 2, 3, 4] as const)('every input of mode %i has a Chinese placeholder', (mode) => {
    openDialog(mode)
    const fields = dialog().querySelectorAll('input:not([type=checkbox])')
    expect(fields.length).toBeGreaterThan(1)
    for (const field of fields) expect(field.getAttribute('placeholder')).toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('password login (mode 1)', () => {
  it('keeps 登录 inactive until both fields are filled and no error shows', async () => {
    openDialog(1)
    expect(button('登录').disabled).toBe(true)
    await t.user.type(input('手机号'), '1380013800')
    await t.user.type(passwordInput('密码'), 'abc12345')
    expect(button('登录').disabled).toBe(false)
    await t.user.click(input('手机号'))
    await t.user.tab()
    expect(alertText()).toBe('手机号格式不正确')
    expect(button('登录').disabled).toBe(true)
    await t.user.type(input('手机号'), '0')
    expect(alertText()).toBe('')
    expect(button('登录').disabled).toBe(false)
  })

  it('Enter on an empty form says 请先填写手机号', async () => {
    openDialog(1)
    await t.user.type(input('手机号'), '{Enter}')
    expect(alertText()).toBe('请先填写手机号')
  })

  it('Enter submits; success stores the session, closes, toasts 登录成功！ and reloads', async () => {
    const sent = answerCalls({ '/index/UserLogion': () => loginOk() })
    openDialog(1)
    await t.user.type(input('手机号'), ' 13800138000 ')
    await t.user.type(passwordInput('密码'), 'abc12345{Enter}')
    await waitFor(() => expect(loginDialogStore.get().open).toBe(false))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url).toBe('/api/index/UserLogion')
    const body = formOf(sent[0]!)
    expect(body.Type).toBe('pwd')
    expect(JSON.parse(body.Model ?? '')).toEqual({ Phone: '13800138000', pwd: 'abc12345' })
    expect(loginDialogStore.get().open).toBe(false)
    expect(sessionStore.get()).toEqual({
      token: 'tok-1',
      userId: '42',
      userName: '张三',
      avatar: '/img/a.png',
    })
    expect(localStorage.getItem('userid')).toBe('42')
    expect(t.toasts).toContainEqual({ message: '登录成功！', kind: 'success', durationMs: 2000 })
    expect(t.reload).not.toHaveBeenCalled()
    act(() => void vi.advanceTimersByTime(1000))
    expect(t.reload).toHaveBeenCalledTimes(1)
    expect(t.assign).not.toHaveBeenCalled()
  })

  it('failure shows the server Message in the message line and keeps the dialog open', async () => {
    answerCalls({ '/index/UserLogion': () => envelope('', '1', '账号或密码错误') })
    openDialog(1)
    await t.user.type(input('手机号'), '13800138000')
    await t.user.type(passwordInput('密码'), 'wrong')
    await t.user.click(button('登录'))
    expect(await screen.findByText('账号或密码错误')).toBeTruthy()
    expect(alertText()).toBe('账号或密码错误')
    expect(loginDialogStore.get().open).toBe(true)
    expect(t.boxes).toEqual([])
    expect(button('登录').disabled).toBe(true)
  })

  it('a network failure is reported in the message line', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    openDialog(1)
    await t.user.type(input('手机号'), '13800138000')
    await t.user.type(passwordInput('密码'), 'abc12345{Enter}')
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeTruthy()
  })
})

describe('login outcomes that do not reload', () => {
  it('an admin is sent to the admin page', async () => {
    answerCalls({ '/index/UserLogion': () => loginOk('admin') })
    openDialog(1)
    await t.user.type(input('手机号'), '13800138000')
    await t.user.type(passwordInput('密码'), 'abc12345{Enter}')
    await waitFor(() => expect(sessionStore.get().userId).toBe('42'))
    act(() => void vi.advanceTimersByTime(1000))
    expect(t.assign).toHaveBeenCalledWith('/Backstage')
    expect(t.reload).not.toHaveBeenCalled()
  })

  it('an estimate page is not reloaded', async () => {
    t.hrefSpy.mockImplementation(() => 'http://localhost/Page/estimate?id=1')
    answerCalls({ '/index/UserLogion': () => loginOk() })
    openDialog(1)
    await t.user.type(input('手机号'), '13800138000')
    await t.user.type(passwordInput('密码'), 'abc12345{Enter}')
    await waitFor(() => expect(loginDialogStore.get().open).toBe(false))
    act(() => void vi.advanceTimersByTime(5000))
    expect(sessionStore.get().userId).toBe('42')
    expect(t.reload).not.toHaveBeenCalled()
  })
})
