import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from './bench/lib/chromium.ts'

// One real server (npm start = built PWA + /api on embedded PGlite) on its own port and data dir.
const port = Number(process.env.E2E_PORT ?? 8300 + Math.floor(Math.random() * 600))
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'smartboq-e2e-'))
process.env.E2E_PORT = String(port)
process.env.E2E_DATA_DIR = dataDir
// The administrator is made the way an operator makes it (npm run create-admin, docs/accounts.md).
process.env.E2E_ADMIN_PHONE ??= '13900000000'
process.env.E2E_ADMIN_PASSWORD ??= 'adm12345'
const resultsDir = process.env.RESULTS_DIR
const SWEEP = '**/route-sweep.spec.ts'
// Flows that touch only their own new user's data (no administrator edits, no shared records):
// they run in the sweep's worker, beside the other flows, which keeps both cores busy to the end.
const OWN_DATA_FLOWS = [
  'bid-return',
  'benchmark',
  'grid-input',
  'structure',
  'layout',
  'team',
  'team-library',
  'bill-grid',
  'errors',
].map((f) => `**/${f}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two workers (CI has 2 cores): the flows, which share the server's accounts and data, run one
  // at a time in one worker as before; the read-only every-route sweep (axe + overflow, split into
  // parts) and the own-data flows run beside them.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: [SWEEP, ...OWN_DATA_FLOWS], workers: 1 },
    { name: 'own-data flows', testMatch: OWN_DATA_FLOWS, workers: 1 },
    { name: 'sweep', testMatch: SWEEP, fullyParallel: true },
  ],
  retries: 0,
  timeout: 60_000,
  reporter: resultsDir
    ? [['list'], ['json', { outputFile: join(resultsDir, 'e2e.json') }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'npm run -s create-admin && node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/index/GetSum`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX: join(dataDir, 'sms.jsonl'),
      LOG_LEVEL: 'warn',
      // Every browser "user" of the suite comes from 127.0.0.1, like people behind one NAT: the
      // per-address phone look-up cap (100 an hour, docs/accounts.md "Limits") is lifted here.
      LOOKUP_HOURLY_CAP_IP: '100000',
      // The same for the SMS codes one address may ask for in a day (50 by default): the suite
      // registers more users than that from 127.0.0.1.
      SMS_DAILY_CAP_IP: '100000',
      ADMIN_PHONE: process.env.E2E_ADMIN_PHONE,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
  },
})
