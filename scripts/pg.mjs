// A throwaway PostgreSQL 15 for the server tests: startPostgres() makes a temp cluster (trust
// auth, user "app") on a free 127.0.0.1 port and returns its URL; stopPostgres() stops it and
// removes the files. As root the binaries run as user "postgres" (they refuse root); when initdb
// is missing and we are root, Debian's postgresql package is installed with apt.
// Run directly (`node scripts/pg.mjs`) it starts one, prints DATABASE_URL and waits for Ctrl-C.
import { spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const BIN_DIRS = [
  process.env.PG_BIN,
  '/usr/local/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/bin',
].filter(Boolean)

function exec(cmd, args, { asPostgres = false, quiet = false, env } = {}) {
  const [file, argv] =
    asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: env ?? process.env })
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', (error) => resolve({ code: 1, output: output + error.message }))
    child.on('exit', (code) => {
      if (code !== 0 && !quiet) process.stderr.write(output)
      resolve({ code: code ?? 1, output })
    })
  })
}

function findBinDir() {
  return BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
}

async function ensureBinaries() {
  const found = findBinDir()
  if (found) return found
  if (!isRoot) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them (sudo apt-get install -y postgresql) or set PG_BIN.',
    )
  }
  console.log('Installing PostgreSQL 15 from apt (initdb is missing)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (
    (
      await exec('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
        env,
        quiet: true,
      })
    ).code !== 0
  ) {
    await exec('apt-get', ['update'], { env })
    const again = await exec(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'postgresql'],
      { env },
    )
    if (again.code !== 0) throw new Error('apt-get install postgresql failed')
  }
  const dir = findBinDir()
  if (!dir) throw new Error('postgresql was installed but initdb is still missing')
  return dir
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function postgresUid() {
  const [uid, gid] = await Promise.all([
    exec('id', ['-u', 'postgres']),
    exec('id', ['-g', 'postgres']),
  ])
  if (uid.code !== 0 || gid.code !== 0) throw new Error('user "postgres" does not exist')
  return [Number(uid.output.trim()), Number(gid.output.trim())]
}

/** Starts a fresh cluster; resolves to { url, dir, port, version, binDir }. */
export async function startPostgres() {
  const binDir = await ensureBinaries()
  const dir = mkdtempSync(join(tmpdir(), 'smartboq-pg-'))
  if (isRoot) {
    const [uid, gid] = await postgresUid()
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const init = await exec(
    join(binDir, 'initdb'),
    ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
    { asPostgres: true },
  )
  if (init.code !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error('initdb failed')
  }
  const instance = { dir, data, binDir, port: 0, url: '', version: '' }
  // Durability is pointless for a throwaway cluster; these settings make the suite faster.
  for (let attempt = 0; attempt < 3 && !instance.url; attempt++) {
    const port = await freePort()
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    const started = await exec(
      join(binDir, 'pg_ctl'),
      ['-D', data, '-l', join(dir, 'log'), '-o', opts, '-w', '-t', '60', 'start'],
      { asPostgres: true },
    )
    if (started.code === 0) {
      instance.port = port
      instance.url = `postgres://app@127.0.0.1:${port}/postgres`
    }
  }
  if (!instance.url) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error('pg_ctl start failed (see the output above)')
  }
  instance.version = (
    await exec(join(binDir, 'postgres'), ['--version'], { quiet: true })
  ).output.trim()
  return instance
}

/** Stops the cluster started by startPostgres and deletes its directory. Safe to call twice. */
export async function stopPostgres(instance) {
  if (!instance || !existsSync(instance.data)) return
  await exec(join(instance.binDir, 'pg_ctl'), ['-D', instance.data, '-m', 'fast', '-w', 'stop'], {
    asPostgres: true,
    quiet: true,
  })
  rmSync(instance.dir, { recursive: true, force: true })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pg = await startPostgres()
  console.log(`${pg.version} running.\nDATABASE_URL=${pg.url}\nPress Ctrl-C to stop and delete it.`)
  const stop = () => void stopPostgres(pg).then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
