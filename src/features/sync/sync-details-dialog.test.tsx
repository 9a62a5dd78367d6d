import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createProject, updateProject } from '@/data/repositories/projects'
import {
  conflictList,
  failedEntries,
  markAcked,
  markFailed,
  pendingEntries,
} from '@/data/repositories/outbox'
import { setSyncKick } from '@/data/sync/hooks'
import { initialSyncStatus, patchStatus, syncStatusStore } from '@/data/sync/status-store'
import { loginDialogStore } from '@/data/state/app-state'
import { SyncDetailsDialog } from './sync-details-dialog'
import { getDb } from '@/data/db'

beforeEach(async () => {
  const { setDb } = await import('@/data/db')
  setDb(null) // a fresh database on this test's fresh IndexedDB
  syncStatusStore.set(initialSyncStatus())
  loginDialogStore.set({ open: false, mode: 1 })
  setSyncKick(null)
})

/** A project confirmed by the server at version 5 (create acked), then an edit the server refused. */
async function failedEdit() {
  const db = getDb()
  const id = await createProject(db, { Project_Name: '一号楼', BuiltArea: 1200 })
  const [create] = await pendingEntries(db)
  await markAcked(db, create?.seq ?? 0, { serverVersion: 5 })
  await updateProject(db, id, { Project_Name: '' })
  const [edit] = await pendingEntries(db)
  await markFailed(db, edit?.seq ?? 0, '项目名称不能为空')
  return { db, id }
}

async function conflict() {
  const db = getDb()
  const id = await createProject(db, { Project_Name: '二号楼', BuiltArea: 1200 })
  const [create] = await pendingEntries(db)
  await markAcked(db, create?.seq ?? 0, { serverVersion: 5 })
  await updateProject(db, id, { BuiltArea: 1300 })
  const [edit] = await pendingEntries(db)
  await markAcked(db, edit?.seq ?? 0, {
    serverVersion: 9,
    conflicts: [{ Field: 'BuiltArea', ServerValue: 1250, ClientValue: 1300 }],
  })
  return { db, id }
}

function show() {
  render(<SyncDetailsDialog open onOpenChange={() => {}} />)
  return screen.getByRole('dialog', { name: '同步详情' })
}

describe('同步详情', () => {
  it('lists a failed edit with the project name, the fields and the server Message; 重试 sends it again', async () => {
    const { db } = await failedEdit()
    const dialog = show()
    const item = await within(dialog).findByRole(
      'listitem',
      { name: '项目「一号楼」' },
      { timeout: 5000 },
    )
    expect(item.textContent).toContain('修改：项目名称')
    expect(within(item).getByRole('alert').textContent).toBe('项目名称不能为空')
    await userEvent.click(within(item).getByRole('button', { name: '重试' }))
    await waitFor(async () => expect(await failedEntries(db)).toHaveLength(0))
    expect((await pendingEntries(db)).map((e) => e.payload['Project_Name'])).toEqual([''])
    await waitFor(() => expect(within(dialog).queryByRole('listitem')).toBeNull())
  })

  it('放弃修改 drops the failed edit and restores the server value on the row', async () => {
    const { db, id } = await failedEdit()
    const dialog = show()
    const item = await within(dialog).findByRole(
      'listitem',
      { name: '项目「一号楼」' },
      { timeout: 5000 },
    )
    await userEvent.click(within(item).getByRole('button', { name: '放弃修改' }))
    await waitFor(async () => expect(await failedEntries(db)).toHaveLength(0))
    expect((await db.projects.get(id))?.data['Project_Name']).toBe('一号楼')
    expect(await pendingEntries(db)).toHaveLength(0)
    expect(await within(dialog).findByText('没有失败或冲突的修改。')).toBeTruthy()
  })

  it('shows a conflict with field, 我的值 and 服务器值; 保留我的 sends mine again on the new version', async () => {
    const { db } = await conflict()
    const dialog = show()
    const item = await within(dialog).findByRole(
      'listitem',
      { name: '项目「二号楼」 · 建筑面积' },
      { timeout: 5000 },
    )
    expect(item.textContent).toContain('我的值1300')
    expect(item.textContent).toContain('服务器值1250')
    await userEvent.click(within(item).getByRole('button', { name: '保留我的' }))
    await waitFor(async () => expect(await conflictList(db)).toHaveLength(0))
    const [resend] = await pendingEntries(db)
    expect(resend).toMatchObject({ baseVersion: 9, changedFields: ['BuiltArea'] })
    expect(resend?.payload['BuiltArea']).toBe(1300)
  })

  it('使用服务器的 keeps the server value and sends nothing', async () => {
    const { db, id } = await conflict()
    const dialog = show()
    const item = await within(dialog).findByRole(
      'listitem',
      { name: '项目「二号楼」 · 建筑面积' },
      { timeout: 5000 },
    )
    await userEvent.click(within(item).getByRole('button', { name: '使用服务器的' }))
    await waitFor(async () => expect(await conflictList(db)).toHaveLength(0))
    expect(await pendingEntries(db)).toHaveLength(0)
    expect((await db.projects.get(id))?.data['BuiltArea']).toBe(1250)
  })

  it('立即同步 runs the engine, and is disabled offline', async () => {
    const run = vi.fn(() => Promise.resolve())
    setSyncKick(run)
    const dialog = show()
    await userEvent.click(within(dialog).getByRole('button', { name: '立即同步' }))
    expect(run).toHaveBeenCalledTimes(1)
    patchStatus(syncStatusStore, { online: false })
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: '立即同步' }).hasAttribute('disabled'),
      ).toBe(true),
    )
    expect(within(dialog).getByText('离线')).toBeTruthy()
  })

  it('while paused by a 403 shows why and offers 登录', async () => {
    patchStatus(syncStatusStore, {
      authRequired: true,
      lastError: '登录已失效，请先登录后继续同步',
    })
    const dialog = show()
    expect(within(dialog).getByText('登录已失效，请先登录后继续同步')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '立即同步' }).hasAttribute('disabled')).toBe(
      true,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
  })

  it('shows the persist answer and the pending count', () => {
    patchStatus(syncStatusStore, { storagePersisted: true, pending: 4 })
    const dialog = show()
    expect(dialog.textContent).toContain('已获准')
    expect(dialog.textContent).toContain('4 条')
  })
})
