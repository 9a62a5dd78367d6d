import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STRUCTURE_SHEET } from '@/domain/projects/xlsx.ts'
import { readSheet } from '@/domain/projects/workbook.ts'
import { openKit, type Kit } from './projects.testkit.ts'

/**
 * Issue 16 bug 2: 12000 / 9800.5 / 10500 typed into a row, then a child of 6000 added. The grid
 * shows the parent as 6000 / 0 / 0; every server reader must say the same.
 */
let k: Kit
let project: string
let parent: string

beforeAll(async () => {
  k = await openKit()
  project = await k.project({ Project_Name: '汇总', TotalCost: '600000' })
  parent = await k.structureRow(project, {
    Project_Name: '1#楼',
    BuiltArea: 12000,
    InArea: 9800.5,
    SellArea: 10500,
    MultNum: 2,
  })
  const leaf = await k.structureRow(project, {
    Project_Name: '地上',
    ParentID: parent,
    BuiltArea: 6000,
    InArea: 0,
    SellArea: 0,
  })
  await k.bill(project, leaf)
})
afterAll(async () => k.close())

const areas = (v: unknown) => {
  const r = v as { BuiltArea: unknown; InArea: unknown; SellArea: unknown }
  return [r.BuiltArea, r.InArea, r.SellArea]
}

describe('a row with children has the rolled-up areas on the server', () => {
  it('GetProStructure and GetProStruDetail answer the roll-up, not the typed areas', async () => {
    const tree = (await k.get('/SjyqList/GetProStructure', { ProId: project })).body.Data as {
      Rows: unknown[]
    }
    expect(areas(tree.Rows[0])).toEqual([6000, 0, 0])
    expect(areas((await k.get('/SjyqList/GetProStruDetail', { ID: parent })).body.Data)).toEqual([
      6000, 0, 0,
    ])
  })

  it('the 导出标段 项目结构 sheet exports the roll-up', async () => {
    const res = await k.app.request('/api/Generate/GetExcel', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'X-Token': k.users[0]?.token ?? '',
      },
      body: new URLSearchParams({ ProId: project }).toString(),
    })
    const { sheets } = await readSheet(new Uint8Array(await res.arrayBuffer()))
    const sheet = sheets.find((s) => s.name === STRUCTURE_SHEET)
    expect(sheet?.rows[0]?.slice(0, 6)).toEqual(['1', '1#楼', '6000', '0', '0', '2'])
  })

  it('a released template shows the roll-up in its structure and its indicators', async () => {
    const res = await k.post('/ProjectAndTemplate/ReleaseProject', {
      ID: project,
      City: '深圳',
      ProjectType: '住宅',
      Year: '2025',
      Price: '0',
    })
    expect(res.body.Data).toMatchObject({
      Indicators: { BuiltArea: 12000, InArea: 0, SellArea: 0 },
    })
    const templateId = (res.body.Data as { ID: string }).ID
    const detail = (await k.get('/Shop/GetProjectInfo', { ID: templateId }, 1)).body.Data as {
      Structure: { MultNum: number; Child: unknown[] }[]
    }
    expect(areas(detail.Structure[0])).toEqual([6000, 0, 0])
    expect(detail.Structure[0]?.MultNum).toBe(2)
  })
})
