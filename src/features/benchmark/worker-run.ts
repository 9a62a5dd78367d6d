import type { BenchmarkProject } from '@/domain/benchmark/figures'
import type { SchemeInput } from '@/domain/benchmark/scheme'
import type { CompactSchemeResult, ProjectRef } from '@/domain/benchmark/worker-cache'
import type { getCompute } from '@/lib/compute'

/**
 * The main thread's side of the worker cache (src/domain/benchmark/worker-cache.ts): a run sends
 * the projects' ids and versions; the projects the worker lacks (first run, or changed since) are
 * sent in small messages, each cloned in a short task, and the run is asked again.
 */

type Compute = Pick<ReturnType<typeof getCompute>, 'benchmarkRun' | 'benchmarkLoad'>

// A project without a repository version (built in memory) is known by its object: a new object is sent again.
const tokens = new WeakMap<BenchmarkProject, string>()
let nextToken = 0

export function refOf(p: BenchmarkProject): ProjectRef {
  if (p.version !== undefined) return { id: p.id, version: p.version }
  let t = tokens.get(p)
  if (t === undefined) {
    t = `object:${++nextToken}`
    tokens.set(p, t)
  }
  return { id: p.id, version: t }
}

/** Bill items per message: cloning ~1,500 items stays well under a 50 ms task. */
const CHUNK_ITEMS = 1500

async function send(api: Compute, list: readonly BenchmarkProject[]): Promise<void> {
  let chunk: BenchmarkProject[] = []
  let size = 0
  const flush = async () => {
    if (chunk.length === 0) return
    const batch = chunk.map((project) => ({ version: refOf(project).version, project }))
    chunk = []
    size = 0
    await api.benchmarkLoad(batch)
  }
  for (const p of list) {
    if (size > 0 && size + p.data.items.length > CHUNK_ITEMS) await flush()
    chunk.push(p)
    size += p.data.items.length + p.structure.length
  }
  await flush()
}

export type RunOptions = Omit<SchemeInput, 'target' | 'samples'>

/** The scheme computed in the worker on its kept projects: statistics only (sample values in pages). */
export async function runCachedScheme(
  api: Compute,
  target: BenchmarkProject,
  samples: readonly BenchmarkProject[],
  options: RunOptions,
): Promise<CompactSchemeResult> {
  const request = { ...options, target: refOf(target), samples: samples.map(refOf) }
  const byId = new Map([target, ...samples].map((p) => [p.id, p]))
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = await api.benchmarkRun(request)
    if (r.ok) return r.result
    await send(
      api,
      r.missing.flatMap((id) => byId.get(id) ?? []),
    )
  }
  throw new Error('the compute worker did not keep the benchmark projects')
}
