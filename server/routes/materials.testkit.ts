import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { materialItemInput } from '@/domain/materials/schemas.ts'
import { insertDataData } from '@/domain/api/materials.ts'
import { materialHistory, materialPackages } from '../db/schema/index.ts'
import { insertItems } from '../services/materials/items.ts'
import { createPackage } from '../services/materials/packages.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { shopClient, signedInUser, type TestUser } from './shop/testkit.ts'

/** Shared by materials.test.ts and materials-history.test.ts. */

export const API = '/api/MaterialPrice'
export let t: TestDb
export let alice: TestUser
export let bob: TestUser
export let admin: TestUser
export let official = ''
export const item = (over: Record<string, unknown>) => ({
  Code: '',
  Spec: '',
  Unit: 't',
  TaxRate: '13',
  ...over,
})
export const json = (v: unknown) => JSON.stringify(v)
export const client = () => shopClient(t.db)
export const get = (path: string, user: TestUser | undefined, query: Record<string, string>) =>
  client().get(`${path}?${new URLSearchParams(query).toString()}`, user)
export const itemCount = async (id: string) =>
  (
    await t.db
      .select({ n: materialPackages.itemCount })
      .from(materialPackages)
      .where(eq(materialPackages.id, id))
  )[0]?.n
export const historyCount = async (id: string) =>
  (await t.db.select().from(materialHistory).where(eq(materialHistory.packageId, id))).length

/**
 * The material price calls' test set-up (both databases): one database per test file with alice,
 * bob, the administrator and an official package of two materials (深圳信息价 2026-05). Call
 * useMaterialsDb() at a test file's top level; the bindings above are live.
 */
export function useMaterialsDb(): void {
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
}

export async function makePersonal(
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
