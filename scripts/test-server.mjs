// npm run test:server: the server suite (vitest project "server") twice — on in-memory PGlite
// and on a throwaway PostgreSQL 15 started by scripts/pg.mjs (stopped again, also on failure).
// The two runs share nothing (each test file makes its own database), so they run at the same
// time, one per core: PGlite's output streams, PostgreSQL's is printed when both are done.
// Extra arguments go to vitest (e.g. a file). With RESULTS_DIR set (npm test), each run writes
// a JSON report there. Exits non-zero when either run failed.
import { join } from 'node:path'
import { root, run, runCaptured } from './lib.mjs'
import { startPostgres, stopPostgres } from './pg.mjs'

const resultsDir = process.env.RESULTS_DIR
const extra = process.argv.slice(2)

function vitestArgs(report) {
  const args = [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server']
  if (resultsDir) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, `${report}.json`)}`)
  return [...args, ...extra]
}

const outcome = []
const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env

let pg
const stopOnSignal = (signal) => {
  void stopPostgres(pg).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
}
process.on('SIGINT', stopOnSignal)
process.on('SIGTERM', stopOnSignal)
try {
  let postgresRun = Promise.resolve({ backend: 'PostgreSQL 15 (did not start)', ok: false, log: '' })
  try {
    pg = await startPostgres()
    const version = pg.version.replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ')
    console.log(`(server suite on ${version} at ${pg.url} runs alongside; its output follows PGlite's)`)
    postgresRun = runCaptured(process.execPath, vitestArgs('server-postgres'), { env: { ...baseEnv, TEST_DATABASE_URL: pg.url } })
      .then(({ code, output }) => ({ backend: version, ok: code === 0, log: output }))
  } catch (error) {
    console.error(`Could not start PostgreSQL 15: ${error instanceof Error ? error.message : String(error)}`)
  }
  console.log('\n--- server suite on PGlite (in-memory, PostgreSQL 18 in WASM) ---')
  outcome.push({ backend: 'PGlite (in-memory)', ok: (await run(process.execPath, vitestArgs('server-pglite'), { env: baseEnv })) === 0 })
  const postgres = await postgresRun
  if (postgres.log) console.log(`\n--- server suite on ${postgres.backend} ---\n${postgres.log}`)
  outcome.push({ backend: postgres.backend, ok: postgres.ok })
} finally {
  await stopPostgres(pg)
}

console.log('\n--- server suite summary ---')
for (const { backend, ok } of outcome) console.log(`${ok ? 'ok  ' : 'FAIL'} server suite on ${backend}`)
process.exit(outcome.every((o) => o.ok) ? 0 : 1)
