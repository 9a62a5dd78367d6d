// npm start: build the PWA when needed, offer the demo data on an empty database, then run the
// /api server that also serves dist/.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { buildIfNeeded, root } from './lib.mjs'

/** Exit code of `server/seed/main.ts --status` when the database has no users and no projects. */
const EMPTY_EXIT_CODE = 10

function runTsx(script, args, stdio) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
      stdio,
      cwd: root,
    })
    child.on('error', () => resolve(1))
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function offerDemoData() {
  // Same database the server will open (DATABASE_URL or DATA_DIR); errors are the server's to report.
  const status = await runTsx('server/seed/main.ts', ['--status'], ['ignore', 'ignore', 'ignore'])
  if (status !== EMPTY_EXIT_CODE) return
  if (!process.stdin.isTTY) {
    console.log('运行 npm run seed 可导入演示数据')
    return
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  const answer = (await rl.question('数据库为空，是否导入演示数据？(y/N) ')).trim().toLowerCase()
  rl.close()
  if (answer === 'y' || answer === 'yes') {
    const code = await runTsx('server/seed/main.ts', ['--quick'], 'inherit')
    if (code !== 0) console.error('演示数据导入失败，服务器仍将启动。')
  }
}

const code = await buildIfNeeded({ quiet: true })
if (code !== 0) {
  console.error('前端构建失败：请查看上面的错误信息，或运行 npm run build 查看完整输出。')
  process.exit(code)
}

await offerDemoData()

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'server/main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: root,
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (exitCode, signal) => process.exit(signal ? 0 : (exitCode ?? 1)))
