import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { SUCCESS, type Envelope } from '@/domain/api/envelope.ts'

/** Error codes of the envelope (docs/api.md): "0" success, "1" bad input, else the HTTP status. */
export const ErrorCode = {
  ok: SUCCESS,
  badInput: '1',
  notLoggedIn: '403',
  notFound: '404',
  tooLarge: '413',
  internal: '500',
} as const

/** Success envelope; `total` is set on paged lists (the full count, not the page's). */
export function ok<T>(c: Context, data: T, total?: number): Response {
  const body: Envelope<T> = { ErrorCode: SUCCESS, Message: '', Data: data }
  if (total !== undefined) body.Total = total
  return c.json(body, 200)
}

/**
 * Failure envelope. SPEC §8: the client reads ErrorCode/Message on HTTP 200, so business errors
 * keep status 200; only transport-level failures (404, 413, 500) change the status.
 */
export function fail(
  c: Context,
  message: string,
  code: string = ErrorCode.badInput,
  status: ContentfulStatusCode = 200,
): Response {
  const body: Envelope<null> = { ErrorCode: code, Message: message, Data: null }
  return c.json(body, status)
}
