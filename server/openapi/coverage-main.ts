// npm run spec-coverage: how many of SPEC §7's calls the registry implements, per area, and which are missing.
import { ALL_CALLS } from '@/domain/api/calls/index.ts'
import { specCoverage } from './spec-calls.ts'

const rows = specCoverage(ALL_CALLS)
let done = 0
let total = 0
for (const row of rows) {
  done += row.implemented
  total += row.total
  console.log(
    `${row.group.padEnd(8, '　')} ${String(row.implemented).padStart(3)} / ${String(row.total).padEnd(3)}${row.missing.length > 0 ? `  缺：${row.missing.join(', ')}` : ''}`,
  )
}
const beyond = ALL_CALLS.filter((c) => c.beyondSpec).map((c) => c.path.slice(1))
console.log(
  `\nSPEC §7: ${done} / ${total} calls implemented (${((done / total) * 100).toFixed(1)} %); beyond SPEC: ${beyond.length} (${beyond.join(', ')})`,
)
