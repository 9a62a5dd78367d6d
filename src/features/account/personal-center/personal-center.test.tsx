import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { envelope, stubFetch } from '@/data/api/test-fetch'
import {
  answerCalls,
  formOf,
  queryOf,
  setupAccountTest,
  teardownAccountTest,
  withoutDeviceList,
} from '../test-support'
import { PersonalCenter } from './personal-center'

let t: ReturnType<typeof setupAccountTest>
const info = { ID: '7', UserName: '张三', HeadPic: '/img/me.png', Phone: '13800138000' }

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
}

function region(name: string) {
  return screen.getByRole('region', { name })
}

beforeEach(() => {
  t = setupAccountTest()
  sessionStore.set({ token: 'tok', userId: '7', userName: '张三', avatar: '/img/me.png' })
})
afterEach(teardownAccountTest)

describe('PersonalCenter', () => {
  it('asks a visitor to log in', async () => {
    sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
    render(<PersonalCenter />)
    await t.user.click(screen.getByRole('button', { name: '登录' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
  })

  it('shows name, avatar and phone from GetAccount_Information', async () => {
    setOnline(true)
    const sent = answerCalls({ '/SjyqList/GetAccount_Information': () => envelope(info) })
    render(<PersonalCenter />)
    expect(await screen.findByText('13800138000')).toBeTruthy()
    expect(withoutDeviceList(sent)[0]?.url).toBe('/api/SjyqList/GetAccount_Information')
    expect(screen.getByTestId('pc-username').textContent).toBe('张三')
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe('/img/me.png')
    expect(screen.queryByText('当前离线，修改需要联网')).toBeNull()
  })

  it('offline it shows the stored session and says changes need the network', async () => {
    setOnline(true)
    answerCalls({ '/SjyqList/GetAccount_Information': () => envelope(info) })
    const first = render(<PersonalCenter />)
    await screen.findByText('13800138000')
    first.unmount()
    setOnline(false)
    const sent = stubFetch(() => envelope(info))
    render(<PersonalCenter />)
    expect(screen.getByText('当前离线，修改需要联网')).toBeTruthy()
    expect(screen.getByTestId('pc-phone').textContent).toBe('13800138000')
    expect(screen.getByTestId('pc-username').textContent).toBe('张三')
    expect(sent).toHaveLength(0)
    expect(screen.getByRole('button', { name: '更换头像' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: '确认修改' })).toHaveProperty('disabled', true)
  })

  it('a network failure also makes the screen read-only with the offline note', async () => {
    setOnline(true)
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    render(<PersonalCenter />)
    expect(await screen.findByText('当前离线，修改需要联网')).toBeTruthy()
  })

  it('changes the user name and updates the stored session', async () => {
    setOnline(true)
    const sent = answerCalls({
      '/SjyqList/GetAccount_Information': () => envelope(info),
      '/SjyqList/EditAccount_Information': () => envelope(null),
    })
    render(<PersonalCenter />)
    await screen.findByText('13800138000')
    const box = within(region('修改用户名和头像'))
    const field = box.getByRole('textbox', { name: '用户名' })
    await t.user.clear(field)
    await t.user.type(field, ' 李四 {Enter}')
    await waitFor(() => expect(sessionStore.get().userName).toBe('李四'))
    expect(formOf(withoutDeviceList(sent)[1]!)).toEqual({ UserName: '李四' })
    expect(localStorage.getItem('username')).toBe('李四')
    expect(screen.getByTestId('pc-username').textContent).toBe('李四')
  })

  it('uploads an avatar as multipart, then saves its URL', async () => {
    setOnline(true)
    const sent = answerCalls({
      '/SjyqList/GetAccount_Information': () => envelope(info),
      '/Command/CommandUpload_Img': () => envelope('/uploads/new.png'),
      '/SjyqList/EditAccount_Information': () => envelope(null),
    })
    render(<PersonalCenter />)
    await screen.findByText('13800138000')
    const file = new File(['png'], 'me.png', { type: 'image/png' })
    await t.user.upload(screen.getByLabelText('选择头像图片'), file)
    await waitFor(() => expect(sessionStore.get().avatar).toBe('/uploads/new.png'))
    expect(withoutDeviceList(sent)[1]?.body).toBeInstanceOf(FormData)
    expect(formOf(withoutDeviceList(sent)[2]!)).toEqual({ HeadPic: '/uploads/new.png' })
  })

  it('refuses a non-image avatar before uploading', async () => {
    setOnline(true)
    const sent = answerCalls({ '/SjyqList/GetAccount_Information': () => envelope(info) })
    render(<PersonalCenter />)
    await screen.findByText('13800138000')
    const input = screen.getByLabelText<HTMLInputElement>('选择头像图片')
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    })
    expect(within(region('修改用户名和头像')).getByRole('alert').textContent).toBe(
      '请选择PNG、JPG、GIF或WebP格式的图片',
    )
    expect(withoutDeviceList(sent)).toHaveLength(1)
  })

  it('changes the phone with a code sent to the new phone (Type r), slider and countdown reused', async () => {
    setOnline(true)
    const sent = answerCalls({
      '/SjyqList/GetAccount_Information': () => envelope(info),
      '/index/GetMsg': () => envelope(null),
      '/index/UpdatePhone': () => envelope(null),
    })
    render(<PersonalCenter />)
    await screen.findByText('13800138000')
    const box = within(region('修改手机号'))
    await t.user.type(box.getByRole('textbox', { name: '新手机号' }), '13900139000')
    await t.user.click(box.getByRole('button', { name: '获取验证码' }))
    expect(box.getByRole('alert').textContent).toBe('请先拖动滑块验证！')
    act(() => box.getByRole('slider').focus())
    await t.user.keyboard('{End}')
    await t.user.click(box.getByRole('button', { name: '获取验证码' }))
    expect(queryOf(withoutDeviceList(sent)[1]!)).toEqual({ Mobile: '13900139000', Type: 'r' })
    expect(box.getByRole('button', { name: '60秒后重试' })).toBeTruthy()
    await t.user.type(box.getByRole('textbox', { name: '验证码' }), '112233')
    await t.user.click(box.getByRole('button', { name: '确认修改' }))
    await waitFor(() => expect(screen.getByTestId('pc-phone').textContent).toBe('13900139000'))
    expect(formOf(withoutDeviceList(sent)[2]!)).toEqual({ Phone: '13900139000', Code: '112233' })
  })

  it('changes the password with the old password (UserRegister update + OldPwd)', async () => {
    setOnline(true)
    const sent = answerCalls({
      '/SjyqList/GetAccount_Information': () => envelope(info),
      '/index/UserRegister': () => envelope(null, '1', '原密码错误'),
    })
    render(<PersonalCenter />)
    await screen.findByText('13800138000')
    const box = within(region('修改密码'))
    await t.user.type(box.getByLabelText('原密码'), 'old12345')
    await t.user.type(box.getByLabelText('新密码'), 'new12345')
    await t.user.type(box.getByLabelText('确认密码'), 'new12345{Enter}')
    expect(await box.findByText('原密码错误')).toBeTruthy()
    const body = formOf(withoutDeviceList(sent)[1]!)
    expect(body).toMatchObject({ Type: 'update', Code: '' })
    expect(JSON.parse(body.Model ?? '')).toEqual({
      Phone: '13800138000',
      pwd: 'new12345',
      UserName: '',
      OldPwd: 'old12345',
    })
  })

  it('lists my devices and ends the others with 退出其他设备', async () => {
    setOnline(true)
    const device = (ID: string, Current: boolean, Device: string) => ({
      ID,
      Current,
      Device,
      Ip: Current ? '10.0.0.1' : '10.0.0.2',
      CreateTime: '2026-03-01T08:00:00.000Z',
      ExpireTime: '2026-03-08T08:00:00.000Z',
    })
    let list = [device('a', true, 'Chrome 130 · Windows'), device('b', false, 'Safari 17 · iOS')]
    const sent = answerCalls({
      '/SjyqList/GetAccount_Information': () => envelope(info),
      '/Command/GetSessions': () => envelope(list),
      '/Command/LogoutOthers': () => {
        list = list.filter((d) => d.Current)
        return envelope({ Count: 1 })
      },
    })
    render(<PersonalCenter />)
    const box = within(region('登录设备'))
    expect(await box.findByText('Safari 17 · iOS')).toBeTruthy()
    const rows = box.getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Chrome 130 · Windows本设备',
      'Safari 17 · iOS',
    ])
    await t.user.click(box.getByRole('button', { name: '退出其他设备' }))
    await waitFor(() => expect(box.queryByText('Safari 17 · iOS')).toBeNull())
    expect(sent.some((r) => r.url === '/api/Command/LogoutOthers' && r.method === 'POST')).toBe(
      true,
    )
    expect(box.getByRole('button', { name: '退出其他设备' })).toHaveProperty('disabled', true)
  })
})
