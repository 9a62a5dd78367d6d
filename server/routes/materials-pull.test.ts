import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { materialItemInput } from '@/domain/materials/schemas.ts'
import { materialData, PULL_START, pullCursor, type ItemDoc } from '@/domain/api/materials.ts'
import { insertItems } from '../services/materials/items.ts'
import { createPackage } from '../services/materials/packages.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { shopClient, signedInUser, type TestUser } from './shop/testkit.ts'

// GetMaterialData with After (keyset paging, docs/materials.md "Offline"): how a package is pulled.
let t: TestDb
let user: TestUser
let pkg = ''
const N = 1234
const get = (query: Record<string, string>) =>
  shopClient(t.db).get(
    `/api/MaterialPrice/GetMaterialData?${new URLSearchParams({ PackageID: pkg, ...query }).toString()}`,
    user,
  )

beforeAll(async () => {
  t = await openTestDb()
  user = await signedInUser(t.db, 'pull')
  pkg = (
    await createPackage(
      t.db,
      { Type: 3, Name: '广州信息价', Province: '广东', City: '广州', Period: '2026-05' },
      null,
    )
  ).ID
  const items = Array.from({ length: N }, (_, i) =>
    materialItemInput.parse({
      Name: `材料${i}`,
      Unit: 't',
      PriceTax: String(i + 1),
      TaxRate: '13',
    }),
  )
  await insertItems(t.db, { packageId: pkg, userId: null }, items)
})
afterAll(async () => t.close())

describe('GetMaterialData keyset pages (After)', () => {
  it('walks the package after each cursor in grid order: the same items as PageIndex pages, Total the package count', async () => {
    const offset: ItemDoc[] = []
    for (let page = 1; page <= 2; page++) {
      const res = await get({ PageIndex: String(page), PageSize: '1000' })
      offset.push(...materialData.parse(res.body.Data))
    }
    const keyset: ItemDoc[] = []
    let after = PULL_START
    for (;;) {
      const res = await get({ After: after, PageSize: '500' })
      expect(res.body).toMatchObject({ ErrorCode: '0', Total: N })
      const rows = materialData.parse(res.body.Data)
      keyset.push(...rows)
      const last = rows[rows.length - 1]
      if (rows.length < 500 || !last) break
      after = pullCursor(last)
    }
    expect(keyset.map((r) => r.ID)).toEqual(offset.map((r) => r.ID))
    expect(keyset).toHaveLength(N)
  })

  it('allows pages up to 5,000 with After only, and refuses a malformed cursor in Chinese', async () => {
    expect((await get({ After: PULL_START, PageSize: '5000' })).body.ErrorCode).toBe('0')
    const deep = await get({ PageIndex: '1', PageSize: '5000' })
    expect(deep.body).toMatchObject({ ErrorCode: '1' })
    expect(deep.body.Message).toContain('每页条数无效')
    const bad = await get({ After: "1:'; drop table", PageSize: '10' })
    expect(bad.body.ErrorCode).toBe('1')
    expect(bad.body.Message).toContain('游标无效')
  })
})
