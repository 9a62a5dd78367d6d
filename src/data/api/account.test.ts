// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/data/state/app-state'
import { encodeLoginData } from '@/domain/account/schemas'
import { type Notifier, setNotifier } from './notify'
import { resetLoading } from './loading'
import { envelope, json, stubFetch } from './test-fetch'
import {
  applyLoginResult,
  getAccountInformation,
  getUserAuthority,
  login,
  logout,
  pageNavigation,
  updatePhone,
  uploadImage,
} from './account'

const boxes: string[] = []
const fake: Notifier = {
  messageBox: (m) => void boxes.push(m),
  toast: () => undefined,
  confirm: () => Promise.resolve(false),
}

beforeEach(() => {
  boxes.length = 0
  setNotifier(fake)
  resetLoading()
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
})
afterEach(() => {
  setNotifier(null)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('session helpers', () => {
  it('a login row is stored as token, userid, username and avatar (local storage)', async () => {
    stubFetch(() => envelope(encodeLoginData({ ID: 5, UserName: 'wang', HeadPic: '', Token: 't' })))
    const answer = await login({ type: 'pwd', phone: '13800138000', password: 'secret1' })
    if (!answer.ok) throw new Error(answer.message)
    applyLoginResult(answer.data)
    expect(localStorage.getItem('userid')).toBe('5')
    expect(localStorage.getItem('username')).toBe('wang')
    expect(localStorage.getItem('token')).toBe('t')
    expect(localStorage.getItem('avatar')).toBeNull()
  })

  it('a refused login gives its Message and no row, without a message box', async () => {
    stubFetch(() => envelope(null, '1', '密码错误'))
    expect(await login({ type: 'pwd', phone: '13800138000', password: 'secret1' })).toMatchObject({
      ok: false,
      message: '密码错误',
      refused: true,
    })
    expect(boxes).toEqual([])
  })

  it('a login whose Data is not the login table is a reported error, not a silent success', async () => {
    stubFetch(() => envelope('{"Rows":[]}'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await login({ type: 'pwd', phone: '13800138000', password: 'secret1' })).toMatchObject({
      ok: false,
      message: '服务器返回的数据格式不正确',
    })
    expect(sessionStore.get().token).toBeNull()
  })

  it('logout posts Logout with the X-Token, clears cookies, local storage and the session, then reloads', async () => {
    sessionStore.set({ token: 'tok', userId: '1', userName: 'a', avatar: '/a.png' })
    localStorage.setItem('sidebarStatus', '0')
    document.cookie = 'visible=1; path=/'
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined)
    const sent = stubFetch(() => envelope(null))
    await logout()
    expect([sent[0]?.method, sent[0]?.url]).toEqual(['POST', '/api/Command/Logout'])
    expect(sent[0]?.headers['x-token']).toBe('tok')
    expect(document.cookie).not.toContain('visible=1')
    expect(localStorage.length).toBe(0)
    expect(sessionStore.get()).toEqual({ token: null, userId: null, userName: null, avatar: null })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('logout still signs out locally when offline', async () => {
    sessionStore.set({ token: 'tok', userId: '1', userName: 'a', avatar: null })
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined)
    stubFetch(() => Promise.reject(new TypeError('offline')))
    await logout()
    expect(sessionStore.get().userId).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('account calls', () => {
  it('GetUser_Authority gives the list, and [] on an error code, a bad body or no network', async () => {
    stubFetch(() => envelope([{ Code: 'a', Name: '管理' }]))
    expect(await getUserAuthority()).toEqual([{ Code: 'a', Name: '管理' }])
    stubFetch(() => envelope(null, '1', '失败'))
    expect(await getUserAuthority()).toEqual([])
    stubFetch(() => envelope('oops'))
    expect(await getUserAuthority()).toEqual([])
    stubFetch(() => Promise.reject(new TypeError('offline')))
    expect(await getUserAuthority()).toEqual([])
    expect(boxes).toEqual([])
  })

  it('GetAccount_Information parses Data', async () => {
    stubFetch(() => envelope({ ID: 3, UserName: '李', HeadPic: null, Phone: '13800138000' }))
    expect(await getAccountInformation()).toEqual({
      ID: '3',
      UserName: '李',
      HeadPic: '',
      Phone: '13800138000',
    })
  })

  it('UpdatePhone posts Phone and Code without a message box on failure', async () => {
    const sent = stubFetch(() => envelope(null, '1', '验证码错误'))
    const answer = await updatePhone(' 13900139000 ', '123456')
    expect(answer).toMatchObject({ ok: false, message: '验证码错误' })
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body as string))).toEqual({
      Phone: '13900139000',
      Code: '123456',
    })
    expect(boxes).toEqual([])
  })

  it('CommandUpload_Img sends multipart FormData with the file', async () => {
    const sent = stubFetch(() => json({ ErrorCode: '0', Message: '', Data: '/uploads/a.png' }))
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    const answer = await uploadImage(file)
    expect(answer).toMatchObject({ ok: true, data: '/uploads/a.png' })
    expect(sent[0]?.url).toBe('/api/Command/CommandUpload_Img')
    const body = sent[0]?.body
    expect(body).toBeInstanceOf(FormData)
    expect(((body as FormData).get('file') as File).name).toBe('me.png')
    expect(sent[0]?.headers['content-type']).toBeUndefined()
  })
})
