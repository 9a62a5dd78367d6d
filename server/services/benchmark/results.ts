import { computeScheme, type SchemeResult } from '@/domain/benchmark/scheme.ts'
import {
  schemeOptions,
  schemeSettings,
  type SchemeSettings,
} from '@/domain/benchmark/scheme-doc.ts'
import type { BenchmarkProject } from '@/domain/benchmark/figures.ts'
import type { Executor } from '../synced/store.ts'
import { loadBenchmarkProjects, usableProjects } from './samples.ts'
import { ownedScheme } from './schemes.ts'
import { servedRebaseTables } from '../backstage/reference-tables.ts'

/** A scheme computed on the server: the same computeScheme the compute worker runs offline. */

export interface Computed {
  settings: SchemeSettings
  target: BenchmarkProject | null
  samples: BenchmarkProject[]
  result: SchemeResult
}

export async function computeOwnScheme(
  db: Executor,
  userId: string,
  id: string,
  rebase?: 'recorded' | 'rebased',
): Promise<Computed> {
  const settings = schemeSettings(id, (await ownedScheme(db, id, userId)).data)
  const wanted =
    settings.targetId === '' ? settings.sampleIds : [settings.targetId, ...settings.sampleIds]
  const rows = (await usableProjects(db, userId, wanted)).filter(
    (r) => r.id !== settings.targetId || r.ownerId === userId,
  )
  const projects = await loadBenchmarkProjects(db, rows)
  const target = projects.get(settings.targetId) ?? null
  const samples = settings.sampleIds.flatMap((s) =>
    s !== settings.targetId && projects.has(s) ? [projects.get(s) as BenchmarkProject] : [],
  )
  const options = schemeOptions(settings)
  if (rebase) options.rebase = rebase === 'rebased'
  if (!target)
    return {
      settings,
      target,
      samples,
      result: {
        level: settings.level,
        sampleIds: [],
        excluded: [],
        results: [],
        warnings: ['请先选择目标项目'],
      },
    }
  // Rebasing uses the tables the administrator maintains (migration 0008), not the bundled seed.
  const tables = options.rebase ? await servedRebaseTables(db) : undefined
  return {
    settings,
    target,
    samples,
    result: computeScheme({ target, samples, ...options, ...(tables ? { tables } : {}) }),
  }
}
