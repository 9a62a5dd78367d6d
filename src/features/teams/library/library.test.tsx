import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseOption } from '@/components/testing/choose-option'
import { messageBoxStore, settleMessageBox } from '@/components/message-box-store'
import { teamScreenTests, toasts } from '../teams.testkit'
import { CEMENT, F2026, PKG_MINE, STEEL } from './library-data.testkit'
import { GROUP, LI, TEAM_ID, serveLibrary } from './library.testkit'
import { asMember, fileRow, menu, openTab, pick } from './library-screen.testkit'

teamScreenTests()
afterEach(() => messageBoxStore.set([]))

describe('团队文件库', () => {
  it('browses the folder tree and a folder’s files, and searches the whole library by name', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    const steel = await fileRow('深圳钢材2026-05')
    expect(within(steel).getByText('官方信息价 · 深圳 · 2026-05')).toBeTruthy()
    expect(within(steel).getByText('已通过')).toBeTruthy()
    expect(within(steel).getByText('管理')).toBeTruthy()
    expect(screen.queryByRole('row', { name: '文件 信息价汇总' })).toBeNull()

    const tree = screen.getByRole('navigation', { name: '文件夹' })
    await user.click(within(tree).getByRole('button', { name: /信息价/ }))
    expect(await fileRow('信息价汇总')).toBeTruthy()
    expect(server.calls('GetGetPricPackageList').at(-1)).toMatchObject({
      FolderId: expect.stringMatching(/^f0/) as string,
    })

    await user.type(screen.getByRole('textbox', { name: '搜索文件' }), '建材')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(await fileRow('深圳建材2026-04')).toBeTruthy()
    expect(server.calls('GetGetPricPackageList').at(-1)).toMatchObject({ Keyword: '建材' })

    // 查看材料: the file's materials, paged.
    await pick(user, '深圳建材2026-04', '查看材料')
    const dialog = await screen.findByRole('dialog', { name: '深圳建材2026-04' })
    expect(await within(dialog).findByText('水泥')).toBeTruthy()
  })

  it('the administrator creates a folder in the chosen one', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    const tree = await screen.findByRole('navigation', { name: '文件夹' })
    await user.click(await within(tree).findByRole('button', { name: /2026年/ }))
    await user.click(within(tree).getByRole('button', { name: '新建文件夹' }))
    const dialog = await screen.findByRole('dialog', { name: '新建文件夹' })
    await user.type(within(dialog).getByRole('textbox', { name: '文件夹名称' }), '市场价')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('success:文件夹“市场价”已创建'))
    expect(server.calls('OperatingPricPackage')).toEqual([
      { Type: 'addFolder', TeamId: TEAM_ID, ParentId: F2026, Name: '市场价' },
    ])
    expect(await within(tree).findByRole('button', { name: /市场价/ })).toBeTruthy()
  })

  it('a member uploads a package (待送审), then submits it (审核中)', async () => {
    asMember()
    const server = serveLibrary('member')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await user.click(screen.getByRole('button', { name: '上传价格包' }))
    const dialog = await screen.findByRole('dialog', { name: '上传价格包' })
    await waitFor(() => expect(server.calls('GetPricePackage')).toHaveLength(1))
    await user.click(await within(dialog).findByRole('radio', { name: /我的钢筋价/ }))
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: '文件名称' }).value).toBe(
      '我的钢筋价',
    )
    await user.click(within(dialog).getByRole('checkbox', { name: '上传后直接送审' }))
    await user.click(within(dialog).getByRole('button', { name: '上传' }))
    await waitFor(() => expect(toasts()).toContain('success:“我的钢筋价”已上传，待送审'))
    expect(server.calls('UploadTeamLibrary')).toEqual([
      { TeamId: TEAM_ID, PackageID: PKG_MINE, FolderId: '', Name: '我的钢筋价', Submit: '0' },
    ])
    const row = await fileRow('我的钢筋价')
    expect(within(row).getByText('待送审')).toBeTruthy()

    await pick(user, '我的钢筋价', '送审')
    await waitFor(() => expect(toasts()).toContain('success:“我的钢筋价”已送审'))
    await waitFor(async () =>
      expect(within(await fileRow('我的钢筋价')).getByText('审核中')).toBeTruthy(),
    )
    expect(server.calls('UpdateFileStatus')).toEqual([
      { TeamId: TEAM_ID, FileIds: JSON.stringify([server.lib.files[0]?.doc.ID]), Status: '2' },
    ])
  })

  it('the upload picker searches all 816 official packages by name, city or period', async () => {
    asMember()
    const server = serveLibrary('member')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await user.click(screen.getByRole('button', { name: '上传价格包' }))
    const dialog = await screen.findByRole('dialog', { name: '上传价格包' })
    await chooseOption('价格包类型', '官方信息价')
    const picker = within(dialog).getByRole('radiogroup', { name: '价格包' })
    await waitFor(() => expect(within(picker).getAllByRole('radio')).toHaveLength(50))
    expect(
      within(dialog).getByText('共 816 个，显示前 50 个：输入名称、城市或期次缩小范围'),
    ).toBeTruthy()
    await user.type(within(dialog).getByRole('searchbox'), '深圳 2026-05')
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('radio')
          .map((r) => r.textContent),
      ).toEqual(['深圳信息价2026-051条']),
    )
    expect(server.calls('GetPricePackage').at(-1)).toMatchObject({
      Type: '3',
      Q: '深圳 2026-05',
      PageSize: '50',
    })
    await user.click(within(picker).getByRole('radio', { name: /深圳信息价2026-05/ }))
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: '文件名称' }).value).toBe(
      '深圳信息价2026-05',
    )
  })

  it('a 查看-only member has no 删除 or 权限, and 共享到我的价格库 toasts', async () => {
    asMember()
    const server = serveLibrary('member')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    const labels = [...(await menu(user, '深圳钢材2026-05'))].map((i) => i.textContent)
    expect(labels).toEqual(['查看材料', '属性', '评论', '共享到我的价格库'])
    expect(screen.queryByRole('button', { name: '新建文件夹' })).toBeNull()
    await user.click(screen.getByRole('menuitem', { name: '共享到我的价格库' }))
    await waitFor(() => expect(toasts()).toContain('success:已保存到我的材料价格库（2条材料）'))
    expect(server.calls('FileSharing')).toEqual([{ TeamId: TEAM_ID, FileId: STEEL }])
  })

  it('the authority editor sends the Authorities JSON', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await pick(user, '深圳钢材2026-05', '权限')
    const dialog = await screen.findByRole('dialog', { name: '文件权限' })
    await within(dialog).findByRole('list', { name: '权限设置' })
    await chooseOption('分组：土建组的权限', '编辑')
    await chooseOption('成员：李四的权限', '管理')
    await chooseOption('全部成员的权限', '无权限')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toContain('success:文件权限已保存'))
    expect(server.calls('OperationTeamFileAuthority')).toEqual([
      {
        TeamId: TEAM_ID,
        FileId: STEEL,
        Authorities: JSON.stringify([
          { Kind: 'grouping', ID: GROUP, Level: 'edit' },
          { Kind: 'user', ID: LI, Level: 'manage' },
        ]),
      },
    ])
  })

  it('moves checked files and copies one to a chosen folder', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await user.click(screen.getByRole('checkbox', { name: '选择深圳钢材2026-05' }))
    await user.click(screen.getByRole('checkbox', { name: '选择深圳建材2026-04' }))
    await user.click(
      within(screen.getByRole('toolbar', { name: '批量操作' })).getByRole('button', {
        name: '移动到',
      }),
    )
    let dialog = await screen.findByRole('dialog', { name: '移动到' })
    await user.click(within(dialog).getByRole('radio', { name: '文件库 / 2026年' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('success:已移动2个文件'))
    expect(server.calls('SubDataToFolder')).toEqual([
      { TeamId: TEAM_ID, FileIds: JSON.stringify([STEEL, CEMENT]), FolderId: F2026 },
    ])
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: '文件 深圳钢材2026-05' })).toBeNull(),
    )

    await user.click(screen.getByRole('button', { name: /2026年/ }))
    await fileRow('深圳钢材2026-05')
    await pick(user, '深圳钢材2026-05', '复制到')
    dialog = await screen.findByRole('dialog', { name: '复制到' })
    await user.click(within(dialog).getByRole('radio', { name: '文件库' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('success:已复制“深圳钢材2026-05”'))
    expect(server.calls('CopyToFolder')).toEqual([
      { TeamId: TEAM_ID, FileIds: JSON.stringify([STEEL]), FolderId: '' },
    ])
  })

  it('merge shows the preview and sends the chosen rule', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await user.click(screen.getByRole('checkbox', { name: '选择深圳钢材2026-05' }))
    await user.click(screen.getByRole('checkbox', { name: '选择深圳建材2026-04' }))
    await user.click(screen.getByRole('button', { name: '合并' }))
    const dialog = await screen.findByRole('dialog', { name: '合并文件' })
    const preview = await within(dialog).findByLabelText('合并预览')
    expect(preview.textContent).toMatch(/合并后材料 3 条，其中重复 1 条，价格不一致 1 条/)
    expect(
      within(dialog).getByText(
        /深圳钢材2026-05：3600（2026-05）；深圳建材2026-04：3500（2026-04）/,
      ),
    ).toBeTruthy()
    await chooseOption('合并规则', '取平均价')
    const name = within(dialog).getByRole('textbox', { name: '新文件名称' })
    await user.clear(name)
    await user.type(name, '深圳合并价')
    await user.click(within(dialog).getByRole('button', { name: '合并' }))
    await waitFor(() =>
      expect(toasts()).toContain('success:已合并为“深圳合并价”（4条材料，取平均价）'),
    )
    expect(server.calls('MergeData')).toEqual([
      {
        TeamId: TEAM_ID,
        FileIds: JSON.stringify([STEEL, CEMENT]),
        Name: '深圳合并价',
        FolderId: '',
        Rule: 'average',
      },
    ])
  })

  it('comments on a file and deletes my comment; renames it with a remark', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await pick(user, '深圳钢材2026-05', '评论')
    let dialog = await screen.findByRole('dialog', { name: '评论' })
    expect(await within(dialog).findByText('还没有评论')).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: '评论内容' }), '钢筋价格偏高')
    await user.click(within(dialog).getByRole('button', { name: '发表评论' }))
    await waitFor(() => expect(toasts()).toContain('success:评论已发表'))
    await user.click(await within(dialog).findByRole('button', { name: '删除评论：钢筋价格偏高' }))
    await waitFor(() => expect(messageBoxStore.get()).toHaveLength(1))
    settleMessageBox(messageBoxStore.get()[0]?.id ?? 0, true)
    await waitFor(() => expect(toasts()).toContain('success:评论已删除'))
    expect(server.calls('EditCommentsFile').map((f) => f['Type'])).toEqual(['add', 'delete'])
    await user.keyboard('{Escape}')

    await pick(user, '深圳钢材2026-05', '重命名/备注')
    dialog = await screen.findByRole('dialog', { name: '重命名/备注' })
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '含运费')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('success:文件已修改'))
    expect(server.calls('OperatingPricPackage')).toEqual([
      { Type: 'update', TeamId: TEAM_ID, ID: STEEL, Remark: '含运费' },
    ])
  })

  it('a refusal is toasted as an error and the file stays', async () => {
    serveLibrary('admin', { OperatingPricPackage: '你对该文件没有此项权限' })
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    await pick(user, '深圳钢材2026-05', '删除')
    await waitFor(() => expect(messageBoxStore.get()).toHaveLength(1))
    settleMessageBox(messageBoxStore.get()[0]?.id ?? 0, true)
    await waitFor(() => expect(toasts()).toContain('error:你对该文件没有此项权限'))
    expect(await fileRow('深圳钢材2026-05')).toBeTruthy()
  })

  it('a failed read shows the retry message; 重试 reads again', async () => {
    const server = serveLibrary('admin', { GetGetPricPackageList: '' })
    const user = await openTab('文件库')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/团队数据加载失败，请稍后重试/)
    const before = server.calls('GetGetPricPackageList').length
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(server.calls('GetGetPricPackageList').length).toBe(before + 1))
  })

  it('deleting a folder that is not empty is refused with the server’s message', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    const tree = await screen.findByRole('navigation', { name: '文件夹' })
    await user.click(await within(tree).findByRole('button', { name: /2026年/ }))
    await user.click(within(tree).getByRole('button', { name: '删除文件夹' }))
    await waitFor(() => expect(messageBoxStore.get()).toHaveLength(1))
    settleMessageBox(messageBoxStore.get()[0]?.id ?? 0, true)
    await waitFor(() =>
      expect(toasts()).toContain('error:文件夹不为空，请先移走或删除其中的文件和文件夹'),
    )
    expect(server.calls('OperatingPricPackage')).toEqual([
      { Type: 'deleteFolder', TeamId: TEAM_ID, ID: F2026 },
    ])
  })

  it('offline, an action says 团队中心需要联网 and sends nothing', async () => {
    const server = serveLibrary('admin')
    const user = await openTab('文件库')
    await fileRow('深圳钢材2026-05')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const before = server.sent.length
    await pick(user, '深圳钢材2026-05', '共享到我的价格库')
    await waitFor(() => expect(toasts()).toContain('error:团队中心需要联网'))
    expect(server.sent.slice(before).filter((r) => !/Get/.test(r.url))).toEqual([])
    expect(server.calls('FileSharing')).toEqual([])
  })
})
