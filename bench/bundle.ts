// bench/bundle: gzip size of the JavaScript and CSS a cold /newIndex loads in Chromium, against
// the budget of issue 2 (at most 180 KB gzip JavaScript), and the chunk count of the build.
import { gzipSync } from 'node:zlib'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchChromium, startServer } from './lib/server.ts'

const BUDGET_JS_KB = 180
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
  const kb = (n: number) => (n / 1024).toFixed(1)
  for (const f of loaded.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${f.type.padEnd(3)} ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${f.url}`,
    )
  const js = loaded.filter((f) => f.type === 'js').reduce((s, f) => s + f.gzip, 0)
  const css = loaded.filter((f) => f.type === 'css').reduce((s, f) => s + f.gzip, 0)
  const chunks = readdirSync(
    join(
      resolve(new URL('..', import.meta.url).pathname, process.env.DIST_DIR ?? 'dist'),
      'assets',
    ),
  ).filter((f) => f.endsWith('.js')).length
  console.log(
    `bundle: cold /newIndex loads ${kb(js)} KB gzip JS (budget ${BUDGET_JS_KB} KB: ${js / 1024 <= BUDGET_JS_KB ? 'within' : 'OVER'}) and ${kb(css)} KB gzip CSS in ${loaded.length} files; the build has ${chunks} JS chunks`,
  )
} finally {
  await browser.close()
  await server.stop()
}
