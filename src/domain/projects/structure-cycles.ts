import type { StructureRow } from './structure'

/**
 * Cycle detection over ParentID for a whole structure (DOMAIN.md "The project tree"), also in
 * steps: a generator that pauses every `step` rows, so the server can roll up a 10,000-row
 * structure without holding its event loop (docs/performance.md "Big saves").
 */

/**
 * Every id for which `inCycle` is true, in one linear pass (inCycle is O(n) per row, so calling
 * it for each of 2,000 rows took ~0.4 s). A walk up from a row either reaches the top, or a row
 * already decided (same answer), or a row of its own walk (a cycle): the whole walk shares the
 * answer, because each row on it leads into the same place.
 */
export function cyclicRows(rows: readonly Pick<StructureRow, 'ID' | 'ParentID'>[]): Set<string> {
  return runSteps(cyclicSteps(rows, Number.POSITIVE_INFINITY))
}

/** Runs a stepped computation (a generator that pauses between slices) to its end at once. */
export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/** cyclicRows pausing after every `step` rows (the server's roll-up yields there). */
export function* cyclicSteps(
  rows: readonly Pick<StructureRow, 'ID' | 'ParentID'>[],
  step: number,
): Generator<void, Set<string>, void> {
  const parentOf = new Map(rows.map((r) => [r.ID, r.ParentID]))
  const decided = new Map<string, boolean>()
  const cyclic = new Set<string>()
  const path: string[] = []
  const onPath = new Set<string>()
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % step === 0) yield
    path.length = 0
    onPath.clear()
    let cur: string | undefined = row.ID
    let answer = false
    while (cur !== undefined && cur !== '') {
      const known = decided.get(cur)
      if (known !== undefined) {
        answer = known
        break
      }
      if (onPath.has(cur)) {
        answer = true
        break
      }
      onPath.add(cur)
      path.push(cur)
      cur = parentOf.get(cur)
    }
    for (const id of path) {
      decided.set(id, answer)
      if (answer) cyclic.add(id)
    }
  }
  return cyclic
}
