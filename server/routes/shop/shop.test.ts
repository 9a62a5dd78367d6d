import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  authorData,
  bottomListData,
  collectionData,
  setThumbsData,
  templateDetail,
  templateListData,
} from '@/domain/api/shop.ts'
import { syncRows, templateIndicators, templateThumbs } from '../../db/schema/index.ts'
import { openTestDb, resetDb, type TestDb } from '../../test/harness.ts'
import { seedTemplate, seedUser } from '../../test/seed.ts'
import { shopClient, signedInUser, type TestUser } from './testkit.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

let author: string
let buyer: TestUser
let other: TestUser
const ids: Record<string, string> = {}
const at = (iso: string) => new Date(iso)

beforeEach(async () => {
  await resetDb(t.db)
  author = await seedUser(t.db, { userName: '张建国', headPic: '/uploads/a.png' })
  const li = await seedUser(t.db, { userName: '李晓梅' })
  buyer = await signedInUser(t.db, '买家')
  other = await signedInUser(t.db, '另一位')
  ids.main = await seedTemplate(t.db, author, {
    name: '杭州滨江住宅小区二期',
    city: '杭州',
    projectType: '住宅',
    builtArea: '10000.00',
    sellArea: '8000.00',
    totalCostFen: 4_000_000_000,
    releaseNotes: '含结构',
    releasedAt: at('2025-03-01T00:00:00Z'),
  })
  ids.sameBoth = await seedTemplate(t.db, li, {
    name: '杭州西湖花园',
    city: '杭州',
    projectType: '住宅',
    thumbs: 1,
    releasedAt: at('2025-01-01T00:00:00Z'),
  })
  ids.sameType = await seedTemplate(t.db, li, {
    name: '上海浦东雅苑',
    city: '上海',
    projectType: '住宅',
    thumbs: 9,
    releasedAt: at('2025-02-01T00:00:00Z'),
  })
  ids.sameCity = await seedTemplate(t.db, li, {
    name: '杭州萧山酒店',
    city: '杭州',
    projectType: '酒店',
    releasedAt: at('2025-04-01T00:00:00Z'),
  })
  ids.unrelated = await seedTemplate(t.db, li, {
    name: '北京朝阳大厦',
    city: '北京',
    projectType: '办公',
  })
  ids.byAuthor = await seedTemplate(t.db, author, {
    name: '杭州余杭科技园',
    city: '杭州',
    projectType: '产业园',
    releasedAt: at('2025-05-01T00:00:00Z'),
  })
  ids.hidden = await seedTemplate(t.db, author, {
    name: '未发布模板',
    released: false,
    releasedAt: null,
  })
  await t.db.insert(templateIndicators).values([
    { projectId: ids.main, kind: 'discipline', name: '土建', costFen: 3_000_000_000, sort: 0 },
    { projectId: ids.main, kind: 'discipline', name: '装饰', costFen: 1_000_000_000, sort: 1 },
    {
      projectId: ids.main,
      kind: 'content',
      name: '钢筋',
      unit: 'kg/m²',
      value: '45.5000',
      sort: 0,
    },
  ])
  const row = (id: string, parent: string, sort: number, name: string, area: number | null) => ({
    entity: 'structureRows',
    id,
    ownerId: author,
    version: sort,
    data: {
      ProId: ids.main,
      ParentID: parent,
      Sort: sort,
      Num: '',
      Project_Name: name,
      BuiltArea: area,
      InArea: area,
      SellArea: area,
      MultNum: 1,
      TenderID: '',
    },
    fieldMeta: {},
  })
  await t.db
    .insert(syncRows)
    .values([
      row('00000000-0000-4000-8000-000000000001', '', 1, '住宅区', null),
      row(
        '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000001',
        1,
        '1#楼',
        6000,
      ),
      row('00000000-0000-4000-8000-000000000003', '', 2, '地下室', 4000),
    ])
})

describe('GetProjectInfo', () => {
  it('gives the template, its author, numbered structure tree and indicators (exact 元/m²)', async () => {
    const { body } = await shopClient(t.db).get(`/api/Shop/GetProjectInfo?ID=${ids.main}`)
    expect(body.ErrorCode, body.Message).toBe('0')
    const d = templateDetail.strict().parse(body.Data)
    expect(d.Author).toEqual({ ID: author, UserName: '张建国', HeadPic: '/uploads/a.png' })
    expect(
      d.Structure.map((n) => [n.Num, n.Project_Name, n.Child.map((c) => [c.Num, c.Project_Name])]),
    ).toEqual([
      ['1', '住宅区', [['1.1', '1#楼']]],
      ['2', '地下室', []],
    ])
    expect(d.Indicators).toEqual({
      TotalCost: 40_000_000,
      UnitCost: 4000,
      SellUnitCost: 5000,
      ByDiscipline: [
        { Discipline: '土建', Cost: 30_000_000, UnitCost: 3000, Share: 75 },
        { Discipline: '装饰', Cost: 10_000_000, UnitCost: 1000, Share: 25 },
      ],
      Contents: [{ Name: '钢筋', Unit: 'kg/m²', Value: 45.5 }],
    })
    expect([d.ReleaseNotes, d.IsLiked, d.IsCollected, d.Collections]).toEqual([
      '含结构',
      false,
      false,
      0,
    ])
  })

  it('answers 模板不存在或已下架 for an unreleased or unknown template', async () => {
    const client = shopClient(t.db)
    for (const id of [ids.hidden, '00000000-0000-4000-8000-0000000000ff']) {
      const { status, body } = await client.get(`/api/Shop/GetProjectInfo?ID=${id}`)
      expect([status, body.ErrorCode, body.Message]).toEqual([200, '404', '模板不存在或已下架'])
    }
  })
})

