import { Hono } from 'hono'
import { changesQuery, SYNC_HEADERS } from '../../src/domain/api/sync.ts'
import { requireUser } from '../auth/middleware.ts'
import { fail, ok } from '../lib/envelope.ts'
import { readInput } from '../lib/validate.ts'
import { readChanges } from '../services/sync/changes.ts'
import type { AppEnv } from '../types.ts'
import { BAD_HEADERS, badClientId, upgradeAnswer } from './projects/guard.ts'

export { MIN_SCHEMA_VERSION } from './projects/guard.ts'

/**
 * The pull of changes (docs/sync.md, docs/api.md "Sync"). The replayed writes (EditProject,
 * DeleteProJect …) live with their entities in server/routes/projects.
 */
export const syncRoutes = new Hono<AppEnv>()

syncRoutes.get('/Sync/Changes', async (c) => {
  const auth = requireUser(c)
  if (!auth.user) return auth.response
  const upgrade = upgradeAnswer(c)
  if (upgrade) return upgrade
  const input = await readInput(c, changesQuery)
  if (!input.success) return input.response
  const clientId = c.req.header(SYNC_HEADERS.clientId)
  if (badClientId(clientId)) return fail(c, BAD_HEADERS)
  return ok(c, await readChanges(c.var.db, auth.user.id, clientId, input.data.cursor, input.data.limit))
})
