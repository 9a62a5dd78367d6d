import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
let folder: string
let sub: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  k = await openKit()
  folder = randomUUID()
  sub = randomUUID()
  await k.post('/ProjectAndTemplate/EditClassify', { Type: 'add', ID: folder, Name: '住宅项目' })
  await k.post('/ProjectAndTemplate/EditClassify', {
    Type: 'add',
    ID: sub,
    Name: '二期',
    ParentID: folder,
    Sort: 2,
  })
  ids['a'] = await k.project({
    Project_Name: '滨江花园',
    ProjectType: '住宅',
    City: '杭州',
    Year: 2024,
    FolderID: folder,
    TotalCost: 300,
  })
  ids['b'] = await k.project({
    Project_Name: '西湖酒店',
    ProjectType: '酒店',
    City: '杭州',
    Year: 2025,
    TotalCost: 100,
  })
  ids['c'] = await k.project({
    Project_Name: '浦东100%办公',
    ProjectType: '办公',
    City: '上海',
    Year: 2025,
    IsTemplate: 1,
    TotalCost: 200,
  })
  ids['other'] = await k.project({ Project_Name: '别人的花园' }, 1)
})
afterAll(async () => k.close())

const list = (q: Record<string, string>) => k.get('/ProjectAndTemplate/GetProjectList', q)
const names = (data: unknown) => (data as { Project_Name: string }[]).map((p) => p.Project_Name)

describe('GetProjectList', () => {
  it('lists only the caller’s projects with Total, filtered by name, type, city, year, folder and template flag', async () => {
    const all = await list({})
    expect(all.body.Total).toBe(3)
    expect(names(all.body.Data)).not.toContain('别人的花园')
    expect(names((await list({ Name: '花园' })).body.Data)).toEqual(['滨江花园'])
    expect(names((await list({ Name: '100%' })).body.Data)).toEqual(['浦东100%办公'])
    expect(names((await list({ ProjectType: '酒店' })).body.Data)).toEqual(['西湖酒店'])
    expect((await list({ City: '杭州' })).body.Total).toBe(2)
    expect((await list({ Year: '2025' })).body.Total).toBe(2)
    expect(names((await list({ FolderID: folder })).body.Data)).toEqual(['滨江花园'])
    expect((await list({ FolderID: 'root' })).body.Total).toBe(2)
    expect(names((await list({ IsTemplate: '1' })).body.Data)).toEqual(['浦东100%办公'])
  })

  it('sorts and pages; Total is the full count', async () => {
    const page = await list({ Sort: 'TotalCost', Order: 'asc', PageIndex: '2', PageSize: '1' })
    expect(page.body.Total).toBe(3)
    expect(names(page.body.Data)).toEqual(['浦东100%办公'])
    const item = (page.body.Data as Record<string, unknown>[])[0]
    expect(item).toMatchObject({ TotalCost: 200, IsTemplate: 1, Cover: '/covers/office.svg' })
    expect((await list({ PageSize: '0' })).body.ErrorCode).toBe('1')
    expect((await k.get('/ProjectAndTemplate/GetProjectList', {}, -1)).status).toBe(403)
  })
})

describe('folders', () => {
  it('GetFolderList gives the tree with project counts; GetProjectFolderList one level', async () => {
    const tree = await k.get('/ProjectAndTemplate/GetFolderList', {})
    expect(tree.body.Data).toMatchObject([
      {
        ID: folder,
        Name: '住宅项目',
        ProjectCount: 1,
        Child: [{ ID: sub, Name: '二期', ProjectCount: 0 }],
      },
    ])
    expect((await k.get('/ProjectAndTemplate/GetFolderList', {}, 1)).body.Data).toEqual([])
    const content = await k.get('/ProjectAndTemplate/GetProjectFolderList', { FolderID: folder })
    expect(content.body.Data).toMatchObject({
      Folders: [{ ID: sub }],
      Projects: [{ ID: ids['a'] }],
    })
    const root = await k.get('/ProjectAndTemplate/GetProjectFolderList', {})
    expect((root.body.Data as { Folders: unknown[]; Projects: unknown[] }).Projects).toHaveLength(2)
    expect(
      (await k.get('/ProjectAndTemplate/GetProjectFolderList', { FolderID: folder }, 1)).body,
    ).toMatchObject({ ErrorCode: '403', Message: '无权操作该记录' })
  })
})

