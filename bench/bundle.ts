// bench/bundle: what a cold /newIndex loads in Chromium and what the service worker precaches,
// each figure with its limit and its ratio to it (issue 41 item 5; issue 2's 180 KB before it):
// - cold /newIndex entry JS: the gzip JavaScript index.html loads before anything renders (its
//   module script and modulepreloads: React, the router, the shell), limit 118 KB (1.3 × the 91 KB
//   React + router floor). This is the figure issue 41 gives as "cold /newIndex JS, 121.0 KB": the
//   issue's code measures 121.1 KB here, and everything it fetched until idle 136.1 KB;
// - everything a cold /newIndex fetched until the network was idle (the screen's chunks, the
//   service worker's registration), limit 180 KB (issue 2);
// - precache: the bytes of the files the service worker's manifest lists (dist/sw.js), limit 2.5 MB;
// - exceljs chunks in the build (issue 35): one, the compute worker's.
// Gzip at level 9 for every figure; the load average is printed with them (sizes do not depend on it).
import { gzipSync } from 'node:zlib'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { launchChromium, startServer } from './lib/server.ts'

const LIMIT_ENTRY_KB = 118
const LIMIT_COLD_KB = 180
const LIMIT_PRECACHE_MB = 2.5
const LIMIT_EXCELJS_CHUNKS = 1
const dist = resolve(new URL('..', import.meta.url).pathname, process.env.DIST_DIR ?? 'dist')
const kb = (n: number) => (n / 1024).toFixed(1)
const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
const figure = (label: string, value: number, limit: number, unit: string, places = 1) =>
  console.log(
    `  ${label}: ${value.toFixed(places)} ${unit} (limit ${limit} ${unit}, ratio ${(value / limit).toFixed(2)}: ${value <= limit ? 'within' : 'OVER'})`,
  )

// What index.html loads itself: its module script and modulepreloads.
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const entryFiles = [
  ...html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
  ),
].map((m) => m[1] as string)
const entryKb = entryFiles.reduce((s, f) => s + gzipKb(f), 0)

// What the service worker precaches: the manifest's urls, as built.
const listed = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
  (m) => m[1] as string,
)
// The service worker fetches a file once however often the manifest lists it.
const manifest = [...new Set(listed)]
const precacheBytes = manifest.reduce((s, url) => s + statSync(join(dist, url)).size, 0)
const biggest = [...manifest]
  .map((url) => ({ url, size: statSync(join(dist, url)).size }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 5)

// exceljs's code, whichever file it landed in: its Workbook's message for a duplicate sheet name.
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
const exceljsChunks = assets.filter((f) =>
  readFileSync(join(dist, 'assets', f), 'utf8').includes('Worksheet name already exists'),
)

const server = await startServer()
const browser = await launchChromium()
try {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const loaded: Array<{ url: string; type: 'js' | 'css'; raw: number; gzip: number }> = []
  const pending: Array<Promise<void>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.body().then((body) => {
        loaded.push({
          url: new URL(response.url()).pathname,
          type: type === 'script' ? 'js' : 'css',
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })
      }),
    )
  })
  await page.goto(`${server.url}/newIndex`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  for (const f of loaded.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${f.type.padEnd(3)} ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${f.url}${entryFiles.includes(f.url.slice(1)) ? '  (entry)' : ''}`,
    )
  const js = loaded.filter((f) => f.type === 'js').reduce((s, f) => s + f.gzip, 0) / 1024
  const css = loaded.filter((f) => f.type === 'css').reduce((s, f) => s + f.gzip, 0) / 1024
  console.log(
    `bundle (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}; ${assets.length} JS chunks in the build):`,
  )
  figure(
    `cold /newIndex entry JS (index.html's ${entryFiles.length} scripts), gzip`,
    entryKb,
    LIMIT_ENTRY_KB,
    'KB',
  )
  figure(
    `all JS of a cold /newIndex until idle (${loaded.length} files; CSS ${css.toFixed(1)} KB), gzip`,
    js,
    LIMIT_COLD_KB,
    'KB',
  )
  figure(
    `precache (${manifest.length} files${listed.length > manifest.length ? `, ${listed.length - manifest.length} listed twice` : ''})`,
    precacheBytes / 1e6,
    LIMIT_PRECACHE_MB,
    'MB',
    2,
  )
  console.log(`    largest: ${biggest.map((b) => `${b.url} ${kb(b.size)} KB`).join(', ')}`)
  figure(
    `exceljs chunks (${exceljsChunks.join(', ') || 'none'})`,
    exceljsChunks.length,
    LIMIT_EXCELJS_CHUNKS,
    'chunk',
    0,
  )
} finally {
  await browser.close()
  await server.stop()
}
