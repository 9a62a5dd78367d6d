import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { materialItemInput } from '@/domain/materials/schemas.ts'
import {
  historyData,
  insertDataData,
  materialData,
  packageListData,
} from '@/domain/api/materials.ts'
import { materialHistory, materialPackages } from '../db/schema/index.ts'
import { insertItems } from '../services/materials/items.ts'
import { createPackage } from '../services/materials/packages.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { shopClient, signedInUser, type TestUser } from './shop/testkit.ts'

const API = '/api/MaterialPrice'
let t: TestDb
let alice: TestUser
let bob: TestUser
let admin: TestUser
let official = ''
const item = (over: Record<string, unknown>) => ({
  Code: '',
  Spec: '',
  Unit: 't',
  TaxRate: '13',
  ...over,
})
const json = (v: unknown) => JSON.stringify(v)
const client = () => shopClient(t.db)
const get = (path: string, user: TestUser | undefined, query: Record<string, string>) =>
  client().get(`${path}?${new URLSearchParams(query).toString()}`, user)
const itemCount = async (id: string) =>
  (
    await t.db
      .select({ n: materialPackages.itemCount })
      .from(materialPackages)
      .where(eq(materialPackages.id, id))
  )[0]?.n
const historyCount = async (id: string) =>
  (await t.db.select().from(materialHistory).where(eq(materialHistory.packageId, id))).length

