import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge'
import { describe, expect, it, vi } from 'vitest'
import { cn, mergeClasses } from './cn'

const srcDir = join(import.meta.dirname, '..')

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sourceFiles(path, out)
    // The group list's ids and this file's cases are not class names of the app.
    else if (/\.(tsx?|css)$/.test(name) && !/^(tailwind-class-groups\.ts|cn\.test\.ts)$/.test(name))
      out.push(path)
  }
  return out
}

// Every word of src that tailwind-merge's full configuration knows as a class (it collapses a
// repeated known class, and keeps unknown words as they are): the app's Tailwind vocabulary.
const uncached = createTailwindMerge(() => ({ ...getDefaultConfig(), cacheSize: 0 }))
const words = new Set<string>()
for (const file of sourceFiles(srcDir))
  for (const word of readFileSync(file, 'utf8').split(/[\s'"`{}(),;<>]+/)) if (word) words.add(word)
const appClasses = [...words].filter((word) => uncached(`${word} ${word}`) === word)

describe('cn', () => {
  it('knows every Tailwind class the app uses (else add its group to tailwind-class-groups.ts)', () => {
    expect(appClasses.length).toBeGreaterThan(300)
    expect(appClasses.filter((c) => mergeClasses(`${c} ${c}`) !== c)).toEqual([])
  })

  it('merges every pair of the app classes exactly as tailwind-merge does', () => {
    const differing: string[] = []
    for (const a of appClasses)
      for (const b of appClasses) {
        if (a === b) continue
        const list = `${a} ${b}`
        if (mergeClasses(list) !== uncached(list)) differing.push(list)
      }
    expect(differing).toEqual([])
  }, 60_000) // about 3 s alone; far longer beside the rest of the suite on two busy cores

  it('gives twMerge’s result for the component patterns: a later class wins its conflict', () => {
    // Classes of the app only: Tailwind scans this file too.
    const cases: [string, string][] = [
      ['px-4 py-2 text-sm', 'px-2'],
      ['p-4', 'px-3 pt-2'],
      ['inline-flex h-9 items-center rounded-md', 'hidden sm:inline'],
      ['text-foreground text-sm', 'text-destructive text-base leading-snug'],
      ['border border-input', 'border-2 border-transparent'],
      ['absolute top-0 left-0', 'relative inset-x-0'],
      ['w-full', 'size-8 sm:max-w-md'],
    ]
    for (const [base, extra] of cases) expect(cn(base, extra)).toBe(twMerge(base, extra))
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c')
  })
})

describe('prepareClassMerge', () => {
  it('builds the configuration ahead of the first merge without changing any result', async () => {
    vi.resetModules()
    const fresh = await import('./cn')
    fresh.prepareClassMerge()
    fresh.warmClassMerge()
    for (const [base, extra] of [
      ['px-4 py-2 text-sm', 'px-2'],
      ['border border-input', 'border-2 border-transparent'],
    ] as const)
      expect(fresh.cn(base, extra)).toBe(twMerge(base, extra))
  })
})
