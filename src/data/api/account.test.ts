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
  loginRowOf,
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
  it('a login row is stored as token, userid, username and avatar (local storage)', () => {
    const row = loginRowOf({ ErrorCode: '0', Message: '', Data: encodeLoginData({ ID: 5, UserName: 'wang', HeadPic: '', Token: 't' }) })
    expect(row).not.toBeNull()
    applyLoginResult(row!)
    expect(localStorage.getItem('userid')).toBe('5')
    expect(localStorage.getItem('username')).toBe('wang')
    expect(localStorage.getItem('token')).toBe('t')
    expect(localStorage.getItem('avatar')).toBeNull()
  })

  it('a failed login answer gives no row', () => {
    expect(loginRowOf({ ErrorCode: '1', Message: 'x', Data: encodeLoginData({ ID: 5, UserName: 'w', HeadPic: '', Token: 't' }) })).toBeNull()
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
    const answer = await getAccountInformation()
    expect(answer.Data).toEqual({ ID: '3', UserName: '李', HeadPic: '', Phone: '13800138000' })
  })

  it('UpdatePhone posts Phone and Code without a message box on failure', async () => {
    const sent = stubFetch(() => envelope(null, '1', '验证码错误'))
    const answer = await updatePhone(' 13900139000 ', '123456')
    expect(answer.Message).toBe('验证码错误')
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body as string))).toEqual({ Phone: '13900139000', Code: '123456' })
    expect(boxes).toEqual([])
  })

  it('CommandUpload_Img sends multipart FormData with the file', async () => {
    const sent = stubFetch(() => json({ ErrorCode: '0', Message: '', Data: '/uploads/a.png' }))
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    const answer = await uploadImage(file)
    expect(answer.Data).toBe('/uploads/a.png')
    expect(sent[0]?.url).toBe('/api/Command/CommandUpload_Img')
    const body = sent[0]?.body
    expect(body).toBeInstanceOf(FormData)
    expect(((body as FormData).get('file') as File).name).toBe('me.png')
    expect(sent[0]?.headers['content-type']).toBeUndefined()
  })
})
