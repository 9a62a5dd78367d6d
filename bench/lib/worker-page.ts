// Runs a bench page in real Chromium with the compute worker (bench/browser/bench.worker.ts: the
// app's compute API, workers/compute-api.ts, and the old whole-input calls):
// both are bundled with esbuild, served from a throwaway local server, and the page reports its
// figures in window.__bench (bench/browser/*.page.ts). Chromium as in bench/lib/chromium.ts.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const root = new URL('../..', import.meta.url).pathname

async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    alias: { '@': `${root}src` },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    minify: true,
  })
  return out.outputFiles[0]?.text ?? ''
}

export async function runWorkerPage<T>(
  pageEntry: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const [worker, page] = await Promise.all([
    bundle('bench/browser/bench.worker.ts'),
    bundle(pageEntry),
  ])
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      `<!doctype html><meta charset="utf-8"><title>bench</title><script>window.__params=${JSON.stringify(params)}</script><script src="/page.js"></script>`,
    ],
    '/page.js': ['text/javascript', page],
    '/worker.js': ['text/javascript', worker],
  }
  const server: Server = createServer((req, res) => {
    const file = files[(req.url ?? '/').split('?')[0] ?? '/']
    if (!file) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file[0] }).end(file[1])
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const tab = await browser.newPage()
    tab.on('pageerror', (e) => console.error('page error:', e.message))
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const handle = await tab.waitForFunction(
      () => (window as unknown as { __bench?: unknown }).__bench,
      null,
      { timeout: 600_000, polling: 500 },
    )
    const result = (await handle.jsonValue()) as T | { error: string }
    if (result && typeof result === 'object' && 'error' in result)
      throw new Error(String(result.error))
    return result
  } finally {
    await browser.close()
    server.close()
  }
}
