// bench/bill-domain: the pure bill computations in Node (no browser, no server):
// - summaries and indicators of a 100,000-item project (the compute worker's billIndicators; target < 150 ms),
// - reading and parsing a 20,000-item GCCP-like workbook (exceljs read + parseBillGrid),
// - building the standard forms of that bill (buildBillWorkbook).
// Wall time and this process's CPU time are printed: on a shared machine CPU time is the steadier figure.
import { buildBillWorkbook } from '../src/domain/bill/forms/export.ts'
import { buildGccpWorkbook, fixtureUnitsFromBill, largeSample } from '../src/domain/bill/forms/fixtures.ts'
import { readBillGrid } from '../src/domain/bill/forms/layout.ts'
import { parseBillGrid } from '../src/domain/bill/forms/parse.ts'
import { billIndicators } from '../src/domain/bill/indicators.ts'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
async function measure(runs: number, f: () => unknown): Promise<{ wall: number; cpu: number; first: number }> {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage()
    const t = performance.now()
    await f()
    wall.push(performance.now() - t)
    const u = process.cpuUsage(c)
    cpu.push((u.user + u.system) / 1000)
  }
  return { wall: median(wall), cpu: median(cpu), first: wall[0] ?? NaN }
}
const show = (label: string, r: { wall: number; cpu: number; first: number }) =>
  console.log(`${label}: median ${r.wall.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms CPU (first run ${r.first.toFixed(1)} ms)`)

const big = largeSample(100_000, 20)
show('billIndicators, 100,000 items (target < 150 ms)', await measure(9, () => billIndicators(big.data, big.structure)))

const mid = largeSample(20_000)
const bytes = await buildGccpWorkbook({ units: fixtureUnitsFromBill(mid.data, mid.structure, '基准项目'), itemsPerPage: 30, numbersAsText: true, codesAsNumbers: true })
console.log(`20,000-item workbook: ${(bytes.length / 1024).toFixed(0)} KiB`)
const grid = await readBillGrid(bytes)
show('  read (exceljs)', await measure(3, () => readBillGrid(bytes)))
show('  parseBillGrid', await measure(5, () => parseBillGrid(grid)))
show('buildBillWorkbook, 20,000 items', await measure(3, () => buildBillWorkbook({ projectName: '基准项目', structure: mid.structure, data: mid.data })))
