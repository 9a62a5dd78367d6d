import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cartListData, checkoutData } from '@/domain/api/shop.ts'
import { projects, syncRows } from '../../db/schema/index.ts'
import { seedDemo } from '../../seed/insert.ts'
import { openTestDb, resetDb, type TestDb } from '../../test/harness.ts'
import { replayHeaders, shopClient, signedInUser, type TestUser } from './testkit.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

const CART = '/api/ProjectAndTemplate/OperationShoppingCart'
const LIST = '/api/ProjectAndTemplate/GetShoppingCartList'
let buyer: TestUser
let other: TestUser
let templates: { id: string; name: string; priceFen: number }[]
const clientId = randomUUID()
let seq = 0

beforeEach(async () => {
  await resetDb(t.db)
  await t.db.execute(sql`truncate table sync_rows, sync_mutations, sync_clients`)
  await seedDemo(t.db, { authors: 3, templates: 4 })
  templates = await t.db
    .select({ id: projects.id, name: projects.name, priceFen: projects.priceFen })
    .from(projects)
    .orderBy(projects.name)
  buyer = await signedInUser(t.db, '买家')
  other = await signedInUser(t.db, '别人')
})

function add(
  user: TestUser,
  lineId: string,
  templateId: string,
  extra: Record<string, string> = {},
  mutationId?: string,
) {
  return shopClient(t.db).post(
    CART,
    { Type: 'add', ID: lineId, TemplateID: templateId, ...extra },
    user,
    replayHeaders(clientId, ++seq, mutationId),
  )
}
const template = (i: number) => templates[i] ?? { id: '', name: '', priceFen: 0 }

describe('cart writes (replayed from the outbox)', () => {
  it('adds a line once per mutation id, fills the snapshot from the template, and lists it', async () => {
    const line = randomUUID()
    const mutation = randomUUID()
    const first = await add(buyer, line, template(0).id, { Selected: '1' }, mutation)
    expect(first.body.ErrorCode, first.body.Message).toBe('0')
    const again = await add(buyer, line, template(0).id, { Selected: '1' }, mutation)
    expect(again.body).toEqual(first.body)
    const { body } = await shopClient(t.db).get(LIST, buyer)
    const lines = cartListData.parse(body.Data)
    expect(
      lines.map((l) => [l.ID, l.TemplateID, l.Name, l.Selected, l.Available, l.CurrentPrice]),
    ).toEqual([[line, template(0).id, template(0).name, 1, true, template(0).priceFen / 100]])
    expect(body.Total).toBe(1)
  })

  it('refuses a second line of the same template and an unknown template', async () => {
    await add(buyer, randomUUID(), template(0).id)
    const twin = await add(buyer, randomUUID(), template(0).id)
    expect([twin.body.ErrorCode, twin.body.Message]).toEqual(['1', '该模板已在购物车中'])
    const unknown = await add(buyer, randomUUID(), randomUUID())
    expect([unknown.body.ErrorCode, unknown.body.Message]).toEqual(['1', '模板不存在或已下架'])
  })

  it('updates Selected and deletes a line as a tombstone the pull carries', async () => {
    const line = randomUUID()
    await add(buyer, line, template(1).id)
    const client = shopClient(t.db)
    const upd = await client.post(
      CART,
      { Type: 'update', ID: line, Selected: '0' },
      buyer,
      replayHeaders(clientId, ++seq),
    )
    expect(upd.body.ErrorCode, upd.body.Message).toBe('0')
    expect(cartListData.parse((await client.get(LIST, buyer)).body.Data)[0]?.Selected).toBe(0)
    const del = await client.post(
      CART,
      { Type: 'delete', ID: line },
      buyer,
      replayHeaders(clientId, ++seq),
    )
    expect(del.body.ErrorCode).toBe('0')
    expect((await client.get(LIST, buyer)).body.Data).toEqual([])
    const pull = await client.get('/api/Sync/Changes', buyer)
    const changes = (
      pull.body.Data as { Changes: { Entity: string; ID: string; Deleted: boolean }[] }
    ).Changes
    expect(changes.filter((c) => c.Entity === 'cart').map((c) => [c.ID, c.Deleted])).toEqual([
      [line, true],
    ])
  })
})

