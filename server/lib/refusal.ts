/**
 * A refused call: thrown by a service before anything is written (inside a transaction it rolls
 * everything back), turned into its envelope by server/lib/mount.ts: ErrorCode `code`, the
 * Chinese `message`, HTTP 200 (SPEC §8: the client reads ErrorCode).
 */
export class Rejection extends Error {
  constructor(
    message: string,
    readonly code: string = '1',
    /** Data sent along with the refusal (e.g. the cells to mark). */
    readonly data: unknown = null,
  ) {
    super(message)
  }
}
