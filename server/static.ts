import { readFile, stat } from 'node:fs/promises'
import { basename, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'
// Files whose name does not change between builds: the browser must revalidate them.
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js'])

/**
 * Serves the built PWA: files under distDir with cache headers fit for Vite's output (hashed
 * /assets/* immutable; the shell, service worker and manifest revalidated), index.html for
 * navigation paths (SPA fallback), 404 for missing files that have an extension.
 */
export function serveDist(distDir: string): (c: Context) => Promise<Response> {
  const root = resolve(distDir)
  const indexPath = resolve(root, 'index.html')
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
    if (inside && file !== root && (await isFile(file))) return sendFile(c, file, cacheControl(decoded))
    if (/\.[A-Za-z0-9]+$/.test(basename(decoded))) return c.text('未找到该资源', 404)
    return sendFile(c, indexPath, REVALIDATE)
  }
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

async function sendFile(c: Context, path: string, cache: string): Promise<Response> {
  const info = await stat(path)
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  c.header('Cache-Control', cache)
  c.header('ETag', etag)
  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream')
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  return c.body(new Uint8Array(await readFile(path)), 200)
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
