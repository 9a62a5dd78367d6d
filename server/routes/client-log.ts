import type { Hono } from 'hono'
import { CLIENT_LOG_CALLS as calls } from '@/domain/api/calls/client-log.ts'
import { mount } from '../lib/mount.ts'
import type { AppEnv } from '../types.ts'

/**
 * A screen that failed to render in a browser (src/domain/api/calls/client-log.ts): one error line
 * in the server log with this request's id, the id the user was shown and who they were.
 */
export function clientLogRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.clientError, ({ c, input, userId }) => {
    const reqId = c.var.requestId
    c.var.logger.error('client render error', {
      reqId,
      errorId: input.ErrorId,
      userId: userId || undefined,
      path: input.Path,
      message: input.Message,
      stack: input.Stack,
    })
    return { RequestId: reqId }
  })
}
