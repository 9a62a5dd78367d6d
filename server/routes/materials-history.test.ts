import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { historyData, insertDataData, materialData } from '@/domain/api/materials.ts'
import { materialPackages } from '../db/schema/index.ts'
import { createPackage } from '../services/materials/packages.ts'
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

/** Material price calls: bad input, history and restore, heads, a material's trend (the rest: materials.test.ts). */
useMaterialsDb()

describe('material price calls: input, history, heads and trend', () => {
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
