/// <reference types="node" />
// The seeded sync fuzz of src/data/sync/fuzz.test.ts against the REAL server: three clients (each
// its own fake-indexeddb, the real engine and the real HTTP transport through the wrapper client)
// drive the Hono app on in-memory PGlite through a network that drops requests, drops answers
// after the server committed, duplicates, delays and reorders; clients are killed and rebuilt
// from IndexedDB and go offline for stretches; tombstones are purged. The clients write projects
// and the bill's documents (src/data/sync/testing/fuzz-docs.ts); every entity is compared.
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { fuzzStep, healUntilQuiet } from '@/data/sync/testing/fuzz-steps'
import { applyDocEdit, useFuzzTeams } from '@/data/sync/testing/fuzz-docs'
import { clientState, modelRows, staleDerivedItems } from '@/data/sync/testing/fuzz-checks'
import { brokenLinks } from '@/data/sync/testing/reference-relations'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi, resetApiConfig } from '@/data/api/http'
import { createDb, type SmartBoqDb } from '@/data/db'
import { getClientId } from '@/data/repositories/meta'
import { discardFailed, failedEntries } from '@/data/repositories/outbox'
import { sessionStore } from '@/data/state/app-state'
import { createSyncEngine, type SyncEngine } from '@/data/sync/engine'
import { createHttpTransport } from '@/data/sync/http-transport'
import { createSyncStatusStore } from '@/data/sync/status-store'
import { NO_FAULTS } from '@/data/sync/testing/faults'
import { FaultyFetch } from '@/data/sync/testing/faulty-fetch'
import { fuzzSeeds, prng, seededUuid } from '@/data/sync/testing/seeded'
import { SYNC_HEADERS } from '@/domain/api/sync'
import { syncMutations, syncRows } from '../../server/db/schema/index.ts'
import { createSession } from '../../server/services/auth/sessions.ts'
import { NOT_YOUR_TEAM } from '../../server/services/bill/quota-shares.ts'
import { currentVersion, purgeExpired } from '../../server/services/sync/changes.ts'
import { openTestDb, testApp, type TestDb } from '../../server/test/harness.ts'
import { seedUser } from '../../server/test/seed.ts'
import { allEntries } from '@/data/repositories/outbox-store'

const stepArb = fuzzStep

interface Client {
  name: string
  db: SmartBoqDb
  engine: SyncEngine
}

/** What the server answered each delivery of one mutation, and whether it took a version. */
interface Delivery {
  code: string
  message: string
  version: unknown
  /** The version counter moved while the server handled it: it changed state. */
  applied: boolean
}

let t: TestDb
let app: ReturnType<typeof testApp>['app']
let runNo = 0

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
})

afterAll(async () => {
  resetApiConfig()
  await t.close()
})

afterEach(() => vi.restoreAllMocks())

/**
 * The app behind the network, watched: every request is handled alone (the test awaits each), so
 * comparing the version counter before and after tells whether that delivery changed anything.
 */
function watchedApp(deliveries: Map<string, Delivery[]>) {
  return async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers)
    const mutationId = headers.get(SYNC_HEADERS.mutationId)
    const before = await currentVersion(t.db)
    const href = typeof url === 'string' || url instanceof URL ? url.toString() : url.url
    const res = await app.request(href, init)
    if (href.includes('/api/Sync/Batch'))
      return watchBatch(deliveries, headers, init?.body, res, before)
    if (mutationId === null) return res
    const text = await res.text()
    const body = JSON.parse(text) as {
      ErrorCode: string
      Message: string
      Data: { Version?: unknown } | null
    }
    const key = `${headers.get(SYNC_HEADERS.clientId) ?? ''}:${mutationId}`
    const list = deliveries.get(key) ?? []
    list.push({
      code: body.ErrorCode,
      message: body.Message,
      version: body.Data?.Version,
      applied: (await currentVersion(t.db)) !== before,
    })
    deliveries.set(key, list)
    return new Response(text, { status: res.status, headers: res.headers })
  }
}

/**
 * A batch (POST /api/Sync/Batch) is many deliveries: one per answered entry. An entry changed
 * state when it succeeded with a version drawn during this request; a stored answer's version is
 * older (it was drawn when the mutation was first applied).
 */
