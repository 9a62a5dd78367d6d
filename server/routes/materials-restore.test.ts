import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { materialItemInput } from '@/domain/materials/schemas.ts'
import { historyData, insertDataData, materialData } from '@/domain/api/materials.ts'
import { materialHistory } from '../db/schema/index.ts'
import { insertItems } from '../services/materials/items.ts'
import { createPackage } from '../services/materials/packages.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { shopClient, signedInUser, type TestUser } from './shop/testkit.ts'

/**
 * 恢复到此 (docs/materials.md "修改记录"): whoever may write a package restores it to any earlier
 * point, and to the state before its oldest recorded write, which is how a published price
 * edited twice (341 → 400 → 410) comes back to 341.00 without retyping it.
 */

const API = '/api/MaterialPrice'
let t: TestDb
let owner: TestUser
let other: TestUser
let admin: TestUser
const json = (v: unknown) => JSON.stringify(v)
const client = () => shopClient(t.db)
const get = (path: string, user: TestUser, query: Record<string, string>) =>
  client().get(`${path}?${new URLSearchParams(query).toString()}`, user)
const rebar = (PriceTax: string) => ({
  Code: '0101004',
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ12',
  Unit: 't',
  TaxRate: '13',
  PriceTax,
})

beforeAll(async () => {
  t = await openTestDb()
  owner = await signedInUser(t.db, 'owner')
  other = await signedInUser(t.db, 'other')
  admin = await signedInUser(t.db, 'admin')
})
afterAll(async () => {
  await t.close()
})

/** Edits the one item's 含税价 through BatchUpdate, as the grid does. */
async function edit(user: TestUser, pkg: string, id: string, price: string) {
  const res = await client().post(
    `${API}/BatchUpdate`,
    { PackageID: pkg, Items: json([{ ID: id, ...rebar(price) }]) },
    user,
  )
  expect(res.body.ErrorCode, res.body.Message).toBe('0')
}
const priceOf = async (user: TestUser, pkg: string) =>
  materialData
    .parse((await get(`${API}/GetMaterialData`, user, { PackageID: pkg })).body.Data)
    .map((r) => r.PriceTax)
const historyOf = async (user: TestUser, pkg: string) =>
  historyData.parse((await get(`${API}/GetHistory`, user, { PackageID: pkg })).body.Data)

describe('restoring a price package', () => {
  it('the administrator takes a published price edited twice back to 341.00 (before the oldest write)', async () => {
    const pkg = (
      await createPackage(
        t.db,
        { Type: 3, Name: '东莞信息价', Province: '广东', City: '东莞', Period: '2026-05' },
        null,
      )
    ).ID
    // Published prices are the baseline: the seeded bulletins carry no history.
    const [id = ''] = await insertItems(t.db, { packageId: pkg, userId: null }, [
      materialItemInput.parse(rebar('341')),
    ])
    await t.db.delete(materialHistory).where(eq(materialHistory.packageId, pkg))
    await edit(admin, pkg, id, '400')
    await edit(admin, pkg, id, '410')
    const history = await historyOf(admin, pkg)
    expect(history.map((h) => [h.Before?.PriceTax, h.After?.PriceTax])).toEqual([
      ['400.00', '410.00'],
      ['341.00', '400.00'],
    ])
    const oldest = history[1]?.ID ?? 0
    // Right after the oldest write: 400. Before it: the published 341.00.
    const after = await client().post(
      `${API}/RecoverHistory`,
      { PackageID: pkg, HistoryID: String(oldest) },
      admin,
    )
    expect(after.body).toMatchObject({ ErrorCode: '0', Data: { Changed: 1 } })
    expect(await priceOf(admin, pkg)).toEqual(['400.00'])
    const before = await client().post(
      '/api/Backstage/RecoverHistory',
      { PackageID: pkg, HistoryID: String(oldest), Before: '1' },
      admin,
    )
    expect(before.body).toMatchObject({ ErrorCode: '0', Data: { Changed: 1 } })
    expect(await priceOf(admin, pkg)).toEqual(['341.00'])
    expect((await historyOf(admin, pkg))[0]).toMatchObject({
      RestoredTo: oldest,
      RestoredBefore: true,
      Before: { PriceTax: '400.00' },
      After: { PriceTax: '341.00' },
    })
    // A user who may not write the package may not restore it either.
    const refused = await client().post(
      `${API}/RecoverHistory`,
      { PackageID: pkg, HistoryID: String(oldest) },
      owner,
    )
    expect([refused.body.ErrorCode, refused.body.Message]).toEqual([
      '1',
      '官方和市场价格包为只读，仅管理员可以修改',
    ])
    const bad = await client().post(
      `${API}/RecoverHistory`,
      { PackageID: pkg, HistoryID: String(oldest), Before: 'x' },
      admin,
    )
    expect([bad.body.ErrorCode, bad.body.Message]).toEqual(['1', '参数 Before 无效'])
  })

  it('the owner of a personal package restores it to any earlier point; nobody else can', async () => {
    const made = insertDataData.parse(
      (
        await client().post(
          `${API}/InsertData`,
          {
            Package: json({ Type: 1, Name: '我的钢筋价', Period: '2026-05' }),
            Items: json([rebar('3600')]),
          },
          owner,
        )
      ).body.Data,
    )
    const pkg = made.PackageID
    const id = made.IDs[0] ?? ''
    for (const p of ['3700', '3800', '3900']) await edit(owner, pkg, id, p)
    const history = await historyOf(owner, pkg)
    expect(history.map((h) => h.After?.PriceTax)).toEqual([
      '3900.00',
      '3800.00',
      '3700.00',
      '3600.00',
    ])
    const to3700 = history[2]?.ID ?? 0
    const restored = await client().post(
      `${API}/RecoverHistory`,
      { PackageID: pkg, HistoryID: String(to3700) },
      owner,
    )
    expect(restored.body).toMatchObject({ ErrorCode: '0', Data: { Changed: 1 } })
    expect(await priceOf(owner, pkg)).toEqual(['3700.00'])
    const stranger = await client().post(
      `${API}/RecoverHistory`,
      { PackageID: pkg, HistoryID: String(to3700) },
      other,
    )
    expect([stranger.body.ErrorCode, stranger.body.Message]).toEqual(['1', '价格包不存在'])
    // The administrator's Backstage call stays the administrator's.
    expect(
      (
        await client().post(
          '/api/Backstage/RecoverHistory',
          { PackageID: pkg, HistoryID: String(to3700) },
          owner,
        )
      ).status,
    ).toBe(403)
    expect(await priceOf(owner, pkg)).toEqual(['3700.00'])
  })
})
