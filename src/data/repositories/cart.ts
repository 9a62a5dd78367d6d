import { type SmartBoqDb, type SyncedRow } from '@/data/db'
import { readDoc } from '@/domain/entity/define'
import type { CartLineDoc, Flag } from '@/domain/projects/model'
import { cart } from '@/domain/shop/entities'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'
import { entriesOfRows } from './outbox-store'

/**
 * Shopping-cart lines (synced entity `cart`, docs/sync.md). Every change is a row plus its
 * OperationShoppingCart outbox entry, so the cart works offline and syncs later. Checkout itself
 * is an online call (src/data/api/shop.ts); its result is applied here with removeCheckedOut.
 */
export interface CartLine extends CartLineDoc {
  id: string
  /** Server version; 0 while the server has not confirmed the line yet. */
  version: number
}

/** What the detail screen knows about a template when it is put in the cart (a snapshot). */
export type CartItem = Pick<CartLineDoc, 'TemplateID' | 'Name' | 'Price' | 'Cover' | 'AuthorName'>

function asLine(row: SyncedRow): CartLine {
  return { ...readDoc(cart, row.data), id: row.id, version: row.version }
}

async function liveRows(db: SmartBoqDb): Promise<SyncedRow[]> {
  return db.cart.where('deleted').equals(0).toArray()
}

// The cart tables plus what mutate() opens, so a check-then-write runs as one transaction.
const cartScope = (db: SmartBoqDb) => [db.meta, db.outbox, db.conflicts, ...db.entityTables()]

/** Live lines, newest first. */
export async function listCartLines(db: SmartBoqDb): Promise<CartLine[]> {
  const rows = await liveRows(db)
  return rows
    .map(asLine)
    .sort((a, b) =>
      a.AddedAt === b.AddedAt ? a.id.localeCompare(b.id) : a.AddedAt < b.AddedAt ? 1 : -1,
    )
}

export interface AddResult {
  id: string
  /** false when the template was already in the cart (no second line is made). */
  added: boolean
}

/** Puts a template in the cart, selected; a template already there keeps its one line. */
export async function addToCart(
  db: SmartBoqDb,
  item: CartItem,
  now = Date.now(),
): Promise<AddResult> {
  return db.transaction('rw', cartScope(db), async () => {
    const existing = (await liveRows(db)).find((r) => r.data['TemplateID'] === item.TemplateID)
    if (existing) return { id: existing.id, added: false }
    const id = crypto.randomUUID()
    const fields: CartLineDoc = { ...item, Selected: 1, AddedAt: new Date(now).toISOString() }
    await mutate(
      db,
      {
        entity: 'cart',
        entityId: id,
        op: 'create',
        call: entityCall('cart', 'create'),
        fields: { ...fields },
        payload: entityPayload('cart', 'create', id, { ...fields }),
      },
      now,
    )
    return { id, added: true }
  })
}

export async function removeFromCart(db: SmartBoqDb, id: string): Promise<void> {
  await mutate(db, {
    entity: 'cart',
    entityId: id,
    op: 'delete',
    call: entityCall('cart', 'delete'),
    fields: {},
    payload: entityPayload('cart', 'delete', id, {}),
  })
}

async function writeSelected(db: SmartBoqDb, id: string, selected: Flag): Promise<void> {
  const fields = { Selected: selected }
  await mutate(db, {
    entity: 'cart',
    entityId: id,
    op: 'update',
    call: entityCall('cart', 'update'),
    fields,
    payload: entityPayload('cart', 'update', id, fields),
  })
}

export async function setLineSelected(
  db: SmartBoqDb,
  id: string,
  selected: boolean,
): Promise<void> {
  await writeSelected(db, id, selected ? 1 : 0)
}

/** Selects or unselects every line: one outbox entry per line that changes (docs/projects-data.md). */
export async function selectAllLines(db: SmartBoqDb, selected: boolean): Promise<void> {
  const flag: Flag = selected ? 1 : 0
  await db.transaction('rw', cartScope(db), async () => {
    for (const row of await liveRows(db)) {
      if (asLine(row).Selected !== flag) await writeSelected(db, row.id, flag)
    }
  })
}

/**
 * Lines the server cannot check out yet: never confirmed (version 0) or with edits still in the
 * outbox. Checkout waits for a sync until this is empty.
 */
export async function unsyncedLineIds(db: SmartBoqDb, ids: readonly string[]): Promise<string[]> {
  const rows = await db.cart.bulkGet([...ids])
  const waiting = new Set(
    (
      await entriesOfRows(
        db,
        ids.map((id) => ({ entity: 'cart' as const, entityId: id })),
      )
    )
      .filter((e) => e.status !== 'acked')
      .map((e) => e.entityId),
  )
  return ids.filter((id, i) => {
    const row = rows[i]
    return row === undefined || row.version === 0 || waiting.has(id)
  })
}

/**
 * Applies a successful checkout locally: the server has already tombstoned these lines, so the
 * rows go without outbox entries (the next pull brings the same tombstones and finds nothing).
 */
export async function removeCheckedOut(db: SmartBoqDb, ids: readonly string[]): Promise<void> {
  await db.cart.bulkDelete([...ids])
}
