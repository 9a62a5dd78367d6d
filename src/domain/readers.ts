/**
 * Readers of stored documents' loose fields (a synced row's `data` is `Record<string, unknown>`):
 * the value when it has the expected type, else the fallback. One set for the client tables and
 * the server's sync rows.
 */

/** A string field, else `fallback`. */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback)

/** A finite number field, else null. */
export const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null

/** A finite number field, else `fallback`. */
export const num = (v: unknown, fallback = 0): number => numOrNull(v) ?? fallback
