import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge'
import { describe, expect, it, vi } from 'vitest'
import { cn, mergeClasses } from './cn'
import { USED_CLASS_GROUPS } from './tailwind-class-groups'

const srcDir = join(import.meta.dirname, '..')

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sourceFiles(path, out)
    // The group list's ids and this file's cases are not class names of the app.
    else if (
      /\.(tsx?|css)$/.test(name) &&
      !/^(tailwind-class-groups\.ts|tailwind-merge-config\.gen\.ts|cn\.test\.ts)$/.test(name)
    )
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

/**
 * The source of ./tailwind-merge-config.gen.ts: tailwind-merge's default configuration with the
 * class groups of USED_CLASS_GROUPS only, written out as a literal (its validators and theme
 * getters by name), and the theme scales, conflicts and modifiers those groups use.
 */
async function renderMergeConfig(): Promise<string> {
  const config = getDefaultConfig()
  const used = new Set(USED_CLASS_GROUPS)
  const validatorNames = new Map<unknown, string>(
    Object.entries(validators).map(([name, fn]) => [fn, name]),
  )
  const usedValidators = new Set<string>()
  const themeKeys = new Set<string>()
  const literal = (v: unknown): string => {
    if (typeof v === 'string' || typeof v === 'number') return JSON.stringify(v)
    if (typeof v === 'function') {
      const getter = v as { isThemeGetter?: boolean; themeKey?: string }
      if (getter.isThemeGetter === true && getter.themeKey !== undefined) {
        themeKeys.add(getter.themeKey)
        return `fromTheme(${JSON.stringify(getter.themeKey)})`
      }
      const name = validatorNames.get(v)
      if (name === undefined)
        throw new Error(`a function of the configuration is no validator: ${String(v)}`)
      usedValidators.add(name)
      return name
    }
    if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`
    const entries = Object.entries(v as Record<string, unknown>)
    return `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${literal(x)}`).join(', ')} }`
  }
  const pick = <T>(record: Record<string, T>, keep: (key: string, value: T) => T | null) =>
    Object.fromEntries(
      Object.entries(record).flatMap(([k, v]) => {
        const kept = used.has(k) ? keep(k, v) : null
        return kept === null ? [] : [[k, kept]]
      }),
    )
  const related = (_: string, ids: readonly string[]) => {
    const kept = ids.filter((id) => used.has(id))
    return kept.length > 0 ? kept : null
  }
  const classGroups = literal(pick(config.classGroups, (_, v) => v))
  const theme = config.theme as Record<string, unknown>
  // Theme scales may name other scales: take them until no new one appears.
  for (let seen = 0; seen !== themeKeys.size;) {
    seen = themeKeys.size
    for (const key of [...themeKeys]) literal(theme[key])
  }
  const themeLiteral = literal(
    Object.fromEntries([...themeKeys].sort().map((key) => [key, theme[key]])),
  )
  const body = [
    `cacheSize: ${config.cacheSize}`,
    `theme: ${themeLiteral}`,
    `classGroups: ${classGroups}`,
    `conflictingClassGroups: ${literal(pick(config.conflictingClassGroups, related))}`,
    `conflictingClassGroupModifiers: ${literal(pick(config.conflictingClassGroupModifiers, related))}`,
    `postfixLookupClassGroups: ${literal(config.postfixLookupClassGroups.filter((id) => used.has(id)))}`,
    `orderSensitiveModifiers: ${literal(config.orderSensitiveModifiers)}`,
  ]
  const source = `// Generated by src/lib/cn.test.ts from tailwind-merge's default configuration, cut to the class
// groups of ./tailwind-class-groups.ts (src/lib/cn.ts says why). Do not edit: after changing the
// groups or tailwind-merge, \`npx vitest run src/lib/cn.test.ts -u\` writes it again.
import { fromTheme, validators, type Config } from 'tailwind-merge'

const { ${[...usedValidators].sort().join(', ')} } = validators

export const MERGE_CONFIG: Config<string, string> = { ${body.join(', ')} }
`
  const options = await resolveConfig(join(import.meta.dirname, 'cn.ts'))
  return format(source, { ...options, parser: 'typescript' })
}

describe('the merge configuration', () => {
  it("is generated from tailwind-merge for the app's class groups (run with -u after changing them)", async () => {
    await expect(await renderMergeConfig()).toMatchFileSnapshot('./tailwind-merge-config.gen.ts')
  })
})

describe('warmClassMerge', () => {
  it('builds the class map ahead of the first merge without changing any result', async () => {
    vi.resetModules()
    const fresh = await import('./cn')
    fresh.warmClassMerge()
    for (const [base, extra] of [
      ['px-4 py-2 text-sm', 'px-2'],
      ['border border-input', 'border-2 border-transparent'],
    ] as const)
      expect(fresh.cn(base, extra)).toBe(twMerge(base, extra))
  })
})
