import { Dexie, type Table } from 'dexie'
import {
  dexieStore,
  ENTITIES,
  entityOf,
  SYNCED_ENTITIES,
  type MutationOp,
  type SyncedEntity,
} from '@/domain/api/sync-entities'
import type { TeamQuota } from '@/domain/bill/quota-share'
import { sessionStore } from '@/data/state/app-state'
import { coarseObservation } from './coarse-observation'

/**
 * The local database: one table per synced entity, the outbox of writes not yet confirmed by
 * the server, conflicts to show, meta (client id, cursors, …) and a cache of home reads.
 * Only src/data/repositories touches these tables (docs/sync.md explains the rules).
 */
export const DEFAULT_DB_NAME = 'smartboq'

export type EntityData = Record<string, unknown>

/** A synced row. `data` is what the UI shows: the server value overlaid with pending local edits. */
export interface SyncedRow {
  /** Client-made UUID; the server keeps it. */
  id: string
  /** Server version the row was last confirmed at; 0 while the server has never seen it. */
  version: number
  /** 1 while a local delete waits for the server (the UI hides it). */
  deleted: 0 | 1
  data: EntityData
  /** Last server-confirmed fields, used to undo a discarded failed edit; null: not on the server. */
  base: EntityData | null
  updatedAt: number
  /** 1 from a server reset until the full pull has confirmed the row (see finishResync). */
  stale?: 1
  /** Indexed copies of data fields (see indexColumns). */
  parentId?: string
  projectId?: string
  /** Indexed copy of data.Sort for entities read in order by a window ([parentId+sort], bill items). */
  sort?: number
}

export type OutboxStatus = 'pending' | 'acked' | 'failed'

/** The SPEC §7 call a change replays as; path is relative to the /api base. */
export interface OutboxCall {
  name: string
  method: 'GET' | 'POST'
  path: string
}

export interface OutboxEntry {
  /** Per-client increasing (IndexedDB key generator: never reused, survives reopen). */
  seq: number
  clientId: string
  mutationId: string
  call: OutboxCall
  payload: EntityData
  entity: SyncedEntity
  entityId: string
  op: MutationOp
  baseVersion: number
  changedFields: string[]
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  status: OutboxStatus
  createdAt: number
  serverVersion?: number
  ackedAt?: number
}
export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>

/**
 * Consecutive entries of one status stored as one record (a bulk write: one IndexedDB record
 * per run instead of one per entry). The key is the seq of the last entry; `rowKeys` (entity:id,
 * multiEntry-indexed) finds the bundles of a row. Read and changed only through
 * repositories/outbox-store.ts (docs/sync.md "Stored form").
 */
export interface OutboxBundle {
  seq: number
  status: OutboxStatus
  rowKeys: string[]
  /** entries.length, indexed with the status ([status+size]) so counts read no entries. */
  size: number
  entries: OutboxEntry[]
}

/**
 * A 定额子目 of a team's shared 定额库, cached for offline 组价 (docs/bill.md "团队定额库"): a read
 * cache, not a synced entity; replaced per team when online (repositories/team-quotas.ts). The
 * key is `teamId:quotaId` (one 子目 may be shared with two of the user's teams).
 */
export interface TeamQuotaRow {
  key: string
  teamId: string
  quotaId: string
  data: TeamQuota
}

/** What the outbox table stores: a plain entry (key = its seq) or a bundle. */
export type OutboxRecord = OutboxEntry | OutboxBundle

export interface ConflictRecord {
  id: string
  entity: SyncedEntity
  entityId: string
  field: string
  mine: unknown
  theirs: unknown
  serverVersion: number
  mutationId: string
  createdAt: number
}

export interface MetaRecord {
  key: string
  value: unknown
}

export interface HomeCacheRecord {
  key: string
  /** The envelope Data of the call. */
  data: unknown
  fetchedAt: number
}

const V1_STORES = {
  meta: 'key',
  outbox: '++seq, status, [entity+entityId]',
  projects: 'id, deleted, updatedAt',
}

const V2_STORES = {
  meta: 'key',
  outbox: '++seq, [status+seq], [entity+entityId], mutationId',
  conflicts: 'id, [entity+entityId], createdAt',
  homeCache: 'key',
  projects: 'id, parentId, deleted, updatedAt',
  structureRows: 'id, projectId, parentId, deleted',
  folders: 'id, parentId, deleted',
  tenders: 'id, projectId, deleted',
  cart: 'id, deleted, updatedAt',
}

/** Dexie versions that added entity tables after v3 (each entity's `since`). */
const ENTITY_TABLE_VERSIONS = [
  ...new Set(SYNCED_ENTITIES.map((e) => ENTITIES[e].since).filter((v) => v > 3)),
].sort((a, b) => a - b)

