import type { Hono } from 'hono'
import { PROJECT_CALLS as calls } from '@/domain/api/calls/projects.ts'
import type { Db } from '../../db/client.ts'
import { mount } from '../../lib/mount.ts'
import { applyChanges, directContext, type ChangeOp } from '../../services/synced/engine.ts'
import type { AppEnv } from '../../types.ts'

/**
 * Direct bulk calls on projects and folders (docs/projects-data.md): each runs in ONE
 * transaction through the mutation engine (ownership, checks, cascades, a new version per row);
 * one refused row refuses the whole call.
 */
async function run(db: Db, userId: string, ops: ChangeOp[]) {
  const rows = await db.transaction((tx) => applyChanges(tx, directContext(userId), ops))
  return { Count: rows.length, Version: Math.max(0, ...rows.map((r) => r.Version)), Rows: rows }
}

export function bulkRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.deleteOfAll, ({ db, userId, input }) =>
    run(
      db,
      userId,
      input.IDs.map((id) => ({ entity: 'projects', id, op: 'delete', fields: {} })),
    ),
  )
  mount(app, calls.editClassifyAll, ({ db, userId, input }) =>
    run(
      db,
      userId,
      input.IDs.map((id) => ({
        entity: 'projects',
        id,
        op: 'update',
        fields: { FolderID: input.FolderID },
      })),
    ),
  )
  mount(app, calls.updateClassify, ({ db, userId, input }) =>
    run(db, userId, [
      { entity: 'folders', id: input.ID, op: 'update', fields: { Name: input.Name } },
    ]),
  )
  mount(app, calls.newEditClassify, ({ db, userId, input }) =>
    run(db, userId, [
      { entity: 'folders', id: input.ID, op: 'update', fields: { ParentID: input.ParentID } },
    ]),
  )
  mount(app, calls.editProjectMembers, ({ db, userId, input }) =>
    run(db, userId, [
      { entity: 'projects', id: input.ID, op: 'update', fields: { Members: input.Members } },
    ]),
  )
}
