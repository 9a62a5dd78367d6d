// bench/first-load: Chromium traces of cold loads of /newIndex and /Page/tradingCenter?id=3 (4x CPU, as
// Lighthouse's mobile preset) on a seeded database, printing each long task and what it is made
// of (bench/lib/first-load-trace.ts). PAGES=… and RUNS=… choose; TRACE_MIN_MS (default 50) the
// shortest task listed. A source-mapped build (vite build --sourcemap) names the functions.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './lib/server.ts'
import { traceColdLoad } from './lib/first-load-trace.ts'

const root = new URL('..', import.meta.url).pathname
const pages = (process.env.PAGES ?? '/newIndex,/Page/tradingCenter?id=3').split(',')
const runs = Number(process.env.RUNS ?? 1)
const dataDir = mkdtempSync(join(tmpdir(), 'smartboq-first-load-data-'))
await new Promise<void>((resolve, reject) => {
  const c = spawn(process.execPath, ['--import', 'tsx', 'server/seed/main.ts', '--quick'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  })
  c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('seed failed'))))
})
const server = await startServer({ DATA_DIR: dataDir })
try {
  for (const p of pages) {
    for (let i = 0; i < runs; i++) {
      const tasks = await traceColdLoad(server.url + p, join(root, 'dist'), {
        minTaskMs: Number(process.env.TRACE_MIN_MS ?? 50),
      })
      console.log(
        `\n${p} run ${i + 1}: long tasks ${tasks.map((t) => t.ms.toFixed(0)).join(', ')}; blocking ${tasks.reduce((s, t) => s + Math.max(0, t.ms - 50), 0).toFixed(0)} ms (all, after throttling)`,
      )
      for (const t of tasks)
        console.log(
          `  task at ${t.startMs.toFixed(0)} ms: ${t.ms.toFixed(0)} ms\n    ${t.parts.join('\n    ')}`,
        )
    }
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
