import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { searchData, templateListData } from '@/domain/api/shop.ts'
import { HOT_CITIES } from '@/domain/projects/model.ts'
import { projects, users } from '../../db/schema/index.ts'
import { containsWords, searchWords } from '../../services/shop/grams.ts'
import { filterConditions } from '../../services/shop/list.ts'
import { openTestDb, resetDb, type TestDb } from '../../test/harness.ts'
import { seedTemplate, seedUser } from '../../test/seed.ts'
import { shopClient } from './testkit.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

const ids: Record<string, string> = {}
beforeEach(async () => {
  await resetDb(t.db)
  const zhang = await seedUser(t.db, { userName: '张建国' })
  const wang = await seedUser(t.db, { userName: '王杭生' })
  await seedUser(t.db, { userName: '李杭无模板' })
  const tpl = (key: string, owner: string, values: Parameters<typeof seedTemplate>[2]) =>
    seedTemplate(t.db, owner, values).then((id) => (ids[key] = id))
  const day = (d: number) => new Date(Date.UTC(2025, 0, d))
  await tpl('prefixLiked', zhang, {
    name: '杭州滨江住宅小区二期',
    city: '杭州',
    thumbs: 5,
    builtArea: '50000.00',
    priceFen: 99_900,
    year: 2024,
    releasedAt: day(1),
  })
  await tpl('prefix', zhang, {
    name: '杭州西湖花园',
    city: '杭州',
    thumbs: 1,
    builtArea: '20000.00',
    priceFen: 0,
    year: 2023,
    releasedAt: day(2),
  })
  await tpl('contains', zhang, {
    name: '浙江杭州中心写字楼',
    city: '杭州',
    projectType: '办公',
    thumbs: 9,
    builtArea: '80000.00',
    priceFen: 199_900,
    year: 2024,
    releasedAt: day(3),
  })
  await tpl('apart', zhang, {
    name: '杭州和州湾项目',
    city: '宁波',
    thumbs: 0,
    builtArea: '10000.00',
    priceFen: 29_900,
    year: 2025,
    releasedAt: day(4),
  })
  await tpl('bay', wang, {
    name: '杭州湾新区住宅',
    city: '宁波',
    thumbs: 2,
    builtArea: '30000.00',
    priceFen: 49_900,
    year: 2025,
    releasedAt: day(5),
  })
  await tpl('shanghai', wang, {
    name: '浦东雅苑',
    city: '上海',
    thumbs: 3,
    builtArea: '40000.00',
    priceFen: 9_900,
    year: 2024,
    releasedAt: day(6),
  })
  await tpl('latin', wang, {
    name: 'Hangzhou Tower 50%',
    city: '杭州',
    projectType: '办公',
    thumbs: 0,
    builtArea: '60000.00',
    priceFen: 59_900,
    year: 2022,
    releasedAt: day(7),
  })
  await tpl('hidden', zhang, { name: '杭州未发布', released: false, releasedAt: null })
})

const names = (data: unknown) => templateListData.parse(data).map((c) => c.Name)

describe('Search (three groups)', () => {
  it('ranks name prefix matches before other matches, then by likes; checks the real substring', async () => {
    const { body } = await shopClient(t.db).get(
      `/api/Shop/Search?Name=${encodeURIComponent('杭州')}`,
    )
    const d = searchData.strict().parse(body.Data)
    expect(d.Templates.map((c) => c.Name)).toEqual([
      '杭州滨江住宅小区二期',
      '杭州湾新区住宅',
      '杭州西湖花园',
      '杭州和州湾项目',
      '浙江杭州中心写字楼',
    ])
    expect(d.TemplateTotal).toBe(5)
    expect(d.Cities).toEqual([{ City: '杭州', Count: 4 }])
    const bay = searchData.parse(
      (await shopClient(t.db).get(`/api/Shop/Search?Name=${encodeURIComponent('杭州湾')}`)).body
        .Data,
    )
    // 杭州和州湾项目 holds both grams 杭州 and 州湾 but not 杭州湾: the recheck drops it.
    expect(bay.Templates.map((c) => c.Name)).toEqual(['杭州湾新区住宅'])
  })

  it('finds authors with released templates by name, and is case-insensitive and literal for Latin text', async () => {
    const client = shopClient(t.db)
    const hang = searchData.parse(
      (await client.get(`/api/Shop/Search?Name=${encodeURIComponent('杭')}`)).body.Data,
    )
    expect(hang.Authors.map((a) => [a.UserName, a.TemplateCount, a.Thumbs])).toEqual([
      ['王杭生', 3, 5],
    ])
    expect(hang.AuthorTotal).toBe(1)
    const latin = searchData.parse(
      (await client.get(`/api/Shop/Search?Name=${encodeURIComponent('tower 50%')}`)).body.Data,
    )
    expect(latin.Templates.map((c) => c.Name)).toEqual(['Hangzhou Tower 50%'])
    const wildcard = searchData.parse(
      (await client.get(`/api/Shop/Search?Name=${encodeURIComponent('%')}`)).body.Data,
    )
    expect(wildcard.Templates.map((c) => c.Name)).toEqual(['Hangzhou Tower 50%'])
  })

  it('answers a one- or two-character word from the key table, kept in step with likes, renames, releases and authors', async () => {
    const get = async (path: string) => (await shopClient(t.db).get(path)).body
    const search = async (text: string) =>
      searchData.parse((await get(`/api/Shop/Search?Name=${encodeURIComponent(text)}`)).Data)
    const list = async (text: string) =>
      get(`/api/SjyqList/GetProjectList?Name=${encodeURIComponent(text)}`)
    await t.db
      .update(projects)
      .set({ thumbs: 10 })
      .where(eq(projects.id, ids['bay'] ?? ''))
    await t.db
      .update(projects)
      .set({ name: '宁波杭州湾' })
      .where(eq(projects.id, ids['prefix'] ?? ''))
    await t.db
      .update(projects)
      .set({ released: false, releasedAt: null })
      .where(eq(projects.id, ids['apart'] ?? ''))
    const d = await search('杭州')
    expect(d.Templates.map((c) => c.Name)).toEqual([
      '杭州湾新区住宅',
      '杭州滨江住宅小区二期',
      '浙江杭州中心写字楼',
      '宁波杭州湾',
    ])
    expect([d.TemplateTotal, d.Cities]).toEqual([4, [{ City: '杭州', Count: 4 }]])
    // The list's 杭: names first, then the author 王杭生's other templates, then the city 杭州.
    const before = await list('杭')
    expect([names(before.Data), before.Total]).toEqual([
      [
        '杭州湾新区住宅',
        '杭州滨江住宅小区二期',
        '浙江杭州中心写字楼',
        '宁波杭州湾',
        '浦东雅苑',
        'Hangzhou Tower 50%',
      ],
      6,
    ])
    await t.db.update(users).set({ userName: '王五' }).where(eq(users.userName, '王杭生'))
    const after = await list('杭')
    expect([names(after.Data), after.Total]).toEqual([
      [
        '杭州湾新区住宅',
        '杭州滨江住宅小区二期',
        '浙江杭州中心写字楼',
        '宁波杭州湾',
        'Hangzhou Tower 50%',
      ],
      5,
    ])
    expect((await list('宁波')).Total).toBe(2)
    const hot = await t.db.execute(
      sql`select count(*)::int as n from unnest(${`{${HOT_CITIES.join(',')}}`}::text[]) as c where search_hot_city(c)`,
    )
    expect((hot as { rows?: unknown }).rows ?? hot).toEqual([{ n: HOT_CITIES.length }])
  })
})

