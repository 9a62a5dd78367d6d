import { useEffect, useState } from 'react'
import type { SampleValue } from '@/domain/benchmark/scheme'
import { getCompute } from '@/lib/compute'

/**
 * Sample values of a run read from the compute worker on demand (worker-cache.ts): a run's
 * answer carries statistics only, so the drill-down, the scatter and the side-by-side screen ask
 * for the values they show. undefined while reading; null when the run is gone from the worker.
 */

/** The first `shown` sample values of result `index` of run `runId` (grows by pages, keeps what it has). */
export function useRunSamples(
  runId: string | null,
  index: number,
  shown: number,
): { total: number; samples: SampleValue[] } | null | undefined {
  const [state, setState] = useState<{
    key: string
    value: { total: number; samples: SampleValue[] } | null
  } | null>(null)
  const key = `${runId ?? ''}|${index}`
  const have = state?.key === key ? state.value : undefined
  const need =
    have === undefined || (have !== null && have.samples.length < Math.min(shown, have.total))
  useEffect(() => {
    if (runId === null || index < 0 || !need) return
    let stale = false
    const from = have?.samples.length ?? 0
    void getCompute()
      .benchmarkSamples(runId, index, from, shown - from)
      .then((page) => {
        if (stale) return
        setState((prev) => {
          const before = prev?.key === key && prev.value ? prev.value.samples : []
          return {
            key,
            value:
              page === null
                ? null
                : { total: page.total, samples: [...before.slice(0, from), ...page.samples] },
          }
        })
      })
      .catch(() => !stale && setState({ key, value: null }))
    return () => {
      stale = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, shown, need])
  return runId === null ? null : have
}

/** One project's value in every result of a run (in the order of result.results). */
export function useProjectValues(
  runId: string | null,
  projectId: string,
): (number | null)[] | null | undefined {
  const [state, setState] = useState<{ key: string; values: (number | null)[] | null } | null>(null)
  const key = `${runId ?? ''}|${projectId}`
  useEffect(() => {
    if (runId === null || projectId === '') return
    let stale = false
    void getCompute()
      .benchmarkProjectValues(runId, projectId)
      .then((values) => !stale && setState({ key, values }))
      .catch(() => !stale && setState({ key, values: null }))
    return () => {
      stale = true
    }
  }, [key, runId, projectId])
  return state?.key === key ? state.values : undefined
}
