import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  getIndexTypeCountData,
  getSumData,
  getTypeSummaryData,
  templateCard,
} from '@/domain/api/home.ts'
import { call, openTestDb, resetDb, testApp, type TestDb } from '../test/harness.ts'
import { seedTemplate, seedUser } from '../test/seed.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await resetDb(t.db)
})

const strictCards = templateCard.strict().array()

async function get(path: string) {
  const { app } = testApp(t.db)
  const { status, body } = await call(app, path)
  expect(status).toBe(200)
  expect(body.ErrorCode, body.Message).toBe('0')
  return body
}

function names(data: unknown): string[] {
  return strictCards.parse(data).map((card) => card.Name)
}

describe('home calls on an empty database', () => {
  it('answer zeros and empty lists', async () => {
    expect((await get('/api/index/GetSum')).Data).toEqual({
      TemplateCount: 0,
      AuthorCount: 0,
      ProjectCount: 0,
      CityCount: 0,
    })
    expect((await get('/api/Index/GetTypeSummary')).Data).toEqual([])
    expect((await get('/api/Index/GetIndexTypeCount')).Data).toEqual({ Types: [], Cities: [] })
    const latest = await get('/api/Index/GetNewProjectList')
    expect([latest.Data, latest.Total]).toEqual([[], 0])
    const list = await get('/api/SjyqList/GetProjectList')
    expect([list.Data, list.Total]).toEqual([[], 0])
  })
})

