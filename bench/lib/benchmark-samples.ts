// The 对标 bench samples (bench/compare.ts in Node, bench/benchmark.ts in Chromium): projects of one
// 单项 with 4 专业 priced from the demo catalogue, in the hot cities 2018–2026.
import type { BenchmarkProject } from '@/domain/benchmark/figures.ts'
import { sampleBill } from '@/domain/bill/sample.ts'
import { HOT_CITIES } from '@/domain/projects/model.ts'
import type { StructureRow } from '@/domain/projects/structure.ts'

export const oneRow = (id: string, area: number): StructureRow[] => [
  {
    ID: id,
    ProId: id,
    ParentID: '',
    Sort: 1,
    Num: '1',
    Project_Name: '1#楼',
    BuiltArea: area,
    InArea: null,
    SellArea: area * 0.85,
    MultNum: 1,
    TenderID: '',
  },
]

/**
 * Sample i; itemsPerUnit items in each of the 4 专业 (default: the catalogue once, ≈ 35). With
 * `distinct`, item k of 专业 u gets its own 9-digit code, so every item is its own indicator group
 * (the catalogue has 40 codes in all; 4 × 25 distinct items give 100 groups × 2 indicators).
 */
export function benchmarkSample(
  i: number,
  itemsPerUnit?: number,
  distinct = false,
): BenchmarkProject {
  const area = 5000 + ((i * 7919) % 40000)
  const data = sampleBill({
    rows: oneRow(`s${i}`, area),
    seed: 100 + i,
    ...(itemsPerUnit ? { itemsPerUnit } : {}),
  })
  if (distinct) {
    const sortOf = new Map(data.units.map((u) => [u.ID, u.Sort]))
    const seen = new Map<string, number>()
    data.items = data.items.map((it) => {
      const k = seen.get(it.UnitId) ?? 0
      seen.set(it.UnitId, k + 1)
      return {
        ...it,
        Code: `01${String(sortOf.get(it.UnitId) ?? 0).padStart(2, '0')}99${String(k).padStart(3, '0')}001`,
      }
    })
  }
  return {
    id: `s${i}`,
    name: `样本${i}`,
    meta: {
      type: '住宅',
      city: HOT_CITIES[i % HOT_CITIES.length] ?? '上海',
      year: 2018 + (i % 9),
      builtArea: area,
      structureType: '框架',
    },
    data,
    structure: oneRow(`s${i}`, area),
  }
}
