import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { allEntries } from './outbox-store'
import { applyChangesPage } from './pull-apply'
import { markAcked } from './outbox'
import {
  addToCart,
  listCartLines,
  removeCheckedOut,
  removeFromCart,
  selectAllLines,
  setLineSelected,
  unsyncedLineIds,
  type CartItem,
} from './cart'

const item = (id: string, price = 100): CartItem => ({
  TemplateID: id,
  Name: `模板${id}`,
  Price: price,
  Cover: '',
  AuthorName: '李工',
})

describe('cart repository', () => {
  it('adds a selected line with its OperationShoppingCart add entry', async () => {
    const db = createDb('cart')
    const { id, added } = await addToCart(db, item('t1', 88.8), Date.parse('2025-01-02T03:04:05Z'))
    expect(added).toBe(true)
    expect(await listCartLines(db)).toEqual([
      {
        id,
        version: 0,
        TemplateID: 't1',
        Name: '模板t1',
        Price: 88.8,
        Cover: '',
        AuthorName: '李工',
        Selected: 1,
        AddedAt: '2025-01-02T03:04:05.000Z',
      },
    ])
    const [entry] = await allEntries(db)
    expect(entry).toMatchObject({
      call: {
        name: 'OperationShoppingCart',
        method: 'POST',
        path: '/ProjectAndTemplate/OperationShoppingCart',
      },
      payload: { Type: 'add', ID: id, TemplateID: 't1', Price: 88.8, Selected: 1 },
      entity: 'cart',
      op: 'create',
      status: 'pending',
    })
  })

  it('never makes a second line for the same template', async () => {
    const db = createDb('cart')
    const first = await addToCart(db, item('t1'))
    const again = await addToCart(db, item('t1'))
    expect(again).toEqual({ id: first.id, added: false })
    expect(await listCartLines(db)).toHaveLength(1)
    expect((await allEntries(db)).length).toBe(1)
  })

  it('concurrent adds of one template still make one line', async () => {
    const db = createDb('cart')
    const results = await Promise.all([
      addToCart(db, item('t1')),
      addToCart(db, item('t1')),
      addToCart(db, item('t1')),
    ])
    expect(results.filter((r) => r.added)).toHaveLength(1)
    expect(await listCartLines(db)).toHaveLength(1)
  })

  it('removes a line (hidden at once, a delete entry queued) and allows adding it again', async () => {
    const db = createDb('cart')
    const { id } = await addToCart(db, item('t1'))
    await removeFromCart(db, id)
    expect(await listCartLines(db)).toEqual([])
    const entries = await allEntries(db)
    expect(entries[1]).toMatchObject({ op: 'delete', payload: { Type: 'delete', ID: id } })
    expect((await addToCart(db, item('t1'))).added).toBe(true)
  })

  it('selects and unselects one line, and all lines with one entry per changed line', async () => {
    const db = createDb('cart')
    const a = await addToCart(db, item('a'), 1000)
    const b = await addToCart(db, item('b'), 2000)
    await setLineSelected(db, a.id, false)
    expect((await listCartLines(db)).map((l) => [l.TemplateID, l.Selected])).toEqual([
      ['b', 1],
      ['a', 0],
    ])
    const before = (await allEntries(db)).length
    await selectAllLines(db, true)
    // Only line a changed.
    expect((await allEntries(db)).length).toBe(before + 1)
    expect((await listCartLines(db)).every((l) => l.Selected === 1)).toBe(true)
    await selectAllLines(db, false)
    expect((await listCartLines(db)).every((l) => l.Selected === 0)).toBe(true)
    const last = (await allEntries(db)).at(-1)
    expect(last).toMatchObject({
      op: 'update',
      payload: { Type: 'update', Selected: 0 },
      changedFields: ['Selected'],
    })
    expect([a.id, b.id]).toContain(last?.entityId)
  })

  it('reports lines the server has not confirmed, until the add is acked and pulled', async () => {
    const db = createDb('cart')
    const { id } = await addToCart(db, item('t1'))
    expect(await unsyncedLineIds(db, [id, 'missing'])).toEqual([id, 'missing'])
    const [entry] = await allEntries(db)
    await markAcked(db, entry?.seq ?? 0, { serverVersion: 5 })
    expect(await unsyncedLineIds(db, [id])).toEqual([])
    await setLineSelected(db, id, false)
    expect(await unsyncedLineIds(db, [id])).toEqual([id])
  })

  it('drops checked-out lines locally and a later pull of their tombstones is harmless', async () => {
    const db = createDb('cart')
    const a = await addToCart(db, item('a'))
    const b = await addToCart(db, item('b'))
    await removeCheckedOut(db, [a.id])
    expect((await listCartLines(db)).map((l) => l.id)).toEqual([b.id])
    await applyChangesPage(db, {
      changes: [{ Entity: 'cart', ID: a.id, Version: 9, Deleted: true, Data: {} }],
      nextCursor: 'c',
      lastMutationSeq: 0,
    })
    expect((await listCartLines(db)).map((l) => l.id)).toEqual([b.id])
  })
})
