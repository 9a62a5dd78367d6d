import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count as countRows, sql } from 'drizzle-orm'
import { rateLimits, sessions, smsCodes, users } from '../db/schema/index.ts'
import { buildUserLogion, buildUserRegister, decodeLoginData } from '@/domain/account/schemas.ts'
import { createApp } from '../app.ts'
import { openDb, type DbHandle } from '../db/client.ts'
import { memoryLogger } from '../lib/logger.ts'
import type { AccountLimits } from '../services/auth/options.ts'
import { outboxSms } from '../sms/provider.ts'
import { call, openTestDb, testConfig, type TestDb } from '../test/harness.ts'
import type { AppConfig } from '../types.ts'

/**
 * Account test kit: the app over a test database with a fake clock, the outbox SMS provider (codes
 * are read back from its file) and the client IP taken from an `X-Test-Ip` header.
 */
export interface AccountKit {
  testDb: TestDb
  app: ReturnType<typeof createApp>
  logger: ReturnType<typeof memoryLogger>
  outbox: string
  /** Connections the server pool has open (PostgreSQL with `serverPool` only). */
  poolConnections(): number | undefined
  /** Moves the fake clock forward. */
  advance(ms: number): void
  /** Empties the account tables between tests. */
  reset(): Promise<void>
  close(): Promise<void>
}

export const BASE_TIME = Date.parse('2026-03-01T08:00:00Z')

export interface KitOptions {
  /**
   * On PostgreSQL, serve from a pool of the server's own default size (server/db/client.ts) on
   * this file's database, so parallel requests really run on several connections at once.
   */
  serverPool?: boolean
  /** Resolve the client address as the server does (socket, TRUST_PROXY), not from X-Test-Ip. */
  realClientIp?: boolean
}

export async function openAccountKit(
  config: Partial<AppConfig> = {},
  limits: Partial<AccountLimits> = {},
  options: KitOptions = {},
): Promise<AccountKit> {
  const testDb = await openTestDb()
  const pool: DbHandle | undefined =
    options.serverPool && testDb.url
      ? await openDb({ kind: 'postgres', url: testDb.url })
      : undefined
  const dir = mkdtempSync(join(tmpdir(), 'smartboq-sms-'))
  const outbox = join(dir, 'outbox.jsonl')
  let now = BASE_TIME
  const clock = () => new Date(now)
  const logger = memoryLogger()
  const app = createApp({
    db: pool?.db ?? testDb.db,
    logger,
    config: testConfig(config),
    accounts: {
      now: clock,
      sms: outboxSms(outbox, clock),
      ...(!options.realClientIp && {
        clientIp: (c) => c.req.header('x-test-ip') ?? '10.0.0.1',
      }),
      limits,
    },
  })
  return {
    testDb,
    app,
    logger,
    outbox,
    poolConnections: () => (pool?.kind === 'postgres' ? pool.pool.totalCount : undefined),
    advance: (ms) => {
      now += ms
    },
    reset: async () => {
      now = BASE_TIME
      rmSync(outbox, { force: true })
      await testDb.db.execute(
        sql`truncate table users, sessions, sms_codes, rate_limits restart identity cascade`,
      )
    },
    close: async () => {
      rmSync(dir, { recursive: true, force: true })
      await pool?.close()
      await testDb.close()
    },
  }
}

export interface OutboxLine {
  Mobile: string
  Type: string
  Code: string
  at: string
}

export function outboxLines(kit: AccountKit): OutboxLine[] {
  let text: string
  try {
    text = readFileSync(kit.outbox, 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as OutboxLine)
}

export function lastCode(kit: AccountKit, phone: string): string {
  const line = outboxLines(kit)
    .filter((l) => l.Mobile === phone)
    .at(-1)
  if (!line) throw new Error(`no code sent to ${phone}`)
  return line.Code
}

export function form(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  }
}

export async function getMsg(
  kit: AccountKit,
  phone: string,
  type: string,
  headers: Record<string, string> = {},
) {
  return call(
    kit.app,
    `/api/index/GetMsg?${new URLSearchParams({ Mobile: phone, Type: type }).toString()}`,
    { headers },
  )
}

/** POST UserRegister: register (Type add) or reset (Type update with a code). */
export function userRegister(kit: AccountKit, input: Parameters<typeof buildUserRegister>[0]) {
  return call(kit.app, '/api/index/UserRegister', form(buildUserRegister(input)))
}

/** Registers through the real calls; the clock moves past the resend interval afterwards. */
export async function registerUser(
  kit: AccountKit,
  phone: string,
  password = 'abc12345',
  userName = '张三',
) {
  const sent = await getMsg(kit, phone, 'r')
  if (sent.body.ErrorCode !== '0') throw new Error(sent.body.Message)
  const res = await userRegister(kit, {
    type: 'add',
    phone,
    password,
    userName,
    code: lastCode(kit, phone),
  })
  kit.advance(61_000)
  if (res.body.ErrorCode !== '0') throw new Error(res.body.Message)
}

export async function loginPwd(
  kit: AccountKit,
  phone: string,
  password = 'abc12345',
  headers: Record<string, string> = {},
) {
  return call(
    kit.app,
    '/api/index/UserLogion',
    form(buildUserLogion({ type: 'pwd', phone, password }), headers),
  )
}

/** Signs in and returns the token from the login Data. */
export async function signIn(
  kit: AccountKit,
  phone: string,
  password = 'abc12345',
): Promise<string> {
  const res = await loginPwd(kit, phone, password)
  const row = decodeLoginData(res.body.Data)
  if (!row) throw new Error(`login failed: ${res.body.Message}`)
  return row.Token
}

const TABLES = { users, sessions, smsCodes, rateLimits }

export async function count(kit: AccountKit, table: keyof typeof TABLES): Promise<number> {
  const [row] = await kit.testDb.db.select({ n: countRows() }).from(TABLES[table])
  return row?.n ?? 0
}
