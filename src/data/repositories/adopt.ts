import type { NewOutboxEntry, SmartBoqDb } from '@/data/db'
import { emitLocalEdit } from './events'
import { getClientId } from './meta'
import { allEntries, appendEntries, entriesOfRows } from './outbox-store'

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
  const entries = await allEntries(visitor)
  const tables = user.entityTables()
  const rows = await Promise.all(visitor.entityTables().map((t) => t.toArray()))
  if (entries.length === 0 && rows.every((r) => r.length === 0)) return 0
  const clientId = await getClientId(user)
  await user.transaction('rw', [user.outbox, ...tables], async () => {
    for (const [i, table] of tables.entries()) {
      const incoming = rows[i] ?? []
      const existing = new Set(
        await table
          .bulkGet(incoming.map((r) => r.id))
          .then((found) => found.flatMap((r) => (r ? [r.id] : []))),
      )
      await table.bulkPut(incoming.filter((r) => !existing.has(r.id)))
    }
    // An entry adopted before is among the user's entries of its row (same mutation id).
    const known = new Set((await entriesOfRows(user, entries)).map((e) => e.mutationId))
    const moved = entries
      .filter((e) => !known.has(e.mutationId))
      .map(({ seq: _seq, ...entry }): NewOutboxEntry => ({
        ...entry,
        clientId,
        attempts: 0,
        nextAttemptAt: 0,
      }))
    // Bundled again in runs, as a bulk write stores them (a lone entry stays plain).
    await appendEntries(user, moved)
  })
  await visitor.transaction(
    'rw',
    [visitor.outbox, visitor.conflicts, ...visitor.entityTables()],
    async () => {
      await Promise.all([
        visitor.outbox.clear(),
        visitor.conflicts.clear(),
        ...visitor.entityTables().map((t) => t.clear()),
      ])
    },
  )
  if (entries.length > 0) emitLocalEdit(user)
  return entries.length
}
