import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/data/state/app-state'
import { SERVICE_TIMEOUT_MS } from './constants'
import { loadingStore, resetLoading } from './loading'
import { type Notifier, setNotifier } from './notify'
import { service } from './service'
import { envelope, hangingUntilAborted, json, stubFetch } from './test-fetch'

beforeEach(() => {
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  resetLoading()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setNotifier(null)
})

describe('service: the 5000 ms client', () => {
  it('GET sends query parameters with credentials and resolves to the parsed body', async () => {
    const sent = stubFetch(() => envelope({ ok: 1 }))
    const body = await service.get('/index/GetMsg', { Mobile: '13800000000', Type: 'd', x: null })
    expect(body).toEqual({ ErrorCode: '0', Message: '', Data: { ok: 1 } })
    expect(sent[0]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      url: '/api/index/GetMsg?Mobile=13800000000&Type=d',
    })
  })

  it('POST sends a JSON body and the X-Token header when a token exists', async () => {
    sessionStore.set((s) => ({ ...s, token: 't1' }))
    const sent = stubFetch(() => envelope(null))
    await service.post('/index/UserRegister', { Type: 'add', Model: '{"Phone":"1"}' })
    const req = sent[0]!
    expect(req.method).toBe('POST')
    expect(req.credentials).toBe('include')
    expect(req.headers['content-type']).toBe('application/json;charset=UTF-8')
    expect(req.headers['x-token']).toBe('t1')
    expect(JSON.parse(String(req.body))).toEqual({ Type: 'add', Model: '{"Phone":"1"}' })
  })

  it('resolves a failed envelope as it is, with no message box and no loading flag', async () => {
    const messageBox = vi.fn<Notifier['messageBox']>()
    setNotifier({ messageBox, toast: vi.fn(), confirm: () => Promise.resolve(false) })
    stubFetch(() => envelope(null, '1', '验证码错误'))
    await expect(service.get('/index/CodeCheck')).resolves.toMatchObject({
      ErrorCode: '1',
      Message: '验证码错误',
    })
    expect(messageBox).not.toHaveBeenCalled()
    expect(loadingStore.get().pending).toBe(0)
  })

  it('times out after 5000 ms with 请求超时', async () => {
    vi.useFakeTimers()
    stubFetch(hangingUntilAborted)
    const outcome = service.get('/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toMatchObject({ kind: 'timeout' })
    expect((error as Error).message).toMatch(/请求超时/)
    expect(SERVICE_TIMEOUT_MS).toBe(5000)
  })

  it('rejects a network failure with 网络连接失败', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')))
    await expect(service.post('/x', {})).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/网络连接失败/) as unknown,
    })
  })

  it('rejects a non-2xx status with its status', async () => {
    stubFetch(() => json({ ErrorCode: '404', Message: '接口不存在', Data: null }, 404))
    await expect(service.get('/nope')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: '接口不存在',
    })
  })
})
