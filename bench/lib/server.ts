// Starts the real server (built PWA + /api) on a free port with a throwaway data dir, for
// benchmarks that need a browser or HTTP. Stops it (and removes the data) when done.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'

export interface RunningServer {
  url: string
  dataDir: string
  stop(): Promise<void>
}

const root = new URL('../..', import.meta.url).pathname

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = 9100 + Math.floor(Math.random() * 800)
  const dataDir = mkdtempSync(join(tmpdir(), 'smartboq-bench-'))
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      const res = await fetch(`${url}/api/index/GetSum`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('server exited before it answered')
    if (Date.now() > deadline) throw new Error('server did not start within 180 s')
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}