describe('project reads', () => {
  it('GetProjectInfo answers the document with roll-up totals; another user’s id gets 403 and no data', async () => {
    const id = ids['b'] ?? ''
    const top = await k.structureRow(id, { BuiltArea: 0, InArea: 0, SellArea: 0, MultNum: 2 })
    await k.structureRow(id, { ParentID: top, BuiltArea: 50, InArea: 40, SellArea: 45 })
    const info = await k.get('/SjyqList/GetProjectInfo', { ID: id })
    expect(info.body.Data).toMatchObject({
      ID: id,
      Project_Name: '西湖酒店',
      Totals: { BuiltArea: 100, InArea: 80, SellArea: 90 },
      RowCount: 2,
      Cover: '/covers/hotel.svg',
    })
    expect((await k.get('/SjyqList/GetProjectInfo', { ID: ids['other'] ?? '' })).body).toEqual({
      ErrorCode: '403',
      Message: '无权操作该记录',
      Data: null,
    })
    expect((await k.get('/SjyqList/GetProjectInfo', { ID: randomUUID() })).body).toMatchObject({
      ErrorCode: '1',
      Message: '项目不存在或已被删除',
    })
  })

  it('GetProStructure gives the tree with Num, Child and roll-ups; GetProStruDetail one row with its path', async () => {
    const id = await k.project()
    const a = await k.structureRow(id, {
      Project_Name: '1号楼',
      Sort: 1,
      BuiltArea: 0,
      InArea: 0,
      SellArea: 0,
      MultNum: 3,
    })
    const a1 = await k.structureRow(id, {
      Project_Name: '地上',
      ParentID: a,
      Sort: 1,
      BuiltArea: 10.5,
      InArea: 8,
      SellArea: 9,
    })
    await k.structureRow(id, {
      Project_Name: '地下',
      ParentID: a,
      Sort: 2,
      BuiltArea: 4,
      InArea: 0,
      SellArea: 0,
    })
    await k.structureRow(id, {
      Project_Name: '2号楼',
      Sort: 2,
      BuiltArea: 1,
      InArea: 1,
      SellArea: 1,
    })
    const res = await k.get('/SjyqList/GetProStructure', { ProId: id })
    expect(res.body.Data).toMatchObject({
      Count: 4,
      Totals: { BuiltArea: 44.5, InArea: 25, SellArea: 28 },
      Rows: [
        {
          ID: a,
          Num: '1',
          Totals: { BuiltArea: 14.5 },
          Child: [{ ID: a1, Num: '1.1', Level: 1 }, { Num: '1.2' }],
        },
        { Num: '2', Child: [] },
      ],
    })
    const detail = await k.get('/SjyqList/GetProStruDetail', { ID: a1 })
    expect(detail.body.Data).toMatchObject({
      ID: a1,
      Num: '1.1',
      Path: ['1号楼'],
      ChildCount: 0,
      Totals: { BuiltArea: 10.5 },
    })
    expect((await k.get('/SjyqList/GetProStructure', { ProId: id }, 1)).body.ErrorCode).toBe('403')
    expect((await k.get('/SjyqList/GetProStruDetail', { ID: a1 }, 1)).body.ErrorCode).toBe('403')
  })

  it('GetPro lists the caller’s projects for pickers; BrandConfigure gives the grades and the choice', async () => {
    const pro = await k.get('/SjyqList/GetPro', { IsTemplate: '1' })
    expect(pro.body.Data).toEqual([
      { ID: ids['c'], Project_Name: '浦东100%办公', ProjectType: '办公', IsTemplate: 1 },
    ])
    const id = ids['a'] ?? ''
    const brand = await k.get('/SjyqList/BrandConfigure', { ID: id })
    expect(brand.body.Data).toMatchObject({
      Selected: '标准',
      Grades: [{ Name: '经济' }, { Name: '标准' }, { Name: '高档' }, { Name: '豪华' }],
    })
    await k.post('/SjyqList/EditProject', { Type: 'update', ID: id, Grade: '豪华' })
    expect((await k.get('/SjyqList/BrandConfigure', { ID: id })).body.Data).toMatchObject({
      Selected: '豪华',
    })
    expect(
      (await k.post('/SjyqList/EditProject', { Type: 'update', ID: id, Grade: '至尊' })).body
        .Message,
    ).toBe('配置档次无效')
    expect((await k.get('/SjyqList/BrandConfigure', { ID: id }, 1)).body.ErrorCode).toBe('403')
  })

  it('GetDefaultPicture gives a cover URL per project type (a file in public/covers)', async () => {
    const one = await k.get('/Command/GetDefaultPicture', { ProjectType: '住宅' })
    expect(one.body.Data).toEqual({ ProjectType: '住宅', URL: '/covers/residential.svg' })
    const all = (await k.get('/Command/GetDefaultPicture', {})).body.Data as { URL: string }[]
    expect(all.length).toBeGreaterThanOrEqual(10)
    const { existsSync } = await import('node:fs')
    for (const { URL } of all) expect(existsSync(`public${URL}`)).toBe(true)
  })
})
