import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_CALLS } from '@/domain/api/calls/index.ts'
import type { AnyCall } from '@/domain/api/registry/define.ts'
import { createSession } from '../services/auth/sessions.ts'
import { inputArbitrary, nulInputs } from '../test/arbitrary.ts'
import { openTestDb, testApp, type TestDb } from '../test/harness.ts'
import { seedTemplate, seedUser } from '../test/seed.ts'

/**
 * Generated from the call registry: every registered call, anonymous and signed in, with its
 * example and with random inputs (bounded, seeded: ROBUSTNESS_SEED replays a run). Never an HTTP
 * 5xx; always the envelope (or the file of a download); a refusal has a Chinese Message; input
 * the schema refuses writes nothing; a success's Data matches the call's Data schema.
 */
const RUNS = Number(process.env.ROBUSTNESS_RUNS ?? 6)
const SEED = Number(process.env.ROBUSTNESS_SEED ?? Date.now() % 1_000_000)
const CJK = /[\u4e00-\u9fff]/
const SKIP_FINGERPRINT = new Set(['sessions', 'rate_limits', 'sms_codes', '__drizzle_migrations'])

let t: TestDb
let app: ReturnType<typeof testApp>['app']
let token = ''
const counts = { requests: 0, accepted: 0, refused: 0 }

/** A digest of every table but the session and throttle bookkeeping: equal means nothing was written. */
async function fingerprint(): Promise<string> {
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await t.db.execute(query)
    return (result as { rows: T[] }).rows
  }
  const parts: string[] = []
  for (const { tablename } of await rows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) {
    if (SKIP_FINGERPRINT.has(tablename)) continue
    const [row] = await rows<{ digest: string | null }>(
      sql.raw(
        `select md5(string_agg(t::text, '|' order by t::text)) as digest from "${tablename}" t`,
      ),
    )
    parts.push(`${tablename}:${row?.digest ?? ''}`)
  }
  return parts.join(',')
}

async function request(
  call: AnyCall,
  method: string,
  input: Record<string, string>,
  signedIn: boolean,
): Promise<Response> {
  const headers: Record<string, string> = signedIn ? { 'X-Token': token } : {}
  const path = `/api${call.path}`
  if (method === 'GET')
    return app.request(`${path}?${new URLSearchParams(input).toString()}`, { headers })
  if (call.multipart) {
    const form = new FormData()
    for (const [k, v] of Object.entries(input)) form.set(k, v)
    form.set('file', new Blob([new Uint8Array([1, 2, 3, 4])]), 'x.bin')
    return app.request(path, { method, headers, body: form })
  }
  return app.request(path, {
    method,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(input).toString(),
  })
}

/** One call made once, with every check of the header comment. */
async function probe(
  call: AnyCall,
  method: string,
  input: Record<string, string>,
  signedIn: boolean,
): Promise<void> {
  const raw =
    method === 'GET' ? Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')) : input
  const schemaRefuses = !call.multipart && !(await call.input.safeParseAsync(raw)).success
  const before = schemaRefuses ? await fingerprint() : ''
  const res = await request(call, method, input, signedIn)
  counts.requests += 1
  const where = `${method} ${call.path} ${signedIn ? '(signed in)' : '(anonymous)'} ${JSON.stringify(input).slice(0, 300)}`
  expect(res.status, where).toBeLessThan(500)
  if (
    call.reply === 'file' &&
    res.status === 200 &&
    !(res.headers.get('content-type') ?? '').includes('json')
  ) {
    counts.accepted += 1
    return
  }
  const body = (await res.json()) as {
    ErrorCode: unknown
    Message: unknown
    Data: unknown
    Total?: unknown
  }
  expect(typeof body.ErrorCode, where).toBe('string')
  expect(typeof body.Message, where).toBe('string')
  expect('Data' in body, where).toBe(true)
  if (body.ErrorCode === '0') {
    counts.accepted += 1
    const parsed = call.data.safeParse(body.Data)
    expect(
      parsed.success,
      `${where}: Data does not match its schema: ${parsed.error?.message ?? ''}`,
    ).toBe(true)
    if (call.paged) expect(typeof body.Total, where).toBe('number')
    return
  }
  counts.refused += 1
  expect(body.Message, where).toMatch(CJK)
  if (!signedIn && call.access !== 'public') expect(body.ErrorCode, where).toBe('403')
  if (schemaRefuses && (signedIn || call.access === 'public'))
    expect(await fingerprint(), `${where}: refused input wrote something`).toBe(before)
}

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
  const userId = await seedUser(t.db)
  const author = await seedUser(t.db)
  await seedTemplate(t.db, author)
  token = (await createSession(t.db, userId, new Date(), 24)).token
  console.log(
    `robustness: seed ${SEED} (ROBUSTNESS_SEED=${SEED} replays it), ${RUNS} random inputs per call and method`,
  )
})

afterAll(async () => {
  console.log(
    `robustness: ${ALL_CALLS.length} calls, ${counts.requests} requests (${counts.accepted} accepted, ${counts.refused} refused)`,
  )
  await t.close()
})

describe('every registered call refuses a NUL character in any field, with a Chinese message', () => {
  for (const call of ALL_CALLS) {
    const inputs = nulInputs(call)
    if (inputs.length === 0) continue
    it(`${call.method} ${call.path}`, async () => {
      for (const input of inputs) {
        const res = await request(call, call.method, input, true)
        const where = `${call.method} ${call.path} ${JSON.stringify(input).slice(0, 200)}`
        expect(res.status, where).toBeLessThan(500)
        const body = (await res.json()) as { ErrorCode: string; Message: string }
        expect(body.ErrorCode, where).not.toBe('0')
        expect(body.Message, where).toMatch(CJK)
      }
    })
  }
})

describe('every registered call survives anonymous, example and random input', () => {
  for (const call of ALL_CALLS) {
    for (const method of [call.method, ...call.alsoMethods]) {
      it(`${method} ${call.path}`, async () => {
        await probe(call, method, {}, false)
        if (call.example)
          await probe(
            call,
            method,
            Object.fromEntries(Object.entries(call.example).map(([k, v]) => [k, String(v)])),
            true,
          )
        await fc.assert(
          fc.asyncProperty(inputArbitrary(call), async (input) => probe(call, method, input, true)),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
      })
    }
  }
})
