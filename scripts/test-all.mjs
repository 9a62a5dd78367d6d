// npm test: installs what the tests need (Chromium from apt when missing and running as root;
// PostgreSQL 15 is handled by scripts/pg.mjs) and runs every suite in turn:
// LibreOffice Calc and poppler for the print test of the Excel export, likewise;
// typecheck, lint, unit, integration, server on PGlite and on PostgreSQL 15, browser tests.
// Each suite writes a JSON report to .tmp/results; the last line sums them up.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath, root, run, runCaptured, runTee } from './lib.mjs'

const resultsDir = join(root, '.tmp', 'results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

async function ensureChromium() {
  if (existsSync(chromiumPath())) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromiumPath()}. Install it (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH, then run npm test again.',
    )
    return false
  }
  console.log('Installing Chromium from apt…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['update'], { env })) !== 0) return false
  return (
    (await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) === 0
  )
}

/**
 * A Chinese font for Chromium, as every Chinese user's device has one (Windows: Microsoft YaHei,
 * macOS: PingFang, Android and Linux: Noto Sans CJK). Without one Chromium draws tofu boxes and
 * looks up a fallback for every CJK character in every layout, which made layouts 2-3 times
 * slower than on a user's machine (docs/architecture.md "First load", fourth round). Optional:
 * the tests pass without it; as root it is installed from apt.
 */
async function ensureCjkFont() {
  const listed = await runCaptured('fc-list', [':lang=zh', 'family'], {}).catch(() => ({
    code: 1,
    output: '',
  }))
  if (listed.code === 0 && listed.output.trim() !== '') return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.log(
      "No Chinese font found (fc-list :lang=zh); the browser tests run without one. To match a user's machine: sudo apt-get install -y fonts-noto-cjk",
    )
    return
  }
  console.log('Installing a Chinese font (fonts-noto-cjk) from apt…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (
    (await run('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'], {
      env,
    })) === 0
  )
    return
  await run('apt-get', ['update'], { env })
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'], { env })
}

/**
 * LibreOffice Calc and poppler-utils: tests/integration/bill-print.test.ts converts the exported
 * workbook to PDF (soffice) and reads its pages (pdfinfo, pdftotext). Installed from apt as root.
 */
async function ensurePrintTools() {
  const missing = ['soffice', 'pdfinfo', 'pdftotext'].some(
    (cmd) => !['/usr/bin', '/usr/local/bin'].some((dir) => existsSync(join(dir, cmd))),
  )
  if (!missing) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      'LibreOffice or poppler was not found. Install them (sudo apt-get install -y ' +
        'libreoffice-calc-nogui poppler-utils), then run npm test again.',
    )
    return false
  }
  console.log('Installing LibreOffice Calc and poppler-utils from apt…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = [
    'install',
    '-y',
    '--no-install-recommends',
    'libreoffice-calc-nogui',
    'poppler-utils',
  ]
  if ((await run('apt-get', install, { env })) === 0) return true
  if ((await run('apt-get', ['update'], { env })) !== 0) return false
  return (await run('apt-get', install, { env })) === 0
}

// `project` may be a pattern ('unit*': the jsdom and the Node unit projects in one run).
const vitest = (project, report = project) => [
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${report}.json`)}`,
  ],
]

const steps = [
  [
    'typecheck',
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-b', '--noEmit'],
  ],
  ['lint', process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '.']],
  [
    'format',
    process.execPath,
    [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
  ],
  ['unit', ...vitest('unit*', 'unit')],
  ['integration', ...vitest('integration')],
  ['server (PGlite, PostgreSQL 15)', process.execPath, [join(root, 'scripts/test-server.mjs')]],
  ['browser (Chromium)', process.execPath, [join(root, 'scripts/test-e2e.mjs')]],
]

const outcome = []
if (!(await ensureChromium())) process.exit(1)
if (!(await ensurePrintTools())) process.exit(1)
await ensureCjkFont()
// FUZZ_FRESH: the sync fuzz tests add a fresh, printed seed to their fixed one (FUZZ_SEED replays).
const env = { FUZZ_FRESH: '1', ...process.env, RESULTS_DIR: resultsDir }
const secondsSince = (started) => Math.round((Date.now() - started) / 1000)
// typecheck and lint are single-threaded and CI has 2 cores: typecheck runs beside lint (its
// output captured and printed after lint's), which takes about a minute off every run.
const [[checkName, checkCmd, checkArgs], ...streamed] = steps
const checkStarted = Date.now()
const checking = runCaptured(checkCmd, checkArgs, { env }).then((r) => ({
  ...r,
  seconds: secondsSince(checkStarted),
}))
for (const [index, [name, cmd, args]] of streamed.entries()) {
  console.log(`\n=== ${name}${index === 0 ? ` (${checkName} runs beside it)` : ''} ===`)
  const started = Date.now()
  const { code, tail } = await runTee(cmd, args, { env })
  outcome.push({ name, ok: code === 0, seconds: secondsSince(started), tail })
  if (index === 0) {
    const check = await checking
    console.log(`\n=== ${checkName} ===\n${check.output}`)
    outcome.unshift({
      name: checkName,
      ok: check.code === 0,
      seconds: check.seconds,
      tail: check.output.split('\n').slice(-400),
    })
  }
}

/**
 * Why a step failed, repeated after the summary (a CI log is often read from its end): from the
 * first failure or unhandled-error marker in the step's last lines, at most 80 lines, else its
 * last 40 lines.
 */
function whyFailed(tail) {
  const marker = tail.findIndex((l) =>
    /Unhandled (Error|Rejection)|Failed Tests|FAIL |✘|Error: |error TS|\d+ problems?/.test(l),
  )
  return marker >= 0 ? tail.slice(marker, marker + 80) : tail.slice(-40)
}

// Sum the JSON reports: vitest's (numPassedTests…) and Playwright's (stats.expected…).
let passed = 0
let failed = 0
for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'))
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
  } else {
    passed += report.numPassedTests ?? 0
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  }
}
for (const { name, ok, tail } of outcome)
  if (!ok) console.log(`\n--- why ${name} failed ---\n${whyFailed(tail).join('\n')}`)
console.log('\n=== summary ===')
for (const { name, ok, seconds } of outcome)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`)
const stepFailures = outcome.filter((o) => !o.ok).length
if (stepFailures > 0 && failed === 0) failed = stepFailures
console.log(`${passed} passed, ${failed} failed`)
process.exit(stepFailures > 0 ? 1 : 0)
