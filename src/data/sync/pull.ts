import type { SmartBoqDb } from '@/data/db'
import { getCursor, META_KEYS, setMeta } from '@/data/repositories/meta'
import {
  applyChangesPage,
  beginResync,
  finishResync,
  resetSyncedData,
} from '@/data/repositories/pull-apply'
import {
  notePulledCompose,
  pulledCompose,
  repriceAfterPull,
} from '@/data/repositories/bill-compose-pull'
import { patchStatus, SYNC_MESSAGES, type SyncStatusStore } from './status-store'
import { failureFromError, type PullResult, type SyncTransport } from './transport'

export const DEFAULT_PULL_LIMIT = 500

export interface PullContext {
  db: SmartBoqDb
  transport: SyncTransport
  status: SyncStatusStore
  now: () => number
  limit?: number
  scope?: string
}

export type PullOutcome =
  | { kind: 'done'; pages: number; rows: number }
  | { kind: 'retry'; error: string }
  | { kind: 'auth' }
  | { kind: 'upgrade' }

async function fetchPage(ctx: PullContext, cursor: string | null): Promise<PullResult> {
  try {
    return await ctx.transport.pull(cursor, ctx.limit ?? DEFAULT_PULL_LIMIT)
  } catch (e) {
    const f = failureFromError(e)
    return f.kind === 'rejected' ? { kind: 'retry', error: f.message } : f
  }
}

/**
 * Pulls page by page. Each page is applied in one transaction that also advances the cursor, so
 * the cursor only ever moves past data that is stored. A reset answer clears server-confirmed
 * data (keeping unconfirmed local edits) and starts again from the beginning, once per pull.
 * Once the last page is in, the Derived items the pull concerns are repriced (bill-compose-pull.ts).
 */
export async function pullChanges(ctx: PullContext): Promise<PullOutcome> {
  const scope = ctx.scope ?? 'all'
  let pages = 0
  let rows = 0
  let resetDone = false
  const compose = pulledCompose()
  patchStatus(ctx.status, { pull: { active: true, pages, rows } })
  try {
    for (;;) {
      const cursor = await getCursor(ctx.db, scope)
      if (cursor === null) await beginResync(ctx.db)
      const res = await fetchPage(ctx, cursor)
      if (res.kind === 'reset') {
        if (resetDone) return { kind: 'retry', error: SYNC_MESSAGES.badAnswer }
        resetDone = true
        await resetSyncedData(ctx.db)
        continue
      }
      if (res.kind !== 'page') return res
      rows += await applyChangesPage(ctx.db, res.page, scope, ctx.now())
      notePulledCompose(compose, res.page.changes)
      pages++
      patchStatus(ctx.status, { pull: { active: true, pages, rows } })
      if (!res.hasMore) break
    }
    await finishResync(ctx.db)
    // Derived 综合单价 left behind by a price changed on another device (the next push sends them).
    await repriceAfterPull(ctx.db, compose)
    const at = ctx.now()
    await setMeta(ctx.db, META_KEYS.lastSyncAt, at)
    patchStatus(ctx.status, { lastSyncAt: at })
    return { kind: 'done', pages, rows }
  } finally {
    patchStatus(ctx.status, { pull: { active: false, pages, rows } })
  }
}
