import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Money has one home (docs/architecture.md "Money"): 元 ⇄ 分 conversions and the rounding rule are
 * defined in src/domain/money and nowhere else. ESLint refuses Math.round, toFixed and `fen / 100`
 * outside it; this test refuses a second definition under a money or rounding name anywhere in
 * the code (the five conversions and four roundings issue 35 found had such names).
 */

const ROOT = process.cwd()
const HOME = 'src/domain/money/'
const SCANNED = ['src', 'server', 'workers', 'bench', 'tests', 'scripts']
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results'])

const MONEY_NAME =
  /^(yuanToFen|fenToYuan|toFen|priceToFen|fenToPrice|fenToDecimal|yuanToDecimal|toMilli|milliToDecimal|toScaled|toCents|centsTo\w*|mulDiv\w*|divRound\w*|roundDiv\w*|\w*HalfAway\w*|\w*HalfUp\w*|roundHalf\w*|round(Yuan|Fen|Money|Cents|To|Decimal|\d+)\w*)$/

/** Names defined in `source` (function declarations, const/let arrow functions) that look like money. */
export function moneyDefinitions(source: string): string[] {
  const found: string[] = []
  const def =
    /(?:function\s*\*?\s+([A-Za-z_$][\w$]*)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>))/g
  for (const m of source.matchAll(def)) {
    const name = m[1] ?? m[2] ?? ''
    if (MONEY_NAME.test(name)) found.push(name)
  }
  return found
}

function* codeFiles(dir: string): Generator<string> {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const e of entries) {
    if (SKIP.has(e.name) || e.name.startsWith('.')) continue
    const path = join(dir, e.name)
    if (e.isDirectory()) yield* codeFiles(path)
    else if (/\.(ts|tsx|mjs|js)$/.test(e.name)) yield path
  }
}

describe('money has one home', () => {
  it('finds a planted copy (the scanner can fail)', () => {
    expect(moneyDefinitions('function divHalfAway(n: number, d: number): number {')).toEqual([
      'divHalfAway',
    ])
    expect(moneyDefinitions('export const yuanToFen = (v: number) => v')).toEqual(['yuanToFen'])
    expect(moneyDefinitions('const round2 = (n: number) => n')).toEqual(['round2'])
    expect(moneyDefinitions('const fen = (yuan: string) => toFen(yuan) ?? 0')).toEqual([])
  })

  it('no money conversion or rounding is defined outside src/domain/money', () => {
    const strays: string[] = []
    for (const top of SCANNED) {
      for (const file of codeFiles(join(ROOT, top))) {
        const rel = relative(ROOT, file).split('\\').join('/')
        if (rel.startsWith(HOME)) continue
        for (const name of moneyDefinitions(readFileSync(file, 'utf8')))
          strays.push(`${rel}: ${name}`)
      }
    }
    expect(strays).toEqual([])
  })
})
