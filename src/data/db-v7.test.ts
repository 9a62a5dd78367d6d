import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { dexieStore, ENTITIES, SYNCED_ENTITIES } from '@/domain/api/sync-entities'
import { billItems } from '@/domain/bill/entities'
import { createDefaults } from '@/domain/entity/define'
import { createDb, indexColumns, type SyncedRow } from './db'
import { readFirstChunk, readItemChunk } from './repositories/bill-window'

/**
 * The v6 schema as released (before the [parentId+sort] index): the v2 tables plus every entity
 * table added up to v6, bill items indexed by parentId only and stored without `sort`.
 */
function openV6(name: string): Dexie {
  const db = new Dexie(name, {
    indexedDB: globalThis.indexedDB,
    IDBKeyRange: globalThis.IDBKeyRange,
  })
  db.version(6).stores({
    meta: 'key',
    outbox: '++seq, [status+seq], [entity+entityId], mutationId',
    conflicts: 'id, [entity+entityId], createdAt',
    ...Object.fromEntries(
      SYNCED_ENTITIES.filter((e) => ENTITIES[e].since <= 6).map((e) => [e, dexieStore(e)]),
    ),
  })
  return db
}

/** A v6 bill item row: the document, its parentId/projectId copies, no `sort`. */
function v6Row(unit: string, k: number, sort: unknown): SyncedRow {
  const data = {
    ...createDefaults(billItems),
    Materials: [],
    ID: `${unit}-${String(k).padStart(4, '0')}`,
    ProId: 'p1',
    UnitId: unit,
    Code: '010101001001',
    Name: `项${k}`,
    Unit: 'm3',
    Sort: sort,
  }
  const { sort: _dropped, ...columns } = indexColumns('billItems', data)
  return { id: data.ID, version: 1, deleted: 0, data, base: { ...data }, updatedAt: 1, ...columns }
}

describe('schema migration v6 → v7 (bill items by [parentId+sort])', () => {
  it('keeps every stored bill item and reads each unit in Sort order through the new index', async () => {
    const v6 = openV6('mig-v7')
    // Two units, written out of order, with ties of Sort, a fractional Sort (an insert between
    // two items), one row without a numeric Sort and one deleted row.
    const rows: SyncedRow[] = []
    for (let k = 0; k < 300; k++)
      rows.push(v6Row(k % 2 === 0 ? 'u1' : 'u2', k, 300 - Math.floor(k / 4)))
    rows.push(v6Row('u1', 900, 250.5), v6Row('u1', 901, 'x'), {
      ...v6Row('u1', 902, 1),
      deleted: 1,
    })
    await v6.table('billItems').bulkAdd(rows.reverse())
    expect(v6.verno).toBe(6)
    v6.close()

    const db = createDb('mig-v7')
    await db.open()
    expect(db.verno).toBeGreaterThanOrEqual(7)
    expect(await db.billItems.count()).toBe(rows.length)
    const stored = await db.billItems.toArray()
    expect(stored.every((r) => typeof r.sort === 'number')).toBe(true)
    for (const unit of ['u1', 'u2']) {
      const live = rows.filter((r) => r.parentId === unit && r.deleted === 0)
      const sortOf = (r: SyncedRow) => (typeof r.data['Sort'] === 'number' ? r.data['Sort'] : 0)
      const expected = [...live]
        .sort((a, b) => sortOf(a) - sortOf(b) || a.id.localeCompare(b.id))
        .map((r) => r.id)
      const viaIndex = await db.billItems
        .where('[parentId+sort]')
        .between([unit, -Infinity], [unit, Infinity])
        .toArray()
      expect(viaIndex.filter((r) => r.deleted === 0).map((r) => r.id)).toEqual(expected)
      // The grid's reads: the first chunk, then the rest, give the same items in the same order.
      const first = await readFirstChunk(db, unit, 50)
      const rest = await readItemChunk(db, unit, {
        lo: first.range.hi,
        loOpen: !first.range.hiOpen,
        hi: Infinity,
        hiOpen: false,
      })
      expect([...first.items, ...rest].map((i) => i.ID)).toEqual(expected)
      expect(first.items[0]?.Name).toBe(live.find((r) => r.id === expected[0])?.data['Name'])
    }
    db.close()
  })
})
