import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { openDb } from './db/client.ts'
import { projects, users } from './db/schema/index.ts'
import { call, openTestDb, testApp, testDatabaseUrl, type TestDb } from './test/harness.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

describe('envelope and error handling', () => {
  it('answers unknown /api paths with HTTP 404 and a 404 envelope naming the path', async () => {
    const { app } = testApp(t.db)
    for (const [method, path] of [
      ['GET', '/api/index/NoSuchCall'],
      ['POST', '/api/Nope/Nothing'],
      ['GET', '/api'],
      ['GET', '/API/Foo/Bar'],
    ] as const) {
      const { status, body } = await call(app, path, { method })
      expect(status).toBe(404)
      expect(body.ErrorCode).toBe('404')
      expect(body.Message).toMatch(/^接口不存在：\/api/i)
      expect(body.Data).toBeNull()
    }
    const { body } = await call(app, '/api/index/NoSuchCall')
    expect(body.Message).toBe('接口不存在：/api/index/NoSuchCall')
  })

  it('answers a thrown error with HTTP 500, a Chinese message with the request id, and no stack', async () => {
    // A database that is gone makes every query throw: a real failure, not a test-only route.
    const broken =
      t.backend === 'pglite'
        ? await openDb({ kind: 'pglite' })
        : await openDb({ kind: 'postgres', url: t.url ?? '' })
    await broken.close()
    const { app, logger } = testApp(broken.db)
    const res = await app.request('/api/index/GetSum', {
      headers: { 'X-Request-Id': 'req-500-test' },
    })
    const text = await res.text()
    expect(res.status).toBe(500)
    const body = JSON.parse(text) as Record<string, unknown>
    expect(body).toEqual({
      ErrorCode: '500',
      Message: '服务器内部错误，请稍后重试（请求编号 req-500-test）',
      Data: null,
    })
    expect(text).not.toMatch(/\bat \S|\.ts:\d|stack|Failed query/i)
    const logged = logger.lines.find((l) => l.msg === 'unhandled error')
    expect(logged?.reqId).toBe('req-500-test')
    expect(String(logged?.stack)).toContain('Error')
  })

  it('refuses a body over BODY_LIMIT with HTTP 413 and 请求内容过大, writing nothing', async () => {
    const { app } = testApp(t.db, { bodyLimit: 1024 })
    const before = await t.db.select({ n: count() }).from(users)
    const big = 'Model=' + 'x'.repeat(5000)
    for (const path of ['/api/index/GetSum', '/api/index/UserRegister']) {
      const { status, body } = await call(app, path, {
        method: 'POST',
        body: big,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      expect(status).toBe(413)
      expect(body).toEqual({ ErrorCode: '413', Message: '请求内容过大', Data: null })
    }
    const after = await t.db.select({ n: count() }).from(users)
    expect(after).toEqual(before)
    expect(await t.db.select({ n: count() }).from(projects)).toEqual([{ n: 0 }])
  })

  it('echoes a given X-Request-Id and makes one up otherwise', async () => {
    const { app, logger } = testApp(t.db)
    const given = await app.request('/api/index/GetSum', { headers: { 'X-Request-Id': 'abc-123' } })
    expect(given.headers.get('X-Request-Id')).toBe('abc-123')
    const made = await app.request('/api/index/GetSum')
    expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    const line = logger.lines.find((l) => l.reqId === 'abc-123')
    expect(line).toMatchObject({
      level: 'debug',
      msg: 'request',
      method: 'GET',
      path: '/api/index/GetSum',
      status: 200,
    })
  })

  it('sets security headers everywhere and no-store on /api answers', async () => {
    const { app } = testApp(t.db)
    const res = await app.request('/api/index/GetSum')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('accepts any case and a trailing slash on /api paths', async () => {
    const { app } = testApp(t.db)
    for (const path of [
      '/api/index/GetSum',
      '/api/Index/GetSum',
      '/API/INDEX/GETSUM',
      '/api/index/getsum/',
      '/api/index/GetTypeSummary',
      '/api/sjyqlist/getprojectlist',
    ]) {
      const { status, body } = await call(app, path)
      expect(status, path).toBe(200)
      expect(body.ErrorCode, path).toBe('0')
    }
  })

  it('answers malformed query values with ErrorCode 1 and a message naming the field', async () => {
    const { app } = testApp(t.db)
    const cases: Array<[string, string]> = [
      ['/api/SjyqList/GetProjectList?PageSize=abc', '参数 PageSize 无效'],
      ['/api/SjyqList/GetProjectList?PageSize=0', '参数 PageSize 无效'],
      ['/api/SjyqList/GetProjectList?PageSize=101', '参数 PageSize 无效'],
      ['/api/SjyqList/GetProjectList?PageIndex=1.5', '参数 PageIndex 无效'],
      ['/api/SjyqList/GetProjectList?PageIndex=-1', '参数 PageIndex 无效'],
      [`/api/SjyqList/GetProjectList?Name=${'长'.repeat(51)}`, '参数 Name 无效'],
      ['/api/Index/GetNewProjectList?PageSize=51', '参数 PageSize 无效'],
    ]
    for (const [path, message] of cases) {
      const { status, body } = await call(app, path)
      expect(status, path).toBe(200)
      expect(body, path).toEqual({ ErrorCode: '1', Message: message, Data: null })
    }
  })

  it('treats empty query values as not given', async () => {
    const { app } = testApp(t.db)
    const { body } = await call(
      app,
      '/api/SjyqList/GetProjectList?PageIndex=&PageSize=&Type=&City=&Name=',
    )
    expect(body).toEqual({ ErrorCode: '0', Message: '', Data: [], Total: 0 })
  })
})

describe('test harness', () => {
  it('runs on the backend the environment asks for', () => {
    expect(t.backend).toBe(testDatabaseUrl() ? 'postgres' : 'pglite')
  })
})
