import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_BILL_MESSAGE } from '@/domain/bill/release.ts'
import { SMALL_BILL } from '../../test/bill.ts'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

/** ReleaseProject (docs/api-projects.md): refused without a priced bill, indicators from the bill, 单方造价 rounding (versions: release-versions.test.ts). */
describe('release', () => {
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
