// npm run bench [name…]: runs bench/<name>.ts (all of them by default); each prints its figures.
import { readdirSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { buildIfNeeded, root, run, runCaptured } from './lib.mjs'

const all = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
const chosen = process.argv.length > 2 ? process.argv.slice(2) : all
if ((await buildIfNeeded()) !== 0) process.exit(1)
// Browser figures are taken as a Chinese user's machine renders: with a CJK font (npm test installs
// fonts-noto-cjk as root). Without one every layout looks up a fallback per character.
const cjk = await runCaptured('fc-list', [':lang=zh', 'family'])
if (cjk.code !== 0 || cjk.output.trim() === '')
  console.log(
    "note: no Chinese font on this machine (fc-list :lang=zh): browser layouts take longer than on a user's machine; apt-get install -y fonts-noto-cjk",
  )
let failures = 0
// Wall-clock figures depend on what else the machine runs: the load average is printed with them
// (on this 2-core machine the same build measured 2-3x slower at load 4-8 than at load < 2).
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
for (const name of chosen) {
  console.log(
    `\n=== bench/${name} === (${availableParallelism()} cores; load average 1 / 5 / 15 min before: ${load()})`,
  )
  if ((await run(process.execPath, ['--import', 'tsx', join(root, 'bench', `${name}.ts`)])) !== 0)
    failures++
  console.log(`(bench/${name} done; load average after: ${load()})`)
}
process.exit(failures ? 1 : 0)
