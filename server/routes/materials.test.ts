import { describe, expect, it } from 'vitest'
import {
  historyData,
  insertDataData,
  materialData,
  packageListData,
} from '@/domain/api/materials.ts'
import { createPackage } from '../services/materials/packages.ts'
import type { TestUser } from './shop/testkit.ts'
import {
  API,
  admin,
  alice,
  bob,
  client,
  get,
  historyCount,
  item,
  itemCount,
  json,
  makePersonal,
  official,
  t,
  useMaterialsDb,
} from './materials.testkit.ts'

useMaterialsDb()

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
})