function entityStoresSince(version: number): Record<string, string> {
  return Object.fromEntries(
    SYNCED_ENTITIES.filter((e) => ENTITIES[e].since === version).map((e) => [e, dexieStore(e)]),
  )
}

/** Declares the first released schema; kept so tests can build a v1 database and upgrade it. */
export function declareV1(db: Dexie): void {
  db.version(1).stores(V1_STORES)
}

/** The v1 outbox entry shape (one URL instead of the call, no client id or changed fields). */
export interface V1OutboxEntry {
  seq?: number
  mutationId: string
  url: string
  payload: EntityData
  entity: 'projects'
  entityId: string
  baseVersion: number
  attempts: number
  status: 'pending' | 'sent' | 'error'
  error?: string
  createdAt: number
}

function upgradeOutboxEntry(old: V1OutboxEntry, clientId: string): NewOutboxEntry {
  const path = old.url.replace(/^\/api/, '')
  const name = path.split('/').pop() ?? path
  const isDelete = /delete/i.test(name)
  const changedFields = Object.keys(old.payload).filter((k) => k !== 'ID' && k !== 'Type')
  return {
    clientId,
    mutationId: old.mutationId,
    call: { name, method: isDelete ? 'GET' : 'POST', path },
    payload: old.payload,
    entity: old.entity,
    entityId: old.entityId,
    op: isDelete ? 'delete' : old.payload['Type'] === 'add' ? 'create' : 'update',
    baseVersion: old.baseVersion,
    changedFields: isDelete ? ['deleted'] : changedFields,
    attempts: old.attempts,
    nextAttemptAt: 0,
    lastError: old.error ?? null,
    status: old.status === 'sent' ? 'acked' : old.status === 'error' ? 'failed' : 'pending',
    createdAt: old.createdAt,
  }
}

export class SmartBoqDb extends Dexie {
  meta!: Table<MetaRecord, string>
  outbox!: Table<OutboxRecord, number, NewOutboxEntry | OutboxRecord>
  conflicts!: Table<ConflictRecord, string>
  projects!: Table<SyncedRow, string>
  structureRows!: Table<SyncedRow, string>
  folders!: Table<SyncedRow, string>
  tenders!: Table<SyncedRow, string>
  cart!: Table<SyncedRow, string>
  billUnits!: Table<SyncedRow, string>
  billResources!: Table<SyncedRow, string>
  billGroups!: Table<SyncedRow, string>
  billItems!: Table<SyncedRow, string>
  billRates!: Table<SyncedRow, string>
  feeTemplates!: Table<SyncedRow, string>
  quotaItems!: Table<SyncedRow, string>
  quotaShares!: Table<SyncedRow, string>
  teamQuotas!: Table<TeamQuotaRow, string>
  billOthers!: Table<SyncedRow, string>
  estimates!: Table<SyncedRow, string>
  benchmarkSchemes!: Table<SyncedRow, string>
  bidSchemes!: Table<SyncedRow, string>
  bidBidders!: Table<SyncedRow, string>
  adjustSchemes!: Table<SyncedRow, string>
  adjustSigns!: Table<SyncedRow, string>

