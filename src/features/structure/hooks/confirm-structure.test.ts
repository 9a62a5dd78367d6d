import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetLoading } from '@/data/api/loading'
import { confirmOutbox, freshDb, serveApi } from '@/data/api/shop.testkit'
import { createProject } from '@/data/repositories/projects'
import { addRow } from '@/data/repositories/structure'
import { confirmStructure } from './commands'
import { getDb } from '@/data/db'
import { allEntries } from '@/data/repositories/outbox-store'

const syncNow = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('@/data/sync', () => ({ syncNow }))

beforeEach(async () => {
  resetLoading()
  await freshDb()
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetLoading()
})

describe('确认结构 online', () => {
  it('shows 结构已确认 at once after the server confirms, without waiting for a pull', async () => {
    const db = getDb()
    const pid = await createProject(db, { Project_Name: '滨江项目' })
    await addRow(db, pid, { Project_Name: '1#楼', BuiltArea: 100, InArea: 80 })
    await confirmOutbox()
    const fetch = serveApi({
      '/api/SjyqList/SureProStructure': {
        Data: { ID: pid, Version: 2, Totals: { BuiltArea: 100, InArea: 80, SellArea: 0 } },
      },
    })
    expect(await confirmStructure(pid)).toEqual({ kind: 'server' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect((await db.projects.get(pid))?.data['StructureConfirmed']).toBe(1)
    // Nothing queued: the server already has it; a pull is started for the new version.
    expect((await allEntries(db)).filter((e) => e.status === 'pending').length).toBe(0)
    expect(syncNow).toHaveBeenCalled()
  })
})
