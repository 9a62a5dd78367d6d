import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  brandsData,
  matchingData,
  proInfoData,
  referenceData,
  templateIndicatorsData,
  totalAreaData,
} from '@/domain/estimate/schemas.ts'
import { projects } from '../db/schema/index.ts'
import { createSession } from '../services/auth/sessions.ts'
import { call } from '../test/harness.ts'
import { seedTemplate, seedUser } from '../test/seed.ts'
import { openKit, type Kit } from './projects/projects.testkit.ts'

let k: Kit
let adminToken = ''
beforeAll(async () => {
  k = await openKit()
  const admin = await seedUser(k.t.db, { isAdmin: true })
  adminToken = (await createSession(k.t.db, admin, new Date(), 24)).token
  // Released 住宅 templates: three in 深圳 (3000, 3500, 4000 元/m²), one in 上海 (2000).
  const owner = k.users[1]!.id
  for (const [city, fen] of [
    ['深圳', 300_000_000],
    ['深圳', 350_000_000],
    ['深圳', 400_000_000],
    ['上海', 200_000_000],
  ] as const)
    await seedTemplate(k.t.db, owner, { city, totalCostFen: fen, builtArea: '1000.00' })
})
afterAll(async () => k.close())

const get = async (path: string, query: Record<string, string>, user = 0) =>
  (await k.get(`/Index/${path}`, query, user)).body

