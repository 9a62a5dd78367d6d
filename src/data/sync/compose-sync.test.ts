import { afterEach, describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { addItems, billSpec, createUnit, getItems } from '@/data/repositories/bill'
import { ensureResource, saveCompose, updateResources } from '@/data/repositories/bill-compose'
import { getClientId } from '@/data/repositories/meta'
import { mutateMany } from '@/data/repositories/mutate'
import { createProject } from '@/data/repositories/projects'
import { createSyncEngine, type SyncEngine } from './engine'
import { createSyncStatusStore } from './status-store'
import { FakeNetwork, NO_FAULTS } from './testing/fake-network'
import { ReferenceServer } from './testing/reference-server'
import { prng } from './testing/seeded'

/**
 * 组价 across devices (found by the sync fuzz): an item's Derived 综合单价 is written by the device
 * that composes it, from the prices that device holds. When another device changes a resource's
 * price meanwhile, each write is applied (different rows), and without more the item kept a
 * 综合单价 its composition no longer gives, on every device and the server.
 */

interface Device {
  db: SmartBoqDb
  engine: SyncEngine
}

const dbs: SmartBoqDb[] = []
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
})

async function device(net: FakeNetwork, name: string): Promise<Device> {
  const db = createDb(`compose-sync-${name}-${crypto.randomUUID()}`)
  dbs.push(db)
  const clientId = await getClientId(db)
  let clock = 1_000_000
  const engine = createSyncEngine({
    db,
    transport: net.transport(clientId),
    status: createSyncStatusStore(),
    now: () => (clock += 60_000),
    random: prng(1),
    locks: null,
    storage: null,
    channel: null,
    events: null,
  })
  return { db, engine }
}

/** A project with a 单位工程, one item and one 人工 resource at 100 元, on device `a`. */
async function seedBill(db: SmartBoqDb) {
  const pid = await createProject(db, { Project_Name: '组价同步' })
  const rowId = crypto.randomUUID()
  await mutateMany(db, [billSpec('structureRows', 'create', rowId, { ProId: pid, Sort: 1 })])
  const unit = await createUnit(db, {
    projectId: pid,
    rowId,
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!unit.ok) throw new Error(unit.message)
  const added = await addItems(db, pid, unit.value, { kind: '分部分项', groupId: '' }, [
    { Code: '010401003001', Name: '实心砖墙', Unit: 'm3', Quantity: 10 },
  ])
  if (!added.ok) throw new Error(added.message)
  const res = await ensureResource(db, pid, {
    Kind: '人工',
    Name: '综合工日',
    Unit: '工日',
    Price: 100,
  })
  if (!res.ok) throw new Error(res.message)
  return { pid, itemId: added.value[0] ?? '', resourceId: res.value }
}

describe('组价 synced across devices', () => {
  it('an item composed on one device while another changed its resource price ends priced by its composition everywhere', async () => {
    const server = new ReferenceServer()
    const net = new FakeNetwork(server, prng(7))
    net.rates = { ...NO_FAULTS }
    const a = await device(net, 'a')
    const b = await device(net, 'b')
    const { pid, itemId, resourceId } = await seedBill(a.db)
    await a.engine.syncNow()
    await b.engine.syncNow()

    // B composes the item from the resource at the price it holds (100): 2 工日 → 200 元.
    const composed = await saveCompose(b.db, itemId, () => ({
      Lines: [{ ResourceId: resourceId, Consumption: 2 }],
      FeeBase: '人工费',
      OverheadRate: 0,
      ProfitRate: 0,
      RiskRate: 0,
      Derived: 1,
    }))
    expect(composed.ok).toBe(true)
    // Meanwhile A sets the price to 150 (no item of A's uses the resource yet) and syncs first.
    expect(
      (await updateResources(a.db, pid, [{ id: resourceId, fields: { Price: 150 } }])).ok,
    ).toBe(true)
    await a.engine.syncNow()
    await b.engine.syncNow()
    await b.engine.syncNow()
    await a.engine.syncNow()

    for (const d of [a, b]) {
      const [item] = await getItems(d.db, [itemId])
      expect(item?.Compose?.Lines).toEqual([{ ResourceId: resourceId, Consumption: 2 }])
      expect({ UnitPrice: item?.UnitPrice, Labour: item?.Labour }).toEqual({
        UnitPrice: 300,
        Labour: 300,
      })
    }
    expect(server.snapshot().get(`billItems:${itemId}`)?.data['UnitPrice']).toBe(300)
    expect(await a.db.outbox.count()).toBe(0)
    expect(await b.db.outbox.count()).toBe(0)
  })
})
