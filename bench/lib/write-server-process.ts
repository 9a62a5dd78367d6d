// Starts bench/lib/write-server.ts in its own process (the server under load must not share its
// event loop with the load generator) and reads the line it prints once it listens.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export interface WriteServer {
  base: string
  kind: 'pglite' | 'postgres'
  users: { id: string; token: string }[]
  stop(): Promise<void>
}

const entry = fileURLToPath(new URL('./write-server.ts', import.meta.url))

export async function startWriteServer(env: Record<string, string>): Promise<WriteServer> {
  // BENCH_PROFILE_DIR=dir: a V8 CPU profile of the server process (written when it stops).
  const profile = process.env['BENCH_PROFILE_DIR']
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  const lines = createInterface({ input: child.stdout })
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`bench write server exited (${code})`)))
  })
  const info = JSON.parse(first) as Omit<WriteServer, 'base' | 'stop'> & { port: number }
  return {
    base: `http://127.0.0.1:${info.port}`,
    kind: info.kind,
    users: info.users,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      await exited
    },
  }
}