describe('estimate reference calls (/api/Index)', () => {
  it('splits the total area by the type’s default shares, exactly, and lists the seeded systems and grades', async () => {
    const split = await get('EvaluationDefault_Matching', {
      ProjectType: '住宅',
      TotalArea: '12345.67',
    })
    const areas = matchingData.parse(split.Data)
    expect(areas.map((f) => [f.Name, f.Share])).toEqual([
      ['住宅', '82'],
      ['地下车库', '15'],
      ['配套用房', '3'],
    ])
    expect(Math.round(areas.reduce((s, f) => s + f.Area * 100, 0))).toBe(1_234_567)
    const info = await get('GetPZInfo', { SystemCode: 'NT', Grade: '高档' })
    expect(info.Data).toMatchObject({ SystemName: '暖通', Price: '360.00', BrandCount: 3 })
    const bundle = referenceData.parse((await get('SynchronousFileClearing', {})).Data)
    expect([
      bundle.Systems.length,
      bundle.Brands.length > 50,
      bundle.Recipes.every((r) => /^\d{12}$/.test(r.Code)),
    ]).toEqual([8, true, true])
    expect(bundle.Version).toMatch(/^[0-9a-f]{12}$/)
  })

  it('pages brand details with the whole count in Total, and finds brands by name or pinyin initials', async () => {
    const page = async (path: string, query: Record<string, string>) => {
      const body = await get(path, query)
      return {
        names: brandsData.parse(body.Data).map((b) => `${b.Grade}${b.Name}`),
        total: body.Total,
      }
    }
    const first = await page('GetBrandDetail', { SystemCode: 'NT', PageSize: '5', PageIndex: '1' })
    const last = await page('GetBrandDetail', { SystemCode: 'NT', PageSize: '5', PageIndex: '3' })
    expect([first.names.length, first.total, last.names.length, last.total]).toEqual([5, 12, 2, 12])
    expect((await page('GetBrandDetail', { SystemCode: 'NT', Grade: '豪华' })).names).toEqual([
      '豪华大金',
      '豪华约克',
      '豪华开利',
    ])
    // dj: 大金 (dj) twice and 三菱电机 (sldj).
    expect(await page('GetBrandDetailFromCJK', { Q: 'dj' })).toEqual({
      names: ['高档大金', '高档三菱电机', '豪华大金'],
      total: 3,
    })
    expect(
      (await page('GetBrandDetailFromCJK', { Q: '大金', PageSize: '1', PageIndex: '2' })).total,
    ).toBe(2)
  })

  it('gives the range of released templates of the same type and city, else of the type anywhere, with n', async () => {
    const city = totalAreaData.parse(
      (await get('EvaluationTotalarea', { ProjectType: '住宅', City: '深圳', TotalArea: '10000' }))
        .Data,
    )
    expect([city.Scope, city.N, city.P25, city.Median, city.P75, city.Mid]).toEqual([
      '同城同类',
      3,
      3250,
      3500,
      3750,
      '35000000.00',
    ])
    const wide = totalAreaData.parse(
      (await get('EvaluationTotalarea', { ProjectType: '住宅', City: '上海', TotalArea: '100' }))
        .Data,
    )
    expect([wide.Scope, wide.N, wide.Samples]).toEqual(['同类', 4, [2000, 3000, 3500, 4000]])
    expect(
      (await get('EvaluationTotalarea', { ProjectType: '医院', TotalArea: '100' })).Data,
    ).toMatchObject({ Scope: '无', N: 0, Mid: null })
  })

  it('refuses bad input with a Chinese message', async () => {
    const cases: [string, Record<string, string>, string][] = [
      [
        'EvaluationDefault_Matching',
        { ProjectType: '住宅', TotalArea: '-5' },
        '总建筑面积必须大于0',
      ],
      ['EvaluationDefault_Matching', { ProjectType: '城堡', TotalArea: '100' }, '未知的项目类型'],
      [
        'EvaluationArea_Number',
        { ProjectType: '酒店', TotalArea: '100' },
        '仅住宅、公寓项目按户型计算房间数',
      ],
      ['GetPZInfo', { SystemCode: 'NT', Grade: '超豪华' }, '配置档次无效'],
      ['GetBrandDetail', { SystemCode: 'NT', PageSize: '0' }, '每页条数无效'],
    ]
    for (const [path, query, message] of cases)
      expect(await get(path, query), path).toMatchObject({ ErrorCode: '1', Message: message })
    expect(
      (await get('EvaluationArea_Number', { ProjectType: '住宅', TotalArea: '10050' })).Data,
    ).toEqual({
      Households: 100,
      Rooms: { 卧室: 300, 客厅: 100, 卫生间: 200, 厨房: 100, 阳台: 100 },
    })
  })

  it('lets only the administrator edit the reference data (OperationProStructure)', async () => {
    const body = {
      Kind: 'brand',
      Type: 'add',
      SystemCode: 'NT',
      Grade: '高档',
      Name: '松下',
      Premium: '5',
    }
    expect((await k.post('/Index/OperationProStructure', body)).status).toBe(403)
    const form = (b: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Token': adminToken },
      body: new URLSearchParams(b).toString(),
    })
    const added = await call(k.app, '/api/Index/OperationProStructure', form(body))
    expect(added.body.ErrorCode, added.body.Message).toBe('0')
    expect((await get('GetBrandDetail', { SystemCode: 'NT', Grade: '高档' })).Total).toBe(4)
    const priced = await call(
      k.app,
      '/api/Index/OperationProStructure',
      form({
        Kind: 'system',
        Code: 'NT',
        Prices: JSON.stringify({ 经济: 95, 标准: 230, 高档: 370, 豪华: 530 }),
      }),
    )
    expect(priced.body.ErrorCode).toBe('0')
    expect((await get('GetPZInfo', { SystemCode: 'NT', Grade: '高档' })).Data).toMatchObject({
      Price: '370.00',
      BrandCount: 4,
    })
  })
})