describe('GetProjectList (trading centre)', () => {
  const list = async (query: string) => {
    const { body } = await shopClient(t.db).get(`/api/SjyqList/GetProjectList?${query}`)
    expect(body.ErrorCode, body.Message).toBe('0')
    return body
  }

  it('Name matches template names, author names and cities', async () => {
    expect(names((await list(`Name=${encodeURIComponent('王杭生')}&Sort=newest`)).Data)).toEqual([
      'Hangzhou Tower 50%',
      '浦东雅苑',
      '杭州湾新区住宅',
    ])
    expect(names((await list(`Name=${encodeURIComponent('上海')}`)).Data)).toEqual(['浦东雅苑'])
  })

  it('filters by type, city, year and area range, and sorts by likes and price', async () => {
    expect(
      names(
        (await list(`Type=${encodeURIComponent('办公')}&City=${encodeURIComponent('杭州')}`)).Data,
      ),
    ).toEqual(['Hangzhou Tower 50%', '浙江杭州中心写字楼'])
    expect(names((await list('Year=2025&Sort=likes')).Data)).toEqual([
      '杭州湾新区住宅',
      '杭州和州湾项目',
    ])
    expect(names((await list('AreaMin=30000&AreaMax=50000&Sort=price')).Data)).toEqual([
      '浦东雅苑',
      '杭州湾新区住宅',
      '杭州滨江住宅小区二期',
    ])
    expect(names((await list('Sort=priceDesc&PageSize=2')).Data)).toEqual([
      '浙江杭州中心写字楼',
      '杭州滨江住宅小区二期',
    ])
  })

  it('pages with a Total of all matches and no row twice', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 4; page++) {
      const body = await list(`PageIndex=${page}&PageSize=2&Sort=likes`)
      expect(body.Total).toBe(7)
      seen.push(...names(body.Data))
    }
    expect(seen).toHaveLength(7)
    expect(new Set(seen).size).toBe(7)
    const past = await list('PageIndex=9&PageSize=2')
    expect([past.Data, past.Total]).toEqual([[], 7])
  })
})

/** The plan of `select id from <table> where <where>`, with sequential scans priced out. */
async function plan(from: SQL, where: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const result = await tx.execute(sql`explain select 1 from ${from} where ${where}`)
    const rows = ((result as { rows?: unknown }).rows ?? result) as Record<string, unknown>[]
    return rows.map((r) => Object.values(r).join(' ')).join('\n')
  })
}

describe('the search indexes (docs/search.md)', () => {
  it('serve the template name and author name matches', async () => {
    const words = searchWords('杭州 滨江')
    expect(
      await plan(sql`${projects}`, containsWords(projects.name, words) ?? sql`false`),
    ).toContain('projects_name_grams_idx')
    expect(
      await plan(sql`${users}`, containsWords(users.userName, searchWords('杭')) ?? sql`false`),
    ).toContain('users_name_grams_idx')
    // The list's Name filter: template name OR author OR city, each arm on its own index.
    const listPlan = await plan(
      sql`${projects}`,
      (await filterConditions(t.db, { name: '王杭生' })).textMatch ?? sql`false`,
    )
    expect(listPlan).toContain('projects_name_grams_idx')
    expect(listPlan).toContain('projects_owner_idx')
    expect(listPlan).toContain('projects_released_city_idx')
  })
})
