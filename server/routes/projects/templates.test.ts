import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows } from '../../db/schema/index.ts'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

describe('templates', () => {
  it('TemplateOperation copies a project with its structure as the caller’s template; a retry with the same NewID makes no second copy', async () => {
    const id = await k.project({ Project_Name: '原项目', City: '成都' })
    const top = await k.structureRow(id, { Project_Name: '1号楼' })
    await k.structureRow(id, { Project_Name: '地下室', ParentID: top })
    const newId = randomUUID()
    const res = await k.post('/ProjectAndTemplate/TemplateOperation', { ID: id, NewID: newId, Name: '住宅模板' })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { ID: newId } })
    expect((await k.row('projects', newId))?.data).toMatchObject({ Project_Name: '住宅模板', IsTemplate: 1, TempId: id, City: '成都' })
    const again = await k.post('/ProjectAndTemplate/TemplateOperation', { ID: id, NewID: newId, Name: '住宅模板' })
    expect(again.body.Data).toEqual(res.body.Data)
    const copies = (await k.t.db.select().from(syncRows).where(eq(syncRows.entity, 'structureRows'))).filter((r) => r.data['ProId'] === newId)
    expect(copies).toHaveLength(2)
    expect((await k.post('/ProjectAndTemplate/TemplateOperation', { ID: id }, 1)).body.ErrorCode).toBe('403')
    expect((await k.post('/ProjectAndTemplate/TemplateOperation', { ID: id, Name: '' })).body.Message).toBe('项目名称不能为空')
  })

  it('TemplateMerge appends the template rows (new ids, parents remapped, no tender) after the project’s rows', async () => {
    const template = await k.project({ Project_Name: '模板', IsTemplate: 1 })
    const t1 = await k.structureRow(template, { Project_Name: '塔楼', Sort: 1 })
    await k.structureRow(template, { Project_Name: '裙房', ParentID: t1, Sort: 1 })
    const project = await k.project()
    await k.structureRow(project, { Project_Name: '已有', Sort: 7 })
    const res = await k.get('/SjyqList/TemplateMerge', { TemplateID: template, ProId: project })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { Count: 2 } })
    const tree = (await k.get('/SjyqList/GetProStructure', { ProId: project })).body.Data as { Rows: { ID: string; Project_Name: string; Child: { Project_Name: string }[] }[] }
    expect(tree.Rows.map((r) => [r.Project_Name, r.Child.map((c) => c.Project_Name)])).toEqual([['已有', []], ['塔楼', ['裙房']]])
    expect(tree.Rows[1]?.ID).not.toBe(t1)
    const theirs = await k.project({ Project_Name: '别人的模板', IsTemplate: 1 }, 1)
    expect((await k.get('/SjyqList/TemplateMerge', { TemplateID: theirs, ProId: project })).body.ErrorCode).toBe('403')
    expect((await k.get('/SjyqList/TemplateMerge', { TemplateID: template, ProId: theirs })).body.ErrorCode).toBe('403')
  })

  it('ReleaseProject computes the indicators from the data and publishes the template (table and synced document)', async () => {
    const id = await k.project({ Project_Name: '发布', TotalCost: '1000000' })
    const top = await k.structureRow(id, { BuiltArea: 0, InArea: 0, SellArea: 0, MultNum: 2 })
    await k.structureRow(id, { ParentID: top, BuiltArea: 150, InArea: 100, SellArea: 120 })
    const before = (await k.row('projects', id))?.version ?? 0
    const res = await k.post('/ProjectAndTemplate/ReleaseProject', { ID: id, City: '深圳', ProjectType: '住宅', Year: '2025', Price: '199.5', ReleaseNotes: '高层住宅' })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { ID: id, Indicators: { BuiltArea: 300, InArea: 200, SellArea: 240, TotalCost: 1_000_000, UnitCost: 3333.33, UnitCostPerSell: 4166.67 } } })
    const row = await k.row('projects', id)
    expect(row?.version).toBeGreaterThan(before)
    expect(row?.data).toMatchObject({ Released: 1, IsTemplate: 1, City: '深圳', ProjectType: '住宅', Year: 2025, Price: 199.5, UnitCost: 3333.33 })
    const table = await k.table(id)
    expect(table).toMatchObject({ released: true, isTemplate: true, city: '深圳', projectType: '住宅', year: 2025, priceFen: 19950, builtArea: '300.00' })
    expect(table?.releasedAt).toBeInstanceOf(Date)
    expect((await k.post('/ProjectAndTemplate/ReleaseProject', { ID: id, City: '深圳', ProjectType: '城堡', Year: '2025', Price: '1' })).body.Message).toBe('项目类型无效')
    expect((await k.post('/ProjectAndTemplate/ReleaseProject', { ID: id, City: '深圳', ProjectType: '住宅', Year: '2025', Price: '-1' })).body.Message).toBe('价格必须是不小于0的数字')
    expect((await k.post('/ProjectAndTemplate/ReleaseProject', { ID: id, City: '深圳', ProjectType: '住宅', Year: '2025', Price: '1' }, 1)).body.ErrorCode).toBe('403')
    // A client's copy of Released is ignored: only ReleaseProject publishes.
    const other = await k.project({ Released: '1' })
    expect((await k.row('projects', other))?.data['Released']).toBe(0)
  })
})