describe('estimates on a project (EditSubInfo)', () => {
  it('saves an estimate on the caller’s project, refuses another user’s, and deletes it with the project', async () => {
    const proId = await k.project({ ProjectType: '住宅', City: '深圳' })
    await k.structureRow(proId, { Project_Name: '1#楼', BuiltArea: 3500 })
    await k.structureRow(proId, { Project_Name: '设备房', BuiltArea: 1500, Usage: '地下室' })
    const id = randomUUID()
    const doc = {
      Type: 'add',
      ID: id,
      ProId: proId,
      ProjectType: '住宅',
      TotalArea: '5000',
      Grade: '高档',
      Functions: [{ Code: 'ZZ01', Name: '住宅', Area: 4100 }],
      Rooms: { 卧室: 120 },
      TotalCost: '1234567.891',
    }
    expect(
      (await k.post('/Index/EditSubInfo', { ...doc, ID: randomUUID() }, 1)).body,
    ).toMatchObject({ ErrorCode: '403', Message: '无权操作该记录' })
    expect(
      (await k.post('/Index/EditSubInfo', { ...doc, ID: randomUUID(), Grade: '至尊' })).body,
    ).toMatchObject({ ErrorCode: '1', Message: '配置档次无效' })
    const saved = await k.post('/Index/EditSubInfo', doc)
    expect(saved.body.ErrorCode, saved.body.Message).toBe('0')
    expect((await k.row('estimates', id))?.data).toMatchObject({
      ProId: proId,
      Grade: '高档',
      Choices: [],
      Rooms: { 卧室: 120 },
      Functions: [{ Code: 'ZZ01', Area: 4100 }],
    })
    const info = proInfoData.parse((await get('GetProInfo', { ProId: proId })).Data)
    expect([info.ProjectType, info.BuiltArea, info.Rows.length, info.EstimateId]).toEqual([
      '住宅',
      5000,
      2,
      id,
    ])
    // The default split by 业态: 1#楼 guessed a tower, 设备房 the 地下室 chosen in the structure.
    expect(new Map(info.Rows.map((r) => [r.Name, r.Usage]))).toEqual(
      new Map([
        ['1#楼', '住宅塔楼'],
        ['设备房', '地下室'],
      ]),
    )
    expect(info.Zones).toEqual([
      { Usage: '住宅塔楼', Area: 3500 },
      { Usage: '地下室', Area: 1500 },
    ])
    expect((await k.get('/SjyqList/DeleteProJect', { ID: proId })).body.ErrorCode).toBe('0')
    expect((await k.row('estimates', id))?.deleted).toBe(true)
  })
})

describe('template indicators for the smart list (GetTemplateIndicators)', () => {
  /** A released 住宅 template of another user in 杭州: one 单项 of `area` m², one 土建 item of `qty` m³ at `price`. */
  async function released(area: number, qty: number, price: number) {
    const proId = await k.project({ ProjectType: '住宅', City: '杭州', IsTemplate: 1 }, 1)
    const rowId = await k.structureRow(proId, { BuiltArea: area }, 1)
    const unitId = randomUUID()
    expect(
      (
        await k.post(
          '/Bill/EditUnit',
          { Type: 'add', ID: unitId, ProId: proId, RowId: rowId, Specialty: '土建' },
          1,
        )
      ).body.ErrorCode,
    ).toBe('0')
    const item = {
      Type: 'add',
      ID: randomUUID(),
      ProId: proId,
      UnitId: unitId,
      Code: '010505001001',
      Name: '有梁板',
      Features: 'C30',
      Unit: 'm3',
      Quantity: String(qty),
      UnitPrice: String(price),
    }
    expect((await k.post('/Bill/EditItem', item, 1)).body.ErrorCode).toBe('0')
    await k.t.db
      .update(projects)
      .set({ isTemplate: true, released: true, releasedAt: new Date() })
      .where(eq(projects.id, proId))
    return proId
  }

  it('gives the released templates of the type, city and area band with each item’s 含量 and price', async () => {
    const ids = [
      await released(10000, 3000, 600),
      await released(12000, 4800, 640),
      await released(8000, 2800, 620),
      await released(30000, 9000, 700),
    ]
    const data = templateIndicatorsData.parse(
      (
        await get('GetTemplateIndicators', {
          ProjectType: '住宅',
          City: '杭州',
          BuiltArea: '10000',
        })
      ).Data,
    )
    // The 30,000 m² template is outside 5,000–20,000 m².
    expect(data.Scope).toBe('同城同类')
    expect(data.Templates.map((t) => t.ID).sort()).toEqual(ids.slice(0, 3).sort())
    const byArea = Object.fromEntries(
      data.Templates.map((t) => [
        t.BuiltArea,
        t.Recipes.map((r) => [r.Specialty, r.Code, r.Content, r.Price]),
      ]),
    )
    expect(byArea).toEqual({
      10000: [['土建', '010505001001', 0.3, 600]],
      12000: [['土建', '010505001001', 0.4, 640]],
      8000: [['土建', '010505001001', 0.35, 620]],
    })
    expect(
      await get('GetTemplateIndicators', { ProjectType: '住宅', City: '杭州', BuiltArea: '0' }),
    ).toMatchObject({ ErrorCode: '1', Message: '建筑面积必须大于0' })
  })
})
