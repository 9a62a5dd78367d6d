import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, testApp, type TestDb } from './test/harness.ts'

let t: TestDb
let dist: string
const bundle = 'export const x = "智能清单";\n'.repeat(500)
beforeAll(async () => {
  t = await openTestDb()
  dist = mkdtempSync(join(tmpdir(), 'smartboq-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>智能清单</title><div id="root"></div>',
  )
  writeFileSync(
    join(dist, 'routes.json'),
    JSON.stringify(['/', '/newIndex', '/Page/tradingCenter', '/MyData/confirm/$type']),
  )
  writeFileSync(join(dist, 'assets', 'index-abc.js'), bundle)
  writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(bundle))
  writeFileSync(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(bundle))
})
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true })
  await t.close()
})

const app = () => testApp(t.db, { distDir: dist }).app

describe('static assets go out precompressed', () => {
  it('sends the brotli copy to a client that accepts br, with Content-Encoding and Vary', async () => {
    const res = await app().request('/assets/index-abc.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/)
    expect(res.headers.get('Content-Type')).toMatch(/javascript/)
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bundle)
  })

  it('sends gzip when br is not accepted, and the plain file when neither is', async () => {
    const gz = await app().request('/assets/index-abc.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bundle)
    const plain = await app().request('/assets/index-abc.js', {
      headers: { 'Accept-Encoding': 'br;q=0, identity' },
    })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(bundle)
  })

  it('gives each encoding its own ETag', async () => {
    const br = await app().request('/assets/index-abc.js', { headers: { 'Accept-Encoding': 'br' } })
    const gz = await app().request('/assets/index-abc.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(br.headers.get('ETag')).not.toBe(gz.headers.get('ETag'))
    const again = await app().request('/assets/index-abc.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('ETag') ?? '' },
    })
    expect(again.status).toBe(304)
  })
})

describe('paths that are not pages answer 404 with the app shell', () => {
  it('answers 200 for the routes of the build, parameters and any case included', async () => {
    for (const path of [
      '/',
      '/newIndex',
      '/newindex/',
      '/Page/tradingCenter?id=3',
      '/MyData/confirm/project',
    ]) {
      const res = await app().request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain('<div id="root">')
    }
  })

  it('answers 404 with the app shell (which shows the 404 page) for unknown paths', async () => {
    for (const path of ['/no-such-page', '/Page/nothing', '/404', '/MyData/confirm/a/b']) {
      const res = await app().request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('<div id="root">')
      expect(res.headers.get('Content-Type'), path).toMatch(/text\/html/)
    }
  })
})

describe('API answers are compressed above a size threshold', () => {
  it('compresses a JSON answer of 1 KB or more as the client accepts, and leaves a small one alone', async () => {
    // The not-found envelope names the path: a long path makes a large answer without fixtures.
    const longPath = '/api/Nothing/' + 'a'.repeat(2000)
    const br = await app().request(longPath, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.status).toBe(404)
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/)
    const raw = Buffer.from(await br.arrayBuffer())
    expect(raw.byteLength).toBeLessThan(1024)
    expect(JSON.parse(brotliDecompressSync(raw).toString())).toMatchObject({ ErrorCode: '404' })
    const gz = await app().request(longPath, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toMatchObject({
      ErrorCode: '404',
    })

    const small = await app().request('/api/index/GetSum', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(small.status).toBe(200)
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(small.headers.get('Cache-Control')).toBe('no-store')
    expect(((await small.json()) as { ErrorCode: string }).ErrorCode).toBe('0')
  })
})