beforeAll(async () => {
  t = await openTestDb()
  alice = await signedInUser(t.db, 'alice')
  bob = await signedInUser(t.db, 'bob')
  admin = await signedInUser(t.db, 'admin')
  official = (
    await createPackage(
      t.db,
      { Type: 3, Name: '深圳信息价', Province: '广东', City: '深圳', Period: '2026-05' },
      null,
    )
  ).ID
  await insertItems(t.db, { packageId: official, userId: null }, [
    materialItemInput.parse(
      item({ Code: '0101004', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', PriceTax: '3667' }),
    ),
    materialItemInput.parse(
      item({ Code: '0401001', Name: '中砂', Unit: 'm³', PriceTax: '184', TaxRate: '3' }),
    ),
  ])
})
afterAll(async () => {
  await t.close()
})

async function makePersonal(
  user: TestUser,
  name: string,
): Promise<{ PackageID: string; IDs: string[] }> {
  const res = await client().post(
    `${API}/InsertData`,
    {
      Package: json({ Type: 1, Name: name, Period: '2026-05' }),
      Items: json([item({ Name: '中砂', Unit: '立方米', PriceTax: '190', TaxRate: '3' })]),
    },
    user,
  )
  expect(res.body.ErrorCode, res.body.Message).toBe('0')
  return insertDataData.parse(res.body.Data)
}

describe('material price calls', () => {
  it('lists official packages to any user, personal ones to their owner only, and searches items by pinyin initials', async () => {
    const mine = await makePersonal(alice, '我的价格')
    const list = async (user: TestUser, query: Record<string, string>) =>
      packageListData.parse((await get('/api/MyStandard/GetPricePackage', user, query)).body.Data)
    expect(
      (await list(bob, { Type: '3', City: '深圳' })).map((p) => [p.Name, p.ItemCount]),
    ).toEqual([['深圳信息价', 2]])
    expect((await list(alice, { Type: '1' })).map((p) => p.ID)).toEqual([mine.PackageID])
    expect(await list(bob, { Type: '1' })).toEqual([])
    // Q (the team upload picker's search): every word in the name, province, city or period.
    expect((await list(bob, { Type: '3', Q: '深圳 2026-05' })).map((p) => p.Name)).toEqual([
      '深圳信息价',
    ])
    expect(await list(bob, { Type: '3', Q: '深圳 2025' })).toEqual([])
    expect((await list(alice, { Type: '1', Q: '我的' })).map((p) => p.ID)).toEqual([mine.PackageID])
    expect(await list(bob, { Type: '1', Q: '我的' })).toEqual([])
    const found = await get(`${API}/GetMaterialData`, bob, { PackageID: official, Q: 'gj' })
    expect(
      materialData.parse(found.body.Data).map((r) => [r.Code, r.PriceTax, r.PriceNoTax]),
    ).toEqual([['0101004', '3667.00', '3245.13']])
    expect(found.body.Total).toBe(1)
    const hidden = await get(`${API}/GetMaterialData`, bob, { PackageID: mine.PackageID })
    expect([hidden.body.ErrorCode, hidden.body.Message]).toEqual(['1', '价格包不存在'])
    expect((await get(`${API}/GetMaterialData`, undefined, { PackageID: official })).status).toBe(
      403,
    )
  })

  it('lets the owner edit a personal package and refuses another user with nothing written', async () => {
    const mine = await makePersonal(alice, '个人库')
    const [sand] = mine.IDs
    const edit = {
      PackageID: mine.PackageID,
      Items: json([
        { ID: sand, ...item({ Name: '中砂', Unit: 'm³', PriceTax: '200', TaxRate: '3' }) },
      ]),
    }
    const refused = await client().post(`${API}/BatchUpdate`, edit, bob)
    expect([refused.body.ErrorCode, refused.body.Message]).toEqual(['1', '价格包不存在'])
    const saved = await client().post(`${API}/BatchUpdate`, edit, alice)
    expect(saved.body).toMatchObject({ ErrorCode: '0', Data: { Updated: 1, Deleted: 0 } })
    const rows = materialData.parse(
      (await get(`${API}/GetMaterialData`, alice, { PackageID: mine.PackageID })).body.Data,
    )
    expect(rows.map((r) => [r.Unit, r.PriceTax, r.PriceNoTax])).toEqual([
      ['m³', '200.00', '194.17'],
    ])
    const renamed = await client().post(
      `${API}/UpdatePackage`,
      { Type: 'update', Model: json({ ID: mine.PackageID, Name: '改名了' }) },
      alice,
    )
    expect(renamed.body.Data).toMatchObject({ Name: '改名了' })
    expect(
      (
        await client().post(
          `${API}/UpdatePackage`,
          { Type: 'delete', Model: json({ ID: mine.PackageID }) },
          bob,
        )
      ).body.Message,
    ).toBe('价格包不存在')
    expect(
      (
        await client().post(
          `${API}/UpdatePackage`,
          { Type: 'delete', Model: json({ ID: mine.PackageID }) },
          alice,
        )
      ).body.ErrorCode,
    ).toBe('0')
    expect(await itemCount(mine.PackageID)).toBeUndefined()
  })

  it('keeps official packages read-only for users; the administrator writes them and publishes a new period in one call', async () => {
    const before = await itemCount(official)
    const insert = {
      PackageID: official,
      Items: json([item({ Name: '加气块', Unit: 'm³', PriceTax: '283' })]),
    }
    const refused = await client().post(`${API}/InsertData`, insert, alice)
    expect([refused.body.ErrorCode, refused.body.Message]).toEqual([
      '1',
      '官方和市场价格包为只读，仅管理员可以修改',
    ])
    const create = await client().post(
      `${API}/InsertData`,
      {
        Package: json({ Type: 3, Name: '深圳信息价', City: '深圳', Period: '2026-06' }),
        Items: insert.Items,
      },
      alice,
    )
    expect(create.body.Message).toBe('官方和市场价格包为只读，仅管理员可以修改')
    expect(await itemCount(official)).toBe(before)
    const published = await client().post(
      `${API}/InsertData`,
      {
        Package: json({
          Type: 3,
          Name: '深圳信息价',
          Province: '广东',
          City: '深圳',
          Period: '2026-06',
        }),
        Items: insert.Items,
      },
      admin,
    )
    expect(published.body.ErrorCode, published.body.Message).toBe('0')
    const next = insertDataData.parse(published.body.Data)
    expect(await itemCount(next.PackageID)).toBe(1)
    const backstage = await get('/api/Backstage/GetMaterialData', alice, { Type: '3' })
    expect(backstage.status).toBe(403)
  })

  it('publishes a bulletin over an existing period: same materials updated in place, new ones added, one recorded batch; a second package of the period is refused', async () => {
    const pkg = (
      await createPackage(
        t.db,
        { Type: 3, Name: '东莞信息价', Province: '广东', City: '东莞', Period: '2026-05' },
        null,
      )
    ).ID
    const first = insertDataData.parse(
      (
        await client().post(
          `${API}/InsertData`,
          {
            PackageID: pkg,
            Items: json([
              item({
                Code: 'R12',
                Name: '热轧带肋钢筋',
                Spec: 'HRB400E Φ12',
                PriceTax: '3600',
                Brand: '韶钢',
              }),
              item({ Name: '机制砂', Unit: 'm³', PriceTax: '180', TaxRate: '3' }),
            ]),
          },
          admin,
        )
      ).body.Data,
    )
    const historyBefore = await historyCount(pkg)
    const bulletin = [
      item({ Name: '热轧带肋钢筋', Spec: 'HRB400E  Φ12', PriceTax: '3650' }),
      item({ Name: '机制砂', Unit: '立方米', PriceTax: '180', TaxRate: '3' }),
      item({ Name: '碎石', Spec: '5-25mm', Unit: 'm³', PriceTax: '145', TaxRate: '3' }),
    ]
    expect(
      (
        await client().post(
          `${API}/InsertData`,
          { PackageID: pkg, Items: json(bulletin), Mode: 'update' },
          alice,
        )
      ).body.Message,
    ).toBe('官方和市场价格包为只读，仅管理员可以修改')
    const res = await client().post(
      `${API}/InsertData`,
      { PackageID: pkg, Items: json(bulletin), Mode: 'update' },
      admin,
    )
    expect(res.body.ErrorCode, res.body.Message).toBe('0')
    const done = insertDataData.parse(res.body.Data)
    expect([done.Inserted, done.Updated, done.IDs.slice(0, 2)]).toEqual([1, 1, first.IDs])
    const rows = materialData.parse(
      (await get(`${API}/GetMaterialData`, bob, { PackageID: pkg })).body.Data,
    )
    expect(rows.map((r) => [r.Code, r.Name, r.PriceTax, r.Brand])).toEqual([
      ['R12', '热轧带肋钢筋', '3650.00', '韶钢'],
      ['', '机制砂', '180.00', ''],
      ['', '碎石', '145.00', ''],
    ])
    expect(await itemCount(pkg)).toBe(3)
    const history = historyData.parse(
      (await get(`${API}/GetHistory`, admin, { PackageID: pkg })).body.Data,
    )
    expect(
      history
        .slice(0, (await historyCount(pkg)) - historyBefore)
        .map((h) => [h.Action, h.After?.Name]),
    ).toEqual(
      expect.arrayContaining([
        ['update', '热轧带肋钢筋'],
        ['insert', '碎石'],
      ]),
    )
    expect(await historyCount(pkg)).toBe(historyBefore + 2)
    const again = await client().post(
      `${API}/InsertData`,
      {
        Package: json({
          Type: 3,
          Name: '东莞信息价（重发）',
          Province: '广东',
          City: '东莞',
          Period: '2026-05',
        }),
        Items: json(bulletin),
      },
      admin,
    )
    expect([again.body.ErrorCode, again.body.Message]).toEqual([
      '1',
      '东莞2026-05的官方信息价已发布，请选择更新该价格包',
    ])
    const noTarget = await client().post(
      `${API}/InsertData`,
      {
        Package: json({ Type: 1, Name: '个人', Period: '2026-05' }),
        Items: json(bulletin),
        Mode: 'update',
      },
      alice,
    )
    expect([noTarget.body.ErrorCode, noTarget.body.Message]).toEqual([
      '1',
      '更新已有材料需要指定价格包',
    ])
  })

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const mine = await makePersonal(alice, '校验')
    const count = await historyCount(mine.PackageID)
    const post = (items: unknown[]) =>
      client().post(`${API}/InsertData`, { PackageID: mine.PackageID, Items: json(items) }, alice)
    expect(
      (await post([item({ Name: '好的', PriceTax: '1' }), item({ Name: '负价', PriceTax: '-5' })]))
        .body,
    ).toMatchObject({ ErrorCode: '1', Message: '价格不能为负数' })
    expect((await post([item({ Name: '怪单位', Unit: '斤斤', PriceTax: '5' })])).body.Message).toBe(
      '未知的计量单位',
    )
    expect((await post([item({ Name: '无价' })])).body.Message).toBe('含税价和除税价至少填写一个')
    const badJson = await client().post(
      `${API}/InsertData`,
      { PackageID: mine.PackageID, Items: '[{' },
      alice,
    )
    expect(badJson.body.ErrorCode).toBe('1')
    const foreign = await client().post(
      `${API}/BatchUpdate`,
      { PackageID: mine.PackageID, Deleted: json([official]) },
      alice,
    )
    expect([foreign.body.ErrorCode, foreign.body.Message]).toEqual([
      '1',
      '材料不存在或不属于该价格包',
    ])
    expect(await itemCount(mine.PackageID)).toBe(1)
    expect(await historyCount(mine.PackageID)).toBe(count)
  })

  it('records history with who and old/new values, and the administrator restores a point; the restore is in the history', async () => {
    const pkg = (
      await createPackage(
        t.db,
        { Type: 3, Name: '广州信息价', Province: '广东', City: '广州', Period: '2026-05' },
        null,
      )
    ).ID
    const added = insertDataData.parse(
      (
        await client().post(
          `${API}/InsertData`,
          {
            PackageID: pkg,
            Items: json([item({ Code: 'A', Name: '中砂', Unit: 'm³', PriceTax: '184' })]),
          },
          admin,
        )
      ).body.Data,
    )
    const [sand] = added.IDs
    await client().post(
      `${API}/BatchUpdate`,
      {
        PackageID: pkg,
        Items: json([
          { ID: sand, ...item({ Code: 'A', Name: '中砂', Unit: 'm³', PriceTax: '220' }) },
        ]),
      },
      admin,
    )
    expect((await get(`${API}/GetHistory`, alice, { PackageID: pkg })).body.Message).toBe(
      '官方和市场价格包为只读，仅管理员可以修改',
    )
    const history = historyData.parse(
      (await get(`${API}/GetHistory`, admin, { PackageID: pkg })).body.Data,
    )
    expect(
      history.map((h) => [
        h.Action,
        h.Before?.PriceTax ?? null,
        h.After?.PriceTax ?? null,
        h.UserName,
      ]),
    ).toEqual([
      ['update', '184.00', '220.00', 'admin'],
      ['insert', null, '184.00', 'admin'],
    ])
    const point = history[1]?.ID ?? 0
    expect(
      (
        await client().post(
          '/api/Backstage/RecoverHistory',
          { PackageID: pkg, HistoryID: String(point) },
          alice,
        )
      ).status,
    ).toBe(403)
    const restored = await client().post(
      '/api/Backstage/RecoverHistory',
      { PackageID: pkg, HistoryID: String(point) },
      admin,
    )
    expect(restored.body).toMatchObject({ ErrorCode: '0', Data: { Changed: 1 } })
    const rows = materialData.parse(
      (await get(`${API}/GetMaterialData`, bob, { PackageID: pkg })).body.Data,
    )
    expect(rows.map((r) => r.PriceTax)).toEqual(['184.00'])
    const after = historyData.parse(
      (await get('/api/Backstage/GetHistory', admin, { PackageID: pkg })).body.Data,
    )
    expect(after[0]).toMatchObject({
      Action: 'update',
      RestoredTo: point,
      Before: { PriceTax: '220.00' },
      After: { PriceTax: '184.00' },
    })
    const missing = await client().post(
      '/api/Backstage/RecoverHistory',
      { PackageID: pkg, HistoryID: '999999' },
      admin,
    )
    expect([missing.body.ErrorCode, missing.body.Message]).toEqual(['1', '历史记录不存在'])
  })

  it('reads default heads, lets the owner change them, and lists sources', async () => {
    const mine = await makePersonal(alice, '列设置')
    const heads = await get(`${API}/GetHeads`, alice, { PackageID: mine.PackageID })
    expect((heads.body.Data as { Title: string }[]).map((h) => h.Title)).toEqual([
      '编码',
      '名称',
      '规格型号',
      '单位',
      '含税价',
      '除税价',
      '税率',
      '品牌',
      '来源',
      '期次',
    ])
    const set = { PackageID: mine.PackageID, Heads: json([{ Field: 'Name', Title: '材料' }]) }
    expect((await client().post(`${API}/UpdateHeads`, set, bob)).body.Message).toBe('价格包不存在')
    expect(
      (await client().post(`${API}/UpdateHeads`, { ...set, PackageID: official }, alice)).body
        .Message,
    ).toBe('官方和市场价格包为只读，仅管理员可以修改')
    expect((await client().post(`${API}/UpdateHeads`, set, alice)).body.ErrorCode).toBe('0')
    expect((await get(`${API}/GetHeads`, alice, { PackageID: mine.PackageID })).body.Data).toEqual([
      { Field: 'Name', Title: '材料', Visible: true },
    ])
    await t.db
      .update(materialPackages)
      .set({ source: '深圳市建设工程造价管理站' })
      .where(eq(materialPackages.id, official))
    const from = await get(`${API}/GetFrom`, alice, { Type: '3' })
    expect(from.body.Data).toContainEqual({ Source: '深圳市建设工程造价管理站', Count: 1 })
  })

  it("gives one material's prices across shared packages for the trend, without personal prices", async () => {
    await makePersonal(alice, '走势')
    const res = await get(`${API}/GetTrend`, bob, {
      Name: '中砂',
      Spec: '',
      Unit: 'm³',
      City: '深圳',
    })
    expect(res.body.Data).toEqual([
      { PackageID: official, Type: 3, City: '深圳', Period: '2026-05', PriceTax: '184.00' },
    ])
    const everywhere = (await get(`${API}/GetTrend`, bob, { Name: '中砂', Unit: 'm³' })).body
      .Data as { City: string; PriceTax: string }[]
    expect(everywhere.map((p) => `${p.City}:${p.PriceTax}`).sort()).toEqual([
      '广州:184.00',
      '深圳:184.00',
    ])
    expect((await get(`${API}/GetTrend`, bob, { Name: '' })).body.Message).toBe('材料名称不能为空')
  })
})
