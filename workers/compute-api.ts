import { adjustHandlers } from './adjust'
import { benchmarkHandlers } from './benchmark'
import { bidReturnHandlers } from './bid-return'
import { billHandlers } from './bill'
import { oneAreaPerName } from './compose'
import { estimateHandlers } from './estimate'
import { materialsHandlers } from './materials'
import { projectsHandlers } from './projects'

/**
 * What the compute worker offers over comlink (docs/architecture.md "Compute worker"): one handler
 * object per area (workers/<area>.ts), each made with the state it keeps, spread into one API
 * whose type is derived from it. Kept apart from the worker entry so tests (and any caller that
 * wants the functions in-thread) can make one without the expose() side effect. Imports
 * src/domain only; every method is one the app calls.
 */
export function createComputeApi() {
  const areas = oneAreaPerName({
    bill: billHandlers(),
    benchmark: benchmarkHandlers(),
    bidReturn: bidReturnHandlers(),
    adjust: adjustHandlers(),
    estimate: estimateHandlers(),
    materials: materialsHandlers(),
    projects: projectsHandlers(),
  })
  return {
    /** A liveness check for start-up and tests. */
    ping: (): 'pong' => 'pong',
    ...areas.bill,
    ...areas.benchmark,
    ...areas.bidReturn,
    ...areas.adjust,
    ...areas.estimate,
    ...areas.materials,
    ...areas.projects,
  }
}

export type ComputeApi = ReturnType<typeof createComputeApi>
