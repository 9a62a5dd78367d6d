// Small helpers shared by the npm scripts (start, test, bench). Plain Node, no dependencies.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = new URL('..', import.meta.url).pathname

/** Runs a command with inherited stdio; resolves to its exit code (signals count as failure). */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options })
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
    child.on('error', (error) => {
      console.error(`无法启动 ${cmd}: ${error.message}`)
      resolve(1)
    })
  })
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const BUILD_INPUTS = ['src', 'workers', 'sw', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json']

/** Where the PWA is built: DIST_DIR (also read by the server), else ./dist. */
export const distDir = () => resolve(root, process.env.DIST_DIR ?? 'dist')

/** True when the build output is missing or older than any input of the front-end build. */
export function buildIsStale() {
  const built = join(distDir(), 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt)
}

export async function buildIfNeeded() {
  if (!buildIsStale()) return 0
  console.log(`Building the PWA (${distDir()})…`)
  return run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir(), '--emptyOutDir'])
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
