import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows } from '../../db/schema/index.ts'
import { NO_BILL_MESSAGE } from '@/domain/bill/release.ts'
import { SMALL_BILL } from '../../test/bill.ts'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

/** A project's live bill rows (any owner). */
async function billOf(proId: string) {
  const rows = (await k.t.db.select().from(syncRows)).filter(
    (r) => !r.deleted && r.data['ProId'] === proId,
  )
  return {
    units: rows.filter((r) => r.entity === 'billUnits'),
    items: rows.filter((r) => r.entity === 'billItems'),
  }
}

describe('templates', () => {
  it('TemplateOperation copies a project with its structure and bills as the caller’s template; a retry with the same NewID makes no second copy', async () => {
    const id = await k.project({ Project_Name: '原项目', City: '成都' })
    const top = await k.structureRow(id, { Project_Name: '1号楼' })
    const basement = await k.structureRow(id, { Project_Name: '地下室', ParentID: top })
    const source = await k.bill(id, basement)
    const newId = randomUUID()
    const res = await k.post('/ProjectAndTemplate/TemplateOperation', {
      ID: id,
      NewID: newId,
      Name: '住宅模板',
    })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { ID: newId } })
    expect((await k.row('projects', newId))?.data).toMatchObject({
      Project_Name: '住宅模板',
      IsTemplate: 1,
      TempId: id,
      City: '成都',
    })
    const again = await k.post('/ProjectAndTemplate/TemplateOperation', {
      ID: id,
      NewID: newId,
      Name: '住宅模板',
    })
    expect(again.body.Data).toEqual(res.body.Data)
    const copies = (
      await k.t.db.select().from(syncRows).where(eq(syncRows.entity, 'structureRows'))
    ).filter((r) => r.data['ProId'] === newId)
    expect(copies).toHaveLength(2)
    const bill = await billOf(newId)
    const copiedBasement = copies.find((r) => r.data['Project_Name'] === '地下室')
    expect(bill.units.map((u) => [u.data['RowId'], u.data['Specialty']])).toEqual([
      [copiedBasement?.id, '土建'],
    ])
    expect(
      bill.items.map((i) => [i.data['UnitId'], i.data['Code'], i.data['Quantity']]).sort(),
    ).toEqual([
      [bill.units[0]?.id, '010101001001', 1000],
      [bill.units[0]?.id, '010515001001', 45],
    ])
    expect(bill.units[0]?.id).not.toBe(source.unitId)
    expect(
      (await k.post('/ProjectAndTemplate/TemplateOperation', { ID: id }, 1)).body.ErrorCode,
    ).toBe('403')
    expect(
      (await k.post('/ProjectAndTemplate/TemplateOperation', { ID: id, Name: '' })).body.Message,
    ).toBe('项目名称不能为空')
  })

  it('TemplateMerge appends the template rows (new ids, parents remapped, no tender) after the project’s rows', async () => {
    const template = await k.project({ Project_Name: '模板', IsTemplate: 1 })
    const t1 = await k.structureRow(template, { Project_Name: '塔楼', Sort: 1 })
    const podium = await k.structureRow(template, { Project_Name: '裙房', ParentID: t1, Sort: 1 })
    await k.bill(template, podium)
    const project = await k.project()
    await k.structureRow(project, { Project_Name: '已有', Sort: 7 })
    const res = await k.get('/SjyqList/TemplateMerge', { TemplateID: template, ProId: project })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { Count: 2 } })
    const tree = (await k.get('/SjyqList/GetProStructure', { ProId: project })).body.Data as {
      Rows: { ID: string; Project_Name: string; Child: { ID: string; Project_Name: string }[] }[]
    }
    expect(tree.Rows.map((r) => [r.Project_Name, r.Child.map((c) => c.Project_Name)])).toEqual([
      ['已有', []],
      ['塔楼', ['裙房']],
    ])
    expect(tree.Rows[1]?.ID).not.toBe(t1)
    // The template's bill hangs on the merged copy of 裙房.
    const merged = await billOf(project)
    expect(merged.units.map((u) => u.data['RowId'])).toEqual([tree.Rows[1]?.Child[0]?.ID])
    expect(merged.items).toHaveLength(2)
    const theirs = await k.project({ Project_Name: '别人的模板', IsTemplate: 1 }, 1)
    expect(
      (await k.get('/SjyqList/TemplateMerge', { TemplateID: theirs, ProId: project })).body
        .ErrorCode,
    ).toBe('403')
    expect(
      (await k.get('/SjyqList/TemplateMerge', { TemplateID: template, ProId: theirs })).body
        .ErrorCode,
    ).toBe('403')
  })

  it('TemplateMerge converts the fee lines to the project’s standard version (2013 ⇄ 2024)', async () => {
    const rate = (proId: string, unitId: string, Kind: string, Name: string, IsSafety = '0') =>
      k.post('/Bill/EditRate', {
        Type: 'add',
        ID: randomUUID(),
        ProId: proId,
        UnitId: unitId,
        Kind,
        Name,
        Base: '分部分项工程费',
        Rate: '3',
        IsSafety,
      })
    const ratesOf = async (proId: string) =>
      (await k.t.db.select().from(syncRows).where(eq(syncRows.entity, 'billRates')))
        .filter((r) => !r.deleted && r.data['ProId'] === proId)
        .map((r) => [r.data['Kind'], r.data['Name'], r.data['Rate'], r.data['IsSafety']])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])))
    const priced = async (version: string, safety: string) => {
      const t = await k.project({
        Project_Name: `${version}模板`,
        IsTemplate: 1,
        StandardVersion: version,
      })
      const { unitId } = await k.bill(t, await k.structureRow(t, { Project_Name: '楼' }))
      expect((await rate(t, unitId, '总价措施', safety, '1')).body.ErrorCode).toBe('0')
      expect((await rate(t, unitId, '总价措施', '二次搬运费')).body.ErrorCode).toBe('0')
      return { t, unitId }
    }
    const old = await priced('GB 50500-2013', '安全文明施工费')
    expect((await rate(old.t, old.unitId, '规费', '社会保险费')).body.ErrorCode).toBe('0')
    const p2024 = await k.project({ StandardVersion: 'GB/T 50500-2024' })
    expect(
      (await k.get('/SjyqList/TemplateMerge', { TemplateID: old.t, ProId: p2024 })).body.ErrorCode,
    ).toBe('0')
    expect(await ratesOf(p2024)).toEqual(
      [
        ['总价措施', '二次搬运费', 3, 0],
        ['总价措施', '安全生产措施费', 3, 1],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    )
    const neu = await priced('GB/T 50500-2024', '安全生产措施费')
    const p2013 = await k.project({ StandardVersion: 'GB 50500-2013' })
    expect(
      (await k.get('/SjyqList/TemplateMerge', { TemplateID: neu.t, ProId: p2013 })).body.ErrorCode,
    ).toBe('0')
    expect(await ratesOf(p2013)).toEqual(
      [
        ['总价措施', '二次搬运费', 3, 0],
        ['总价措施', '安全文明施工费', 3, 1],
        ['规费', '社会保险费', null, 0],
        ['规费', '住房公积金', null, 0],
        ['规费', '工程排污费', null, 0],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    )
    // The same version copies the lines as they are.
    const same = await k.project({ StandardVersion: 'GB 50500-2013' })
    expect(
      (await k.get('/SjyqList/TemplateMerge', { TemplateID: old.t, ProId: same })).body.ErrorCode,
    ).toBe('0')
    expect((await ratesOf(same)).map((r) => r[1])).toEqual(
      ['二次搬运费', '安全文明施工费', '社会保险费'].sort((a, b) => a.localeCompare(b)),
    )
  })

  it('ReleaseProject refuses a project without a priced bill, then computes the indicators from the bill and publishes the template', async () => {
    const id = await k.project({ Project_Name: '发布', TotalCost: '1000000' })
    const top = await k.structureRow(id, { BuiltArea: 0, InArea: 0, SellArea: 0, MultNum: 2 })
    const leaf = await k.structureRow(id, {
      ParentID: top,
      BuiltArea: 150,
      InArea: 100,
      SellArea: 120,
    })
    const release = {
      ID: id,
      City: '深圳',
      ProjectType: '住宅',
      Year: '2025',
      Price: '199.5',
      ReleaseNotes: '高层住宅',
    }
    const refused = await k.post('/ProjectAndTemplate/ReleaseProject', release)
    expect(refused.body).toMatchObject({ ErrorCode: '1', Message: NO_BILL_MESSAGE })
    // An item without a price is no priced bill either.
    const unpriced = await k.bill(id, leaf)
    for (const itemId of unpriced.itemIds)
      expect(
        (await k.post('/Bill/EditItem', { Type: 'update', ID: itemId, UnitPrice: '' })).body
          .ErrorCode,
      ).toBe('0')
    expect((await k.post('/ProjectAndTemplate/ReleaseProject', release)).body.Message).toBe(
      NO_BILL_MESSAGE,
    )
    expect(await k.table(id)).toMatchObject({ released: false })
    expect(
      (await k.post('/Bill/EditUnit', { Type: 'delete', ID: unpriced.unitId })).body.ErrorCode,
    ).toBe('0')
    await k.bill(id, leaf)
    const before = await k.row('projects', id)
    const res = await k.post('/ProjectAndTemplate/ReleaseProject', release)
    // 造价 is the bill's (× MultNum 2), not the TotalCost typed into the project.
    const total = (2 * SMALL_BILL.totalFen) / 100
    expect(res.body).toMatchObject({
      ErrorCode: '0',
      Data: {
        SourceID: id,
        TemplateVersion: 1,
        Indicators: {
          BuiltArea: 300,
          InArea: 200,
          SellArea: 240,
          TotalCost: total,
          UnitCost: 1660.43,
          UnitCostPerSell: 2075.54,
        },
      },
    })
    // The release is a new template (a frozen copy); the project itself is not touched.
    const project = id
    const templateId = (res.body.Data as { ID: string }).ID
    expect(templateId).not.toBe(project)
    expect(await k.row('projects', project)).toMatchObject({
      version: before?.version,
      data: { IsTemplate: 0, Released: 0 },
    })
    const row = await k.row('projects', templateId)
    expect(row?.data).toMatchObject({
      Released: 1,
      IsTemplate: 1,
      SourceID: project,
      ReleaseVersion: 1,
      City: '深圳',
      ProjectType: '住宅',
      Year: 2025,
      Price: 199.5,
      UnitCost: 1660.43,
      TotalCost: total,
    })
    const table = await k.table(templateId)
    expect(table).toMatchObject({
      released: true,
      isTemplate: true,
      city: '深圳',
      projectType: '住宅',
      year: 2025,
      priceFen: 19950,
      builtArea: '300.00',
      totalCostFen: 2 * SMALL_BILL.totalFen,
    })
    expect(await k.table(project)).toMatchObject({ released: false, isTemplate: false })
    const detail = (await k.get('/Shop/GetProjectInfo', { ID: templateId }, 1)).body.Data as {
      Indicators: { TotalCost: number; ByDiscipline: unknown[]; Contents: unknown[] }
    }
    expect(detail.Indicators).toMatchObject({
      TotalCost: total,
      ByDiscipline: [{ Discipline: '土建', Cost: total, Share: 100 }],
    })
    expect(detail.Indicators.Contents).toContainEqual({ Name: '钢筋', Unit: 'kg/m²', Value: 300 })
    // The template detail's bill tables, for anyone (no token): 表-02 lines and each 单位工程's 表-04.
    const bill = (await k.get('/Bill/GetTemplateBill', { ID: templateId }, -1)).body
    expect(bill).toMatchObject({
      ErrorCode: '0',
      Data: {
        Total: total.toFixed(2),
        ItemCount: 2,
        Rows: [{ No: '1', MultNum: 2, Total: total.toFixed(2) }],
      },
    })
    const unit = (
      bill.Data as {
        Units: { Name: string; Total: string; Lines: { Name: string; Amount: string }[] }[]
      }
    ).Units[0]
    expect(unit?.Name).toBe('土建')
    expect(unit?.Total).toBe((SMALL_BILL.totalFen / 100).toFixed(2))
    expect(unit?.Lines).toContainEqual(
      expect.objectContaining({
        Name: '分部分项工程',
        Amount: (SMALL_BILL.itemsFen / 100).toFixed(2),
      }),
    )
    expect((await k.get('/Bill/GetTemplateBill', { ID: randomUUID() }, -1)).body.Message).toBe(
      '模板不存在或已下架',
    )
    expect(bill.Data).toMatchObject({
      Specialties: [{ Name: '土建', Total: total.toFixed(2), Share: 1 }],
    })
    // Its items, page by page (public): Total is the unit's count, 合价 recomputed in 分.
    const unitId = (bill.Data as { Units: { ID: string }[] }).Units[0]?.ID ?? ''
    const page1 = (
      await k.get(
        '/Bill/GetTemplateBillItems',
        { ID: templateId, UnitID: unitId, PageSize: '1' },
        -1,
      )
    ).body
    expect(page1).toMatchObject({
      ErrorCode: '0',
      Total: 2,
      Data: [
        {
          No: 1,
          Code: '010101001001',
          Name: '平整场地',
          Unit: 'm2',
          Quantity: '1000',
          UnitPrice: '3.5',
          Amount: '3500.00',
        },
      ],
    })
    const page2 = (
      await k.get(
        '/Bill/GetTemplateBillItems',
        { ID: templateId, UnitID: unitId, PageIndex: '2', PageSize: '1' },
        -1,
      )
    ).body
    expect(page2).toMatchObject({
      Total: 2,
      Data: [{ No: 2, Code: '010515001001', Amount: '225000.00' }],
    })
    expect(
      (await k.get('/Bill/GetTemplateBillItems', { ID: templateId, UnitID: randomUUID() }, -1))
        .body,
    ).toMatchObject({ ErrorCode: '1', Message: '单位工程不存在' })
    expect(
      (
        await k.get(
          '/Bill/GetTemplateBillItems',
          { ID: templateId, UnitID: unitId, PageSize: '500' },
          -1,
        )
      ).body,
    ).toMatchObject({ ErrorCode: '1', Message: '分页参数无效' })
    expect(
      (await k.get('/Bill/GetTemplateBillItems', { ID: randomUUID(), UnitID: unitId }, -1)).body
        .Message,
    ).toBe('模板不存在或已下架')
    expect(table?.releasedAt).toBeInstanceOf(Date)
    expect(
      (
        await k.post('/ProjectAndTemplate/ReleaseProject', {
          ID: project,
          City: '深圳',
          ProjectType: '城堡',
          Year: '2025',
          Price: '1',
        })
      ).body.Message,
    ).toBe('项目类型无效')
    expect(
      (
        await k.post('/ProjectAndTemplate/ReleaseProject', {
          ID: project,
          City: '深圳',
          ProjectType: '住宅',
          Year: '2025',
          Price: '-1',
        })
      ).body.Message,
    ).toBe('价格不能为负数')
    expect(
      (
        await k.post(
          '/ProjectAndTemplate/ReleaseProject',
          { ID: project, City: '深圳', ProjectType: '住宅', Year: '2025', Price: '1' },
          1,
        )
      ).body.ErrorCode,
    ).toBe('403')
    // A client's copy of Released is ignored: only ReleaseProject publishes.
    const other = await k.project({ Released: '1' })
    expect((await k.row('projects', other))?.data['Released']).toBe(0)
  })

  it('ReleaseProject and the template detail round 单方造价 half away from zero on the exact quotient', async () => {
    // 3,333.33 元 over 162.80 m² is 20.475 元/m² exactly: 20.48 (binary division gives 20.4749…,
    // which Math.round took to 20.47); 1,005.00 元 over 1,000 m² is 1.005: 1.01.
    const id = await k.project({ Project_Name: '单方' })
    const leaf = await k.structureRow(id, { BuiltArea: 162.8, InArea: 100, SellArea: 1000 })
    const unitId = randomUUID()
    const post = async (path: string, body: Record<string, string>) =>
      expect((await k.post(path, body)).body.ErrorCode).toBe('0')
    await post('/Bill/EditUnit', {
      Type: 'add',
      ID: unitId,
      ProId: id,
      RowId: leaf,
      Specialty: '土建',
      TaxRate: '0',
    })
    const itemId = randomUUID()
    await post('/Bill/EditItem', {
      Type: 'add',
      ID: itemId,
      ProId: id,
      UnitId: unitId,
      Code: '010101001001',
      Name: '平整场地',
      Unit: 'm2',
      Quantity: '1',
      UnitPrice: '3333.33',
    })
    const release = { ID: id, City: '深圳', ProjectType: '住宅', Year: '2025', Price: '1' }
    const res = await k.post('/ProjectAndTemplate/ReleaseProject', release)
    expect(res.body).toMatchObject({
      ErrorCode: '0',
      Data: { Indicators: { TotalCost: 3333.33, UnitCost: 20.48, UnitCostPerSell: 3.33 } },
    })
    // The release is a template of its own (docs/api-shop.md "Versions"): its detail is read.
    const templateId = (res.body.Data as { ID: string }).ID
    const detail = async () =>
      (await k.get('/Shop/GetProjectInfo', { ID: templateId }, 1)).body.Data as {
        Indicators: { UnitCost: number; SellUnitCost: number; ByDiscipline: { UnitCost: number }[] }
      }
    expect((await detail()).Indicators).toMatchObject({
      UnitCost: 20.48,
      SellUnitCost: 3.33,
      ByDiscipline: [{ UnitCost: 20.48 }],
    })
    // Re-priced to 1,005.00 元 over 1,000 m² of 可售面积.
    await post('/Bill/EditItem', { Type: 'update', ID: itemId, UnitPrice: '1005' })
    const again = await k.post('/ProjectAndTemplate/ReleaseProject', release)
    expect(again.body).toMatchObject({
      ErrorCode: '0',
      Data: { ID: templateId, Indicators: { TotalCost: 1005, UnitCostPerSell: 1.01 } },
    })
    expect((await detail()).Indicators).toMatchObject({ SellUnitCost: 1.01 })
  })
})
