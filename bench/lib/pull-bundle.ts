// Builds a bench entry such as bench/lib/pull-entry.ts (and the app code it imports) into one script for Chromium,
// with vite's build API into a temp dir; returns the script text.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

export function buildPullBench(): Promise<string> {
  return buildBenchBundle('bench/lib/pull-entry.ts', 'SyncBenchEntry')
}

/** Any bench entry (a path from the repository root) as one IIFE script. */
export async function buildBenchBundle(entry: string, name: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'smartboq-bench-'))
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
        lib: { entry: join(root, entry), formats: ['iife'], name, fileName: () => 'bench.js' },
      },
    })
    return readFileSync(join(outDir, 'bench.js'), 'utf8')
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
