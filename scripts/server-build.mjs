// The /api server as JavaScript: npm start (and npm run seed / create-admin) run the bundle in
// dist-server/, built by esbuild from server/ when missing or older than its sources; tsx runs
// the TypeScript directly only in development (npm run serve, tests, benches).
// Packages stay in node_modules (not bundled); `@/` resolves through tsconfig.json's paths.
import { cpSync, existsSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { newestMtime, root } from './lib.mjs'

export const serverDistDir = join(root, 'dist-server')

/** The programs an operator runs, by name: their entry file and their bundle. */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  seed: 'server/seed/main.ts',
  admin: 'server/admin/main.ts',
}
const SOURCES = ['server', 'src/domain', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json']

export const serverBundle = (name) => join(serverDistDir, `${name}.js`)

function isStale() {
  const bundles = Object.keys(SERVER_ENTRIES).map(serverBundle)
  if (!bundles.every((file) => existsSync(file))) return true
  const builtAt = Math.min(...bundles.map((file) => statSync(file).mtimeMs))
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt)
}

/** Builds the bundles when stale; resolves to 0 on success, 1 after printing esbuild's errors. */
export async function buildServerIfNeeded() {
  if (!isStale()) return 0
  rmSync(serverDistDir, { recursive: true, force: true })
  try {
    await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(
        Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, join(root, file)]),
      ),
      outdir: serverDistDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'error',
      // Bundled ESM has no require(); some packages' CommonJS paths ask for it.
      banner: {
        js: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
      },
    })
  } catch {
    return 1
  }
  // server/db/migrate.ts finds its SQL beside the running file (the bundle's folder here).
  cpSync(join(root, 'server/db/migrations'), join(serverDistDir, 'migrations'), { recursive: true })
  return 0
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildServerIfNeeded())
