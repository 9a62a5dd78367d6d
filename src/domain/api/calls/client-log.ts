import { z } from 'zod'
import { requiredText, text } from '../fields'
import { defineCall } from '../registry/define'

/** How long each field of a client error report may be (the client cuts longer text first). */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 300 } as const

export const clientErrorInput = z.object({
  ErrorId: requiredText('错误编号', 40).pipe(
    z.string().regex(/^[A-Za-z0-9-]+$/, '错误编号格式不正确'),
  ),
  Message: text('错误信息', CLIENT_ERROR_LIMITS.message),
  Stack: text('错误堆栈', CLIENT_ERROR_LIMITS.stack).optional(),
  Path: text('页面地址', CLIENT_ERROR_LIMITS.path),
})

/**
 * Reports from the browser (docs/architecture.md "Render errors"): a screen that failed to render
 * sends its error here, so the operator finds it in the server log by the id the user was shown.
 */
export const CLIENT_LOG_CALLS = {
  clientError: defineCall({
    method: 'POST',
    path: '/Log/ClientError',
    access: 'public',
    input: clientErrorInput,
    data: z.object({ RequestId: z.string() }),
    beyondSpec: true,
    maxBody: 16 * 1024,
    summary:
      '记录浏览器端的页面渲染错误（错误编号、错误信息、堆栈、页面地址），写入服务器日志并返回请求编号',
    example: { ErrorId: 'E-LX3K2-7QF9', Message: 'x is undefined', Path: '/Page/bill?pid=1' },
  }),
} as const
