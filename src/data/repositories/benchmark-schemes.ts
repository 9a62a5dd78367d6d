import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import type { BenchmarkProject } from '@/domain/benchmark/figures'
import { benchmarkProjectOf, type StoredRow } from '@/domain/benchmark/project-of'
import {
  SCHEME_DEFAULTS,
  schemeDocOf,
  schemeSettings,
  type SchemeSettings,
} from '@/domain/benchmark/scheme-doc'
import { entityPayload } from '@/domain/projects/calls'
import type { MutationOp } from '@/domain/api/sync'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'
import { loadSharedSample } from './shared-samples'

/**
 * 对标方案 (synced entity benchmarkSchemes) and the local projects a scheme computes from: the
 * user's own projects and templates on this device, so a scheme works offline.
 */

const live = (rows: SyncedRow[]) => rows.filter((r) => r.deleted === 0)

export interface StoredScheme extends SchemeSettings {
  version: number
  updatedAt: number
}

const schemeOf = (r: SyncedRow): StoredScheme => ({
  ...schemeSettings(r.id, r.data),
  version: r.version,
  updatedAt: r.updatedAt,
})

/** The user's schemes, last changed first. */
export async function listSchemes(db: SmartBoqDb): Promise<StoredScheme[]> {
  return live(await db.benchmarkSchemes.toArray())
    .map(schemeOf)
    .sort((a, b) => b.updatedAt - a.updatedAt)
}

export async function getScheme(db: SmartBoqDb, id: string): Promise<StoredScheme | undefined> {
  const row = await db.benchmarkSchemes.get(id)
  return row && row.deleted === 0 ? schemeOf(row) : undefined
}

function write(db: SmartBoqDb, op: MutationOp, id: string, fields: EntityData) {
  return mutate(db, {
    entity: 'benchmarkSchemes',
    entityId: id,
    op,
    call: entityCall('benchmarkSchemes', op),
    fields,
    payload: entityPayload('benchmarkSchemes', op, id, fields),
  })
}

export async function createScheme(
  db: SmartBoqDb,
  s: Omit<SchemeSettings, 'id'>,
  id: string = crypto.randomUUID(),
): Promise<string> {
  await write(db, 'create', id, { ...SCHEME_DEFAULTS, ...schemeDocOf(s) })
  return id
}

/** Writes only the fields that changed (docs/sync.md: an update carries what the edit changed). */
export async function updateScheme(
  db: SmartBoqDb,
  id: string,
  s: Omit<SchemeSettings, 'id'>,
): Promise<void> {
  const row = await db.benchmarkSchemes.get(id)
  if (!row || row.deleted) return
  const next = schemeDocOf(s) as unknown as EntityData
  const changed = Object.fromEntries(
    Object.entries(next).filter(([k, v]) => JSON.stringify(row.data[k]) !== JSON.stringify(v)),
  )
  if (Object.keys(changed).length > 0) await write(db, 'update', id, changed)
}

export async function deleteScheme(db: SmartBoqDb, id: string): Promise<void> {
  await write(db, 'delete', id, {})
}

export async function copyScheme(db: SmartBoqDb, id: string): Promise<string | undefined> {
  const s = await getScheme(db, id)
  if (!s) return undefined
  return createScheme(db, { ...s, name: `${s.name}-副本`.slice(0, 50) })
}

const docs = (rows: SyncedRow[]): StoredRow[] => live(rows).map((r) => ({ id: r.id, data: r.data }))

/** A local project with its structure and bills, as the computation reads it; undefined if absent. */
export async function loadBenchmarkProject(
  db: SmartBoqDb,
  projectId: string,
): Promise<BenchmarkProject | undefined> {
  const project = await db.projects.get(projectId)
  if (!project || project.deleted) return undefined
  const by = (
    table: 'structureRows' | 'billUnits' | 'billGroups' | 'billItems' | 'billRates' | 'billOthers',
  ) => db.entityTable(table).where('projectId').equals(projectId).toArray()
  const [structure, units, groups, items, rates, others] = await Promise.all([
    by('structureRows'),
    by('billUnits'),
    by('billGroups'),
    by('billItems'),
    by('billRates'),
    by('billOthers'),
  ])
  const p = benchmarkProjectOf({
    project: { id: project.id, data: project.data },
    structure: docs(structure),
    units: docs(units),
    groups: docs(groups),
    items: docs(items),
    rates: docs(rates),
    others: docs(others),
  })
  return { ...p, version: versionKey([[project], structure, units, groups, items, rates, others]) }
}

/**
 * A key that changes whenever a row of the project changes (a local edit sets updatedAt, a pull
 * the server version, a delete both): the compute worker keeps the project under it.
 */
export function versionKey(
  lists: readonly (readonly Pick<SyncedRow, 'version' | 'updatedAt' | 'deleted'>[])[],
): string {
  let n = 0
  let max = 0
  let h = 0x811c9dc5
  for (const rows of lists) {
    for (const r of rows) {
      n++
      if (r.updatedAt > max) max = r.updatedAt
      h = Math.imul(h ^ (r.version + r.deleted * 7), 0x01000193)
      h = Math.imul(h ^ (r.updatedAt % 0x7fffffff), 0x01000193)
    }
  }
  return `${n}:${max}:${(h >>> 0).toString(36)}`
}

export async function loadBenchmarkProjects(
  db: SmartBoqDb,
  ids: readonly string[],
): Promise<BenchmarkProject[]> {
  // A sample that is not on the device as a project may be a downloaded shared template.
  const out = await Promise.all(
    ids.map(async (id) => (await loadBenchmarkProject(db, id)) ?? (await loadSharedSample(id))),
  )
  return out.filter((p): p is BenchmarkProject => p !== undefined)
}
