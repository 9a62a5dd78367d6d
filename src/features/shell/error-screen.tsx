import { useEffect, useState } from 'react'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { reportRenderError } from './hooks/report-render-error'

/**
 * A render error's id, made in the browser (no request carries a render error, so the server's
 * X-Request-Id cannot name it): "E-" + the time in base 36 + four random characters, short enough
 * to read out over the phone. The server logs it beside its own request id.
 */
export function newErrorId(now = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) =>
    (b % 36).toString(36),
  ).join('')
  return `E-${now.toString(36)}-${random}`.toUpperCase()
}

// One report per error object: React's StrictMode runs effects twice in development.
const reported = new WeakSet<object>()

/**
 * The router's error screen (every route, the root included: createAppRouter's
 * defaultErrorComponent) in place of its English "Something went wrong!": what happened in
 * Chinese, 重试 (render the screen again) and 返回首页, and the error id the user can quote. The
 * error goes to the console and, through the lazily loaded client log, to the server log.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const [id] = useState(() => newErrorId())
  useEffect(() => {
    const key = typeof error === 'object' && error !== null ? error : { error }
    if (reported.has(key)) return
    reported.add(key)
    const path = `${window.location.pathname}${window.location.search}`
    reportRenderError(id, error, path)
  }, [error, id])
  return (
    <div className="p-6" role="alert" aria-live="assertive">
      <EmptyState
        level={1}
        icon={<TriangleAlert />}
        title="页面出错了"
        description="这个页面遇到意外错误，没能显示出来。已保存的数据不受影响。请点“重试”；如果仍然出错，请返回首页，并把下面的错误编号告诉我们。"
        actions={
          <>
            <Button
              onClick={() => {
                reset()
                void router.invalidate()
              }}
            >
              重试
            </Button>
            <Button variant="outline" asChild>
              <Link to="/newIndex" onClick={() => reset()}>
                返回首页
              </Link>
            </Button>
          </>
        }
      >
        <p className="text-sm">
          错误编号：<span className="font-mono tabular-nums">{id}</span>
        </p>
      </EmptyState>
    </div>
  )
}
