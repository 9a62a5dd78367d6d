import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'
import { PRELOADS_FILE, isRouteChunk, routePreloads, type ChunkInfo } from './preloads.ts'
import { ROUTES_FILE, routePatternsFromRouteTree } from './routes.ts'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i
/** Below this a compressed copy saves less than the header costs. */
const MIN_BYTES = 1024

/**
 * Build-time help for the server (server/static.ts): writes dist/routes.json from the route
 * tree, dist/preloads.json (each page's screen chunks, server/spa/preloads.ts), and beside every compressible file of at least 1 KB a .br (quality 11) and a .gz (level
 * 9) copy when smaller, so the server sends precompressed bytes without compressing per request.
 * Runs after vite-plugin-pwa has written sw.js.
 */
export function spaServerFiles(routeTreeFile: string): Plugin {
  let config: ResolvedConfig
  return {
    name: 'smartboq-spa-server-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, bundle) {
      const patterns = routePatternsFromRouteTree(readFileSync(routeTreeFile, 'utf8'))
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_FILE,
        source: JSON.stringify(patterns) + '\n',
      })
      const chunks = Object.values(bundle).filter(
        (o): o is typeof o & ChunkInfo => o.type === 'chunk',
      )
      this.emitFile({
        type: 'asset',
        fileName: PRELOADS_FILE,
        source: JSON.stringify(routePreloads(chunks)) + '\n',
      })
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        precompress(resolve(config.root, config.build.outDir))
      },
    },
  }
}

/**
 * No preload lists for the route screens in the entry chunk (issue 41): Vite writes beside every
 * dynamic import the chunks it will need, and for the router's lazy screens that list (184 file
 * names) was 2.4 KB gzip of every first load, the page's own screen included. A screen's chunks
 * still load together: on a first load the server's `Link: rel=modulepreload` header names them
 * (preloads.json above), a link preloads its screen on hover or touch (the router's `intent`),
 * and after the first visit the service worker serves every chunk. Other dynamic imports (the
 * lazy hosts of the shell, the screens' own) keep their lists.
 *
 * `plugin` notes the route chunks before Vite writes the lists (its generateBundle runs after the
 * app's plugins); `resolveDependencies` is build.modulePreload's.
 */
export function routeScreensWithoutPreloadLists() {
  const routeChunks = new Set<string>()
  const plugin: Plugin = {
    name: 'smartboq-route-screens-without-preload-lists',
    apply: 'build',
    generateBundle(_options, bundle) {
      routeChunks.clear()
      for (const o of Object.values(bundle))
        if (o.type === 'chunk' && isRouteChunk(o)) routeChunks.add(o.fileName)
    },
  }
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostType }: { hostType: 'html' | 'js' },
  ): string[] => (hostType === 'js' && routeChunks.has(file) ? [] : deps)
  return { plugin, resolveDependencies }
}

export function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      precompress(path)
      continue
    }
    if (!COMPRESSIBLE.test(name)) continue
    const bytes = readFileSync(path)
    if (bytes.byteLength < MIN_BYTES) continue
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    })
    if (br.byteLength < bytes.byteLength) writeFileSync(path + '.br', br)
    const gz = gzipSync(bytes, { level: 9 })
    if (gz.byteLength < bytes.byteLength) writeFileSync(path + '.gz', gz)
  }
}
