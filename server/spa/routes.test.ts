import { readFileSync } from 'node:fs'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { routeMatcher, routePatternsFromRouteTree } from './routes.ts'
import { precompress } from './vite-plugin.ts'

const routeTree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')

describe('SPA route patterns for the server', () => {
  it('takes every page of the route tree, without the catch-all and the 404 page', () => {
    const patterns = routePatternsFromRouteTree(routeTree)
    expect(patterns).toContain('/newIndex')
    expect(patterns).toContain('/Page/tradingCenter')
    expect(patterns).toContain('/MyData/confirm/$type')
    expect(patterns).not.toContain('/$')
    expect(patterns).not.toContain('/404')
  })

  it('matches as the router does: any case, trailing slash, one segment per parameter', () => {
    const isRoute = routeMatcher(routePatternsFromRouteTree(routeTree))
    for (const path of [
      '/',
      '/newIndex',
      '/newindex/',
      '/Page/tradingCenter',
      '/MyData/confirm/abc',
      '/Page/NewBenchmarking/benchmarkindex',
    ]) {
      expect(isRoute(path), path).toBe(true)
    }
    for (const path of [
      '/nope',
      '/404',
      '/MyData/confirm',
      '/MyData/confirm/a/b',
      '/newIndex/extra',
      '/Page',
    ]) {
      expect(isRoute(path), path).toBe(false)
    }
  })

  it('writes a smaller .br and .gz copy beside compressible files of 1 KB or more', () => {
    const dir = mkdtempSync(join(tmpdir(), 'smartboq-precompress-'))
    try {
      const big = 'console.log("智能清单");\n'.repeat(200)
      writeFileSync(join(dir, 'big.js'), big)
      writeFileSync(join(dir, 'small.js'), 'x()')
      writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096))
      precompress(dir)
      expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString()).toBe(big)
      expect(gunzipSync(readFileSync(join(dir, 'big.js.gz'))).toString()).toBe(big)
      expect(() => readFileSync(join(dir, 'small.js.br'))).toThrow()
      expect(() => readFileSync(join(dir, 'icon.png.gz'))).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
