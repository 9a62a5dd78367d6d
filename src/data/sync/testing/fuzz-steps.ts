import fc from 'fast-check'

/** One step of a sync fuzz run: an edit by client c, a sync, a kill, delivery of held requests, a purge. */
export type FuzzStep =
  | { t: 'edit'; c: number; kind: 'create' | 'update' | 'delete' | 'bad' | 'bulk'; pick: number; field: string; value: number }
  | { t: 'sync'; c: number }
  | { t: 'kill'; c: number }
  | { t: 'deliver' }
  | { t: 'purge' }

/** The step mix of both fuzz tests (reference server and real server): three clients, mostly edits and syncs. */
export const fuzzStep: fc.Arbitrary<FuzzStep> = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.record({
      t: fc.constant('edit' as const),
      c: fc.nat(2),
      kind: fc.constantFrom('create' as const, 'create' as const, 'update' as const, 'update' as const, 'update' as const, 'update' as const, 'delete' as const, 'bad' as const, 'bulk' as const),
      pick: fc.nat(),
      field: fc.constantFrom('Project_Name', 'BuiltArea', 'TotalCost', 'Remark'),
      value: fc.nat(1000),
    }),
  },
  { weight: 10, arbitrary: fc.record({ t: fc.constant('sync' as const), c: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('kill' as const), c: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.constant({ t: 'deliver' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'purge' as const }) },
)
