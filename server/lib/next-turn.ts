/**
 * A turn of the event loop: other requests' handlers run before the caller goes on. Long steps
 * (a 10,000-row save's decoding, checks and writes) await it between slices
 * (docs/performance.md "Big saves").
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
