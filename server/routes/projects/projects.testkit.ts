import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { projects, syncRows } from '../../db/schema/index.ts'
import { createSession } from '../../services/auth/sessions.ts'
import { call, openTestDb, testApp, type EnvelopeBody, type TestDb } from '../../test/harness.ts'
import { seedUser } from '../../test/seed.ts'
import { priceProject } from '../../test/bill.ts'

/** Shared set-up of the my-projects route tests: a database, the app and two signed-in users. */
export interface Kit {
  t: TestDb
  app: ReturnType<typeof testApp>['app']
  users: { id: string; token: string }[]
  get(
    path: string,
    query: Record<string, string>,
    user?: number,
  ): Promise<{ status: number; body: EnvelopeBody }>
  post(
    path: string,
    body: Record<string, unknown>,
    user?: number,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: EnvelopeBody }>
  row(entity: string, id: string): Promise<typeof syncRows.$inferSelect | undefined>
  table(id: string): Promise<typeof projects.$inferSelect | undefined>
  /** Creates a project through EditProject; returns its id. */
  project(fields?: Record<string, unknown>, user?: number): Promise<string>
  /** Creates a structure row through EditProStructure; returns its id. */
  structureRow(proId: string, fields?: Record<string, unknown>, user?: number): Promise<string>
  /** Gives the project a small priced bill on `rowId` (server/test/bill.ts SMALL_BILL). */
  bill(proId: string, rowId: string, user?: number): Promise<{ unitId: string; itemIds: string[] }>
  close(): Promise<void>
}

export async function openKit(bodyLimit?: number): Promise<Kit> {
  const t = await openTestDb()
  const { app } = testApp(t.db, bodyLimit ? { bodyLimit } : {})
  const users: Kit['users'] = []
  for (let i = 0; i < 2; i++) {
    const id = await seedUser(t.db)
    users.push({ id, token: (await createSession(t.db, id, new Date(), 24)).token })
  }
  const token = (user: number): Record<string, string> =>
    user < 0 ? {} : { 'X-Token': users[user]?.token ?? '' }
  const encode = (v: unknown): string =>
    typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : v === null || v === undefined
          ? ''
          : JSON.stringify(v)
  const kit: Kit = {
    t,
    app,
    users,
    get: (path, query, user = 0) =>
      call(app, `/api${path}?${new URLSearchParams(query).toString()}`, { headers: token(user) }),
    post: (path, body, user = 0, headers = {}) =>
      call(app, `/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...token(user),
          ...headers,
        },
        body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, encode(v)])).toString(),
      }),
    row: async (entity, id) =>
      (
        await t.db
          .select()
          .from(syncRows)
          .where(and(eq(syncRows.entity, entity), eq(syncRows.id, id)))
      )[0],
    table: async (id) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0],
    project: async (fields = {}, user = 0) => {
      const id = randomUUID()
      const res = await kit.post(
        '/SjyqList/EditProject',
        { Type: 'add', ID: id, Project_Name: '测试项目', ...fields },
        user,
      )
      if (res.body.ErrorCode !== '0') throw new Error(`project not created: ${res.body.Message}`)
      return id
    },
    structureRow: async (proId, fields = {}, user = 0) => {
      const id = randomUUID()
      const res = await kit.post(
        '/SjyqList/EditProStructure',
        {
          Type: 'add',
          ID: id,
          ProId: proId,
          Project_Name: '单项',
          BuiltArea: 100,
          InArea: 80,
          SellArea: 90,
          MultNum: 1,
          ...fields,
        },
        user,
      )
      if (res.body.ErrorCode !== '0') throw new Error(`row not created: ${res.body.Message}`)
      return id
    },
    bill: (proId, rowId, user = 0) =>
      priceProject((path, body) => kit.post(path, body, user), proId, rowId),
    close: () => t.close(),
  }
  return kit
}