async function watchBatch(
  deliveries: Map<string, Delivery[]>,
  headers: Headers,
  body: unknown,
  res: Response,
  before: number,
): Promise<Response> {
  const text = await res.text()
  const answer = JSON.parse(text) as {
    ErrorCode: string
    Data: {
      Results: { ErrorCode: string; Message: string; Data: { Version?: unknown } | null }[]
    } | null
  }
  const entries = JSON.parse(
    new URLSearchParams(typeof body === 'string' ? body : '').get('Entries') ?? '[]',
  ) as { MutationId: string }[]
  for (const [i, result] of (answer.Data?.Results ?? []).entries()) {
    const key = `${headers.get(SYNC_HEADERS.clientId) ?? ''}:${entries[i]?.MutationId ?? ''}`
    const version = result.Data?.Version
    const list = deliveries.get(key) ?? []
    list.push({
      code: result.ErrorCode,
      message: result.Message,
      version,
      applied: result.ErrorCode === '0' && typeof version === 'number' && version > before,
    })
    deliveries.set(key, list)
  }
  return new Response(text, { status: res.status, headers: res.headers })
}

/** A team of the token's user, made through the real call (OperationTeam); its id. */
async function newTeam(token: string, name: string): Promise<string> {
  const res = await app.request('/api/PTMaterialPrice/OperationTeam', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Token': token },
    body: new URLSearchParams({ Type: 'add', Name: name }).toString(),
  })
  const body = (await res.json()) as { ErrorCode: string; Message: string; Data: { ID: string } }
  if (body.ErrorCode !== '0') throw new Error(`OperationTeam: ${body.Message}`)
  return body.Data.ID
}

/** Tombstones past retention: backdated, then purged by the server's own purge (dedup records stay). */
async function purgeTombstones(): Promise<void> {
  await t.db.execute(sql`update sync_rows set changed_at = '2000-01-01T00:00:00Z' where deleted`)
  await purgeExpired(t.db, new Date('2001-01-01T00:00:00Z'))
}

