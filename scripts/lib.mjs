// Small helpers shared by the npm scripts (start, test, bench). Plain Node, no dependencies.
import { spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
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

/**
 * Runs a command with its output (stdout and stderr) captured, for a step that runs beside
 * another one whose output streams; resolves to { code, output } once it ends.
 */
export async function runCaptured(cmd, args, options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'smartboq-step-'))
  const file = join(dir, 'output.log')
  const fd = openSync(file, 'w')
  try {
    const code = await run(cmd, args, { ...options, stdio: ['ignore', fd, fd] })
    return { code, output: readFileSync(file, 'utf8') }
  } finally {
    closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  }
}

// eslint-disable-next-line no-control-regex -- the escape sequences of terminal colours
const COLOUR = /\x1b\[[0-9;]*m/g

/**
 * Runs a command whose output streams as with `run`, and keeps its last `keep` lines (colour codes
 * removed) so a caller can say afterwards why it failed; resolves to { code, tail }.
 */
export function runTee(cmd, args, options = {}, keep = 400) {
  return new Promise((resolve) => {
    const lines = []
    let partial = ''
    const collect = (chunk) => {
      const text = partial + chunk.toString('utf8').replace(COLOUR, '')
      const parts = text.split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
      if (lines.length > keep) lines.splice(0, lines.length - keep)
    }
    const child = spawn(cmd, args, { cwd: root, ...options, stdio: ['inherit', 'pipe', 'pipe'] })
    child.stdout.on('data', (c) => (process.stdout.write(c), collect(c)))
    child.stderr.on('data', (c) => (process.stderr.write(c), collect(c)))
    const done = (code) => resolve({ code, tail: [...lines, ...(partial ? [partial] : [])] })
    child.on('close', (code, signal) => done(signal ? 1 : (code ?? 1)))
    child.on('error', (error) => {
      console.error(`无法启动 ${cmd}: ${error.message}`)
      done(1)
    })
  })
}

export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const BUILD_INPUTS = [
  'src',
  'workers',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'server/spa',
  'tailwind.config.ts',
  'package-lock.json',
]

/** Where the PWA is built: DIST_DIR (also read by the server), else ./dist. */
export const distDir = () => resolve(root, process.env.DIST_DIR ?? 'dist')

/** True when the build output is missing or older than any input of the front-end build. */
export function buildIsStale() {
  const built = join(distDir(), 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt)
}

/**
 * Builds the PWA when stale. `quiet` (npm start): Vite reports errors only, and one Chinese line
 * says what is happening instead of its ~130 lines of English chunk listing.
 */
export async function buildIfNeeded({ quiet = false } = {}) {
  if (!buildIsStale()) return 0
  const args = [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    distDir(),
    '--emptyOutDir',
  ]
  if (!quiet) {
    console.log(`Building the PWA (${distDir()})…`)
    return run(process.execPath, args)
  }
  console.log('正在构建前端（首次启动或代码更新后需要约一分钟）…')
  const started = Date.now()
  const code = await run(process.execPath, [...args, '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (code === 0) console.log(`前端构建完成，用时 ${Math.round((Date.now() - started) / 1000)} 秒`)
  return code
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
