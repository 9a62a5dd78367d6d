import { randomUUID } from 'node:crypto'
import { SYNC_HEADERS } from '@/domain/api/sync.ts'
import type { Db } from '../../db/client.ts'
import { createSession } from '../../services/auth/sessions.ts'
import { call, testApp } from '../../test/harness.ts'
import { seedUser } from '../../test/seed.ts'

/** Test helpers of the shop calls: signed-in users and requests with their token. */
export interface TestUser {
  id: string
  token: string
}

export async function signedInUser(db: Db, userName: string): Promise<TestUser> {
  const id = await seedUser(db, { userName })
  const { token } = await createSession(db, id, new Date(), 24)
  return { id, token }
}

export function shopClient(db: Db) {
  const { app } = testApp(db)
  const headers = (user?: TestUser, extra: Record<string, string> = {}) => ({
    ...(user ? { 'X-Token': user.token } : {}),
    ...extra,
  })
  return {
    get: (path: string, user?: TestUser) => call(app, path, { headers: headers(user) }),
    post: (
      path: string,
      body: Record<string, string>,
      user?: TestUser,
      extra: Record<string, string> = {},
    ) =>
      call(app, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers(user, extra) },
        body: new URLSearchParams(body).toString(),
      }),
  }
}

/** Outbox replay headers (docs/sync.md) for a client whose sequence the caller advances. */
export function replayHeaders(
  clientId: string,
  seq: number,
  mutationId: string = randomUUID(),
  baseVersion = 0,
): Record<string, string> {
  return {
    [SYNC_HEADERS.clientId]: clientId,
    [SYNC_HEADERS.mutationId]: mutationId,
    [SYNC_HEADERS.mutationSeq]: String(seq),
    [SYNC_HEADERS.baseVersion]: String(baseVersion),
    [SYNC_HEADERS.schemaVersion]: '2',
  }
}
