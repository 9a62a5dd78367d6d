// Builds bench/lib/pull-entry.ts (and the app code it imports) into one script for Chromium,
// with vite's build API into a temp dir; returns the script text.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

export async function buildPullBench(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'smartboq-bench-sync-'))
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      resolve: { alias: { '@': join(root, 'src') } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(root, 'bench/lib/pull-entry.ts'), formats: ['iife'], name: 'SyncBenchEntry', fileName: () => 'sync-bench.js' },
      },
    })
    return readFileSync(join(outDir, 'sync-bench.js'), 'utf8')
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
