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
})
