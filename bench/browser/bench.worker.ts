// The compute worker of the bench pages (bench/lib/worker-page.ts): the app's compute API
// (workers/compute-api.ts) plus the whole-input calls the app no longer makes, kept here so that
// bench/benchmark and bench/estimate can time the old path beside the screens' path; the app's
// worker does not carry them.
import { expose } from 'comlink'
import { computeScheme } from '@/domain/benchmark/scheme'
import { smartListPreview } from '@/domain/estimate/preview'
import { createComputeApi } from '../../workers/compute-api'

const api = {
  ...createComputeApi(),
  /** 对标, the old call: every sample sent, every value back. */
  benchmarkScheme: computeScheme,
  /** 智能清单, the old call: the whole plan cloned back at once. */
  smartListPreview,
}
expose(api)

export type BenchComputeApi = typeof api
