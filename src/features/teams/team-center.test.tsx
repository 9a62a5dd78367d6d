import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { messageBoxStore, settleMessageBox } from '@/components/message-box-store'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { stubFetch } from '@/data/api/test-fetch'
import { TeamCenter } from './team-center'
import { GROUP, INVITATION, LI, serveTeam, teamScreenTests, toasts } from './teams.testkit'

/** Answers the open confirmation (showConfirm) with `yes`. */
async function confirm(yes: boolean, text: RegExp) {
  await waitFor(() => expect(messageBoxStore.get()).toHaveLength(1))
  const box = messageBoxStore.get()[0]
  expect(box?.message).toMatch(text)
  settleMessageBox(box?.id ?? 0, yes)
}
const membersTable = () => screen.getByRole('region', { name: '团队成员表' })

teamScreenTests()
afterEach(() => messageBoxStore.set([]))

describe('/MyData/teamCenter', () => {
  it('asks a visitor to log in', async () => {
    sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
    const sent = stubFetch(() => new Response('{}'))
    await renderWithRouter(<TeamCenter />)
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
    expect(sent).toEqual([])
  })

  it('offline says 团队中心需要联网 and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const sent = stubFetch(() => new Response('{}'))
    await renderWithRouter(<TeamCenter />)
    expect(screen.getByRole('heading', { name: '团队中心需要联网' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '新建团队' })).toBeNull()
    expect(sent).toEqual([])
  })

  it('shows my team, its members (masked phones, roles) and groupings; the administrator adds a member by phone', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<TeamCenter />)
    expect(await screen.findByRole('heading', { name: '造价一部' })).toBeTruthy()
    // Two team notices wait (the fake server's): the centre points to 确认.
    expect((await screen.findByRole('status')).textContent).toMatch(/有 2 条团队消息待确认/)
    const table = await waitFor(membersTable)
    expect(within(table).getByText('139****0002')).toBeTruthy()
    expect(within(table).getAllByText('管理员').length).toBeGreaterThan(0)
    expect(screen.getByText('全部成员')).toBeTruthy()
    expect(screen.getByRole('listitem', { name: '分组 土建组' })).toBeTruthy()

    // A bad number is refused before any request, in Chinese.
    await user.type(screen.getByRole('textbox', { name: '成员手机号' }), '12345')
    await user.click(screen.getByRole('button', { name: '添加成员' }))
    await waitFor(() => expect(toasts()).toContain('error:手机号格式不正确'))
    expect(server.calls('OperationMember')).toEqual([])

    await user.clear(screen.getByRole('textbox', { name: '成员手机号' }))
    await user.type(screen.getByRole('textbox', { name: '成员手机号' }), '13700000003')
    await user.click(screen.getByRole('button', { name: '添加成员' }))
    // An invitation, said the same way whether the number is registered or not.
    await waitFor(() =>
      expect(toasts()).toContain(
        'success:已向 137****0003 发出邀请，对方在“团队消息”中接受后加入团队',
      ),
    )
    expect(server.calls('OperationMember')).toEqual([
      { Type: 'add', TeamId: expect.any(String) as string, Phone: '13700000003' },
    ])
    const waiting = await screen.findByRole('region', { name: '待接受的邀请' })
    expect(within(waiting).getByText('137****0003')).toBeTruthy()
    expect(within(membersTable()).queryByText('137****0003')).toBeNull()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '成员手机号' }).value).toBe('')
    await user.click(within(waiting).getByRole('button', { name: '撤销对 137****0003 的邀请' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: '待接受的邀请' })).toBeNull())
    expect(server.calls('CancelInvitation')).toEqual([
      { TeamId: expect.any(String) as string, ID: INVITATION },
    ])
  })

  it('shows the server’s refusal as an error toast', async () => {
    serveTeam('admin', { OperationMember: '139****9999已是团队成员' })
    const user = userEvent.setup()
    await renderWithRouter(<TeamCenter />)
    await user.type(await screen.findByRole('textbox', { name: '成员手机号' }), '13999999999')
    await user.click(screen.getByRole('button', { name: '添加成员' }))
    await waitFor(() => expect(toasts()).toContain('error:139****9999已是团队成员'))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '成员手机号' }).value).toBe(
      '13999999999',
    )
  })

  it('assigns members to a grouping with checkboxes', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<TeamCenter />)
    await user.click(await screen.findByRole('button', { name: '设置成员：土建组' }))
    const dialog = await screen.findByRole('dialog', { name: '设置“土建组”的成员' })
    await user.click(within(dialog).getByRole('checkbox', { name: '李四' }))
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toContain('success:分组“土建组”的成员已更新'))
    expect(server.calls('OperationMemberGrouping')).toEqual([
      { TeamId: expect.any(String) as string, GroupId: GROUP, UserIds: JSON.stringify([LI]) },
    ])
    await waitFor(() => expect(within(membersTable()).getByText('土建组')).toBeTruthy())
  })

  it('creates a grouping; an empty name is refused without a request', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<TeamCenter />)
    await user.click(await screen.findByRole('button', { name: '新建分组' }))
    const dialog = await screen.findByRole('dialog', { name: '新建分组' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写分组名称')
    await user.type(within(dialog).getByRole('textbox', { name: '分组名称' }), '安装组')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('success:分组“安装组”已创建'))
    expect(server.calls('OperationGrouping').map((f) => [f['Type'], f['Name']])).toEqual([
      ['add', '安装组'],
    ])
    expect(await screen.findByRole('listitem', { name: '分组 安装组' })).toBeTruthy()
  })

  it('transfers the administrator role after confirmation; the view becomes read-only', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<TeamCenter />)
    await user.click(await screen.findByRole('button', { name: '转让管理员给李四' }))
    await confirm(false, /转让给李四/)
    expect(server.calls('TransferAdministrators')).toEqual([])
    await user.click(screen.getByRole('button', { name: '转让管理员给李四' }))
    await confirm(true, /转让给李四/)
    await waitFor(() => expect(toasts()).toContain('success:管理员已转让给李四'))
    expect(server.calls('TransferAdministrators')).toEqual([
      { TeamId: expect.any(String) as string, UserId: LI },
    ])
    await waitFor(() => expect(screen.queryByRole('button', { name: '添加成员' })).toBeNull())
    expect(screen.queryByRole('button', { name: '新建分组' })).toBeNull()
  })

  it('the administrator is not offered 退出团队: they transfer the role or dissolve the team', async () => {
    const server = serveTeam('admin')
    await renderWithRouter(<TeamCenter />)
    await screen.findByRole('button', { name: '转让管理员给李四' })
    expect(screen.getByRole('button', { name: '解散团队' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '退出团队' })).toBeNull()
    expect(server.calls('LeaveTeam')).toEqual([])
  })

  it('a member sees the team read-only and may leave it', async () => {
    sessionStore.set({ token: 'tok', userId: LI, userName: '李四', avatar: null })
    const server = serveTeam('member')
    const user = userEvent.setup()
    await renderWithRouter(<TeamCenter />)
    expect(await screen.findByText(/你是团队成员/)).toBeTruthy()
    for (const name of [
      '添加成员',
      '新建分组',
      '重命名',
      '解散团队',
      '设置成员：土建组',
      '转让管理员给张三',
    ])
      expect(screen.queryByRole('button', { name }), name).toBeNull()
    await user.click(screen.getByRole('button', { name: '退出团队' }))
    await confirm(true, /确定退出团队“造价一部”/)
    await waitFor(() => expect(toasts()).toContain('success:已退出团队“造价一部”'))
    expect(server.calls('LeaveTeam')).toHaveLength(1)
    expect(await screen.findByRole('heading', { name: '还没有团队' })).toBeTruthy()
  })
})
