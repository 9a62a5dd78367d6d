import { describe, expect, it, vi } from 'vitest'
import { createDb } from '@/data/db'
import { createProject } from '@/data/repositories/projects'
import { getMeta, META_KEYS } from '@/data/repositories/meta'
import { STORAGE_FULL_MESSAGE } from '@/data/repositories/errors'
import { createSyncEngine, type SyncEngineOptions } from './engine'
import type { LockManagerLike } from './lock'
import { createSyncStatusStore, SYNC_MESSAGES, type SyncStatus } from './status-store'
import { okResult, scriptedTransport } from './testing/scripted-transport'
import type { SendResult } from './transport'
import { allEntries } from '@/data/repositories/outbox-store'

function setup(onSend: () => SendResult, extra: Partial<SyncEngineOptions> = {}) {
  const db = createDb('t')
  const status = createSyncStatusStore()
  const transport = scriptedTransport(onSend)
  const events = new EventTarget()
  const engine = createSyncEngine({
    db,
    transport,
    status,
    locks: null,
    storage: null,
    channel: null,
    events,
    ...extra,
  })
  return { db, status, transport, events, engine }
}

describe('sync engine', () => {
  it('pauses on 403 with authRequired and resumes after resume()', async () => {
    let auth = true
    const { db, status, transport, engine } = setup(() => (auth ? { kind: 'auth' } : okResult(1)))
    await createProject(db, { Project_Name: 'A' })
    await engine.syncNow()
    expect(status.get()).toMatchObject({
      authRequired: true,
      lastError: SYNC_MESSAGES.auth,
      pending: 1,
    })
    await engine.syncNow()
    expect(transport.sent).toHaveLength(1)
    auth = false
    engine.resume()
    await vi.waitFor(() =>
      expect(status.get()).toMatchObject({ authRequired: false, pending: 0, syncing: false }),
    )
    expect(transport.sent).toHaveLength(2)
    expect(status.get().lastSyncAt).not.toBeNull()
  })

  it('settled() waits for the run that start() began and starts no second one', async () => {
    const { db, transport, engine } = setup(() => okResult(1))
    await createProject(db, { Project_Name: 'A' })
    engine.start()
    await engine.settled()
    expect(transport.sent).toHaveLength(1)
    expect(transport.pulls).toHaveLength(1)
    await engine.settled()
    expect(transport.pulls).toHaveLength(1)
    engine.stop()
  })

  it('counts failed entries and conflicts in the status', async () => {
    const { db, status, engine } = setup(() => ({ kind: 'rejected', message: '项目名称不能为空' }))
    await createProject(db, { Project_Name: '' })
    await engine.syncNow()
    expect(status.get()).toMatchObject({ pending: 0, failed: 1, conflicts: 0, lastError: null })
  })

  it('sends nothing while another tab holds the sync lock', async () => {
    const busy: LockManagerLike = { request: (_n, _o, cb) => cb(null) }
    const { db, transport, engine } = setup(() => okResult(1), { locks: busy })
    await createProject(db, { Project_Name: 'A' })
    await engine.syncNow()
    expect(transport.sent).toHaveLength(0)
    expect(transport.pulls).toHaveLength(0)
  })

  it('runs under the lock named smartboq-sync with ifAvailable', async () => {
    const calls: [string, boolean][] = []
    const locks: LockManagerLike = {
      request: (n, o, cb) => (calls.push([n, o.ifAvailable]), cb({})),
    }
    const { db, transport, engine } = setup(() => okResult(1), { locks })
    await createProject(db, { Project_Name: 'A' })
    await engine.syncNow()
    expect(calls).toEqual([['smartboq-sync', true]])
    expect(transport.sent).toHaveLength(1)
  })

  it('syncs after a local edit, on online, and not while offline', async () => {
    const { db, transport, engine, events, status } = setup(() => okResult(1))
    engine.start()
    await vi.waitFor(() => expect(transport.pulls).toHaveLength(1))
    events.dispatchEvent(new Event('offline'))
    expect(status.get().online).toBe(false)
    await createProject(db, { Project_Name: 'A' })
    await engine.syncNow()
    expect(transport.sent).toHaveLength(0)
    events.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(transport.sent).toHaveLength(1))
    await createProject(db, { Project_Name: 'B' })
    await vi.waitFor(() => expect(transport.sent).toHaveLength(2))
    engine.stop()
  })

  it('makes no request while the browser is offline though no offline event came (lost as the page started), and pulls on the online event', async () => {
    let net = false
    const { db, transport, engine, events, status } = setup(() => okResult(1), {
      isOnline: () => net,
      intervalMs: 20,
    })
    await createProject(db, { Project_Name: 'A' })
    engine.start()
    await engine.syncNow()
    // The timer ticks a few times: still nothing sent or pulled.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect([transport.sent.length, transport.pulls.length]).toEqual([0, 0])
    expect(status.get().online).toBe(false)
    net = true
    events.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(transport.pulls.length).toBeGreaterThan(0))
    expect(transport.sent).toHaveLength(1)
    expect(status.get().online).toBe(true)
    engine.stop()
  })

  it('pauses when the browser goes offline between runs even if its offline event is missed', async () => {
    let net = true
    const { transport, engine } = setup(() => okResult(1), { isOnline: () => net })
    await engine.syncNow()
    expect(transport.pulls).toHaveLength(1)
    net = false
    await engine.syncNow()
    await engine.syncNow()
    expect(transport.pulls).toHaveLength(1)
  })

  it('asks for persistent storage once after the first edit and stores the answer', async () => {
    const persist = vi.fn(() => Promise.resolve(true))
    const { db, engine, status } = setup(() => okResult(1), { storage: { persist } })
    engine.start()
    await createProject(db, { Project_Name: 'A' })
    await vi.waitFor(() => expect(status.get().storagePersisted).toBe(true))
    await createProject(db, { Project_Name: 'B' })
    await vi.waitFor(async () => expect(await getMeta(db, META_KEYS.persisted)).toBe(true))
    expect(persist).toHaveBeenCalledTimes(1)
    engine.stop()
  })

  it('warns when storage use passes 80 % of the quota', async () => {
    let usage = 50
    const { engine, status } = setup(() => okResult(1), {
      storage: { estimate: () => Promise.resolve({ usage, quota: 100 }) },
    })
    await engine.syncNow()
    expect(status.get().storageWarning).toBeNull()
    usage = 81
    await engine.syncNow()
    expect(status.get().storageWarning).toBe(SYNC_MESSAGES.storageWarning)
  })

  it('shows a quota error in Chinese and keeps the unsent edit', async () => {
    const { db, engine, status } = setup(() => okResult(1))
    await createProject(db, { Project_Name: 'A' })
    db.outbox.hook('updating', () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    })
    await engine.syncNow()
    expect(status.get().lastError).toBe(STORAGE_FULL_MESSAGE)
    expect((await allEntries(db)).map((e) => e.status)).toEqual(['pending'])
    expect(await db.projects.count()).toBe(1)
  })

  it('shares its status with other tabs and mirrors theirs', async () => {
    const posted: SyncStatus[] = []
    let listener: ((e: MessageEvent) => void) | undefined
    const channel = {
      postMessage: (m: unknown) => posted.push(m as SyncStatus),
      addEventListener: (_t: 'message', l: (e: MessageEvent) => void) => (listener = l),
      close: () => undefined,
    }
    const { engine, status } = setup(() => okResult(1), { channel })
    engine.start()
    await vi.waitFor(() => expect(posted.some((s) => s.syncing)).toBe(true))
    const count = posted.length
    listener?.(
      new MessageEvent('message', {
        data: { ...status.get(), pull: { active: true, pages: 3, rows: 1500 } },
      }),
    )
    expect(status.get().pull).toEqual({ active: true, pages: 3, rows: 1500 })
    expect(posted).toHaveLength(count) // no echo back
    engine.stop()
  })
})
