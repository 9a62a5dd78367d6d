/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sessionStore } from '@/data/state/app-state'
import { configureApi, resetApiConfig } from './http'
import { request } from './request'
import { service } from './service'

// The clients against a real local HTTP server through the real fetch: what arrives on the wire.
interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let seen: Seen[] = []

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => resolve(text))
  })
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const status = req.url?.startsWith('/api/forbidden') ? 403 : 200
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ ErrorCode: '0', Message: '', Data: { echo: req.url } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api` })
})

afterEach(() => {
  seen = []
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
})

afterAll(async () => {
  resetApiConfig()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('clients over a real HTTP connection', () => {
  it('the wrapper POST arrives as a form the server can parse, with the token header', async () => {
    sessionStore.set((s) => ({ ...s, token: 'tok' }))
    const body = await request.post('/index/UserLogion', {
      Type: 'pwd',
      Model: { Phone: '13800000000', pwd: '密码 1' },
    })
    expect(body).toEqual({ ErrorCode: '0', Message: '', Data: { echo: '/api/index/UserLogion' } })
    const got = seen[0]!
    expect(got.method).toBe('POST')
    expect(got.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(got.headers['x-token']).toBe('tok')
    const form = new URLSearchParams(got.body)
    expect(form.get('Type')).toBe('pwd')
    expect(JSON.parse(form.get('Model')!)).toEqual({ Phone: '13800000000', pwd: '密码 1' })
  })

  it('the wrapper GET arrives with its query parameters', async () => {
    await request.get('/api/index/CodeCheck', {
      Code: '1234',
      Phone: '13800000000',
      Type: 'c',
      list: ['甲'],
    })
    const url = new URL(seen[0]!.url, 'http://x')
    expect(url.pathname).toBe('/api/index/CodeCheck')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Code: '1234',
      Phone: '13800000000',
      Type: 'c',
      list: '["甲"]',
    })
    expect(seen[0]!.headers['x-token']).toBeUndefined()
  })

  it('the 5000 ms client POSTs JSON', async () => {
    await service.post('/index/GetMsg', { Mobile: '13800000000', Type: 'r' })
    expect(seen[0]!.headers['content-type']).toBe('application/json;charset=UTF-8')
    expect(JSON.parse(seen[0]!.body)).toEqual({ Mobile: '13800000000', Type: 'r' })
  })

  it('a real 403 rejects with status 403', async () => {
    await expect(request.get('/forbidden')).rejects.toMatchObject({ kind: 'http', status: 403 })
  })
})
