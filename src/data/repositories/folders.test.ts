import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import {
  createFolder,
  deleteFolder,
  folderContent,
  listFolders,
  moveFolder,
  renameFolder,
} from './folders'
import { addProject, getProjectRecord } from './projects'
import { allEntries } from './outbox-store'

describe('folders repository', () => {
  it('creates, renames and lists folders by kind with an EditClassify entry each', async () => {
    const db = createDb('t')
    const a = await createFolder(db, { Name: ' 2025 ', Kind: 'project' })
    await createFolder(db, { Name: '模板库', Kind: 'template' })
    await renameFolder(db, a, '2025年')
    expect((await listFolders(db, 'project')).map((f) => f.Name)).toEqual(['2025年'])
    const calls = (await allEntries(db)).map((e) => [e.call.name, e.payload['Type']])
    expect(calls).toEqual([
      ['EditClassify', 'add'],
      ['EditClassify', 'add'],
      ['EditClassify', 'update'],
    ])
  })

  it('refuses an empty name', async () => {
    const db = createDb('t')
    await expect(createFolder(db, { Name: '  ', Kind: 'project' })).rejects.toThrow(
      '请输入文件夹名称',
    )
  })

  it('moves a folder but never under itself or its descendants', async () => {
    const db = createDb('t')
    const a = await createFolder(db, { Name: 'A', Kind: 'project' })
    const b = await createFolder(db, { Name: 'B', Kind: 'project', ParentID: a })
    const c = await createFolder(db, { Name: 'C', Kind: 'project' })
    await expect(moveFolder(db, a, b)).rejects.toThrow('不能移动到自己或自己的子文件夹中')
    await expect(moveFolder(db, a, a)).rejects.toThrow('不能移动到自己或自己的子文件夹中')
    await moveFolder(db, b, c)
    expect((await listFolders(db)).find((f) => f.ID === b)?.ParentID).toBe(c)
    expect(await db.folders.where('parentId').equals(c).count()).toBe(1)
  })

  it('deleting a folder moves its projects and sub-folders to its parent without entries for them', async () => {
    const db = createDb('t')
    const top = await createFolder(db, { Name: '上级', Kind: 'project' })
    const mid = await createFolder(db, { Name: '中间', Kind: 'project', ParentID: top })
    const sub = await createFolder(db, { Name: '下级', Kind: 'project', ParentID: mid })
    const p = await addProject(db, { Project_Name: 'P', FolderID: mid })
    expect(await folderContent(db, mid)).toEqual({ projects: 1, folders: 1 })
    const before = (await allEntries(db)).length
    await deleteFolder(db, mid)
    expect((await getProjectRecord(db, p))?.FolderID).toBe(top)
    const folders = await listFolders(db)
    expect(folders.map((f) => f.ID).sort()).toEqual([top, sub].sort())
    expect(folders.find((f) => f.ID === sub)?.ParentID).toBe(top)
    expect(await db.folders.where('parentId').equals(top).count()).toBe(1 + 1) // mid's tombstone + sub
    const added = (await allEntries(db)).slice(before)
    expect(added.map((e) => [e.call.name, e.entityId])).toEqual([['DelClassify', mid]])
  })
})
