import { beforeEach, describe, expect, it } from 'vitest'
import { sampleBill } from '../bill/sample'
import type { StructureRow } from '../projects/structure'
import { traceFigure, type BenchmarkLevel, type BenchmarkProject } from './figures'
import { computeScheme, type SchemeInput } from './scheme'
import {
  benchmarkLoad,
  benchmarkMissing,
  benchmarkProjectValues,
  benchmarkRun,
  benchmarkSamples,
  benchmarkTraceRows,
  newBenchmarkCache,
  type BenchmarkCache,
  type CompactSchemeResult,
  type ProjectRef,
} from './worker-cache'

/** A fresh cache per test, as a new worker has. */
let cache: BenchmarkCache = newBenchmarkCache()

const rows = (id: string, area: number): StructureRow[] => [
  {
    ID: `${id}-r`,
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

function project(id: string, seed: number, city = '上海'): BenchmarkProject {
  const area = 8000 + seed * 137
  return {
    id,
    name: `项目${id}`,
    meta: { type: '住宅', city, year: 2020 + (seed % 5), builtArea: area, structureType: '框架' },
    data: sampleBill({ rows: rows(id, area), seed, itemsPerUnit: 12 }),
    structure: rows(id, area),
  }
}

const ref = (p: BenchmarkProject, version = 'v1'): ProjectRef => ({ id: p.id, version })
const target = project('t', 1)
const samples = [
  project('a', 2, '北京'),
  project('b', 3),
  project('c', 4, '广州'),
  project('d', 5),
  project('e', 6, '成都'),
]

function run(
  input: Omit<SchemeInput, 'target' | 'samples'>,
  list = samples,
  version = (_: BenchmarkProject) => 'v1',
): CompactSchemeResult {
  const r = benchmarkRun(cache, {
    ...input,
    target: ref(target),
    samples: list.map((p) => ref(p, version(p))),
  })
  if (!r.ok) throw new Error(`missing ${r.missing.join(',')}`)
  return r.result
}

/** Every sample value of a run, read back page by page. */
function pagedSamples(result: CompactSchemeResult, index: number, page = 2) {
  const out = []
  for (let offset = 0; ; offset += page) {
    const p = benchmarkSamples(cache, result.runId, index, offset, page)
    if (!p) throw new Error('run gone')
    out.push(...p.samples)
    if (offset + page >= p.total) return out
  }
}

describe('the compute worker keeps the 对标 projects (worker-cache)', () => {
  beforeEach(() => {
    cache = newBenchmarkCache()
  })

  it('asks for the projects it lacks, then answers once they are loaded', () => {
    expect(
      benchmarkRun(cache, {
        level: 'project',
        target: ref(target),
        samples: samples.map((p) => ref(p)),
      }),
    ).toEqual({ ok: false, missing: ['t', 'a', 'b', 'c', 'd', 'e'] })
    benchmarkLoad(
      cache,
      [target, ...samples.slice(0, 3)].map((project) => ({ version: 'v1', project })),
    )
    expect(
      benchmarkMissing(
        cache,
        [target, ...samples].map((p) => ref(p)),
      ),
    ).toEqual(['d', 'e'])
    benchmarkLoad(
      cache,
      samples.slice(3).map((project) => ({ version: 'v1', project })),
    )
    expect(
      benchmarkRun(cache, {
        level: 'project',
        target: ref(target),
        samples: samples.map((p) => ref(p)),
      }).ok,
    ).toBe(true)
  })

  it.each<[BenchmarkLevel, boolean]>([
    ['project', false],
    ['specialty', true],
    ['item', true],
    ['row', false],
  ])(
    'at %s level (rebased %s) gives the uncached results, the sample values in pages',
    (level, rebase) => {
      benchmarkLoad(
        cache,
        [target, ...samples].map((project) => ({ version: 'v1', project })),
      )
      const options = { level, rebase, deviationLimit: 10 }
      const full = computeScheme({ ...options, target, samples })
      // Twice: the second run reads the figures the first one kept.
      for (const result of [run(options), run(options)]) {
        expect(result.results).toEqual(full.results.map(({ samples: _, ...r }) => r))
        expect({ ...result, results: [], runId: '' }).toEqual({ ...full, results: [], runId: '' })
        full.results.forEach((r, i) => expect(pagedSamples(result, i)).toEqual(r.samples))
      }
      expect(full.results.length).toBeGreaterThan(0)
    },
  )

  it('a changed project is sent again under its new version, and the run uses the new copy', () => {
    benchmarkLoad(
      cache,
      [target, ...samples].map((project) => ({ version: 'v1', project })),
    )
    const options = { level: 'project' as const, indicators: ['perBuilt'] }
    const before = run(options)
    const changed = {
      ...(samples[1] as BenchmarkProject),
      data: sampleBill({ rows: rows('b', 9000), seed: 42, itemsPerUnit: 30 }),
    }
    const list = samples.map((p) => (p.id === 'b' ? changed : p))
    const v = (p: BenchmarkProject) => (p.id === 'b' ? 'v2' : 'v1')
    expect(
      benchmarkRun(cache, {
        ...options,
        target: ref(target),
        samples: list.map((p) => ref(p, v(p))),
      }),
    ).toEqual({ ok: false, missing: ['b'] })
    benchmarkLoad(cache, [{ version: 'v2', project: changed }])
    const after = run(options, list, v)
    const full = computeScheme({ ...options, target, samples: list })
    expect(after.results).toEqual(full.results.map(({ samples: _, ...r }) => r))
    expect(after.results[0]?.stats.median).not.toBe(before.results[0]?.stats.median)
    // The old version is gone: asking for it again means sending it again.
    expect(benchmarkMissing(cache, [ref(samples[1] as BenchmarkProject, 'v1')])).toEqual(['b'])
  })

  it("reads one project's value in every result, and the bill rows behind a figure", () => {
    benchmarkLoad(
      cache,
      [target, ...samples].map((project) => ({ version: 'v1', project })),
    )
    const result = run({ level: 'specialty' })
    const full = computeScheme({ level: 'specialty', target, samples })
    expect(benchmarkProjectValues(cache, result.runId, 'c')).toEqual(
      full.results.map((r) => r.samples.find((s) => s.projectId === 'c')?.used ?? null),
    )
    expect(benchmarkProjectValues(cache, result.runId, 't')).toEqual(
      full.results.map((r) => r.stats.target),
    )
    const r = full.results[0]
    const s = r?.samples[0]
    if (!r || !s) throw new Error('no result')
    const figure = { group: r.group, key: r.key, scope: s.scope }
    const traced = traceFigure(
      samples.find((p) => p.id === s.projectId) as BenchmarkProject,
      'specialty',
      figure,
    )
    const rowsBehind = benchmarkTraceRows(
      cache,
      { id: s.projectId, version: 'v1' },
      'specialty',
      figure,
      3,
    )
    expect(rowsBehind?.itemCount).toBe(traced.itemIds.length)
    expect(rowsBehind?.items.map((i) => i.ID)).toEqual(traced.itemIds.slice(0, 3))
    expect(rowsBehind?.units.map((u) => u.ID)).toEqual(traced.unitIds)
    expect(
      benchmarkTraceRows(cache, { id: s.projectId, version: 'v0' }, 'specialty', figure),
    ).toBeNull()
    expect(benchmarkSamples(cache, 'run-unknown', 0)).toBeNull()
  })
})
