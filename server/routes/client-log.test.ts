import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, openTestDb, testApp, type TestDb } from '../test/harness.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

const post = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

describe('POST /api/Log/ClientError', () => {
  it('logs a render error from a visitor with this request id and the id the user was shown', async () => {
    const { app, logger } = testApp(t.db)
    const { status, headers, body } = await call(
      app,
      '/api/Log/ClientError',
      post({
        ErrorId: 'E-LX3K2-7QF9',
        Message: "Cannot read properties of undefined (reading 'Name')",
        Stack: 'TypeError: …\n    at BillRow',
        Path: '/Page/bill?pid=p1',
      }),
    )
    expect([status, body.ErrorCode]).toEqual([200, '0'])
    const reqId = headers.get('X-Request-Id')
    expect(reqId).toBeTruthy()
    expect(body.Data).toEqual({ RequestId: reqId })
    const line = logger.lines.find((l) => l['msg'] === 'client render error')
    expect(line).toMatchObject({
      level: 'error',
      reqId,
      errorId: 'E-LX3K2-7QF9',
      path: '/Page/bill?pid=p1',
      message: "Cannot read properties of undefined (reading 'Name')",
    })
  })

  it('refuses a malformed id or an over-long message in Chinese and logs nothing', async () => {
    const { app, logger } = testApp(t.db)
    const bad = await call(
      app,
      '/api/Log/ClientError',
      post({ ErrorId: '<script>', Message: 'x', Path: '/' }),
    )
    expect([bad.body.ErrorCode, bad.body.Message]).toEqual(['1', '错误编号格式不正确'])
    const long = await call(
      app,
      '/api/Log/ClientError',
      post({ ErrorId: 'E-1', Message: 'x'.repeat(501), Path: '/' }),
    )
    expect([long.body.ErrorCode, long.body.Message]).toEqual(['1', '错误信息不能超过500个字'])
    expect(logger.lines.filter((l) => l['msg'] === 'client render error')).toEqual([])
  })
})
