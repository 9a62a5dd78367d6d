// Runs one of the server's programs from its JavaScript bundle (scripts/server-build.mjs), building
// it first when stale: `node scripts/server-run.mjs seed --quick`, `… admin`. npm run seed and
// npm run create-admin call it.
import { spawn } from 'node:child_process'
import { SERVER_ENTRIES, buildServerIfNeeded, serverBundle } from './server-build.mjs'
import { root } from './lib.mjs'

/** Spawns the bundle `name` with `args`; resolves to the child process once started. */
export function spawnServerProgram(name, args, stdio = 'inherit') {
  return spawn(process.execPath, ['--enable-source-maps', serverBundle(name), ...args], {
    stdio,
    cwd: root,
  })
}

export async function runServerProgram(name, args, stdio = 'inherit') {
  return new Promise((resolve) => {
    const child = spawnServerProgram(name, args, stdio)
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, ...args] = process.argv.slice(2)
  if (!(name in SERVER_ENTRIES)) {
    console.error(
      `用法：node scripts/server-run.mjs <${Object.keys(SERVER_ENTRIES).join('|')}> [参数…]`,
    )
    process.exit(2)
  }
  if ((await buildServerIfNeeded()) !== 0) {
    console.error('服务器构建失败：请查看上面的错误信息。')
    process.exit(1)
  }
  process.exit(await runServerProgram(name, args))
}
