import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { sessionStore } from '@/data/state/app-state'
import { stubFetch } from '@/data/api/test-fetch'
import { MemberManage } from './member-manage'
import { LI, serveTeam, TEAM_ID, teamScreenTests, toasts } from './teams.testkit'

const table = () => screen.getByRole('region', { name: '成员表' })
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name))

teamScreenTests()

/** Opens 添加成员 on the screen and submits `phone` for the ticked team; gives the dialog. */
async function addByPhone(phone: string) {
  const user = userEvent.setup()
  await renderWithRouter(<MemberManage />)
  await waitFor(() => expect(rowOf('李四')).toBeTruthy())
  await user.click(screen.getByRole('button', { name: '添加成员' }))
  const dialog = await screen.findByRole('dialog', { name: '添加成员' })
  await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), phone)
  await user.click(within(dialog).getByRole('button', { name: '添加' }))
  return dialog
}

describe('/MyData/memberManage', () => {
  it('offline says 团队中心需要联网 and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const sent = stubFetch(() => new Response('{}'))
    await renderWithRouter(<MemberManage />)
    expect(screen.getByRole('heading', { name: '团队中心需要联网' })).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('lists everyone in my teams with their team and role, and filters by name', async () => {
    serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<MemberManage />)
    await waitFor(() => expect(rowOf('李四')).toBeTruthy())
    expect(screen.getByText(/1 个团队，共 2 人/)).toBeTruthy()
    expect(rowOf('张三')?.textContent).toContain('（我）')
    expect(rowOf('张三')?.textContent).toContain('造价一部·管理员')
    expect(rowOf('李四')?.textContent).toContain('139****0002')
    // I am the administrator: 李四 can be removed, I cannot.
    expect(screen.getByRole('button', { name: '把李四移出团队' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '把张三移出团队' })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: '搜索成员' }), '李')
    expect(within(table()).queryByText('张三')).toBeNull()
    expect(screen.getByText(/筛选出 1 人/)).toBeTruthy()
  })

  it('adds a person by phone to the ticked team', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<MemberManage />)
    await waitFor(() => expect(rowOf('李四')).toBeTruthy())
    await user.click(screen.getByRole('button', { name: '添加成员' }))
    const dialog = await screen.findByRole('dialog', { name: '添加成员' })
    // The only team I administer is ticked already.
    expect(
      within(dialog).getByRole('checkbox', { name: '造价一部' }).getAttribute('aria-checked'),
    ).toBe('true')
    await user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入手机号')
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13700000003')
    await user.click(within(dialog).getByRole('button', { name: '添加' }))
    await waitFor(() =>
      expect(toasts()).toContain(
        'success:已向 137****0003 发出邀请，对方在“团队消息”中接受后加入团队（“造价一部”）',
      ),
    )
    expect(server.calls('OperationMember')).toEqual([
      { Type: 'add', TeamId: TEAM_ID, Phone: '13700000003' },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the dialog open with the team and the server’s reason when a team refuses', async () => {
    serveTeam('admin', { OperationMember: '李四已是团队成员' })
    const dialog = await addByPhone('13900000002')
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('造价一部：李四已是团队成员'),
    )
    expect(toasts().filter((t) => t.startsWith('success'))).toEqual([])
  })

  it('a phone number in a bad format is refused before any request', async () => {
    const server = serveTeam('admin')
    const dialog = await addByPhone('12345')
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('造价一部：手机号格式不正确'),
    )
    expect(server.calls('OperationMember')).toEqual([])
  })

  it('removes a person from the ticked team', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<MemberManage />)
    await user.click(await screen.findByRole('button', { name: '把李四移出团队' }))
    const dialog = await screen.findByRole('dialog', { name: '把李四移出团队' })
    await user.click(within(dialog).getByRole('button', { name: '移出' }))
    await waitFor(() => expect(toasts()).toContain('success:已把李四移出“造价一部”'))
    expect(server.calls('OperationMember')).toEqual([
      { Type: 'delete', TeamId: TEAM_ID, UserId: LI },
    ])
    await waitFor(() => expect(rowOf('李四')).toBeUndefined())
  })

  it('a member only looks: no 添加成员, no removal', async () => {
    sessionStore.set({ token: 'tok', userId: LI, userName: '李四', avatar: null })
    serveTeam('member')
    await renderWithRouter(<MemberManage />)
    await waitFor(() => expect(rowOf('张三')).toBeTruthy())
    expect(screen.getByText(/只能查看/)).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '添加成员' }).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: /移出团队/ })).toBeNull()
  })
})
