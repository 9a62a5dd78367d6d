import type { Hono } from 'hono'
import { SYNC_CALLS as calls } from '@/domain/api/calls/sync.ts'
import { SYNC_HEADERS } from '@/domain/api/sync.ts'
import { BAD_HEADERS, badClientId, upgradeAnswer } from '../lib/call-guards.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import { readChanges } from '../services/sync/changes.ts'
import type { AppEnv } from '../types.ts'

export { MIN_SCHEMA_VERSION } from '../lib/call-guards.ts'

/**
 * The pull of changes (docs/sync.md). The replayed writes (EditProject, DeleteProJect …) are
 * their entities' own calls.
 */
export function syncRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.changes, async ({ c, db, userId, input }) => {
    const upgrade = upgradeAnswer(c)
    if (upgrade) return upgrade
    const clientId = c.req.header(SYNC_HEADERS.clientId)
    if (badClientId(clientId)) throw new Rejection(BAD_HEADERS)
    return readChanges(db, userId, clientId, input.cursor, input.limit)
  })
}
