/**
 * How the compute API is put together from per-area handler objects (workers/<area>.ts), as
 * actual's typed handler maps: each area exports a factory that makes its handlers and the state
 * they keep; workers/compute-api.ts spreads them into one object whose type is the API.
 */

/** The method names that two areas both offer (never when each name belongs to one area). */
export type SharedNames<A extends Record<string, object>> = {
  [K in keyof A]: keyof A[K] & { [J in Exclude<keyof A, K>]: keyof A[J] }[Exclude<keyof A, K>]
}[keyof A]

/**
 * Compile-time check that no method name is in two areas: spreading them would let one area's
 * method silently replace the other's. A shared name asks for a second argument naming it.
 */
export function oneAreaPerName<A extends Record<string, object>>(
  areas: A,
  ..._shared: [SharedNames<A>] extends [never] ? [] : [shared: SharedNames<A>]
): A {
  return areas
}

/** `fn` with its state filled in: a handler over the state its area keeps. */
export const withState =
  <S, A extends unknown[], R>(state: S, fn: (state: S, ...args: A) => R) =>
  (...args: A): R =>
    fn(state, ...args)
