import { afterEach, describe, expect, it } from 'vitest'
import { configureApi, resetApiConfig } from '@/data/api'
import type { OutboxEntry } from '@/data/db'
import { createHttpTransport } from './http-transport'
import { SYNC_MESSAGES } from './status-store'
import { pullResultFromBody, sendResultFromBody } from './transport'

const entry: OutboxEntry = {
  seq: 7,
  clientId: '11111111-1111-4111-8111-111111111111',
  mutationId: '22222222-2222-4222-8222-222222222222',
  call: { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' },
  payload: { Type: 'update', ID: 'p1', BuiltArea: 3 },
  entity: 'projects',
  entityId: 'p1',
  op: 'update',
  baseVersion: 4,
  changedFields: ['BuiltArea'],
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  status: 'pending',
  createdAt: 0,
}

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = []
  configureApi({
    baseUrl: 'http://test/api',
    fetch: (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} })
      if (status === 0) return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve(new Response(JSON.stringify(body), { status }))
    },
  })
  return calls
}

afterEach(() => resetApiConfig())

describe('envelope mapping', () => {
  it('maps success, conflicts, rejection, login and upgrade answers', () => {
    expect(
      sendResultFromBody({ ErrorCode: '0', Message: '', Data: { ID: 'p1', Version: 5 } }),
    ).toMatchObject({ kind: 'ok', serverVersion: 5 })
    expect(
      sendResultFromBody({
        ErrorCode: '0',
        Message: '',
        Data: {
          ID: 'p1',
          Version: 5,
          Conflicts: [{ Field: 'TotalCost', ServerValue: 1, ClientValue: 2 }],
        },
      }),
    ).toMatchObject({ kind: 'ok', conflicts: [{ Field: 'TotalCost' }] })
    expect(sendResultFromBody({ ErrorCode: '1', Message: '项目名称不能为空', Data: null })).toEqual(
      { kind: 'rejected', message: '项目名称不能为空' },
    )
    expect(sendResultFromBody({ ErrorCode: '1', Message: '请先登录!', Data: null })).toEqual({
      kind: 'auth',
    })
    expect(sendResultFromBody({ ErrorCode: 'UPGRADE', Message: '请更新', Data: null })).toEqual({
      kind: 'upgrade',
    })
    expect(sendResultFromBody('<html>')).toEqual({ kind: 'retry', error: SYNC_MESSAGES.badAnswer })
  })

  it('maps change pages and the reset answer', () => {
    expect(pullResultFromBody({ ErrorCode: '0', Message: '', Data: { Reset: true } })).toEqual({
      kind: 'reset',
    })
    const res = pullResultFromBody({
      ErrorCode: '0',
      Message: '',
      Data: {
        Reset: false,
        Changes: [{ Entity: 'projects', ID: 'a', Version: 2, Deleted: false, Data: { X: 1 } }],
        NextCursor: '2',
        HasMore: true,
        LastMutationSeq: 4,
      },
    })
    expect(res).toEqual({
      kind: 'page',
      hasMore: true,
      page: {
        changes: [{ Entity: 'projects', ID: 'a', Version: 2, Deleted: false, Data: { X: 1 } }],
        nextCursor: '2',
        lastMutationSeq: 4,
      },
    })
  })
})

describe('http transport', () => {
  const transport = createHttpTransport(() => Promise.resolve(entry.clientId))

  it('replays the SPEC call with the idempotency headers', async () => {
    const calls = stubFetch(200, { ErrorCode: '0', Message: '', Data: { ID: 'p1', Version: 9 } })
    expect(await transport.send(entry)).toMatchObject({ kind: 'ok', serverVersion: 9 })
    const [call] = calls
    expect(call?.url).toBe('http://test/api/SjyqList/EditProject')
    expect(call?.init.method).toBe('POST')
    expect(call?.init.headers).toMatchObject({
      'X-Client-Id': entry.clientId,
      'X-Mutation-Id': entry.mutationId,
      'X-Mutation-Seq': '7',
      'X-Base-Version': '4',
    })
    expect(call?.init.body).toBe('Type=update&ID=p1&BuiltArea=3')
  })

  it('403 → auth, 500 and network errors → retry, 426 → upgrade, 400 → rejected', async () => {
    stubFetch(403, { ErrorCode: '1', Message: '请先登录', Data: null })
    expect(await transport.send(entry)).toEqual({ kind: 'auth' })
    stubFetch(500, { ErrorCode: '1', Message: '服务器错误', Data: null })
    expect(await transport.send(entry)).toMatchObject({ kind: 'retry' })
    stubFetch(0, null)
    expect(await transport.send(entry)).toMatchObject({ kind: 'retry' })
    stubFetch(426, { ErrorCode: 'UPGRADE', Message: '请更新', Data: null })
    expect(await transport.send(entry)).toEqual({ kind: 'upgrade' })
    stubFetch(400, { ErrorCode: '1', Message: '参数错误', Data: null })
    expect(await transport.send(entry)).toEqual({ kind: 'rejected', message: '参数错误' })
  })

  it('pulls GET /api/Sync/Changes with cursor, limit and the client id', async () => {
    const calls = stubFetch(200, {
      ErrorCode: '0',
      Message: '',
      Data: { Reset: false, Changes: [], NextCursor: '5', HasMore: false, LastMutationSeq: 0 },
    })
    expect(await transport.pull('3', 500)).toMatchObject({ kind: 'page', hasMore: false })
    expect(calls[0]?.url).toBe('http://test/api/Sync/Changes?cursor=3&limit=500')
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Client-Id': entry.clientId })
  })
})
