import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { addToCart, listCartLines, selectAllLines, setLineSelected } from '@/data/repositories/cart'
import { addProject } from '@/data/repositories/projects'
import { saveAsTemplate } from '@/data/repositories/templates'
import { createSyncEngine, type SyncEngine } from './engine'
import { createSyncStatusStore } from './status-store'
import type { StorageManagerLike } from './storage'
import { okResult, scriptedTransport } from './testing/scripted-transport'
import { allEntries } from '@/data/repositories/outbox-store'

/**
 * A started engine reacts to every local edit (ask for persistent storage, count the outbox,
 * push). Those reactions await browser promises; run inside a caller's Dexie transaction they
 * made it commit early (PrematureCommitError on 另存为模板 and on the cart's 全选).
 */
const slowStorage: StorageManagerLike = {
  persist: () => new Promise((resolve) => setTimeout(() => resolve(true), 5)),
  persisted: () => Promise.resolve(false),
  estimate: () => new Promise((resolve) => setTimeout(() => resolve({ usage: 1, quota: 100 }), 5)),
}

let engine: SyncEngine | undefined
afterEach(() => engine?.stop())

function started(db: SmartBoqDb): { unhandled: unknown[] } {
  const unhandled: unknown[] = []
  const onUnhandled = (e: unknown) => unhandled.push(e)
  process.on('unhandledRejection', onUnhandled)
  const transport = scriptedTransport(() => okResult(1))
  engine = createSyncEngine({
    db,
    transport,
    status: createSyncStatusStore(),
    locks: null,
    storage: slowStorage,
    channel: null,
    events: new EventTarget(),
    intervalMs: 60_000,
  })
  engine.start()
  const stop = engine.stop.bind(engine)
  engine.stop = () => {
    stop()
    process.off('unhandledRejection', onUnhandled)
  }
  return { unhandled }
}

describe('local edits inside a transaction while the sync engine runs', () => {
  it('另存为模板 completes without PrematureCommitError', async () => {
    const db = createDb('tx-template')
    const { unhandled } = started(db)
    const pid = await addProject(db, { Project_Name: '住宅项目' })
    const tid = await saveAsTemplate(db, pid)
    expect((await db.projects.get(tid))?.data['IsTemplate']).toBe(1)
    await engine?.syncNow()
    await vi.waitFor(async () =>
      expect((await allEntries(db)).filter((e) => e.status === 'pending').length).toBe(0),
    )
    expect(unhandled).toEqual([])
  })

  it('the cart 全选 completes without PrematureCommitError', async () => {
    const db = createDb('tx-cart')
    const { unhandled } = started(db)
    const a = await addToCart(db, {
      TemplateID: 'a',
      Name: 'A',
      Price: 1,
      Cover: '',
      AuthorName: '',
    })
    await addToCart(db, { TemplateID: 'b', Name: 'B', Price: 1, Cover: '', AuthorName: '' })
    await setLineSelected(db, a.id, false)
    await selectAllLines(db, false)
    await selectAllLines(db, true)
    expect((await listCartLines(db)).map((l) => l.Selected)).toEqual([1, 1])
    await engine?.syncNow()
    expect(unhandled).toEqual([])
  })
})