describe('home calls with templates', () => {
  const ids: Record<string, string> = {}
  beforeEach(async () => {
    const zhang = await seedUser(t.db, { userName: '张三' })
    const li = await seedUser(t.db, { userName: '李四' })
    const wang = await seedUser(t.db, { userName: '王五' })
    const at = (iso: string) => new Date(iso)
    ids.a = await seedTemplate(t.db, zhang, {
      name: '上海住宅A',
      projectType: '住宅',
      city: '上海',
      builtArea: '1000.00',
      totalCostFen: 300_000_000,
      priceFen: 19_900,
      releasedAt: at('2025-01-01T00:00:00Z'),
      thumbs: 3,
    })
    ids.b = await seedTemplate(t.db, zhang, {
      name: '北京住宅B',
      projectType: '住宅',
      city: '北京',
      year: null,
      builtArea: '3000.25',
      totalCostFen: 1_200_000_001,
      priceFen: 1,
      releasedAt: at('2025-02-01T00:00:00Z'),
      cover: '/covers/b.png',
    })
    ids.c = await seedTemplate(t.db, li, {
      name: '酒店C',
      projectType: '酒店',
      city: '上海',
      builtArea: '0',
      totalCostFen: 100_000,
      releasedAt: at('2025-03-01T00:00:00Z'),
    })
    ids.d = await seedTemplate(t.db, li, {
      name: '50%办公D',
      projectType: '办公',
      city: '深圳',
      builtArea: '333.33',
      totalCostFen: 100_000_001,
      releasedAt: at('2025-04-01T00:00:00Z'),
    })
    // Never listed: deleted, unreleased, a plain project, a released non-template.
    await seedTemplate(t.db, zhang, {
      name: '已删除',
      deletedAt: at('2025-05-01T00:00:00Z'),
      releasedAt: at('2025-05-01T00:00:00Z'),
    })
    await seedTemplate(t.db, wang, {
      name: '未发布',
      released: false,
      releasedAt: null,
      city: '广州',
    })
    await seedTemplate(t.db, wang, {
      name: '普通项目',
      isTemplate: false,
      released: false,
      releasedAt: null,
    })
    await seedTemplate(t.db, wang, {
      name: '非模板',
      isTemplate: false,
      city: '成都',
      releasedAt: at('2025-06-01T00:00:00Z'),
    })
  })

  it('GetSum counts released templates, their authors and cities, and released projects only (never private ones)', async () => {
    const { Data } = await get('/api/index/GetSum')
    // 7 live projects, of which 未发布 and 普通项目 are private: the public figure is 5.
    expect(getSumData.strict().parse(Data)).toEqual({
      TemplateCount: 4,
      AuthorCount: 2,
      ProjectCount: 5,
      CityCount: 3,
    })
  })

  it('GetTypeSummary gives count, Σ area and 单方造价 = Σ cost ÷ Σ area per type', async () => {
    const { Data } = await get('/api/Index/GetTypeSummary')
    expect(getTypeSummaryData.parse(Data)).toEqual([
      // (3,000,000.00 + 12,000,000.01) 元 ÷ 4000.25 m² = 3749.77, not the mean of 3000.00 and 3999.67
      { Type: '住宅', TemplateCount: 2, TotalBuiltArea: 4000.25, AvgUnitCost: 3749.77 },
      { Type: '办公', TemplateCount: 1, TotalBuiltArea: 333.33, AvgUnitCost: 3000.03 },
      { Type: '酒店', TemplateCount: 1, TotalBuiltArea: 0, AvgUnitCost: null },
    ])
  })

  it('GetIndexTypeCount counts templates by type and by city, most first', async () => {
    const { Data } = await get('/api/Index/GetIndexTypeCount')
    expect(getIndexTypeCountData.parse(Data)).toEqual({
      Types: [
        { Type: '住宅', Count: 2 },
        { Type: '办公', Count: 1 },
        { Type: '酒店', Count: 1 },
      ],
      Cities: [
        { City: '上海', Count: 2 },
        { City: '北京', Count: 1 },
        { City: '深圳', Count: 1 },
      ],
    })
  })

  it('GetNewProjectList pages the newest releases with Total = all released templates', async () => {
    const first = await get('/api/Index/GetNewProjectList?PageSize=3')
    expect(names(first.Data)).toEqual(['50%办公D', '酒店C', '北京住宅B'])
    expect(first.Total).toBe(4)
    const second = await get('/api/Index/GetNewProjectList?PageSize=3&PageIndex=2')
    expect([names(second.Data), second.Total]).toEqual([['上海住宅A'], 4])
    const beyond = await get('/api/Index/GetNewProjectList?PageSize=3&PageIndex=3')
    expect([beyond.Data, beyond.Total]).toEqual([[], 4])
    expect((await get('/api/Index/GetNewProjectList')).Data).toHaveLength(4)
  })

  it('cards carry author, exact 元 amounts and the release time', async () => {
    const { Data } = await get('/api/SjyqList/GetProjectList?Name=北京住宅B')
    const [card] = strictCards.parse(Data)
    expect(card).toEqual({
      ID: ids.b,
      Name: '北京住宅B',
      AuthorID: expect.any(String) as string,
      AuthorName: '张三',
      City: '北京',
      ProjectType: '住宅',
      Year: null,
      BuiltArea: 3000.25,
      UnitCost: 3999.67,
      TotalCost: 12_000_000.01,
      Price: 0.01,
      Thumbs: 0,
      Cover: '/covers/b.png',
      ReleaseTime: '2025-02-01T00:00:00.000Z',
    })
    const { Data: all } = await get('/api/SjyqList/GetProjectList')
    const byName = new Map(strictCards.parse(all).map((c) => [c.Name, c]))
    expect(byName.get('上海住宅A')).toMatchObject({
      TotalCost: 3_000_000,
      Price: 199,
      UnitCost: 3000,
      Year: 2024,
      Thumbs: 3,
    })
    expect(byName.get('酒店C')).toMatchObject({ TotalCost: 1000, UnitCost: null, BuiltArea: 0 })
    expect(byName.get('50%办公D')).toMatchObject({ TotalCost: 1_000_000.01, UnitCost: 3000.03 })
  })

  it('GetProjectList filters by type, city and name (template, author or city), with the full Total', async () => {
    const cases: Array<[string, string[]]> = [
      ['Type=住宅', ['北京住宅B', '上海住宅A']],
      ['City=上海', ['酒店C', '上海住宅A']],
      ['Type=住宅&City=上海', ['上海住宅A']],
      // With Name the default order is relevance (docs/search.md): same rank, so more likes first.
      ['Name=住宅', ['上海住宅A', '北京住宅B']],
      ['Name=住宅&Sort=newest', ['北京住宅B', '上海住宅A']],
      ['Name=李四', ['50%办公D', '酒店C']],
      ['Name=深圳', ['50%办公D']],
      ['Name=50%25', ['50%办公D']],
      ['Name=%25', ['50%办公D']],
      ['Name=_', []],
      ['Name=已删除', []],
      ['Name=未发布', []],
      ['City=成都', []],
      ['Type=不存在', []],
    ]
    for (const [query, expected] of cases) {
      const body = await get(`/api/SjyqList/GetProjectList?${query}`)
      expect(names(body.Data), query).toEqual(expected)
      expect(body.Total, query).toBe(expected.length)
    }
    const paged = await get('/api/SjyqList/GetProjectList?PageSize=1&PageIndex=2&City=上海')
    expect([names(paged.Data), paged.Total]).toEqual([['上海住宅A'], 2])
  })
})

describe('hot cities', () => {
  it('lists at most ten cities', async () => {
    const owner = await seedUser(t.db)
    const cities = [
      '北京',
      '上海',
      '广州',
      '深圳',
      '杭州',
      '南京',
      '成都',
      '重庆',
      '武汉',
      '西安',
      '苏州',
      '天津',
    ]
    for (const [i, city] of cities.entries()) {
      for (let k = 0; k <= i % 3; k++)
        await seedTemplate(t.db, owner, { city, name: `${city}${k}` })
    }
    const { Data } = await get('/api/Index/GetIndexTypeCount')
    const parsed: z.infer<typeof getIndexTypeCountData> = getIndexTypeCountData.parse(Data)
    expect(parsed.Cities).toHaveLength(10)
    expect(parsed.Cities.slice(0, 4).every((c) => c.Count === 3)).toBe(true)
    expect(parsed.Types).toEqual([{ Type: '住宅', Count: 24 }])
  })
})
