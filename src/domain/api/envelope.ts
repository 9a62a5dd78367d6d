import { z } from 'zod'

/** The response envelope of every /api call (SPEC §3): ErrorCode "0" is success. */
export interface Envelope<T = unknown> {
  ErrorCode: string
  Message: string
  Data: T
  Total?: number
}

export const SUCCESS = '0'

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    ErrorCode: z.string(),
    Message: z.string(),
    Data: data,
    Total: z.number().int().nonnegative().optional(),
  })
}

export function isSuccess(e: Pick<Envelope, 'ErrorCode'>): boolean {
  return e.ErrorCode === SUCCESS
}
