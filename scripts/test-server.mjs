// npm run test:server: the server suite (vitest project "server") twice — on in-memory PGlite
// and on a throwaway PostgreSQL 15 started by scripts/pg.mjs (stopped again, also on failure).
// Each pass runs its files two at a time (each test file makes its own database; CI has two
// cores), one pass after the other: on the shared 2-core machine the two passes side by side
// (four test processes and PostgreSQL) took 6.3 min, one after the other 4.9 min at a higher load.
// Extra arguments go to vitest (e.g. a file). With RESULTS_DIR set (npm test), each run writes
// a JSON report there. Exits non-zero when either run failed.
import { join } from 'node:path'
import { root, run } from './lib.mjs'
import { startPostgres, stopPostgres } from './pg.mjs'

const resultsDir = process.env.RESULTS_DIR
const extra = process.argv.slice(2)

function vitestArgs(report) {
  const args = [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server']
  args.push('--fileParallelism', '--maxWorkers=2')
  if (resultsDir)
    args.push(
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(resultsDir, `${report}.json`)}`,
    )
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
  console.log('\n--- server suite on PGlite (in-memory, PostgreSQL 18 in WASM) ---')
  outcome.push({
    backend: 'PGlite (in-memory)',
    ok: (await run(process.execPath, vitestArgs('server-pglite'), { env: baseEnv })) === 0,
  })
  let version = 'PostgreSQL 15 (did not start)'
  try {
    pg = await startPostgres()
    version = pg.version.replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ')
  } catch (error) {
    console.error(
      `Could not start PostgreSQL 15: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (pg) {
    console.log(`\n--- server suite on ${version} at ${pg.url} ---`)
    const code = await run(process.execPath, vitestArgs('server-postgres'), {
      env: { ...baseEnv, TEST_DATABASE_URL: pg.url },
    })
    outcome.push({ backend: version, ok: code === 0 })
  } else outcome.push({ backend: version, ok: false })
} finally {
  await stopPostgres(pg)
}

console.log('\n--- server suite summary ---')
for (const { backend, ok } of outcome)
  console.log(`${ok ? 'ok  ' : 'FAIL'} server suite on ${backend}`)
process.exit(outcome.every((o) => o.ok) ? 0 : 1)
