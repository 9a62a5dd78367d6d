import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RELEASED_READ_ONLY } from '@/domain/projects/released.ts'
import { templateVersionsData } from '@/domain/api/template-release.ts'
import { templateDetail } from '@/domain/api/shop.ts'
import { syncRows, templatePurchases, templateVersions } from '../../db/schema/index.ts'
import { versionRows } from '../../services/projects/template-versions.ts'
import { SMALL_BILL } from '../../test/bill.ts'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const RELEASE = { City: '深圳', ProjectType: '住宅', Year: '2025', Price: '99', ReleaseNotes: '' }

async function release(id: string, fields: Record<string, string> = {}) {
  const res = await k.post('/ProjectAndTemplate/ReleaseProject', { ID: id, ...RELEASE, ...fields })
  expect(res.body.ErrorCode, res.body.Message).toBe('0')
  return res.body.Data as { ID: string; TemplateVersion: number; SourceID: string }
}

async function pricedProject() {
  const id = await k.project({ Project_Name: '版本项目' })
  const row = await k.structureRow(id, { BuiltArea: 1000, InArea: 800, SellArea: 900 })
  const bill = await k.bill(id, row)
  return { id, row, ...bill }
}

const detailOf = async (id: string, user = 0) =>
  templateDetail.parse((await k.get('/Shop/GetProjectInfo', { ID: id }, user)).body.Data)
const billTotal = async (id: string) =>
  ((await k.get('/Bill/GetTemplateBill', { ID: id }, -1)).body.Data as { Total: string }).Total

