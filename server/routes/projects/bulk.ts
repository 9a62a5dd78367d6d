import { Hono } from 'hono'
import { deleteOfAllBody, editClassifyAllBody, editMembersBody, newEditClassifyBody, updateClassifyQuery } from '../../../src/domain/projects/schemas.ts'
import { ok } from '../../lib/envelope.ts'
import { applyChanges, directContext, inTransaction, type ChangeOp } from '../../services/projects/engine.ts'
import type { AppEnv } from '../../types.ts'
import { refused, writer, readCall } from './guard.ts'

/**
 * Direct bulk calls on projects and folders (docs/projects-data.md): each runs in ONE
 * transaction through the mutation engine (ownership, checks, cascades, a new version per row);
 * one refused row refuses the whole call.
 */
export const bulkRoutes = new Hono<AppEnv>()

async function run(c: Parameters<typeof ok>[0], db: AppEnv['Variables']['db'], userId: string, ops: ChangeOp[]) {
  const result = await inTransaction(db, (tx) => applyChanges(tx, directContext(userId), ops))
  if (!result.ok) return refused(c, result.rejection)
  return ok(c, { Count: result.value.length, Version: Math.max(0, ...result.value.map((r) => r.Version)), Rows: result.value })
}

bulkRoutes.post('/ProjectAndTemplate/DeleteOfAll', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, deleteOfAllBody)
  if (!input.success) return input.response
  return run(c, c.var.db, who.userId, input.data.IDs.map((id) => ({ entity: 'projects', id, op: 'delete', fields: {} })))
})

bulkRoutes.post('/ProjectAndTemplate/EditClassifyAll', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, editClassifyAllBody)
  if (!input.success) return input.response
  const folder = input.data.FolderID
  return run(c, c.var.db, who.userId, input.data.IDs.map((id) => ({ entity: 'projects', id, op: 'update', fields: { FolderID: folder } })))
})

bulkRoutes.get('/ProjectAndTemplate/UpdateClassify', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, updateClassifyQuery)
  if (!input.success) return input.response
  return run(c, c.var.db, who.userId, [{ entity: 'folders', id: input.data.ID, op: 'update', fields: { Name: input.data.Name } }])
})

bulkRoutes.post('/ProjectAndTemplate/NEWEditClassify', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, newEditClassifyBody)
  if (!input.success) return input.response
  return run(c, c.var.db, who.userId, [{ entity: 'folders', id: input.data.ID, op: 'update', fields: { ParentID: input.data.ParentID } }])
})

bulkRoutes.post('/SjyqList/EditProject_Members', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, editMembersBody)
  if (!input.success) return input.response
  return run(c, c.var.db, who.userId, [{ entity: 'projects', id: input.data.ID, op: 'update', fields: { Members: input.data.Members } }])
})
