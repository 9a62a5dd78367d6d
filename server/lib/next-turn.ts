/**
 * A turn of the event loop: other requests' handlers run before the caller goes on. Long steps
 * (a 10,000-row save's decoding, checks and writes) await it between slices
 * (docs/performance.md "Big saves").
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs a stepped computation of src/domain (a generator that pauses between slices, such as
 * totalsSteps) with a turn of the event loop at each pause; its result.
 */
export async function runBetweenTurns<T>(steps: Generator<void, T, void>): Promise<T> {
  for (let next = steps.next(); ; next = steps.next()) {
    if (next.done) return next.value
    await nextTurn()
  }
}