describe('sync fuzz against the real server: 3 clients, faulty network, kills', () => {
  it.each(fuzzSeeds())(
    'applies every mutation exactly once (or lists it as failed) and converges (FUZZ_SEED=%i)',
    async (fuzzSeed) => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.array(stepArb, { minLength: 40, maxLength: 90 }),
          async (seed, steps) => {
            const run = ++runNo
            const random = prng(seed)
            // The run number too: runs share one database, and a seed fast-check draws twice must not
            // reuse (client id, mutation id) keys of an earlier run's user.
            const idRandom = prng(seed ^ 0x5bd1e995 ^ Math.imul(run, 0x9e3779b1))
            vi.spyOn(crypto, 'randomUUID').mockImplementation(() => seededUuid(idRandom))
            const userId = await seedUser(t.db)
            const { token } = await createSession(t.db, userId, new Date(), 24)
            sessionStore.set({ token, userId, userName: null, avatar: null })
            // Two teams of the user's, for the 定额库 shares the clients write (quotaShares).
            useFuzzTeams([
              await newTeam(token, `fuzz-${run}-a`),
              await newTeam(token, `fuzz-${run}-b`),
            ])
            const deliveries = new Map<string, Delivery[]>()
            const net = new FaultyFetch(watchedApp(deliveries), random)
            configureApi({ baseUrl: 'http://app.test/api', fetch: net.fetch })
            net.plan.rates = { dropRequest: 0.15, dropResponse: 0.15, duplicate: 0.1, delay: 0.1 }
            let clock = 1_000_000
            let kills = 0
            let purges = 0
            const offline = new Set<number>()

            const open = async (name: string): Promise<Client> => {
              const db = createDb(name)
              const clientId = await getClientId(db)
              const engine = createSyncEngine({
                db,
                transport: createHttpTransport(() => Promise.resolve(clientId)),
                status: createSyncStatusStore(),
                now: () => clock,
                random,
                locks: null,
                storage: null,
                channel: null,
                events: null,
                pullLimit: 4,
              })
              return { name, db, engine }
            }
            const clients: Client[] = []
            for (const i of [0, 1, 2]) clients.push(await open(`fuzz-server-${run}-c${i}`))
            // Every entry any client wrote: its edits and what a pull repriced (bill-compose-pull.ts).
            // Keyed: an edit merged into a pending entry of the same row adds no new mutation.
            const mutations = new Map<string, string>()
            const noteEntries = async (c: Client) => {
              for (const e of await allEntries(c.db))
                mutations.set(`${e.clientId}:${e.mutationId}`, e.mutationId)
            }
            const failedSeen = new Map<string, string | null>()
            const collectFailed = async (c: Client) => {
              for (const e of await failedEntries(c.db)) {
                failedSeen.set(e.mutationId, e.lastError)
                await discardFailed(c.db, e.seq)
              }
            }

            for (const step of steps) {
              clock += 6 * 60_000 // past any backoff
              if (step.t === 'deliver') await net.deliverDelayed()
              else if (step.t === 'purge') {
                await purgeTombstones()
                purges++
              } else {
                const c = clients[step.c]
                if (!c) continue
                if (step.t === 'sync') {
                  if (!offline.has(step.c)) await c.engine.syncNow()
                } else if (step.t === 'kill') {
                  c.db.close()
                  clients[step.c] = await open(c.name)
                  kills++
                } else if (step.t === 'offline') {
                  if (!offline.delete(step.c)) offline.add(step.c)
                } else await applyDocEdit(c.db, step)
              }
              for (const c of clients) await noteEntries(c)
              // A failed entry is kept until the user acts; here the user reads the reason and discards it.
              if (random() < 0.2) for (const c of clients) await collectFailed(c)
            }

            // Heal: no more faults, held requests arrive, every client drains and pulls.
            net.plan.rates = { ...NO_FAULTS }
            await net.deliverDelayed()
            const quiet = await healUntilQuiet(
              clients,
              () => (clock += 6 * 60_000),
              async (c) => {
                await noteEntries(c)
                await collectFailed(c)
              },
            )
            expect(quiet).toBe(2)

            const records = new Map(
              (await t.db.select().from(syncMutations).where(eq(syncMutations.userId, userId))).map(
                (r) => [`${r.clientId}:${r.mutationId}`, r.result],
              ),
            )
            // Nothing reached the server that no client wrote, and (below) everything written did.
            expect([...records.keys()].filter((k) => !mutations.has(k))).toEqual([])
            let replays = 0
            for (const [key, mutationId] of mutations) {
              const record = records.get(key)
              expect(
                record,
                `mutation ${mutationId} never reached the server (failed: ${String(failedSeen.get(mutationId))}; deliveries ${JSON.stringify(deliveries.get(key))})`,
              ).toBeDefined()
              if (record?.ErrorCode !== '0')
                expect(failedSeen.get(mutationId)).toBe(record?.Message)
              else expect(failedSeen.has(mutationId)).toBe(false)
              const [first, ...again] = deliveries.get(key) ?? []
              expect(first, `mutation ${mutationId} has no recorded delivery`).toBeDefined()
              if (record?.ErrorCode !== '0') expect(first?.applied).toBe(false)
              // A replay answers the stored result and changes nothing: applied at most once.
              for (const d of again)
                expect(d).toEqual({
                  code: first?.code,
                  message: first?.message,
                  version: first?.version,
                  applied: false,
                })
              replays += again.length
            }

            const serverRows = await t.db
              .select()
              .from(syncRows)
              .where(and(eq(syncRows.ownerId, userId), eq(syncRows.deleted, false)))
            const expected = Object.fromEntries(
              serverRows.map((r) => [`${r.entity}:${r.id}`, { version: r.version, data: r.data }]),
            )
            expect(brokenLinks(modelRows(expected))).toEqual([])
            for (const c of clients) {
              const { rows, tombstones } = await clientState(c.db)
              expect(tombstones).toBe(0)
              expect(rows).toEqual(expected)
              expect(await c.db.outbox.count()).toBe(0)
            }
            expect(staleDerivedItems(modelRows(expected))).toEqual([])
            let conflicts = 0
            for (const c of clients) conflicts += await c.db.conflicts.count()
            // The shares name the user's own teams: none may be refused for naming another team.
            expect([...failedSeen.values()]).not.toContain(NOT_YOUR_TEAM)
            const f = net.plan.counts
            console.log(
              `server fuzz run ${run} seed ${seed}: ${steps.length} steps, ${mutations.size} mutations (${failedSeen.size} rejected, ${replays} replays answered from the record), ` +
                `${serverRows.length} live rows, ${conflicts} conflicts; faults: ${f.droppedRequests} dropped requests, ${f.droppedResponses} dropped responses, ` +
                `${f.duplicates} duplicates, ${f.delayed} delayed, ${kills} kills, ${purges} tombstone purges`,
            )
            for (const c of clients) c.db.close()
          },
        ),
        { seed: fuzzSeed, numRuns: Number(process.env['FUZZ_RUNS'] ?? 6), endOnFailure: true },
      )
    },
    120_000,
  )
})
