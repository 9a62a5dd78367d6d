import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { eq } from 'drizzle-orm'
import { projects, teamMembers, teams } from '../db/schema/index.ts'
import { memoryLogger } from '../lib/logger.ts'
import { storeUpload } from '../services/uploads/store.ts'
import { call, testConfig } from '../test/harness.ts'
import { seedTemplate } from '../test/seed.ts'
import type { UploadLimits } from '../config.ts'
import {
  BASE_TIME,
  openAccountKit,
  registerUser,
  signIn,
  type AccountKit,
} from './account.testkit.ts'

// Stored uploads (issue 34, item 7): reading one needs a session and a right to the file (a
// released template's cover and its author's avatar stay public); each account has a quota and an
// hourly cap; downloads are streamed from disk.
let kit: AccountKit
let dir: string
let now = BASE_TIME
let a: { id: string; token: string }
let b: { id: string; token: string }

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

function appWith(uploadLimits?: UploadLimits) {
  return createApp({
    db: kit.testDb.db,
    logger: memoryLogger(),
    config: testConfig(uploadLimits && { uploadLimits }),
    accounts: { now: () => new Date(now) },
    uploads: { dir },
  })
}
let app: ReturnType<typeof appWith>

async function person(phone: string) {
  await registerUser(kit, phone)
  const token = await signIn(kit, phone)
  const info = await call(kit.app, '/api/SjyqList/GetAccount_Information', {
    headers: { 'X-Token': token },
  })
  return { id: String((info.body.Data as { ID: string }).ID), token }
}

beforeAll(async () => {
  kit = await openAccountKit()
  dir = mkdtempSync(join(tmpdir(), 'smartboq-uploads-'))
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await kit.close()
})
beforeEach(async () => {
  await kit.reset()
  now = BASE_TIME
  rmSync(dir, { recursive: true, force: true })
  app = appWith()
  a = await person('13900000001')
  b = await person('13900000002')
})

function upload(token: string, bytes: Uint8Array = PNG, target = app) {
  const form = new FormData()
  form.append('file', new File([bytes.slice()], 'a.png', { type: 'image/png' }))
  return call(target, '/api/Command/CommandUpload_Img', {
    method: 'POST',
    headers: { 'X-Token': token },
    body: form,
  })
}
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })
const asCookie = (token: string) => ({ cookie: `token=${token}` })
const files = () => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length
  } catch {
    return 0
  }
}

describe('reading stored files', () => {
  it('needs a session and a right to the file: the uploader reads it, nobody else', async () => {
    const url = String((await upload(a.token)).body.Data)
    expect((await get(url)).status).toBe(404)
    expect((await get(url, asCookie(b.token))).status).toBe(404)
    const mine = await get(url, asCookie(a.token))
    expect(mine.status).toBe(200)
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG)
    expect(mine.headers.get('cache-control')).toBe('private, max-age=3600')
    expect((await get(url, { 'X-Token': a.token })).status).toBe(200)
  })

  it('an avatar: any signed-in user; public once its owner has released a template', async () => {
    const url = String((await upload(a.token)).body.Data)
    await call(app, '/api/SjyqList/EditAccount_Information', {
      method: 'POST',
      headers: { 'X-Token': a.token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ HeadPic: url }).toString(),
    })
    expect((await get(url, asCookie(b.token))).status).toBe(200)
    expect((await get(url)).status).toBe(404)
    await seedTemplate(kit.testDb.db, a.id)
    expect((await get(url)).status).toBe(200)
  })

  it("a released template's cover is public; an unreleased project's cover is its owner's", async () => {
    const url = String((await upload(a.token)).body.Data)
    const id = await seedTemplate(kit.testDb.db, a.id, { cover: url, released: false })
    expect((await get(url, asCookie(b.token))).status).toBe(404)
    await kit.testDb.db.update(projects).set({ released: true }).where(eq(projects.id, id))
    const open = await get(url)
    expect(open.status).toBe(200)
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it("a team's image: its members", async () => {
    const url = String((await upload(a.token)).body.Data)
    const [team] = await kit.testDb.db
      .insert(teams)
      .values({ name: '团队', img: url, adminId: a.id })
      .returning({ id: teams.id })
    expect((await get(url, asCookie(b.token))).status).toBe(404)
    await kit.testDb.db.insert(teamMembers).values({ teamId: team?.id ?? '', userId: b.id })
    expect((await get(url, asCookie(b.token))).status).toBe(200)
  })
})

describe('upload limits', () => {
  it('refuses an upload beyond the quota with a Chinese message, storing nothing', async () => {
    const small = appWith({ quotaBytes: 1024 * 1024, hourlyCap: 60 })
    const image = new Uint8Array(400 * 1024)
    image.set(PNG)
    expect((await upload(a.token, image, small)).body.ErrorCode).toBe('0')
    expect((await upload(a.token, image, small)).body.ErrorCode).toBe('0')
    expect((await upload(a.token, image, small)).body).toEqual({
      ErrorCode: '1',
      Message: '上传的文件总量已达上限（1 MB），无法继续上传',
      Data: null,
    })
    expect(files()).toBe(2)
    // Another account has its own quota.
    expect((await upload(b.token, image, small)).body.ErrorCode).toBe('0')
  })

  it('refuses more uploads an hour than the cap, and takes them again an hour later', async () => {
    const capped = appWith({ quotaBytes: 1024 * 1024, hourlyCap: 3 })
    for (let i = 0; i < 3; i++)
      expect((await upload(a.token, PNG, capped)).body.ErrorCode).toBe('0')
    expect((await upload(a.token, PNG, capped)).body).toMatchObject({
      ErrorCode: '1',
      Message: '上传过于频繁：每小时最多上传 3 个文件，请稍后再试',
    })
    now += 60 * 60_000 + 1
    expect((await upload(a.token, PNG, capped)).body.ErrorCode).toBe('0')
    expect(files()).toBe(4)
  })

  it('holds the quota against a parallel burst', async () => {
    const small = appWith({ quotaBytes: 10 * PNG.length, hourlyCap: 1000 })
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(a.token, PNG, small)))
    expect(answers.filter((r) => r.body.ErrorCode === '0')).toHaveLength(10)
    expect(files()).toBe(10)
  })
})

describe('downloads', () => {
  it('streams a large file from disk: parallel downloads do not hold it in memory', async () => {
    const size = 16 * 1024 * 1024
    const big = new Uint8Array(size)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    for (let i = 9; i < size; i += 4096) big[i] = i % 251
    const url = await storeUpload(kit.testDb.db, dir, {
      ownerId: a.id,
      bytes: big,
      kind: { ext: 'pdf', mime: 'application/pdf' },
      now: new Date(now),
      limits: { quotaBytes: 1024 * 1024 * 1024, hourlyCap: 60 },
    })
    const before = process.memoryUsage().arrayBuffers
    const responses = await Promise.all(
      Array.from({ length: 12 }, async () => get(url, asCookie(a.token))),
    )
    const held = process.memoryUsage().arrayBuffers - before
    expect(responses.every((r) => r.status === 200)).toBe(true)
    expect(responses[0]?.headers.get('content-length')).toBe(String(size))
    // Whole-file reads would hold 12 × 16 MB (and a copy each) here.
    expect(held).toBeLessThan(24 * 1024 * 1024)
    const [first, ...rest] = responses
    const got = Buffer.from(await first!.arrayBuffer())
    expect(got.length).toBe(size)
    expect(got.equals(Buffer.from(big.buffer))).toBe(true)
    for (const r of rest) await r.body?.cancel()
  })
})