describe('related lists', () => {
  it("GetRightList (相关模板) lists other authors' templates of the same city, any type, most liked first", async () => {
    const { body } = await shopClient(t.db).get(`/api/Shop/GetRightList?ID=${ids.main}`)
    expect(templateListData.parse(body.Data).map((c) => c.ID)).toEqual([ids.sameBoth, ids.sameCity])
  })

  it('相似模板 differ from 相关模板: same type, closest in built area and 单方造价 first, any city', async () => {
    const li = await seedUser(t.db, { userName: '王海' })
    // 9,500 m² at 3,950 元/m² is nearly the main template (10,000 m², 4,000 元/m²), far away in 成都.
    const close = await seedTemplate(t.db, li, {
      name: '成都高新住宅',
      city: '成都',
      projectType: '住宅',
      builtArea: '9500.00',
      totalCostFen: 3_752_500_000,
    })
    const client = shopClient(t.db)
    const similar = bottomListData
      .parse((await client.get(`/api/Shop/GettButtomList?ID=${ids.main}&Size=5`)).body.Data)
      .Similar.map((c) => c.ID)
    const related = templateListData
      .parse((await client.get(`/api/Shop/GetRightList?ID=${ids.main}`)).body.Data)
      .map((c) => c.ID)
    expect(similar[0]).toBe(close)
    expect(related).not.toContain(close)
    expect(similar).not.toContain(ids.sameCity)
  })

  it('GettButtomList gives more by the author and similar ones by others', async () => {
    const { body } = await shopClient(t.db).get(`/api/Shop/GettButtomList?ID=${ids.main}&Size=5`)
    const d = bottomListData.parse(body.Data)
    expect(d.ByAuthor.map((c) => c.ID)).toEqual([ids.byAuthor])
    expect(d.Similar.map((c) => c.ID)).toEqual([ids.sameType, ids.sameBoth])
  })
})

describe('SetBroThumbs and EscCollection', () => {
  it('likes once per user however often it is sent, and unlikes', async () => {
    const client = shopClient(t.db)
    const like = (u: TestUser, type = 'like') =>
      client.get(`/api/Shop/SetBroThumbs?ID=${ids.main}&Type=${type}`, u)
    expect(setThumbsData.parse((await like(buyer)).body.Data)).toEqual({
      ID: ids.main,
      Thumbs: 1,
      IsLiked: true,
    })
    expect(setThumbsData.parse((await like(buyer)).body.Data).Thumbs).toBe(1)
    await Promise.all([like(other), like(other), like(other)])
    expect(setThumbsData.parse((await like(buyer)).body.Data).Thumbs).toBe(2)
    expect(setThumbsData.parse((await like(buyer, 'unlike')).body.Data)).toEqual({
      ID: ids.main,
      Thumbs: 1,
      IsLiked: false,
    })
    expect(setThumbsData.parse((await like(buyer, 'unlike')).body.Data).Thumbs).toBe(1)
    const [rows] = await t.db.select({ n: sql<number>`count(*)::int` }).from(templateThumbs)
    expect(Number(rows?.n)).toBe(1)
    const detail = templateDetail.parse(
      (await client.get(`/api/Shop/GetProjectInfo?ID=${ids.main}`, other)).body.Data,
    )
    expect([detail.Thumbs, detail.IsLiked]).toEqual([1, true])
  })

  it('collects and un-collects idempotently, and lists my collections', async () => {
    const client = shopClient(t.db)
    const collect = (type: string, id = ids.main) =>
      client.get(`/api/Shop/EscCollection?ID=${id}&Type=${type}`, buyer)
    await collect('collect')
    expect(collectionData.parse((await collect('collect')).body.Data)).toEqual({
      ID: ids.main,
      Collections: 1,
      IsCollected: true,
    })
    await collect('collect', ids.sameCity)
    const mine = await client.get('/api/Shop/GetMyCollections', buyer)
    expect([templateListData.parse(mine.body.Data).length, mine.body.Total]).toEqual([2, 2])
    expect(collectionData.parse((await collect('cancel')).body.Data)).toEqual({
      ID: ids.main,
      Collections: 0,
      IsCollected: false,
    })
    expect(
      templateDetail.parse(
        (await client.get(`/api/Shop/GetProjectInfo?ID=${ids.main}`, buyer)).body.Data,
      ).IsCollected,
    ).toBe(false)
  })

  it('needs a signed-in caller with X-Token, and a public template', async () => {
    const client = shopClient(t.db)
    const anonymous = await client.get(`/api/Shop/SetBroThumbs?ID=${ids.main}`)
    expect([anonymous.status, anonymous.body.ErrorCode]).toEqual([403, '403'])
    const hidden = await client.get(`/api/Shop/EscCollection?ID=${ids.hidden}`, buyer)
    expect([hidden.status, hidden.body.ErrorCode, hidden.body.Message]).toEqual([
      200,
      '404',
      '模板不存在或已下架',
    ])
  })
})

describe('GetAuthor', () => {
  it('gives the author figures and their released templates with Total', async () => {
    await shopClient(t.db).get(`/api/Shop/SetBroThumbs?ID=${ids.main}`, buyer)
    const { body } = await shopClient(t.db).get(`/api/Shop/GetAuthor?ID=${author}&PageSize=1`)
    const d = authorData.parse(body.Data)
    expect(d.Author).toMatchObject({
      UserName: '张建国',
      TemplateCount: 2,
      Thumbs: 1,
      Cities: ['杭州'],
      Types: ['产业园', '住宅'],
      FirstRelease: '2025-03-01T00:00:00.000Z',
    })
    expect([d.Templates.map((c) => c.ID), body.Total]).toEqual([[ids.byAuthor], 2])
  })
})
