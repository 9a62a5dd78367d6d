import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messageBoxStore } from '@/components/message-box-store'
import { teamScreenTests, toasts } from '../teams.testkit'
import { CEMENT, DRAFT, STEEL } from './library-data.testkit'
import { LI, TEAM_ID, serveLibrary } from './library.testkit'
import { asMember, openTab } from './library-screen.testkit'

/** 审核 (送审) in the team centre (the file library: library.test.tsx). */
teamScreenTests()
afterEach(() => messageBoxStore.set([]))

describe('审核', () => {
  it('the administrator passes one file and rejects another with a required reason', async () => {
    const server = serveLibrary('admin')
    for (const f of server.lib.files) if (f.doc.ID !== DRAFT) f.doc.Status = 2
    for (const f of server.lib.files) f.doc.UploaderName = '李四'
    const user = await openTab('审核')
    const steel = await screen.findByRole('row', { name: '审核 深圳钢材2026-05' })
    await user.click(within(steel).getByRole('button', { name: '通过' }))
    await waitFor(() => expect(toasts()).toContain('success:已通过1个文件'))
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: '审核 深圳钢材2026-05' })).toBeNull(),
    )

    const cement = await screen.findByRole('row', { name: '审核 深圳建材2026-04' })
    await user.click(within(cement).getByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog', { name: '驳回' })
    await user.click(within(dialog).getByRole('button', { name: '驳回' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写驳回原因')
    expect(server.calls('Data_ReviewFile')).toHaveLength(1)
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '期次不对')
    await user.click(within(dialog).getByRole('button', { name: '驳回' }))
    await waitFor(() => expect(toasts()).toContain('success:已驳回1个文件'))
    expect(server.calls('Data_ReviewFile')).toEqual([
      { TeamId: TEAM_ID, FileIds: JSON.stringify([STEEL]), Result: 'pass', Opinion: '' },
      { TeamId: TEAM_ID, FileIds: JSON.stringify([CEMENT]), Result: 'reject', Opinion: '期次不对' },
    ])
  })

  it('the administrator passes several checked files at once', async () => {
    const server = serveLibrary('admin')
    for (const f of server.lib.files) f.doc.Status = 2
    const user = await openTab('审核')
    await screen.findByRole('row', { name: '审核 深圳钢材2026-05' })
    await user.click(screen.getByRole('checkbox', { name: '选择深圳钢材2026-05' }))
    await user.click(screen.getByRole('checkbox', { name: '选择信息价汇总' }))
    await user.click(screen.getByRole('button', { name: '通过所选' }))
    await waitFor(() => expect(toasts()).toContain('success:已通过2个文件'))
    expect(server.calls('Data_ReviewFile')).toEqual([
      { TeamId: TEAM_ID, FileIds: JSON.stringify([STEEL, DRAFT]), Result: 'pass', Opinion: '' },
    ])
    await user.click(screen.getByRole('button', { name: '已通过' }))
    expect(await screen.findByRole('row', { name: '审核 信息价汇总' })).toBeTruthy()
  })

  it('a member sees their own uploads, reads the opinion and submits again', async () => {
    asMember()
    const server = serveLibrary('member')
    const mine = server.lib.files[1]
    if (!mine) throw new Error('fixture')
    Object.assign(mine.doc, { UploaderId: LI, UploaderName: '李四', Status: 4 })
    mine.opinion = '期次不对'
    mine.reviewer = '张三'
    const user = await openTab('审核')
    const row = await screen.findByRole('row', { name: '审核 深圳建材2026-04' })
    expect(screen.queryByRole('row', { name: '审核 深圳钢材2026-05' })).toBeNull()
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull()
    expect(within(row).getByText('驳回原因：期次不对')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: '审核意见' }))
    const dialog = await screen.findByRole('dialog', { name: '文件属性' })
    expect(await within(dialog).findByText('期次不对')).toBeTruthy()
    await user.keyboard('{Escape}')
    await user.click(within(row).getByRole('button', { name: '送审' }))
    await waitFor(() => expect(toasts()).toContain('success:“深圳建材2026-04”已送审'))
    expect(server.calls('UpdateFileStatus')).toEqual([
      { TeamId: TEAM_ID, FileIds: JSON.stringify([CEMENT]), Status: '2' },
    ])
    expect(
      await within(await screen.findByRole('row', { name: '审核 深圳建材2026-04' })).findByRole(
        'button',
        { name: '撤回' },
      ),
    ).toBeTruthy()
  })
})