describe("another user's cart", () => {
  it('cannot be read, changed, deleted or checked out (ErrorCode 403, HTTP 200)', async () => {
    const line = randomUUID()
    await add(buyer, line, template(0).id)
    const client = shopClient(t.db)
    const read = await client.get(`${LIST}?UserID=${buyer.id}`, other)
    expect([read.status, read.body.ErrorCode, read.body.Message]).toEqual([
      200,
      '403',
      '无权操作该记录',
    ])
    expect((await client.get(LIST, other)).body.Data).toEqual([])
    const writes: Record<string, string>[] = [
      { Type: 'update', ID: line, Selected: '0' },
      { Type: 'delete', ID: line },
      { Type: 'add', ID: line, TemplateID: template(1).id },
    ]
    for (const body of writes) {
      const res = await client.post(CART, body, other)
      expect([res.status, res.body.ErrorCode, res.body.Message], body.Type).toEqual([
        200,
        '403',
        '无权操作该记录',
      ])
    }
    const checkout = await client.post(
      CART,
      { Type: 'checkout', IDs: JSON.stringify([line]) },
      other,
    )
    expect([checkout.status, checkout.body.ErrorCode]).toEqual([200, '403'])
    const lines = cartListData.parse((await client.get(LIST, buyer)).body.Data)
    expect(lines.map((l) => [l.ID, l.Selected])).toEqual([[line, 1]])
    const copies = await t.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, other.id))
    expect(copies).toEqual([])
  })
})

describe('checkout', () => {
  it("copies each template with its structure and priced bill into the buyer's projects and deletes those lines", async () => {
    const keep = randomUUID()
    const buy = [randomUUID(), randomUUID()]
    await add(buyer, buy[0] ?? '', template(0).id)
    await add(buyer, buy[1] ?? '', template(1).id)
    await add(buyer, keep, template(2).id)
    const client = shopClient(t.db)
    const res = await client.post(CART, { Type: 'checkout', IDs: JSON.stringify(buy) }, buyer)
    expect(res.body.ErrorCode, res.body.Message).toBe('0')
    const data = checkoutData.parse(res.body.Data)
    expect(data.Projects.map((p) => [p.CartID, p.TemplateID, p.Name])).toEqual([
      [buy[0], template(0).id, template(0).name],
      [buy[1], template(1).id, template(1).name],
    ])
    for (const p of data.Projects) {
      const [doc] = await t.db
        .select()
        .from(syncRows)
        .where(and(eq(syncRows.entity, 'projects'), eq(syncRows.id, p.ProjectID)))
      expect([
        doc?.ownerId,
        doc?.data['IsTemplate'],
        doc?.data['TempId'],
        doc?.data['Released'],
      ]).toEqual([buyer.id, 0, p.TemplateID, 0])
      const count = (owner: string, proId: string, entity = 'structureRows') =>
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(syncRows)
          .where(
            and(
              eq(syncRows.entity, entity),
              eq(syncRows.ownerId, owner),
              sql`${syncRows.data}->>'ProId' = ${proId}`,
            ),
          )
          .then((r) => Number(r[0]?.n))
      const [source] = await t.db
        .select({ ownerId: projects.ownerId })
        .from(projects)
        .where(eq(projects.id, p.TemplateID))
      for (const entity of ['structureRows', 'billUnits', 'billItems', 'billRates', 'billOthers']) {
        const sourceRows = await count(source?.ownerId ?? '', p.TemplateID, entity)
        expect(sourceRows, entity).toBeGreaterThan(0)
        expect(await count(buyer.id, p.ProjectID, entity), entity).toBe(sourceRows)
      }
    }
    expect(cartListData.parse((await client.get(LIST, buyer)).body.Data).map((l) => l.ID)).toEqual([
      keep,
    ])
    // A retried checkout (answer lost on the way) copies nothing twice.
    const retry = checkoutData.parse(
      (await client.post(CART, { Type: 'checkout', IDs: JSON.stringify(buy) }, buyer)).body.Data,
    )
    expect([retry.Projects, retry.Skipped.map((s) => s.Reason)]).toEqual([
      [],
      ['购物车中没有该记录', '购物车中没有该记录'],
    ])
    const mine = await t.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, buyer.id))
    expect(mine).toHaveLength(2)
  })

  it('keeps the line of a withdrawn template and says why', async () => {
    const line = randomUUID()
    await add(buyer, line, template(3).id)
    await t.db
      .update(projects)
      .set({ released: false, releasedAt: null })
      .where(eq(projects.id, template(3).id))
    const client = shopClient(t.db)
    const listed = cartListData.parse((await client.get(LIST, buyer)).body.Data)
    expect(listed.map((l) => [l.Available, l.CurrentPrice])).toEqual([[false, null]])
    const data = checkoutData.parse(
      (await client.post(CART, { Type: 'checkout', IDs: JSON.stringify([line]) }, buyer)).body.Data,
    )
    expect([data.Projects, data.Skipped]).toEqual([
      [],
      [{ CartID: line, Reason: '模板不存在或已下架' }],
    ])
    expect(cartListData.parse((await client.get(LIST, buyer)).body.Data)).toHaveLength(1)
  })
})
