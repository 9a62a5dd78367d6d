import { configDefaults, defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

// Vitest's default is one worker less than the cores: a single worker on CI's two cores. The
// unit and integration files are independent (each gets a fresh IndexedDB), so use both.
const workers = Math.max(2, availableParallelism() - 1)

const NODE_UNIT = [
  'src/domain/**/*.test.{ts,tsx}',
  'src/data/**/*.test.{ts,tsx}',
  'src/lib/**/*.test.{ts,tsx}',
]

// Test projects: unit and unit-node (beside the code), integration (tests/integration), server (server/**).
// Playwright specs (tests/e2e/*.spec.ts) are never picked up here.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      // Unit tests in two projects ("unit*" runs both): the screens' in jsdom; the pure code's
      // (domain, worker) and the data layer's (fake-indexeddb) in Node, where a file needing a DOM
      // says `// @vitest-environment jsdom`. Setting up jsdom costs more than most of these files'
      // tests: src/domain and workers took 101 s in jsdom and 40 s in Node on CI's two cores.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...NODE_UNIT],
          environment: 'jsdom',
          maxWorkers: workers,
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: [...NODE_UNIT, 'workers/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file starts its own server on a free port with its own PGlite: both cores.
          maxWorkers: workers,
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // *.pg.test.ts need several connections to one real PostgreSQL (scripts/test-server.mjs's second pass).
          exclude: process.env.TEST_DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker runs the files one after another; each makes its own database and nothing
          // in server/ keeps state between files (no vi.mock, no env changes), so the modules
          // (PGlite's wasm, drizzle, the app) are imported once instead of once per file: the
          // imports took 71-86 s of each pass on CI.
          isolate: false,
        },
      },
    ],
  },
})
