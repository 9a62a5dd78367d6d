// bench/materials: the material library's instant search (issue 11, docs/materials.md) over
// 200,000 items in Node, with the function the UI calls (src/domain/materials/search.ts).
// Items come from the seed's generator: ~100 official packages (cities × periods) of the demo
// catalogue, the mix a user gets after picking packages. Each query is typed one key at a time
// from an empty box, then deleted key by key; every keystroke is one measured search.
// Then, on PGlite on disk and on PostgreSQL 15 (bench/lib/material-bench.ts): GetMaterialData page
// latency over HTTP with the seeded 信息价 of every city over BENCH_MATERIAL_PERIODS periods, and
// the pull of one BENCH_PULL_ITEMS-item package into IndexedDB in Chromium, with raw puts of the
// same rows beside it. BENCH_MATERIAL_SERVER=0 skips the server part.
import { benchMaterialServer, buildPullEntry } from './lib/material-bench.ts'
import { onEachServerDb } from './lib/server-dbs.ts'
import { buildSearchIndex, type SearchableItem } from '@/domain/materials/search.ts'
import { materialPackages, packageItems } from '../server/seed/materials/generate.ts'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200_000)
const QUERIES = [
  '钢筋',
  'gj 12',
  'HRB400E Φ25',
  '水泥 42.5',
  'YJV 4×',
  'DN100',
  '0101004',
  '碎石 5-25',
  'zs',
  'xps 50',
  '混凝土 C30',
  'hntqk',
  '不存在的材料',
]

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

const items: SearchableItem[] = []
for (const pkg of materialPackages().filter((p) => p.type === 3)) {
  for (const it of packageItems(pkg)) {
    if (items.length >= ITEMS) break
    items.push({ Code: it.code, Name: it.name, Spec: it.spec, Initials: it.initials })
  }
  if (items.length >= ITEMS) break
}
let start = performance.now()
const index = buildSearchIndex(items)
console.log(
  `index of ${items.length.toLocaleString('en')} items built in ${(performance.now() - start).toFixed(0)} ms`,
)

const times: number[] = []
const perQuery: string[] = []
for (let round = 0; round < 3; round++) {
  for (const q of QUERIES) {
    const keys: string[] = []
    for (let i = 1; i <= q.length; i++) keys.push(q.slice(0, i))
    for (let i = q.length - 1; i >= 1; i--) keys.push(q.slice(0, i))
    let total = 0
    for (const k of keys) {
      start = performance.now()
      const r = index.search(k, 200)
      times.push(performance.now() - start)
      if (k === q) total = r.total
    }
    if (round === 0) perQuery.push(`${q}: ${total.toLocaleString('en')}`)
  }
}
console.log(`matches: ${perQuery.join(' | ')}`)
console.log(
  `keystroke to results over ${items.length.toLocaleString('en')} items (n=${times.length}): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target p95 < 50 ms)`,
)

if (process.env.BENCH_MATERIAL_SERVER !== '0') {
  const options = {
    periods: Number(process.env.BENCH_MATERIAL_PERIODS ?? 6),
    bigItems: Number(process.env.BENCH_PULL_ITEMS ?? 20_000),
    runs: Number(process.env.BENCH_RUNS ?? 300),
    entry: await buildPullEntry(),
  }
  await onEachServerDb('smartboq-bench-materials-', (label, handle) =>
    benchMaterialServer(label, handle, options),
  )
}
