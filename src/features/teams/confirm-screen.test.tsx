import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { ConfirmScreen, noticeScopeOf } from './confirm-screen'
import {
  INVITATION,
  NOTICE_NEW,
  NOTICE_OLD,
  serveTeam,
  teamScreenTests,
  toasts,
} from './teams.testkit'

const NEW = '赵六把团队“造价一部”的管理员转让给了你'
const OLD = '赵六把你加入了团队“造价一部”'
const list = () => screen.getByRole('list', { name: '团队消息' })

teamScreenTests()

describe('/MyData/confirm/:type 确认', () => {
  it('reads all for `all` and what waits for anything else', () => {
    expect(noticeScopeOf('all')).toBe('all')
    expect(noticeScopeOf('pending')).toBe('pending')
    expect(noticeScopeOf('invite')).toBe('pending')
  })

  it('lists the waiting notices newest first with their count; 确认 one takes it off the list', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<ConfirmScreen type="pending" />)
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual([NEW, OLD]),
    )
    expect(screen.getByRole('link', { name: '待确认（2）' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(list()).getAllByRole('link', { name: '查看团队' })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: `确认：${NEW}` }))
    await waitFor(() => expect(toasts()).toContain('success:已确认 1 条消息'))
    expect(server.calls('ConfirmNotices')).toEqual([{ IDs: JSON.stringify([NOTICE_NEW]) }])
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByRole('link', { name: '待确认（1）' })).toBeTruthy()
  })

  it('全部确认 confirms every waiting notice; 全部 still shows them as confirmed', async () => {
    const server = serveTeam('admin')
    const user = userEvent.setup()
    await renderWithRouter(<ConfirmScreen type="pending" />)
    await user.click(await screen.findByRole('button', { name: '全部确认' }))
    await waitFor(() => expect(toasts()).toContain('success:已确认 2 条消息'))
    expect(server.calls('ConfirmNotices')).toEqual([{ All: '1' }])
    expect(await screen.findByRole('heading', { name: '没有待确认的事项' })).toBeTruthy()
    expect(server.state.notices.map((n) => [n.ID, n.ConfirmTime !== null])).toEqual([
      [NOTICE_NEW, true],
      [NOTICE_OLD, true],
    ])
    cleanup()
    await renderWithRouter(<ConfirmScreen type="all" />)
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2))
    expect(within(list()).getAllByText(/已确认/)).toHaveLength(2)
    expect(screen.queryByRole('button', { name: /^确认：/ })).toBeNull()
    expect(screen.getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows the server’s refusal and keeps the notice', async () => {
    serveTeam('admin', { ConfirmNotices: '请选择要确认的消息' })
    const user = userEvent.setup()
    await renderWithRouter(<ConfirmScreen type="pending" />)
    await user.click(await screen.findByRole('button', { name: `确认：${OLD}` }))
    await waitFor(() => expect(toasts()).toContain('error:请选择要确认的消息'))
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2)
  })

  it('an invitation is answered with 接受 (joining) or 拒绝; a rejected file says why', async () => {
    const server = serveTeam('member')
    server.state.notices = [
      {
        ID: NOTICE_NEW,
        Kind: 'invited',
        TeamId: server.state.notices[0]?.TeamId ?? '',
        TeamName: '造价二部',
        ActorName: '赵六',
        Detail: '',
        RefId: INVITATION,
        CreateTime: '2026-05-06T08:00:00.000Z',
        ConfirmTime: null,
      },
      {
        ID: NOTICE_OLD,
        Kind: 'rejected',
        TeamId: server.state.notices[0]?.TeamId ?? '',
        TeamName: '造价一部',
        ActorName: '张三',
        Detail: '“钢材价”：期次请改为2026-11',
        RefId: '',
        CreateTime: '2026-05-05T08:00:00.000Z',
        ConfirmTime: null,
      },
    ]
    const user = userEvent.setup()
    await renderWithRouter(<ConfirmScreen type="pending" />)
    const invited = await screen.findByRole('listitem', { name: '赵六邀请你加入团队“造价二部”' })
    expect(
      screen.getByRole('listitem', {
        name: '张三在团队“造价一部”驳回了你上传的文件“钢材价”：期次请改为2026-11',
      }),
    ).toBeTruthy()
    expect(within(invited).queryByRole('button', { name: /^确认/ })).toBeNull()
    await user.click(within(invited).getByRole('button', { name: '接受' }))
    await waitFor(() => expect(toasts()).toContain('success:已加入团队“造价一部”'))
    expect(server.calls('AnswerInvitation')).toEqual([{ ID: INVITATION, Accept: '1' }])
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1))
  })
})
