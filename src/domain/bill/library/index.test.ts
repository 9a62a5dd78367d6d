import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadBillLibrary, lookupCode } from './index'

describe('loadBillLibrary', () => {
  it('loads the whole library once and hands the same object to every caller', async () => {
    const [a, b] = await Promise.all([loadBillLibrary(), loadBillLibrary()])
    expect(a).toBe(b)
    expect(a.items.length).toBeGreaterThanOrEqual(1010)
    expect(lookupCode(a, '010505001001')?.item.name).toBe('有梁板')
  })

  it('keeps the data out of the module that imports the loader (a chunk of its own)', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      write: false,
      logLevel: 'silent',
      charset: 'utf8',
    })
    const [entry, ...chunks] = result.outputFiles
    expect(entry?.path.endsWith('index.js')).toBe(true)
    expect(entry?.text).not.toContain('有梁板')
    expect(entry?.text.length).toBeLessThan(8_000)
    expect(chunks.some((c) => c.text.includes('有梁板'))).toBe(true)
  })
})
