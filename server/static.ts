import { readFile, stat } from 'node:fs/promises'
import { basename, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { chooseEncoding, varyOnEncoding, type Encoding } from './lib/compress.ts'
import { PRELOADS_FILE, preloadLink, shellLinks } from './spa/preloads.ts'
import { ROUTES_FILE, routeMatcher } from './spa/routes.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'
// Files whose name does not change between builds: the browser must revalidate them.
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js'])

/**
 * Serves the built PWA: files under distDir with cache headers fit for Vite's output (hashed
 * /assets/* immutable; the shell, service worker and manifest revalidated), the build's .br/.gz
 * copy when the client accepts it, index.html for navigation paths (SPA fallback: HTTP 200 for
 * the app's routes, 404 for other paths, which the app shows as its 404 page), 404 for missing
 * files that have an extension. A page's screen chunks go with it as `Link: rel=modulepreload`
 * (dist/preloads.json, server/spa/preloads.ts).
 */
export function serveDist(distDir: string): (c: Context) => Promise<Response> {
  const root = resolve(distDir)
  const indexPath = resolve(root, 'index.html')
  const isRoute = routesOf(resolve(root, ROUTES_FILE))
  const preloads = fileOf(resolve(root, PRELOADS_FILE), parsePreloads)
  const shell = fileOf(indexPath, shellLinks)
  return async (c) => {
    if (!(await isFile(indexPath))) return notBuilt(c, root)
    let decoded: string
    try {
      decoded = decodeURIComponent(c.req.path)
    } catch {
      return c.text('未找到该资源', 404)
    }
    const file = resolve(root, '.' + decoded)
    // resolve() normalises "..": anything outside dist is treated as missing, never read.
    const inside = file === root || file.startsWith(root + sep)
    if (inside && file !== root && (await isFile(file)))
      return sendFile(c, file, cacheControl(decoded))
    if (/\.[A-Za-z0-9]+$/.test(basename(decoded))) return c.text('未找到该资源', 404)
    if (!(await isRoute(decoded))) return sendFile(c, indexPath, REVALIDATE, 404)
    const link = preloadLink((await preloads()) ?? {}, decoded, (await shell()) ?? [])
    if (link) c.header('Link', link)
    return sendFile(c, indexPath, REVALIDATE)
  }
}

function parsePreloads(text: string): Record<string, string[]> | undefined {
  const v = JSON.parse(text) as unknown
  const ok =
    typeof v === 'object' &&
    v !== null &&
    Object.values(v).every((l) => Array.isArray(l) && l.every((f) => typeof f === 'string'))
  return ok ? (v as Record<string, string[]>) : undefined
}

/** A file of the build, parsed, re-read when it changes; undefined when missing or unparsable. */
function fileOf<T>(
  file: string,
  parse: (text: string) => T | undefined,
): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T | undefined } | undefined
  return async () => {
    let mtimeMs: number
    try {
      mtimeMs = (await stat(file)).mtimeMs
    } catch {
      return undefined
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let value: T | undefined
      try {
        value = parse(await readFile(file, 'utf8'))
      } catch {
        value = undefined
      }
      cached = { mtimeMs, value }
    }
    return cached.value
  }
}

/**
 * The route test of the current build, re-read when routes.json changes (npm start may rebuild
 * while a server runs). Without the file (a build older than it) every path counts as a route.
 */
function routesOf(file: string): (path: string) => Promise<boolean> {
  const matcher = fileOf(file, (text) => {
    const patterns = JSON.parse(text) as unknown
    return Array.isArray(patterns) && patterns.every((p) => typeof p === 'string')
      ? routeMatcher(patterns)
      : undefined
  })
  return async (path) => (await matcher())?.(path) ?? true
}

function cacheControl(path: string): string {
  const name = basename(path)
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return REVALIDATE
  if (path.startsWith('/assets/')) return IMMUTABLE
  return SHORT
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** The precompressed copies beside a file (written by server/spa/vite-plugin.ts), best first. */
async function precompressed(path: string): Promise<Encoding[]> {
  const found: Encoding[] = []
  for (const [enc, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (await isFile(path + ext)) found.push(enc)
  return found
}

async function sendFile(
  c: Context,
  path: string,
  cache: string,
  status: 200 | 404 = 200,
): Promise<Response> {
  const copies = await precompressed(path)
  const encoding =
    copies.length > 0 ? chooseEncoding(c.req.header('Accept-Encoding'), copies) : undefined
  const served = encoding ? path + (encoding === 'br' ? '.br' : '.gz') : path
  const info = await stat(served)
  // One ETag per representation: a cache must not answer a gzip request with brotli bytes.
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? '-' + encoding : ''}"`
  c.header('Cache-Control', cache)
  c.header('ETag', etag)
  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream')
  if (copies.length > 0) c.header('Vary', varyOnEncoding(c.res.headers.get('Vary')))
  if (encoding) c.header('Content-Encoding', encoding)
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304)
  return c.body(new Uint8Array(await readFile(served)), status)
}

function notBuilt(c: Context, root: string): Response {
  c.header('Cache-Control', REVALIDATE)
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>智能清单：前端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.6">
<h1>前端尚未构建</h1>
<p>服务器在 <code>${escapeHtml(root)}</code> 中找不到 <code>index.html</code>。</p>
<p>请先运行 <code>npm run build</code>（或直接运行 <code>npm start</code>，它会在需要时自动构建），然后刷新本页。</p>
<p>接口 <code>/api</code> 不受影响，可以正常使用。</p>
</body></html>`
  return c.html(html, 503)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
