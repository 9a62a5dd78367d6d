// npm start: build the PWA when needed, then run the /api server that also serves dist/.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildIfNeeded, root } from './lib.mjs'

const code = await buildIfNeeded()
if (code !== 0) {
  console.error('构建失败：请查看上面的错误信息。')
  process.exit(code)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (exitCode, signal) => process.exit(signal ? 0 : (exitCode ?? 1)))