describe('release publishes frozen versions', () => {
  it('the project stays in 我的项目 and editable; the template keeps version 1 until 更新发布 publishes version 2', async () => {
    const p = await pricedProject()
    const first = await release(p.id)
    expect(first).toMatchObject({ SourceID: p.id, TemplateVersion: 1 })
    const t = first.ID
    const total1 = (SMALL_BILL.totalFen / 100).toFixed(2)
    expect(await billTotal(t)).toBe(total1)

    // The project is still a project, and editing its bill does not touch the template.
    expect((await k.row('projects', p.id))?.data).toMatchObject({ IsTemplate: 0, Released: 0 })
    const list = await k.get('/ProjectAndTemplate/GetProjectList', { IsTemplate: '0' })
    expect((list.body.Data as { ID: string }[]).map((r) => r.ID)).toContain(p.id)
    const edit = await k.post('/Bill/EditItem', {
      Type: 'update',
      ID: p.itemIds[0],
      Quantity: '2000',
    })
    expect(edit.body.ErrorCode).toBe('0')
    expect(await billTotal(t)).toBe(total1)
    const detail = await detailOf(t)
    // One total on the template's page: the release's indicators equal its (frozen) bill.
    expect(detail.Indicators.TotalCost.toFixed(2)).toBe(total1)
    expect(detail).toMatchObject({ Version: 1, Access: 'full', BoughtVersion: null })

    // A like survives 更新发布 (same template id).
    expect((await k.get('/Shop/SetBroThumbs', { ID: t }, 1)).body.ErrorCode).toBe('0')
    const second = await release(p.id, { Price: '120', ReleaseNotes: '调整了工程量' })
    expect(second).toMatchObject({ ID: t, TemplateVersion: 2, SourceID: p.id })
    // 1,000 m2 more of 平整场地 at 3.50 = 3,500.00, plus 9 % 增值税.
    const total2 = ((SMALL_BILL.totalFen + 350_000 + 31_500) / 100).toFixed(2)
    expect(await billTotal(t)).toBe(total2)
    expect(await detailOf(t)).toMatchObject({ Version: 2, Thumbs: 1, Price: 120 })
    expect((await k.row('projects', t))?.data).toMatchObject({ ReleaseVersion: 2, SourceID: p.id })

    // 我的模板's list of versions, newest first; another user may not read it.
    const versions = templateVersionsData.parse(
      (await k.get('/ProjectAndTemplate/GetTemplateVersions', { ID: t })).body.Data,
    )
    expect(versions.map((v) => [v.Version, v.TotalCost.toFixed(2), v.Price, v.SourceID])).toEqual([
      [2, total2, 120, p.id],
      [1, total1, 99, p.id],
    ])
    expect(
      (await k.get('/ProjectAndTemplate/GetTemplateVersions', { ID: t }, 1)).body.ErrorCode,
    ).toBe('403')
    expect(
      (await k.get('/ProjectAndTemplate/GetTemplateVersions', { ID: p.id })).body.Message,
    ).toBe('模板不存在或已下架')

    // Each version's rows stay readable by the server: version 1 as published, version 2 now.
    const quantities = async (v: number) =>
      (await versionRows(k.t.db, t, v, ['billItems'])).map((r) => String(r.data['Quantity'])).sort()
    expect(await quantities(1)).toEqual(['1000', '45'])
    expect(await quantities(2)).toEqual(['2000', '45'])
    expect((await versionRows(k.t.db, t, 1, ['structureRows'])).length).toBe(1)

    // Called with the template's id, ReleaseProject publishes from the template's project.
    expect(await release(t)).toMatchObject({ ID: t, TemplateVersion: 3 })
  })

  it('a released template and its rows are read-only; filing it in a folder and deleting it (下架) still work', async () => {
    const p = await pricedProject()
    const t = (await release(p.id)).ID
    const rows = await versionRows(k.t.db, t, 1)
    const item = rows.find((r) => r.entity === 'billItems')?.id ?? ''
    const structure = rows.find((r) => r.entity === 'structureRows')?.id ?? ''
    const refusals = [
      await k.post('/SjyqList/EditProject', { Type: 'update', ID: t, Project_Name: '改名' }),
      await k.post('/Bill/EditItem', { Type: 'update', ID: item, Quantity: '1' }),
      await k.post('/Bill/EditItem', { Type: 'delete', ID: item }),
      await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: structure, BuiltArea: 5 }),
      await k.post('/SjyqList/EditProStructure', {
        Type: 'add',
        ID: randomUUID(),
        ProId: t,
        Project_Name: '加一栋',
      }),
    ]
    for (const r of refusals)
      expect([r.body.ErrorCode, r.body.Message]).toEqual(['1', RELEASED_READ_ONLY])
    expect(await billTotal(t)).toBe((SMALL_BILL.totalFen / 100).toFixed(2))
    const folder = randomUUID()
    expect(
      (
        await k.post('/ProjectAndTemplate/EditClassify', {
          Type: 'add',
          ID: folder,
          Name: '已发布',
          Kind: 'template',
        })
      ).body.ErrorCode,
    ).toBe('0')
    expect(
      (await k.post('/SjyqList/EditProject', { Type: 'update', ID: t, FolderID: folder })).body
        .ErrorCode,
    ).toBe('0')
    expect((await k.get('/SjyqList/DeleteProJect', { ID: t })).body.ErrorCode).toBe('0')
    expect((await k.get('/Shop/GetProjectInfo', { ID: t }, -1)).body.ErrorCode).toBe('404')
    expect((await k.row('billItems', item))?.deleted).toBe(true)
    // The project is untouched, and a new release makes a new template.
    expect((await k.row('projects', p.id))?.deleted).toBe(false)
    expect((await release(p.id)).ID).not.toBe(t)
  })

  it('a buyer keeps the version bought: the purchase records it, 更新发布 leaves the copy alone', async () => {
    const p = await pricedProject()
    const t = (await release(p.id)).ID
    expect((await release(p.id)).TemplateVersion).toBe(2)
    const line = randomUUID()
    const cart = '/ProjectAndTemplate/OperationShoppingCart'
    expect((await k.post(cart, { Type: 'add', ID: line, TemplateID: t }, 1)).body.ErrorCode).toBe(
      '0',
    )
    const out = await k.post(cart, { Type: 'checkout', IDs: JSON.stringify([line]) }, 1)
    expect(out.body.ErrorCode, out.body.Message).toBe('0')
    const copy = (out.body.Data as { Projects: { ProjectID: string }[] }).Projects[0]?.ProjectID
    const bought = await k.t.db
      .select()
      .from(templatePurchases)
      .where(eq(templatePurchases.templateId, t))
    expect(bought.map((b) => [b.userId, b.version, b.projectId, b.priceFen])).toEqual([
      [k.users[1]?.id, 2, copy, 9900],
    ])
    await k.post('/Bill/EditItem', { Type: 'update', ID: p.itemIds[1], Quantity: '90' })
    expect((await release(p.id)).TemplateVersion).toBe(3)
    const copyItems = (await versionRows(k.t.db, t, 3, ['billItems'])).map((r) => r.data)
    expect(copyItems.map((d) => String(d['Quantity'])).sort()).toEqual(['1000', '90'])
    // The buyer's copy still has version 2's quantities.
    const mine = await k.get('/ProjectAndTemplate/GetProjectList', { IsTemplate: '0' }, 1)
    expect((mine.body.Data as { ID: string }[]).map((r) => r.ID)).toContain(copy)
    const buyerItems = (await k.t.db.select().from(syncRows)).filter(
      (r) => r.entity === 'billItems' && r.data['ProId'] === copy && !r.deleted,
    )
    expect(buyerItems.map((r) => String(r.data['Quantity'])).sort()).toEqual(['1000', '45'])
    expect(await detailOf(t, 1)).toMatchObject({ Version: 3, BoughtVersion: 2, Access: 'full' })
  })

  it('复制为项目 of a template released before versions gives the author a project that 更新发布 publishes from', async () => {
    const p = await pricedProject()
    const t = (await release(p.id)).ID
    // As migration 0015 leaves a template of the old model: no project of its own.
    await k.t.db.execute(
      sql`update sync_rows set data = data || '{"SourceID": ""}'::jsonb where id = ${t}`,
    )
    await k.t.db.update(templateVersions).set({ sourceProjectId: null })
    const refused = await k.post('/ProjectAndTemplate/ReleaseProject', { ID: t, ...RELEASE })
    expect(refused.body.Message).toMatch(/没有关联的原项目/)
    const copy = randomUUID()
    const res = await k.post('/ProjectAndTemplate/TemplateOperation', {
      ID: t,
      NewID: copy,
      AsProject: '1',
    })
    expect(res.body.ErrorCode, res.body.Message).toBe('0')
    expect((await k.row('projects', copy))?.data).toMatchObject({ IsTemplate: 0, Released: 0 })
    expect((await k.row('projects', t))?.data).toMatchObject({ SourceID: copy })
    expect(await release(copy)).toMatchObject({ ID: t, TemplateVersion: 2, SourceID: copy })
  })
})
