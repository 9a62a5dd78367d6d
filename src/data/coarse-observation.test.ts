import { Dexie, liveQuery, type IntervalTree, type ObservabilitySet } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { createDb, type OutboxBundle, type SmartBoqDb } from './db'
import { TRACKED_MULTI_ENTRY_KEYS } from './coarse-observation'
import { billSpec } from './repositories/bill-docs'
import { mutateMany } from './repositories/mutate'

/** Nodes of one index's changed-key tree (what every live query copies on each commit). */
const nodes = (t: IntervalTree | undefined): number =>
  t && 'from' in t ? 1 + nodes(t.l ?? undefined) + nodes(t.r ?? undefined) : 0

/** The mutated parts of the commits made during `write` (Dexie's same-tab storagemutated event). */
async function partsOf(write: () => Promise<unknown>): Promise<ObservabilitySet> {
  const seen: ObservabilitySet = {}
  const listen = (parts: ObservabilitySet) => Object.assign(seen, parts)
  Dexie.on('storagemutated', listen)
  try {
    await write()
    // The event fires after the commit, in a task of its own.
    await new Promise((r) => setTimeout(r, 20))
  } finally {
    Dexie.on('storagemutated').unsubscribe(listen)
  }
  return seen
}

const bundle = (seq: number, keys: string[]): OutboxBundle => ({
  seq,
  status: 'pending',
  rowKeys: keys,
  size: keys.length,
  entries: [],
})

let db: SmartBoqDb
afterEach(async () => {
  db.close()
  await db.delete()
})

describe('multi-entry indexes in live-query change sets', () => {
  it('a bulk write reports the outbox rowKeys index as one whole range, not a tree of every row key', async () => {
    db = createDb(`coarse-${Math.random()}`)
    const specs = Array.from({ length: 600 }, (_, i) =>
      billSpec('billItems', 'create', `it${i}`, { UnitId: 'u1', Sort: i, Name: `清单项${i}` }),
    )
    const parts = await partsOf(() => mutateMany(db, specs))
    const rowKeys = parts[`idb://${db.name}/outbox/rowKeys`]
    expect(rowKeys).toBeDefined()
    expect(nodes(rowKeys)).toBe(1)
    expect(rowKeys && 'from' in rowKeys ? rowKeys.from : null).toBe(-Infinity)
  })

  it('a small bundle keeps exact key tracking', async () => {
    db = createDb(`coarse-${Math.random()}`)
    const keys = ['billItems:a', 'billItems:b', 'billItems:c']
    const parts = await partsOf(() => db.outbox.put(bundle(1, keys)))
    expect(nodes(parts[`idb://${db.name}/outbox/rowKeys`])).toBe(keys.length)
  })

  it('a live query reading rowKeys still sees a large bundle holding its row', async () => {
    db = createDb(`coarse-${Math.random()}`)
    const keys = Array.from({ length: TRACKED_MULTI_ENTRY_KEYS * 3 }, (_, i) => `billItems:k${i}`)
    const seen: number[][] = []
    const sub = liveQuery(() =>
      db.outbox.where('rowKeys').anyOf(['billItems:k7']).primaryKeys(),
    ).subscribe((v) => seen.push(v))
    try {
      await expect.poll(() => seen.length).toBe(1)
      await db.outbox.put(bundle(5, keys))
      await expect.poll(() => seen.at(-1)).toEqual([5])
      await db.outbox.delete(5)
      await expect.poll(() => seen.at(-1)).toEqual([])
    } finally {
      sub.unsubscribe()
    }
  })
})
