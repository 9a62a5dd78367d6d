import type { BenchmarkProject } from '@/domain/benchmark/figures'
import { benchmarkProjectOf, type ProjectDocs } from '@/domain/benchmark/project-of'
import { loadCached, storeCached } from './home-cache'

/**
 * 对标 samples that are not the user's own (released templates of the shared sample base): their
 * documents as GetSampleDocs answered them, kept with the other offline copies of reads
 * (./home-cache.ts, one store per user), so a scheme runs on them offline. They are never
 * synced back: they are copies of someone else's template.
 */

const key = (id: string) => `/NewBenchmarking/GetSampleDocs:${id}`

interface StoredSample {
  docs: ProjectDocs
}

export async function storeSharedSample(
  id: string,
  docs: ProjectDocs,
  now = Date.now(),
): Promise<void> {
  const value: StoredSample = { docs }
  await storeCached(key(id), value, now)
}

/** A downloaded shared sample as the computation reads it; undefined when it was never downloaded. */
export async function loadSharedSample(id: string): Promise<BenchmarkProject | undefined> {
  const record = await loadCached(key(id))
  const value = record?.data as StoredSample | undefined
  if (!record || !value?.docs?.project) return undefined
  // The copy changes only when downloaded again: the compute worker keeps it under that time.
  return { ...benchmarkProjectOf(value.docs), version: `shared:${record.fetchedAt}` }
}

export async function hasSharedSample(id: string): Promise<boolean> {
  return (await loadCached(key(id))) !== undefined
}
