import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const data = async (entity: string, id: string) => (await k.row(entity, id))?.data ?? {}

describe('bulk project calls', () => {
  it('DeleteOfAll deletes many projects with their rows in one transaction; one foreign id refuses the whole call', async () => {
    const [a, b] = [await k.project(), await k.project()]
    const row = await k.structureRow(a)
    const theirs = await k.project({}, 1)
    const refused = await k.post('/ProjectAndTemplate/DeleteOfAll', { IDs: [a, theirs] })
    expect(refused.body).toMatchObject({ ErrorCode: '403', Message: '无权操作该记录' })
    expect((await k.row('projects', a))?.deleted).toBe(false)
    const res = await k.post('/ProjectAndTemplate/DeleteOfAll', { IDs: [a, b] })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { Count: 2 } })
    expect((await k.row('projects', b))?.deleted).toBe(true)
    expect((await k.row('structureRows', row))?.deleted).toBe(true)
    expect((await k.post('/ProjectAndTemplate/DeleteOfAll', { IDs: '[1,2]' })).body.ErrorCode).toBe(
      '1',
    )
  })

  it('EditClassifyAll moves projects into a folder; UpdateClassify renames; NEWEditClassify moves a folder but not into itself', async () => {
    const [f1, f2] = [randomUUID(), randomUUID()]
    await k.post('/ProjectAndTemplate/EditClassify', { Type: 'add', ID: f1, Name: '甲' })
    await k.post('/ProjectAndTemplate/EditClassify', {
      Type: 'add',
      ID: f2,
      Name: '乙',
      ParentID: f1,
    })
    const [p1, p2] = [await k.project(), await k.project()]
    expect(
      (await k.post('/ProjectAndTemplate/EditClassifyAll', { IDs: [p1, p2], FolderID: f2 })).body
        .ErrorCode,
    ).toBe('0')
    expect((await k.table(p2))?.folderId).toBe(f2)
    expect(
      (await k.post('/ProjectAndTemplate/EditClassifyAll', { IDs: [p1], FolderID: randomUUID() }))
        .body.Message,
    ).toBe('文件夹不存在或已被删除')
    expect(
      (await k.get('/ProjectAndTemplate/UpdateClassify', { ID: f1, Name: '新名' })).body.ErrorCode,
    ).toBe('0')
    expect(await data('folders', f1)).toMatchObject({ Name: '新名' })
    expect(
      (await k.get('/ProjectAndTemplate/UpdateClassify', { ID: f1, Name: ' ' })).body.Message,
    ).toBe('文件夹名称不能为空')
    expect(
      (await k.get('/ProjectAndTemplate/UpdateClassify', { ID: f1, Name: '抢' }, 1)).body.ErrorCode,
    ).toBe('403')
    expect(
      (await k.post('/ProjectAndTemplate/NEWEditClassify', { ID: f1, ParentID: f2 })).body.Message,
    ).toBe('上级文件夹不能是自己或自己的下级')
    expect(
      (await k.post('/ProjectAndTemplate/NEWEditClassify', { ID: f2, ParentID: '' })).body
        .ErrorCode,
    ).toBe('0')
    expect(await data('folders', f2)).toMatchObject({ ParentID: '' })
  })

  it('EditProject_Members stores the member list; a bad role is refused', async () => {
    const id = await k.project()
    const members = [{ UserID: 'u1', UserName: '张工', Role: '编辑' }]
    expect(
      (await k.post('/SjyqList/EditProject_Members', { ID: id, Members: members })).body.ErrorCode,
    ).toBe('0')
    expect(await data('projects', id)).toMatchObject({ Members: members })
    expect(
      (
        await k.post('/SjyqList/EditProject_Members', {
          ID: id,
          Members: [{ UserID: 'u', UserName: 'x', Role: '老板' }],
        })
      ).body.Message,
    ).toBe('成员角色无效')
    expect(
      (await k.post('/SjyqList/EditProject_Members', { ID: id, Members: [] }, 1)).body.ErrorCode,
    ).toBe('403')
  })
})

