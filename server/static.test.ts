import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, testApp, type TestDb } from './test/harness.ts'

let t: TestDb
let dist: string
beforeAll(async () => {
  t = await openTestDb()
  dist = mkdtempSync(join(tmpdir(), 'smartboq-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'icons'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>智能清单</title><div id="root"></div>',
  )
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'sw.js'), 'self.x = 1')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"智能清单"}')
  writeFileSync(join(dist, 'icons', 'icon-192.png'), 'png')
  writeFileSync(
    join(dist, 'preloads.json'),
    JSON.stringify({ '/newIndex': ['assets/newIndex-1.js'] }),
  )
})
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true })
  await t.close()
})

const app = () => testApp(t.db, { distDir: dist }).app

describe('serving the built PWA', () => {
  it('serves hashed assets as immutable with their content type', async () => {
    const res = await app().request('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('console.log(1)')
    expect(res.headers.get('Content-Type')).toMatch(/javascript/)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('makes the shell, service worker and manifest revalidate', async () => {
    for (const [path, type] of [
      ['/index.html', /text\/html/],
      ['/sw.js', /javascript/],
      ['/manifest.webmanifest', /manifest\+json/],
    ] as const) {
      const res = await app().request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache')
      expect(res.headers.get('Content-Type'), path).toMatch(type)
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app().request('/sw.js')
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).not.toBe('')
    const again = await app().request('/sw.js', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('falls back to index.html for navigation paths', async () => {
    for (const path of [
      '/',
      '/newIndex',
      '/Page/modelDetail?id=1',
      '/MyData/confirm/abc',
      '/Page/NewBenchmarking/benchmarkindex',
    ]) {
      const res = await app().request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain('<div id="root">')
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache')
    }
  })

  it("sends a page's screen chunks as modulepreload links with its index.html", async () => {
    const res = await app().request('/newIndex')
    // index.html here has no stylesheet or module script of its own: only the screen's chunk.
    expect(res.headers.get('Link')).toBe('</assets/newIndex-1.js>; rel=modulepreload; crossorigin')
    expect((await app().request('/help')).headers.get('Link')).toBeNull()
  })

  it('answers 404 for a missing file with an extension, and never leaves dist', async () => {
    for (const path of [
      '/assets/missing-123.js',
      '/favicon.ico',
      '/icons/nope.png',
      '/../package.json',
      '/%2e%2e/package.json',
    ]) {
      const res = await app().request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('<div id="root">')
    }
  })

  it('keeps /api out of the fallback', async () => {
    const res = await app().request('/api/Unknown/Call')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ ErrorCode: '404' })
  })

  it('explains in Chinese how to build when dist is missing', async () => {
    const missing = testApp(t.db, { distDir: join(dist, 'nothing-here') }).app
    const res = await missing.request('/newIndex')
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build')
    const api = await missing.request('/api/index/GetSum')
    expect(api.status).toBe(200)
  })
})

describe('Content-Security-Policy (docs/security.md)', () => {
  const directives = (header: string | null) =>
    new Map(
      (header ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name = '', ...values]) => [name, values]),
    )

  it('sends a strict policy with the shell, the assets, the 404 page and the API reference', async () => {
    for (const path of [
      '/newIndex',
      '/',
      '/no/such/page',
      '/assets/index-abc123.js',
      '/api/docs',
    ]) {
      const res = await app().request(path)
      const csp = directives(res.headers.get('content-security-policy'))
      expect(csp.get('script-src'), path).toEqual(["'self'"])
      expect(csp.get('object-src'), path).toEqual(["'none'"])
      expect(csp.get('base-uri'), path).toEqual(["'self'"])
      expect(csp.get('frame-ancestors'), path).toEqual(["'self'"])
      expect(csp.get('default-src'), path).toEqual(["'self'"])
      // Nothing but this origin for scripts, workers and connections: no inline, no eval.
      for (const name of ['script-src', 'worker-src', 'connect-src'])
        expect(csp.get(name)?.join(' '), `${path} ${name}`).not.toMatch(/unsafe|\*|data:|blob:/)
      // Over plain http no HSTS (it is sent only behind a trusted https proxy).
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
    }
  })
})
