import type { OutboxEntry, SmartBoqDb, SyncedRow } from '@/data/db'
import { entityCall } from '@/data/repositories/entity-calls'
import { mutateMany, type MutationSpec } from '@/data/repositories/mutate'

/**
 * The fuzz tests' 'bulk' edit: a pasted block, ONE mutateMany of updates of up to three live rows
 * and a create, so its outbox entries are stored as a bundle (docs/sync.md "Stored form") and
 * go through kills, lost answers and refusals like single edits. Returns the entries written.
 */
export function fuzzBulkEdit(
  db: SmartBoqDb,
  live: readonly SyncedRow[],
  pick: number,
  field: string,
  value: unknown,
  n: number,
): Promise<OutboxEntry[]> {
  const rows = [
    ...new Set([0, 1, 2].map((k) => live[(pick + k) % live.length]).filter((r) => r !== undefined)),
  ]
  const id = crypto.randomUUID()
  const created = { MultNum: 1, Project_Name: `项目${n}`, BuiltArea: n, TotalCost: n * 100 }
  const specs: MutationSpec[] = [
    ...rows.map((r): MutationSpec => ({
      entity: 'projects',
      entityId: r.id,
      op: 'update',
      call: entityCall('projects', 'update'),
      fields: { [field]: value },
    })),
    {
      entity: 'projects',
      entityId: id,
      op: 'create',
      call: entityCall('projects', 'create'),
      fields: created,
      payload: { Type: 'add', ID: id, ...created },
    },
  ]
  return mutateMany(db, specs)
}
