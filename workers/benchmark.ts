import { buildResultWorkbook, type WorkbookRequest } from '@/domain/benchmark/excel'
import { traceFigure } from '@/domain/benchmark/figures'
import {
  benchmarkLoad,
  benchmarkProjectValues,
  benchmarkRun,
  benchmarkSamples,
  benchmarkTraceRows,
  newBenchmarkCache,
} from '@/domain/benchmark/worker-cache'
import { withState } from './compose'

/**
 * 对标 (docs/benchmarking.md "Worker cache"): the projects are sent once per version and kept in
 * this worker's cache; a run answers statistics only, sample values and bill rows are read in pages.
 */
export function benchmarkHandlers() {
  const cache = newBenchmarkCache()
  return {
    benchmarkLoad: withState(cache, benchmarkLoad),
    benchmarkRun: withState(cache, benchmarkRun),
    benchmarkSamples: withState(cache, benchmarkSamples),
    benchmarkProjectValues: withState(cache, benchmarkProjectValues),
    benchmarkTraceRows: withState(cache, benchmarkTraceRows),
    /** The bill rows behind one figure of a project the cache no longer keeps (sent whole). */
    benchmarkTrace: traceFigure,
    /** The result as .xlsx bytes (导出Excel), every sample value read from the run kept here. */
    benchmarkWorkbook: (request: WorkbookRequest) =>
      buildResultWorkbook({
        ...request,
        readSamples: (index) =>
          benchmarkSamples(cache, request.result.runId, index)?.samples ?? null,
      }),
  }
}
