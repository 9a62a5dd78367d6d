import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { ApiError } from './errors'
import { configureApi, resetApiConfig } from './http'
import { loadingStore, resetLoading } from './loading'
import { type Notifier, setNotifier } from './notify'
import { request } from './request'
import { deferred, envelope, hangingUntilAborted, json, stubFetch } from './test-fetch'

function spyNotifier() {
  const n = {
    messageBox: vi.fn<Notifier['messageBox']>(),
    toast: vi.fn<Notifier['toast']>(),
    confirm: vi.fn<Notifier['confirm']>(() => Promise.resolve(false)),
  }
  setNotifier(n)
  return n
}

beforeEach(() => {
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  loginDialogStore.set({ open: false, mode: 1 })
  resetLoading()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
  setNotifier(null)
  resetApiConfig()
})

describe('request building', () => {
  it('GET sends the payload as query parameters under /api, with credentials, no body', async () => {
    const sent = stubFetch(() => envelope([1]))
    await request.get('/index/GetSum', {
      Type: 'pwd',
      page: 2,
      ok: true,
      skip: undefined,
      none: null,
      ids: [1, 2],
      filter: { city: '上海' },
      text: 'a b&c',
    })
    expect(sent).toHaveLength(1)
    const req = sent[0]!
    expect(req.method).toBe('GET')
    expect(req.credentials).toBe('include')
    expect(req.body).toBeUndefined()
    const url = new URL(req.url, 'http://host')
    expect(url.pathname).toBe('/api/index/GetSum')
    expect([...url.searchParams.keys()]).toEqual(['Type', 'page', 'ok', 'ids', 'filter', 'text'])
    expect(url.searchParams.get('ids')).toBe('[1,2]')
    expect(url.searchParams.get('filter')).toBe('{"city":"上海"}')
    expect(url.searchParams.get('text')).toBe('a b&c')
    expect(req.url).toContain('text=a%20b%26c')
  })

  it('accepts paths written with the /api prefix and keeps an existing query', async () => {
    const sent = stubFetch(() => envelope(null))
    await request.get('/api/Index/GetTypeSummary')
    await request.get('/Shop/GetRightList?x=1', { y: 2 })
    expect(sent.map((r) => r.url)).toEqual([
      '/api/Index/GetTypeSummary',
      '/api/Shop/GetRightList?x=1&y=2',
    ])
  })

  it('adds X-Token only when a token exists', async () => {
    const sent = stubFetch(() => envelope(null))
    await request.get('/a')
    sessionStore.set((s) => ({ ...s, token: 'tok-123' }))
    await request.post('/b', {})
    expect(sent[0]!.headers['x-token']).toBeUndefined()
    expect(sent[1]!.headers['x-token']).toBe('tok-123')
  })

  it('POST sends a form body with top-level objects and arrays as JSON strings', async () => {
    const sent = stubFetch(() => envelope(null))
    await request.post('/index/UserLogion', {
      Type: 'pwd',
      Code: '',
      Model: { Phone: '13800000000', pwd: 'abc12345' },
      Ids: [3, 4],
      gone: undefined,
      empty: null,
      n: 1.5,
    })
    const req = sent[0]!
    expect(req.method).toBe('POST')
    expect(req.credentials).toBe('include')
    expect(req.url).toBe('/api/index/UserLogion')
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    const form = new URLSearchParams(String(req.body))
    expect([...form.keys()]).toEqual(['Type', 'Code', 'Model', 'Ids', 'empty', 'n'])
    expect(JSON.parse(form.get('Model')!)).toEqual({ Phone: '13800000000', pwd: 'abc12345' })
    expect(form.get('Ids')).toBe('[3,4]')
    expect(form.get('empty')).toBe('')
    expect(form.get('n')).toBe('1.5')
  })

  it('POST with serialize:false sends nested fields in bracket notation', async () => {
    const sent = stubFetch(() => envelope(null))
    await request.post('/x', { a: { b: 1, c: [true, 'z'] }, d: 'e' }, { serialize: false })
    expect(decodeURIComponent(String(sent[0]!.body))).toBe('a[b]=1&a[c][0]=true&a[c][1]=z&d=e')
  })

  it('passes extra headers through and sends FormData as is', async () => {
    const sent = stubFetch(() => envelope('url'))
    const fd = new FormData()
    fd.append('file', new Blob(['x']), 'a.png')
    await request.post('/Command/CommandUpload_Img', fd, {
      headers: { 'X-Client-Id': 'c1', 'X-Mutation-Id': 'm1' },
    })
    expect(sent[0]!.body).toBe(fd)
    expect(sent[0]!.headers['content-type']).toBeUndefined()
    expect(sent[0]!.headers['x-client-id']).toBe('c1')
    expect(sent[0]!.headers['x-mutation-id']).toBe('m1')
  })

  it('uses the configured base URL (for in-process servers)', async () => {
    const sent = stubFetch(() => envelope(null))
    configureApi({ baseUrl: 'http://127.0.0.1:9999/api' })
    await request.get('/index/GetSum', { a: 1 })
    expect(sent[0]!.url).toBe('http://127.0.0.1:9999/api/index/GetSum?a=1')
  })
})

