// npm start: build the PWA and the server's JavaScript (dist-server/) when needed, offer the demo data on an empty database, then run the
// /api server that also serves dist/.
import { createInterface } from 'node:readline/promises'
import { buildIfNeeded } from './lib.mjs'
import { buildServerIfNeeded } from './server-build.mjs'
import { runServerProgram, spawnServerProgram } from './server-run.mjs'

/** Exit code of `server/seed/main.ts --status` when the database has no users and no projects. */
const EMPTY_EXIT_CODE = 10

async function offerDemoData() {
  // Same database the server will open (DATABASE_URL or DATA_DIR); errors are the server's to report.
  const status = await runServerProgram('seed', ['--status'], ['ignore', 'ignore', 'ignore'])
  if (status !== EMPTY_EXIT_CODE) return
  if (!process.stdin.isTTY) {
    console.log('运行 npm run seed 可导入演示数据')
    return
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  const answer = (await rl.question('数据库为空，是否导入演示数据？(y/N) ')).trim().toLowerCase()
  rl.close()
  if (answer === 'y' || answer === 'yes') {
    const code = await runServerProgram('seed', ['--quick'], 'inherit')
    if (code !== 0) console.error('演示数据导入失败，服务器仍将启动。')
  }
}

const code = await buildIfNeeded({ quiet: true })
if (code !== 0) {
  console.error('前端构建失败：请查看上面的错误信息，或运行 npm run build 查看完整输出。')
  process.exit(code)
}

if ((await buildServerIfNeeded()) !== 0) {
  console.error('服务器构建失败：请查看上面的错误信息。')
  process.exit(1)
}

await offerDemoData()

const server = spawnServerProgram('main', process.argv.slice(2))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (exitCode, signal) => process.exit(signal ? 0 : (exitCode ?? 1)))