describe('structure calls', () => {
  it('UporDown swaps siblings; MoveupOrdown indents under the previous sibling and outdents after the parent', async () => {
    const id = await k.project()
    const a = await k.structureRow(id, { Project_Name: 'A', Sort: 1 })
    const b = await k.structureRow(id, { Project_Name: 'B', Sort: 2 })
    const c = await k.structureRow(id, { Project_Name: 'C', Sort: 3 })
    const order = async () =>
      (
        (await k.get('/SjyqList/GetProStructure', { ProId: id })).body.Data as {
          Rows: { Project_Name: string; Child: { Project_Name: string }[] }[]
        }
      ).Rows
    expect((await k.get('/Command/UporDown', { ID: c, Direction: 'up' })).body.ErrorCode).toBe('0')
    expect((await order()).map((r) => r.Project_Name)).toEqual(['A', 'C', 'B'])
    expect((await k.get('/Command/UporDown', { ID: a, Direction: 'up' })).body.Message).toBe(
      '已经是第一个，不能上移',
    )
    expect(
      (await k.get('/Command/MoveupOrdown', { ID: b, Direction: 'down' })).body.ErrorCode,
    ).toBe('0')
    expect(
      (await order()).map((r) => [r.Project_Name, r.Child.map((x) => x.Project_Name)]),
    ).toEqual([
      ['A', []],
      ['C', ['B']],
    ])
    expect((await k.get('/Command/MoveupOrdown', { ID: b, Direction: 'up' })).body.ErrorCode).toBe(
      '0',
    )
    expect((await order()).map((r) => r.Project_Name)).toEqual(['A', 'C', 'B'])
    expect((await k.get('/Command/MoveupOrdown', { ID: a, Direction: 'up' })).body.Message).toBe(
      '已经是最顶层，不能升级',
    )
    expect((await k.get('/Command/UporDown', { ID: a, Direction: 'down' }, 1)).body.ErrorCode).toBe(
      '403',
    )
    expect((await k.get('/Command/UporDown', { ID: a, Direction: 'left' })).body.Message).toBe(
      '方向无效',
    )
  })

  it('ChangeTenders moves a row and its children to a tender; GetTenders lists tenders with their rows', async () => {
    const id = await k.project()
    const [t1, t2] = [randomUUID(), randomUUID()]
    await k.post('/Generate/EditTenders', {
      Type: 'add',
      ID: t1,
      ProId: id,
      Name: '第一标段',
      Sort: 1,
    })
    await k.post('/Generate/EditTenders', {
      Type: 'add',
      ID: t2,
      ProId: id,
      Name: '第二标段',
      Sort: 2,
    })
    const a = await k.structureRow(id, { Project_Name: 'A' })
    const a1 = await k.structureRow(id, { Project_Name: 'A1', ParentID: a })
    const b = await k.structureRow(id, { Project_Name: 'B', Sort: 5 })
    expect((await k.get('/Generate/ChangeTenders', { ID: a, TenderID: t2 })).body).toMatchObject({
      ErrorCode: '0',
      Data: { Count: 2 },
    })
    expect(await data('structureRows', a1)).toMatchObject({ TenderID: t2 })
    const res = await k.get('/Generate/GetTenders', { ProId: id })
    expect(res.body.Data).toMatchObject({
      Tenders: [
        { ID: t1, Name: '第一标段', Rows: [] },
        {
          ID: t2,
          Rows: [
            { ID: a, Num: '1' },
            { ID: a1, Num: '1.1' },
          ],
        },
      ],
      Unassigned: [{ ID: b }],
    })
    expect(
      (await k.get('/Generate/ChangeTenders', { ID: b, TenderID: randomUUID() })).body.Message,
    ).toBe('标段不存在或不属于该项目')
    expect((await k.get('/Generate/GetTenders', { ProId: id }, 1)).body.ErrorCode).toBe('403')
  })

  it('SureProStructure runs the SPEC §5 check (0 counts as filled) and confirms the structure when it passes', async () => {
    const id = await k.project()
    const row = await k.structureRow(id, { Project_Name: '', BuiltArea: 0, InArea: '', MultNum: 1 })
    const failed = await k.get('/SjyqList/SureProStructure', { ID: id })
    expect(failed.body).toMatchObject({
      ErrorCode: '1',
      Message: '第1项：单项工程名称不能为空（共2处）',
      Data: {
        Issues: [
          { ID: row, field: 'Project_Name' },
          { ID: row, field: 'InArea' },
        ],
      },
    })
    await k.post('/SjyqList/EditProStructure', {
      Type: 'update',
      ID: row,
      Project_Name: '1号楼',
      InArea: '0',
    })
    const passed = await k.get('/SjyqList/SureProStructure', { ID: id })
    expect(passed.body).toMatchObject({ ErrorCode: '0', Data: { ID: id } })
    expect(await data('projects', id)).toMatchObject({ StructureConfirmed: 1 })
    expect((await k.get('/SjyqList/SureProStructure', { ID: id }, 1)).body.ErrorCode).toBe('403')
  })
})