  constructor(name: string, factory?: IDBFactory) {
    // Pass the factory explicitly: Dexie otherwise keeps the global seen at import time, and
    // tests install a fresh IndexedDB per test.
    super(name, { indexedDB: factory ?? globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange })
    this.use(coarseObservation)
    declareV1(this)
    this.version(2)
      .stores(V2_STORES)
      .upgrade(async (tx) => {
        // Keep pending writes replayable: rewrite each outbox entry into the v2 shape in place
        // (same seq, same mutation id, so a replay after the upgrade is still deduplicated).
        const meta = tx.table<MetaRecord, string>('meta')
        const stored = (await meta.get('clientId'))?.value
        const id = typeof stored === 'string' ? stored : crypto.randomUUID()
        if (id !== stored) await meta.put({ key: 'clientId', value: id })
        await tx
          .table('outbox')
          .toCollection()
          .modify((entry: Record<string, unknown>) => {
            const next = upgradeOutboxEntry(entry as unknown as V1OutboxEntry, id)
            for (const key of Object.keys(entry)) if (key !== 'seq') delete entry[key]
            Object.assign(entry, next)
          })
        await tx
          .table('projects')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            const data = (row['data'] ?? {}) as EntityData
            row['base'] =
              typeof row['version'] === 'number' && row['version'] > 0 ? { ...data } : null
            Object.assign(row, indexColumns('projects', data))
          })
        await meta.put({ key: 'schemaVersion', value: 2 })
      })
    // v3: the offline copies of home and trading-centre reads moved to their own small store
    // (src/data/repositories/home-cache.ts); they are re-fetched online, so nothing is carried over.
    this.version(3).stores({ homeCache: null })
    // v4 and later: the tables of entities added since (src/domain/api/sync-entities.ts `since`),
    // their indexes derived from the entity definition.
    for (const version of ENTITY_TABLE_VERSIONS)
      this.version(version).stores(entityStoresSince(version))
    // v7: bill items in order by 单位工程 ([parentId+sort]), so the bill grid reads its first
    // screen without reading the whole unit (docs/bill.md "Opening a large bill"). An entity's
    // `index.sortSince` names the version that added its sort index.
    for (const entity of SORT_INDEXED)
      this.version(entityOf(entity).index.sortSince ?? 0)
        .stores({ [entity]: `${dexieStore(entity)}, [parentId+sort]` })
        .upgrade((tx) =>
          tx
            .table(entity)
            .toCollection()
            .modify((row: SyncedRow) => {
              Object.assign(row, indexColumns(entity, row.data))
            }),
        )
    // v8: bulk writes store their outbox entries as bundles (OutboxBundle); a bundle's rows are
    // found by the multiEntry index `rowKeys`. Stored plain entries stay as they are (they have
    // no rowKeys and keep [entity+entityId]), so there is nothing to convert. [status+size]
    // counts a status's entries from index keys alone (outbox-store.ts countEntries).
    this.version(8).stores({ outbox: `${V2_STORES.outbox}, *rowKeys, [status+size]` })
    // v11 (with the quotaShares entity): the cache of the teams' shared 定额库.
    this.version(11).stores({ teamQuotas: 'key, teamId, quotaId' })
  }

  /** The Dexie table of a synced entity. */
  entityTable(entity: SyncedEntity): Table<SyncedRow, string> {
    return this[entity]
  }

  entityTables(): Table<SyncedRow, string>[] {
    return SYNCED_ENTITIES.map((e) => this[e])
  }
}

/** Entities whose rows carry the `sort` index column (read in order, a window at a time). */
const SORT_INDEXED: ReadonlySet<SyncedEntity> = new Set(
  SYNCED_ENTITIES.filter((e) => entityOf(e).index.sortSince !== undefined),
)

/** Copies the fields that have an index into top-level columns (Dexie indexes top-level keys). */
export function indexColumns(
  entity: SyncedEntity,
  data: EntityData,
): Pick<SyncedRow, 'parentId' | 'projectId' | 'sort'> {
  const { index } = entityOf(entity)
  const first = (fields: readonly string[] | undefined) => {
    for (const f of fields ?? []) {
      const v = data[f]
      if (typeof v === 'string' && v !== '') return v
    }
    return undefined
  }
  const out: Pick<SyncedRow, 'parentId' | 'projectId' | 'sort'> = {}
  const parentId = first(index.parentId)
  const projectId = first(index.projectId)
  if (parentId !== undefined) out.parentId = parentId
  if (projectId !== undefined) out.projectId = projectId
  // Always a finite number, so every row is in the [parentId+sort] index (a row without one would be missed by the grid).
  if (SORT_INDEXED.has(entity))
    out.sort = typeof data['Sort'] === 'number' && Number.isFinite(data['Sort']) ? data['Sort'] : 0
  return out
}

/** Opens a database; tests and multi-client simulations give each client its own name. */
export function createDb(name: string = DEFAULT_DB_NAME, factory?: IDBFactory): SmartBoqDb {
  return new SmartBoqDb(name, factory)
}

/**
 * One database per signed-in user (`smartboq-<userId>`), and `smartboq` for a visitor (home
 * cache only). A different user logging in on the same browser never sees the previous user's
 * rows, and the previous user's unsent edits are never sent with the new user's token: they wait
 * in that user's database until that user logs in again.
 */
export function dbNameFor(userId: string | null): string {
  return userId ? `${DEFAULT_DB_NAME}-${userId}` : DEFAULT_DB_NAME
}

let shared: SmartBoqDb | null = null
let sharedFor: string | null = null

/** The app's database for the signed-in user (created on first use; replaced when the user changes). */
export function getDb(): SmartBoqDb {
  const userId = sessionStore.get().userId
  if (shared && sharedFor !== userId) {
    shared.close()
    shared = null
  }
  shared ??= createDb(dbNameFor(userId))
  sharedFor = userId
  return shared
}

/** Replaces the app's database (tests, or after deleting it on logout). */
export function setDb(db: SmartBoqDb | null): void {
  shared = db
  sharedFor = sessionStore.get().userId
}
