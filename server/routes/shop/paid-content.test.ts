import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateDetail } from '@/domain/api/shop.ts'
import { PREVIEW_ITEMS_PER_UNIT } from '@/domain/api/template-release.ts'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

/**
 * Paid content (docs/api-shop.md): before purchase a paid template shows its summaries,
 * indicators and structure and only the first PREVIEW_ITEMS_PER_UNIT items of each 单位工程,
 * whatever page is asked; the author, a buyer and everyone on a free template read it all.
 */

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const AUTHOR = 0
const OTHER = 1
const ANONYMOUS = -1
const ITEMS = 14

/** A released template whose one 单位工程 has ITEMS priced items; returns its ids. */
async function released(price: string): Promise<{ id: string; unit: string }> {
  const project = await k.project({ Project_Name: `付费${price}` })
  const row = await k.structureRow(project)
  const unit = randomUUID()
  const must = async (path: string, body: Record<string, string>) =>
    expect((await k.post(path, body, AUTHOR)).body.ErrorCode).toBe('0')
  await must('/Bill/EditUnit', {
    Type: 'add',
    ID: unit,
    ProId: project,
    RowId: row,
    Specialty: '土建',
  })
  for (let i = 1; i <= ITEMS; i++)
    await must('/Bill/EditItem', {
      Type: 'add',
      ID: randomUUID(),
      ProId: project,
      UnitId: unit,
      Sort: String(i),
      Code: `0101010010${String(i).padStart(2, '0')}`,
      Name: `清单项${i}`,
      Unit: 'm2',
      Quantity: '10',
      UnitPrice: String(100 + i),
    })
  const res = await k.post('/ProjectAndTemplate/ReleaseProject', {
    ID: project,
    City: '深圳',
    ProjectType: '住宅',
    Year: '2025',
    Price: price,
  })
  expect(res.body.ErrorCode, res.body.Message).toBe('0')
  const id = (res.body.Data as { ID: string }).ID
  const bill = (await k.get('/Bill/GetTemplateBill', { ID: id }, ANONYMOUS)).body.Data as {
    Units: { ID: string }[]
  }
  return { id, unit: bill.Units[0]?.ID ?? '' }
}

async function items(t: { id: string; unit: string }, user: number, page = 1, size = 50) {
  const res = await k.get(
    '/Bill/GetTemplateBillItems',
    { ID: t.id, UnitID: t.unit, PageIndex: String(page), PageSize: String(size) },
    user,
  )
  expect(res.body.ErrorCode).toBe('0')
  return { total: res.body.Total, names: (res.body.Data as { Name: string }[]).map((r) => r.Name) }
}

const first = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `清单项${from + i}`)
const access = async (id: string, user: number) =>
  templateDetail.parse((await k.get('/Shop/GetProjectInfo', { ID: id }, user)).body.Data).Access

describe('paid content', () => {
  it('a visitor and a signed-in non-buyer get the summary and the first rows only, on every page', async () => {
    const t = await released('999')
    for (const user of [ANONYMOUS, OTHER]) {
      expect(await access(t.id, user)).toBe('preview')
      expect(await items(t, user)).toEqual({ total: ITEMS, names: first(PREVIEW_ITEMS_PER_UNIT) })
      expect(await items(t, user, 2, 6)).toEqual({ total: ITEMS, names: first(4, 7) })
      expect(await items(t, user, 3, 6)).toEqual({ total: ITEMS, names: [] })
    }
    // The summaries stay public: the 单位工程's total counts every item.
    const bill = (await k.get('/Bill/GetTemplateBill', { ID: t.id }, ANONYMOUS)).body.Data as {
      ItemCount: number
      Total: string
    }
    expect(bill.ItemCount).toBe(ITEMS)
    // Merging would copy the whole bill: refused before purchase.
    const target = await k.project({}, OTHER)
    const merge = await k.get('/SjyqList/TemplateMerge', { TemplateID: t.id, ProId: target }, OTHER)
    expect([merge.body.ErrorCode, merge.body.Message]).toEqual(['1', '购买该模板后才能合并'])
  })

  it('the author and a buyer read every item; a free template is open to everyone', async () => {
    const t = await released('999')
    expect(await access(t.id, AUTHOR)).toBe('full')
    expect((await items(t, AUTHOR)).names).toEqual(first(ITEMS))
    const line = randomUUID()
    const cart = '/ProjectAndTemplate/OperationShoppingCart'
    await k.post(cart, { Type: 'add', ID: line, TemplateID: t.id }, OTHER)
    const out = await k.post(cart, { Type: 'checkout', IDs: JSON.stringify([line]) }, OTHER)
    expect(out.body.ErrorCode).toBe('0')
    expect(await access(t.id, OTHER)).toBe('full')
    expect((await items(t, OTHER)).names).toEqual(first(ITEMS))
    expect((await items(t, ANONYMOUS)).names).toEqual(first(PREVIEW_ITEMS_PER_UNIT))
    const target = await k.project({}, OTHER)
    const merge = await k.get('/SjyqList/TemplateMerge', { TemplateID: t.id, ProId: target }, OTHER)
    expect(merge.body.ErrorCode).toBe('0')

    const free = await released('0')
    expect(await access(free.id, ANONYMOUS)).toBe('full')
    expect((await items(free, ANONYMOUS)).names).toEqual(first(ITEMS))
  })
})