describe('error catalogue (SPEC §8)', () => {
  it('resolves to the envelope on success without any message', async () => {
    const n = spyNotifier()
    stubFetch(() => envelope({ total: 3 }))
    await expect(request.get('/index/GetSum')).resolves.toEqual({
      ErrorCode: '0',
      Message: '',
      Data: { total: 3 },
    })
    expect(n.messageBox).not.toHaveBeenCalled()
  })

  it('HTTP 200 with ErrorCode ≠ "0" shows Message in a message box and still resolves', async () => {
    const n = spyNotifier()
    stubFetch(() => envelope(null, '1', '项目不存在'))
    await expect(request.get('/SjyqList/GetPro')).resolves.toMatchObject({
      ErrorCode: '1',
      Message: '项目不存在',
    })
    expect(n.messageBox).toHaveBeenCalledExactlyOnceWith('项目不存在')
  })

  it('suppresses the message box when the Message is exactly 请先登录!', async () => {
    const n = spyNotifier()
    stubFetch(() => envelope(null, '-1', '请先登录!'))
    await expect(request.get('/x')).resolves.toMatchObject({ Message: '请先登录!' })
    stubFetch(() => envelope(null, '-1', '请先登录'))
    await request.get('/x')
    expect(n.messageBox.mock.calls).toEqual([['请先登录']])
  })

  it('notify:false keeps the message box quiet', async () => {
    const n = spyNotifier()
    stubFetch(() => envelope(null, '1', '失败'))
    await request.post('/x', {}, { notify: false })
    expect(n.messageBox).not.toHaveBeenCalled()
  })

  it('HTTP 403 opens only the login dialog (no 请先登录 box on top of it) and rejects with status 403', async () => {
    const n = spyNotifier()
    stubFetch(() => json({ ErrorCode: '403', Message: 'forbidden', Data: null }, 403))
    const error = await request.get('/Command/GetUser_Authority').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 403, message: '请先登录' })
    expect(n.messageBox).not.toHaveBeenCalled()
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
  })

  it('other non-2xx statuses are only logged and reject with their status', async () => {
    const n = spyNotifier()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(() => json({ ErrorCode: '500', Message: '服务器内部错误', Data: null }, 500))
    const error = await request.get('/x').catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'http', status: 500, message: '服务器内部错误' })
    stubFetch(() => new Response('', { status: 502 }))
    await expect(request.post('/y')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: '请求失败（502）',
    })
    expect(log).toHaveBeenCalledTimes(2)
    expect(n.messageBox).not.toHaveBeenCalled()
    expect(loginDialogStore.get().open).toBe(false)
  })

  it('an answer that is not JSON rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(() => new Response('<html></html>', { status: 200 }))
    await expect(request.get('/x')).rejects.toMatchObject({ kind: 'http', status: 200 })
  })

  it('a network failure rejects with kind network and a Chinese message, no message box', async () => {
    const n = spyNotifier()
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await request.get('/x').catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' })
    expect(n.messageBox).not.toHaveBeenCalled()
  })

  it('times out after 120,000,000 ms, not before', async () => {
    vi.useFakeTimers()
    stubFetch(hangingUntilAborted)
    const outcome = request.get('/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(119_999_999)
    expect(loadingStore.get().pending).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' })
  })

  it('a caller abort rejects with kind abort', async () => {
    stubFetch(hangingUntilAborted)
    const controller = new AbortController()
    const outcome = request
      .get('/x', undefined, { signal: controller.signal })
      .catch((e: unknown) => e)
    controller.abort()
    expect(await outcome).toMatchObject({ kind: 'abort' })
    await expect(request.get('/x', undefined, { signal: controller.signal })).rejects.toMatchObject(
      { kind: 'abort' },
    )
  })

  it('drives the loading flag while in flight', async () => {
    const d = deferred()
    stubFetch(() => d.promise)
    const pending = request.get('/x')
    expect(loadingStore.get()).toMatchObject({ loading: true, pending: 1 })
    d.resolve(envelope(null))
    await pending
    expect(loadingStore.get()).toMatchObject({ loading: false, pending: 0 })
  })

  it('loading:false leaves the flag alone (background sync)', async () => {
    const d = deferred()
    stubFetch(() => d.promise)
    const pending = request.post('/sync', {}, { loading: false })
    expect(loadingStore.get()).toMatchObject({ loading: false, pending: 0 })
    d.resolve(envelope(null))
    await pending
  })
})

describe('loading flag after an error, through the client (SPEC §4, §8)', () => {
  const failures: [string, () => Response | Promise<Response>][] = [
    ['ErrorCode ≠ "0"', () => envelope(null, '1', '项目名称不能为空')],
    ['HTTP 500', () => json({ Message: 'x' }, 500)],
    ['HTTP 403', () => json({}, 403)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ]
  for (const [what, answer] of failures) {
    it(`after ${what} the flag stays on for 500 ms, then turns off`, async () => {
      spyNotifier()
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      vi.useFakeTimers()
      stubFetch(answer)
      await request.get('/x').catch(() => undefined)
      expect(loadingStore.get()).toEqual({ loading: true, pending: 0 })
      await vi.advanceTimersByTimeAsync(499)
      expect(loadingStore.get().loading).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(loadingStore.get()).toEqual({ loading: false, pending: 0 })
    })
  }

  it('a success or a caller abort turns the flag off at once', async () => {
    vi.useFakeTimers()
    stubFetch(() => envelope(null))
    await request.get('/x')
    expect(loadingStore.get()).toEqual({ loading: false, pending: 0 })
    stubFetch(hangingUntilAborted)
    const controller = new AbortController()
    const outcome = request
      .get('/x', undefined, { signal: controller.signal })
      .catch(() => undefined)
    controller.abort()
    await outcome
    expect(loadingStore.get()).toEqual({ loading: false, pending: 0 })
  })
})
