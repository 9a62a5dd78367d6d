import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { chooseOption } from '@/components/testing/choose-option'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { Toaster } from '@/components/ui/toaster'
import { toastStore } from '@/components/ui/toast-store'
import { createFolder, listFolders } from '@/data/repositories/folders'
import { addProject, getProjectRecord, listProjectRecords } from '@/data/repositories/projects'
import { ProjectsScreen } from './projects-screen'
import { getDb } from '@/data/db'
import { allEntries } from '@/data/repositories/outbox-store'

const SLOW = { timeout: 5000 }

async function renderScreen() {
  return renderWithRouter(
    <>
      <ProjectsScreen />
      <Toaster />
    </>,
    { path: '/Page/newModelProjet?id=2' },
  )
}

const list = () => screen.getByRole('table', { name: '项目列表' })

// Whole-screen flows with real IndexedDB and lazy dialogs take seconds on a busy machine.
describe('我的项目 screen', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    const { setDb } = await import('@/data/db')
    setDb(null)
    toastStore.set([])
  })

  it('creates a project through 新建项目 → 项目名称 → 保存, checking the name first', async () => {
    const user = userEvent.setup()
    await renderScreen()
    await user.click(await screen.findByRole('button', { name: '新建项目' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请输入项目名称')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('项目名称'), '滨江一期')
    await chooseOption('城市', '杭州')
    await user.type(within(dialog).getByRole('textbox', { name: '成员姓名' }), '李工')
    await user.click(within(dialog).getByRole('button', { name: '添加成员' }))
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('link', { name: '滨江一期' }, SLOW)).toBeTruthy()
    const [saved] = await listProjectRecords(getDb())
    expect(saved).toMatchObject({
      Project_Name: '滨江一期',
      City: '杭州',
      IsTemplate: 0,
      Members: [{ UserName: '李工', Role: '查看' }],
    })
  })

  it('edits a project and saves only what changed', async () => {
    const id = await addProject(getDb(), { Project_Name: '旧名称', City: '北京' })
    const user = userEvent.setup()
    await renderScreen()
    await user.click(await screen.findByRole('button', { name: '旧名称 的操作' }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: '编辑' }))
    const name = within(await screen.findByRole('dialog')).getByLabelText('项目名称')
    await user.clear(name)
    await user.type(name, '新名称')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(async () =>
      expect((await getProjectRecord(getDb(), id))?.Project_Name).toBe('新名称'),
    )
    const last = (await allEntries(getDb())).at(-1)
    expect(Object.keys(last?.payload ?? {}).sort()).toEqual([
      'EditTime',
      'ID',
      'Project_Name',
      'Type',
    ])
  })

  it('searches by name and filters by type', async () => {
    await addProject(getDb(), { Project_Name: '滨江住宅', ProjectType: '住宅' })
    await addProject(getDb(), { Project_Name: '国贸酒店', ProjectType: '酒店' })
    const user = userEvent.setup()
    await renderScreen()
    await within(list()).findByRole('link', { name: '国贸酒店' }, SLOW)
    await user.type(screen.getByRole('searchbox', { name: '搜索项目名称' }), '滨江')
    await waitFor(() => expect(within(list()).queryByRole('link', { name: '国贸酒店' })).toBeNull())
    await user.clear(screen.getByRole('searchbox', { name: '搜索项目名称' }))
    await chooseOption('类型', '酒店')
    await waitFor(() => expect(within(list()).queryByRole('link', { name: '滨江住宅' })).toBeNull())
    expect(within(list()).getByRole('link', { name: '国贸酒店' })).toBeTruthy()
  })

  it('删除 hides the project with 撤销; undo brings it back and queues no delete', async () => {
    await addProject(getDb(), { Project_Name: '要删的项目' })
    const user = userEvent.setup()
    await renderScreen()
    await user.click(await screen.findByRole('button', { name: '要删的项目 的操作' }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: '删除' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: '要删的项目' })).toBeNull())
    await user.click(await screen.findByRole('button', { name: '撤销' }, SLOW))
    expect(await within(list()).findByRole('link', { name: '要删的项目' }, SLOW)).toBeTruthy()
    const ops = (await allEntries(getDb())).map((e) => e.op)
    expect(ops).toEqual(['create'])
  })

  it('creates a folder and moves selected projects into it', async () => {
    await addProject(getDb(), { Project_Name: '甲' })
    await addProject(getDb(), { Project_Name: '乙' })
    const user = userEvent.setup()
    await renderScreen()
    await within(list()).findByRole('link', { name: '甲' }, SLOW)
    await user.click(screen.getByRole('button', { name: '新建文件夹' }))
    await user.type(
      within(await screen.findByRole('dialog')).getByLabelText('文件夹名称'),
      '2025年',
    )
    await user.click(screen.getByRole('button', { name: '确定' }))
    await screen.findByRole('button', { name: '2025年' }, SLOW)
    const nav = screen.getByRole('navigation', { name: '文件夹' })
    await user.click(screen.getByRole('checkbox', { name: '选择 甲' }))
    await user.click(screen.getByRole('checkbox', { name: '选择 乙' }))
    await user.click(screen.getByRole('button', { name: '移动到' }))
    const [folder] = await listFolders(getDb(), 'project')
    await within(await screen.findByRole('dialog')).findByRole('combobox', { name: '目标文件夹' })
    await chooseOption('目标文件夹', folder?.Name ?? '')
    await user.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(async () =>
      expect((await listProjectRecords(getDb())).every((p) => p.FolderID === folder?.ID)).toBe(
        true,
      ),
    )
    await user.click(within(nav).getByRole('button', { name: '2025年' }))
    expect(within(list()).getByRole('link', { name: '甲' })).toBeTruthy()
  })

  it('asks before deleting a folder and says its content moves to the parent', async () => {
    const parent = await createFolder(getDb(), { Name: '上级', Kind: 'project' })
    const child = await createFolder(getDb(), { Name: '下级', Kind: 'project', ParentID: parent })
    await addProject(getDb(), { Project_Name: '在下级里', FolderID: child })
    const user = userEvent.setup()
    await renderScreen()
    await user.click(await screen.findByRole('button', { name: '文件夹 下级 的操作' }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toContain(
      '其中的 1 个项目和 0 个子文件夹将移到上一级文件夹“上级”，不会被删除',
    )
    await user.click(within(confirm).getByRole('button', { name: '删除' }))
    await waitFor(async () => expect((await listProjectRecords(getDb()))[0]?.FolderID).toBe(parent))
  })

  it('renames a folder, refuses to move it into its own sub-folder, and saves a project as a template', async () => {
    const parent = await createFolder(getDb(), { Name: '甲方', Kind: 'project' })
    await createFolder(getDb(), { Name: '一期', Kind: 'project', ParentID: parent })
    await addProject(getDb(), { Project_Name: '样板项目' })
    const user = userEvent.setup()
    await renderScreen()
    await user.click(await screen.findByRole('button', { name: '文件夹 甲方 的操作' }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: '重命名' }))
    const name = within(await screen.findByRole('dialog')).getByLabelText('文件夹名称')
    await user.clear(name)
    await user.type(name, '甲方A')
    await user.click(screen.getByRole('button', { name: '确定' }))
    await user.click(await screen.findByRole('button', { name: '文件夹 甲方A 的操作' }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: '移动' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('combobox', { name: '目标文件夹' }),
    )
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    // Neither the folder itself nor its sub-folder is offered as a target.
    expect(options.map((o) => o.textContent)).toEqual(['顶层（不在文件夹中）'])
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: '取消' }))

    await user.click(await screen.findByRole('button', { name: '样板项目 的操作' }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: '另存为模板' }))
    await waitFor(async () =>
      expect((await listProjectRecords(getDb(), 1)).map((p) => p.Project_Name)).toEqual([
        '样板项目',
      ]),
    )
    await user.click(screen.getByRole('tab', { name: '我的模板' }))
    expect(
      await within(await screen.findByRole('table', { name: '项目列表' }, SLOW)).findByRole(
        'link',
        { name: '样板项目' },
      ),
    ).toBeTruthy()
  })
})
