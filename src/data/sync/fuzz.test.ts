import fc from 'fast-check'
import { fuzzStep, healUntilQuiet } from './testing/fuzz-steps'
import { fuzzSeeds, prng } from './testing/seeded'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { getClientId } from '@/data/repositories/meta'
import { discardFailed, failedEntries } from '@/data/repositories/outbox'
import { createProject, deleteProject, updateProject } from '@/data/repositories/projects'
import { createSyncEngine, type SyncEngine } from './engine'
import { createSyncStatusStore, type SyncStatusStore } from './status-store'
import { FakeNetwork, NO_FAULTS } from './testing/fake-network'
import { ReferenceServer } from './testing/reference-server'
import { fuzzBulkEdit } from './testing/fuzz-bulk'
import { allEntries } from '@/data/repositories/outbox-store'

/**
 * Three clients, each with its own IndexedDB, against the reference server through a network
 * that drops requests, drops responses after the server committed, duplicates, delays and
 * reorders; clients are killed (database closed, engine rebuilt from IndexedDB). Once the network
 * heals and every outbox drains: every mutation was applied exactly once or sits in the failed
 * list with the server's reason, and every client holds exactly what the server holds.
 */
const stepArb = fuzzStep

interface Client {
  name: string
  clientId: string
  db: SmartBoqDb
  engine: SyncEngine
  status: SyncStatusStore
}

let runNo = 0

/** Ids from the run's generator too, so a seed replays the same run (row order depends on ids). */
function seededUuid(random: () => number): `${string}-${string}-${string}-${string}-${string}` {
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)] ?? '8'}${hex(3)}-${hex(12)}`
}

afterEach(() => vi.restoreAllMocks())

describe('sync fuzz: 3 clients, faulty network, kills', () => {
  it.each(fuzzSeeds())(
    'applies every mutation exactly once (or lists it as failed) and converges (FUZZ_SEED=%i)',
    async (fuzzSeed) => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.array(stepArb, { minLength: 60, maxLength: 160 }),
          async (seed, steps) => {
            const run = ++runNo
            const random = prng(seed)
            const idRandom = prng(seed ^ 0x5bd1e995)
            vi.spyOn(crypto, 'randomUUID').mockImplementation(() => seededUuid(idRandom))
            const server = new ReferenceServer()
            const net = new FakeNetwork(server, random)
            net.rates = { dropRequest: 0.15, dropResponse: 0.15, duplicate: 0.1, delay: 0.1 }
            let clock = 1_000_000
            const now = () => clock
            let kills = 0
            let purges = 0

            const open = async (name: string): Promise<Client> => {
              const db = createDb(name)
              const clientId = await getClientId(db)
              const status = createSyncStatusStore()
              const engine = createSyncEngine({
                db,
                transport: net.transport(clientId),
                status,
                now,
                random,
                locks: null,
                storage: null,
                channel: null,
                events: null,
                pullLimit: 4,
              })
              return { name, clientId, db, engine, status }
            }
            const clients = await Promise.all([0, 1, 2].map((i) => open(`fuzz-${run}-c${i}`)))
            const mutations: { clientId: string; mutationId: string }[] = []
            const failedSeen = new Map<string, string | null>()

            const collectFailed = async (c: Client) => {
              for (const e of await failedEntries(c.db)) {
                failedSeen.set(e.mutationId, e.lastError)
                await discardFailed(c.db, e.seq)
              }
            }

            for (const step of steps) {
              clock += 6 * 60_000 // past any backoff
              if (step.t === 'deliver') net.deliverDelayed()
              else if (step.t === 'purge') {
                server.purgeTombstones()
                purges++
              } else {
                const c = clients[step.c]
                if (!c) continue
                if (step.t === 'sync') await c.engine.syncNow()
                else if (step.t === 'kill') {
                  c.db.close()
                  clients[step.c] = await open(c.name)
                  kills++
                } else {
                  const live = await c.db.projects.where('deleted').equals(0).toArray()
                  const row = live[step.pick % Math.max(live.length, 1)]
                  const value = step.field === 'Project_Name' ? `名称${step.value}` : step.value
                  let written = null
                  if (step.kind === 'bulk' && row)
                    written = await fuzzBulkEdit(
                      c.db,
                      live,
                      step.pick,
                      step.field,
                      value,
                      step.value,
                    )
                  else if (step.kind === 'create' || !row)
                    await createProject(c.db, {
                      Project_Name: `项目${step.value}`,
                      BuiltArea: step.value,
                      TotalCost: step.value * 100,
                    })
                  else if (step.kind === 'delete') await deleteProject(c.db, row.id)
                  else if (step.kind === 'bad')
                    await updateProject(c.db, row.id, { Project_Name: '' })
                  else await updateProject(c.db, row.id, { [step.field]: value })
                  for (const e of written ?? (await allEntries(c.db)).slice(-1))
                    mutations.push({ clientId: e.clientId, mutationId: e.mutationId })
                }
              }
              // A failed entry is kept until the user acts; here the user reads the reason and discards it.
              if (random() < 0.2) for (const c of clients) await collectFailed(c)
            }

            // Heal: no more faults, held requests arrive, every client drains and pulls.
            net.rates = { ...NO_FAULTS }
            net.deliverDelayed()
            const quiet = await healUntilQuiet(clients, () => (clock += 6 * 60_000), collectFailed)
            expect(quiet).toBe(2)

            for (const m of mutations) {
              const record = server.record(m.clientId, m.mutationId)
              expect(record, `mutation ${m.mutationId} never reached the server`).toBeDefined()
              if (record?.outcome === 'rejected')
                expect(failedSeen.get(m.mutationId)).toBe(record.envelope.Message)
              else expect(failedSeen.has(m.mutationId)).toBe(false)
              expect(record?.applications).toBe(record?.outcome === 'ok' ? 1 : 0)
            }
            const expected = Object.fromEntries(server.snapshot())
            for (const c of clients) {
              const rows = await c.db.projects.toArray()
              const actual = Object.fromEntries(
                rows.map((r) => [`projects:${r.id}`, { version: r.version, data: r.data }]),
              )
              expect(rows.every((r) => r.deleted === 0)).toBe(true)
              expect(actual).toEqual(expected)
            }
            let conflicts = 0
            for (const c of clients) conflicts += await c.db.conflicts.count()
            const f = net.counts
            console.log(
              `fuzz run ${run} seed ${seed}: ${steps.length} steps, ${mutations.length} mutations (${failedSeen.size} rejected), ` +
                `${server.snapshot().size} live rows, ${conflicts} conflicts; faults: ${f.droppedRequests} dropped requests, ${f.droppedResponses} dropped responses, ` +
                `${f.duplicates} duplicates, ${f.delayed} delayed, ${kills} kills, ${purges} tombstone purges`,
            )
            for (const c of clients) c.db.close()
          },
        ),
        { seed: fuzzSeed, numRuns: Number(process.env['FUZZ_RUNS'] ?? 30), endOnFailure: true },
      )
    },
    60_000,
  )
})
