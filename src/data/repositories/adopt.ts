import type { NewOutboxEntry, SmartBoqDb } from '@/data/db'
import { emitLocalEdit } from './events'
import { getClientId } from './meta'

/**
 * Edits made while signed out live in the visitor's database (`smartboq`), which never syncs:
 * the server needs a user. When a user signs in, those rows and their outbox entries move into
 * the user's database so they are sent with the user's next sync; nothing typed before logging
 * in is lost. The entries were never sent, so they safely take the user's client id and new
 * sequence numbers (their mutation ids stay, so a repeated adoption is still applied once).
 * Returns how many outbox entries moved.
 */
export async function adoptVisitorData(visitor: SmartBoqDb, user: SmartBoqDb): Promise<number> {
  if (visitor.name === user.name) return 0
  const entries = await visitor.outbox.orderBy('seq').toArray()
  const tables = user.entityTables()
  const rows = await Promise.all(visitor.entityTables().map((t) => t.toArray()))
  if (entries.length === 0 && rows.every((r) => r.length === 0)) return 0
  const clientId = await getClientId(user)
  await user.transaction('rw', [user.outbox, ...tables], async () => {
    for (const [i, table] of tables.entries()) {
      const incoming = rows[i] ?? []
      const existing = new Set(await table.bulkGet(incoming.map((r) => r.id)).then((found) => found.flatMap((r) => (r ? [r.id] : []))))
      await table.bulkPut(incoming.filter((r) => !existing.has(r.id)))
    }
    const known = new Set((await user.outbox.where('mutationId').anyOf(entries.map((e) => e.mutationId)).toArray()).map((e) => e.mutationId))
    for (const { seq: _seq, ...entry } of entries) {
      if (known.has(entry.mutationId)) continue
      const moved: NewOutboxEntry = { ...entry, clientId, attempts: 0, nextAttemptAt: 0 }
      await user.outbox.add(moved)
    }
  })
  await visitor.transaction('rw', [visitor.outbox, visitor.conflicts, ...visitor.entityTables()], async () => {
    await Promise.all([visitor.outbox.clear(), visitor.conflicts.clear(), ...visitor.entityTables().map((t) => t.clear())])
  })
  if (entries.length > 0) emitLocalEdit(user)
  return entries.length
}
