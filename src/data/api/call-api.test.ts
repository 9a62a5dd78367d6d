import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineCall } from '@/domain/api/registry/define'
import { CallRefused, callApi } from './call-api'
import { isApiError } from './errors'
import { resetApiConfig } from './http'
import { setNotifier } from './notify'

const getThing = defineCall({
  method: 'GET',
  path: '/Test/GetThing',
  access: 'public',
  input: z.object({ ID: z.string() }),
  data: z.object({ Name: z.string() }),
  paged: true,
  summary: 'test',
})
const editThing = defineCall({
  method: 'POST',
  path: '/Test/EditThing',
  access: 'writer',
  input: z.object({ Name: z.string() }),
  data: z.null(),
  summary: 'test',
})

function answer(body: unknown, status = 200) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  )
}

afterEach(() => {
  setNotifier(null)
  vi.unstubAllGlobals()
  resetApiConfig()
})

describe('callApi', () => {
  it('sends a GET to the call path with the input as query and resolves to checked Data and Total', async () => {
    const fetch = answer({ ErrorCode: '0', Message: '', Data: { Name: '甲' }, Total: 7 })
    vi.stubGlobal('fetch', fetch)
    const result = await callApi(getThing, { ID: 'a b' })
    expect(result).toEqual({ data: { Name: '甲' }, total: 7 })
    const [url] = fetch.mock.calls[0] as unknown as [string]
    expect(url).toContain('/api/Test/GetThing?ID=a')
  })

  it('sends an upload as multipart: the file and its other fields', async () => {
    const upload = defineCall({
      method: 'POST',
      path: '/Test/Upload',
      access: 'user',
      input: z.object({ file: z.instanceof(Blob).optional(), TeamId: z.string().optional() }),
      data: z.string(),
      multipart: true,
      summary: 'test',
    })
    const fetch = answer({ ErrorCode: '0', Message: '', Data: '/uploads/x.png' })
    vi.stubGlobal('fetch', fetch)
    await callApi(upload, { file: new File([new Uint8Array([1])], 'logo.png'), TeamId: 't1' })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    const form = init.body as FormData
    expect(form.get('TeamId')).toBe('t1')
    expect((form.get('file') as File).name).toBe('logo.png')
  })

  it('posts form-encoded input', async () => {
    const fetch = answer({ ErrorCode: '0', Message: '', Data: null })
    vi.stubGlobal('fetch', fetch)
    await callApi(editThing, { Name: '乙' })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(init.body).toBe('Name=%E4%B9%99')
  })

  it('rejects with the server refusal (ErrorCode and Chinese Message)', async () => {
    vi.stubGlobal('fetch', answer({ ErrorCode: '1', Message: '名称不能为空', Data: null }))
    setNotifier({
      toast: () => undefined,
      messageBox: () => undefined,
      confirm: () => Promise.resolve(true),
    })
    const error: unknown = await callApi(editThing, { Name: '' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CallRefused)
    expect(error).toMatchObject({ message: '名称不能为空', code: '1' })
  })

  it('reports Data that does not match the call schema instead of passing it on', async () => {
    vi.stubGlobal('fetch', answer({ ErrorCode: '0', Message: '', Data: { Name: 3 } }))
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const error: unknown = await callApi(getThing, { ID: '1' }).catch((e: unknown) => e)
    expect(isApiError(error) && error.message).toBe('服务器返回的数据格式不正确')
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })
})
