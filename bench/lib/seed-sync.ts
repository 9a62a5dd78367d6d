// Seeds a user with N synced project rows straight into an embedded database (before the server
// opens it), then tombstones and purges one row so that an older cursor gets Reset (the resync
// path). Returns the user's session token for X-Token.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { openDb } from '../../server/db/client.ts'
import { migrateDb } from '../../server/db/migrate.ts'
import { users } from '../../server/db/schema/index.ts'
import { createSession } from '../../server/services/auth/sessions.ts'
import { nextVersions, writeRows, type RowWrite } from '../../server/services/synced/store.ts'
import { purgeTombstones } from '../../server/services/sync/changes.ts'
import { benchProjectDoc as doc } from './project-doc.ts'

export async function seedSyncRows(
  dataDir: string,
  n: number,
): Promise<{ token: string; staleCursor: string }> {
  const handle = await openDb({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
  try {
    await migrateDb(handle)
    const db = handle.db
    const [user] = await db
      .insert(users)
      .values({ phone: '13700000000', userName: '同步基准', passwordHash: 'x', passwordSalt: 'y' })
      .returning()
    if (!user) throw new Error('no bench user')
    const row = (version: number, i: number, deleted = false): RowWrite => ({
      entity: 'projects',
      id: randomUUID(),
      ownerId: user.id,
      version,
      deleted,
      data: doc(i),
      fieldMeta: {},
    })
    for (let done = 0; done < n; done += 1000) {
      const size = Math.min(1000, n - done)
      await db.transaction(async (tx) => {
        const versions = await nextVersions(tx, size)
        await writeRows(
          tx,
          versions.map((v, k) => row(v, done + k)),
        )
      })
    }
    await db.transaction(async (tx) => {
      const [v] = await nextVersions(tx, 1)
      await writeRows(tx, [row(v ?? 0, n, true)])
    })
    if ((await purgeTombstones(db, new Date(Date.now() + 60_000))) !== 1)
      throw new Error('the tombstone was not purged')
    const { token } = await createSession(db, user.id, new Date(), 24)
    // Epoch 0, version 1: older than the purge horizon, so the server answers Reset.
    return { token, staleCursor: '0:1' }
  } finally {
    await handle.close()
  }
}
