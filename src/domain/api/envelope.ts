/**
 * The response envelope of every /api call (SPEC §3): ErrorCode "0" is success.
 * Kept free of zod: the first-load chunk imports it, and zod is not needed to read an envelope.
 */
export interface Envelope<T = unknown> {
  ErrorCode: string
  Message: string
  Data: T
  Total?: number
}

export const SUCCESS = '0'

export function isSuccess(e: Pick<Envelope, 'ErrorCode'>): boolean {
  return e.ErrorCode === SUCCESS
}
