import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { materialItemInput, type MaterialItemInput } from '@/domain/materials/schemas.ts'
import { materialItems, users } from '../../db/schema/index.ts'
import { openTestDb, type TestDb } from '../../test/harness.ts'
import { listHistory, restorePackage } from './history.ts'
import { deleteItems, insertItems, MaterialWriteError, updateItems } from './items.ts'
import { pageItems } from './paging.ts'
import { createPackage, listPackages } from './packages.ts'

const item = (over: Record<string, unknown>): MaterialItemInput =>
  materialItemInput.parse({ Code: '', Spec: '', Unit: 't', TaxRate: '13', ...over })

describe('material price services', () => {
  let t: TestDb
  let alice = ''
  let bob = ''
  beforeAll(async () => {
    t = await openTestDb()
    const rows = await t.db
      .insert(users)
      .values([
        { phone: '13800000001', userName: 'alice', passwordHash: 'x', passwordSalt: '00' },
        { phone: '13800000002', userName: 'bob', passwordHash: 'x', passwordSalt: '00' },
      ])
      .returning({ id: users.id })
    ;[alice, bob] = rows.map((r) => r.id) as [string, string]
  })
  afterAll(async () => {
    await t.close()
  })

  it("lists packages with item counts, filtered, and hides other users' personal packages", async () => {
    const sz = await createPackage(
      t.db,
      { Type: 3, Name: '深圳信息价', Province: '广东', City: '深圳', Period: '2026-05' },
      null,
    )
    await createPackage(
      t.db,
      { Type: 3, Name: '广州信息价', Province: '广东', City: '广州', Period: '2026-05' },
      null,
    )
    const mine = await createPackage(
      t.db,
      { Type: 1, Name: '我的价格', Province: '', City: '', Period: '2026-04' },
      alice,
    )
    await insertItems(t.db, { packageId: sz.ID, userId: null }, [
      item({ Name: '中砂', Unit: 'm³', PriceTax: '184', TaxRate: '3' }),
    ])
    const official = await listPackages(t.db, { type: 3, city: '深圳' })
    expect(official.rows.map((p) => [p.Name, p.ItemCount])).toEqual([['深圳信息价', 1]])
    expect(official.total).toBe(1)
    expect((await listPackages(t.db, { type: 1, ownerId: alice })).rows.map((p) => p.ID)).toEqual([
      mine.ID,
    ])
    expect((await listPackages(t.db, { type: 1, ownerId: bob })).rows).toEqual([])
    expect((await listPackages(t.db, { type: 1 })).rows).toEqual([])
  })

  it('pages items in order and searches code, name, spec and pinyin initials', async () => {
    const pkg = await createPackage(
      t.db,
      { Type: 3, Name: '东莞信息价', Province: '广东', City: '东莞', Period: '2026-05' },
      null,
    )
    const ctx = { packageId: pkg.ID, userId: alice }
    await insertItems(t.db, ctx, [
      item({ Code: '0101004', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', PriceTax: '3667' }),
      item({ Code: '0101010', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ25', PriceTax: '3622' }),
      item({ Code: '0201001', Name: '普通硅酸盐水泥', Spec: 'P.O42.5R 散装', PriceTax: '357' }),
      item({
        Code: '0301010',
        Name: '碎石',
        Spec: '5-25mm',
        Unit: 'm³',
        PriceTax: '145',
        TaxRate: '3',
      }),
    ])
    const page1 = await pageItems(t.db, pkg.ID, { size: 3 })
    expect(page1.total).toBe(4)
    expect(page1.rows.map((r) => r.Code)).toEqual(['0101004', '0101010', '0201001'])
    expect(page1.rows[0]).toMatchObject({
      PriceTax: '3667.00',
      PriceNoTax: '3245.13',
      TaxRate: '13',
      Period: '2026-05',
      Initials: 'rzdlgj',
      Unit: 't',
    })
    expect((await pageItems(t.db, pkg.ID, { size: 3, page: 2 })).rows.map((r) => r.Code)).toEqual([
      '0301010',
    ])
    const codes = async (q: string) =>
      (await pageItems(t.db, pkg.ID, { q })).rows.map((r) => r.Code)
    expect(await codes('钢筋 φ25')).toEqual(['0101010'])
    expect(await codes('gj')).toEqual(['0101004', '0101010'])
    expect(await codes('0201')).toEqual(['0201001'])
    expect(await codes('5-25')).toEqual(['0301010'])
    expect(await codes('100%')).toEqual([])
  })

  it('records who changed what, old and new; skips unchanged items; refuses items of another package with nothing written', async () => {
    const pkg = await createPackage(
      t.db,
      { Type: 1, Name: '个人库', Province: '', City: '', Period: '2026-05' },
      alice,
    )
    const other = await createPackage(
      t.db,
      { Type: 1, Name: 'bob的库', Province: '', City: '', Period: '2026-05' },
      bob,
    )
    const ctx = { packageId: pkg.ID, userId: alice }
    const [sand, stone] = await insertItems(t.db, ctx, [
      item({ Name: '中砂', Unit: 'm³', PriceTax: '184', TaxRate: '3' }),
      item({ Name: '碎石', Unit: 'm³', PriceTax: '145', TaxRate: '3' }),
    ])
    const [bobs] = await insertItems(t.db, { packageId: other.ID, userId: bob }, [
      item({ Name: '加气块', Unit: 'm³', PriceTax: '283' }),
    ])
    const changed = await updateItems(t.db, ctx, [
      {
        id: sand as string,
        item: item({ Name: '中砂', Unit: 'm³', PriceTax: '190', TaxRate: '3' }),
      },
      {
        id: stone as string,
        item: item({ Name: '碎石', Unit: 'm³', PriceTax: '145', TaxRate: '3' }),
      },
    ])
    expect(changed).toBe(1)
    const history = await listHistory(t.db, pkg.ID)
    expect(
      history.map((h) => [
        h.Action,
        h.Before?.PriceTax ?? null,
        h.After?.PriceTax ?? null,
        h.UserID,
      ]),
    ).toEqual([
      ['update', '184.00', '190.00', alice],
      ['insert', null, '145.00', alice],
      ['insert', null, '184.00', alice],
    ])
    await expect(
      updateItems(t.db, ctx, [
        { id: bobs as string, item: item({ Name: '加气块', Unit: 'm³', PriceTax: '1' }) },
      ]),
    ).rejects.toThrow(MaterialWriteError)
    await expect(deleteItems(t.db, ctx, [sand as string, bobs as string])).rejects.toThrow(
      '材料不存在或不属于该价格包',
    )
    expect((await pageItems(t.db, other.ID)).rows.map((r) => r.PriceTax)).toEqual(['283.00'])
    expect((await pageItems(t.db, pkg.ID)).total).toBe(2)
    expect(await listHistory(t.db, pkg.ID)).toHaveLength(3)
  })

  it('restores a package to a history point, records the restore, and can undo it', async () => {
    const pkg = await createPackage(
      t.db,
      { Type: 3, Name: '佛山信息价', Province: '广东', City: '佛山', Period: '2026-05' },
      null,
    )
    const ctx = { packageId: pkg.ID, userId: alice }
    const [a, b] = await insertItems(t.db, ctx, [
      item({ Code: 'A', Name: '中砂', Unit: 'm³', PriceTax: '184' }),
      item({ Code: 'B', Name: '碎石', Unit: 'm³', PriceTax: '145' }),
    ])
    const [point] = await listHistory(t.db, pkg.ID, { size: 1 })
    await updateItems(t.db, ctx, [
      { id: a as string, item: item({ Code: 'A', Name: '中砂', Unit: 'm³', PriceTax: '200' }) },
    ])
    await deleteItems(t.db, ctx, [b as string])
    await insertItems(t.db, ctx, [item({ Code: 'C', Name: '加气块', Unit: 'm³', PriceTax: '283' })])
    const state = async () =>
      (await pageItems(t.db, pkg.ID)).rows.map((r) => `${r.Code}:${r.PriceTax}`)
    expect(await state()).toEqual(['A:200.00', 'C:283.00'])

    expect(await restorePackage(t.db, ctx, point?.ID ?? 0)).toBe(3)
    expect(await state()).toEqual(['A:184.00', 'B:145.00'])
    const history = await listHistory(t.db, pkg.ID)
    const restore = history.filter((h) => h.RestoredTo === point?.ID)
    expect(restore.map((h) => h.Action).sort()).toEqual(['delete', 'insert', 'update'])
    expect(new Set(restore.map((h) => h.BatchID)).size).toBe(1)
    expect((await listPackages(t.db, { type: 3, city: '佛山' })).rows[0]?.ItemCount).toBe(2)

    // Undo the restore: back to the state right before it.
    const beforeRestore = history.find((h) => h.RestoredTo === null)
    await restorePackage(t.db, ctx, beforeRestore?.ID ?? 0)
    expect(await state()).toEqual(['A:200.00', 'C:283.00'])
    await expect(restorePackage(t.db, ctx, 999_999)).rejects.toThrow('历史记录不存在')
  })

  it('the database refuses a negative price even past the services', async () => {
    const pkg = await createPackage(
      t.db,
      { Type: 3, Name: '惠州信息价', Province: '广东', City: '惠州', Period: '2026-05' },
      null,
    )
    const row = {
      packageId: pkg.ID,
      name: 'x',
      unit: 't',
      priceTaxFen: -1,
      priceFen: 0,
      period: '2026-05',
    }
    await expect(t.db.insert(materialItems).values(row)).rejects.toThrow()
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(materialItems)
      .where(eq(materialItems.packageId, pkg.ID))
    expect(n?.n).toBe(0)
  })
})
