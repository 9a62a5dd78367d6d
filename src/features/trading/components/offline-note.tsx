import { offlineCopyText } from '../hooks/use-template-list'

/** Says that the screen shows the offline copy, how old it is, and what cannot be done now. */
export function OfflineNote({
  cachedAt,
  limits,
}: {
  cachedAt: number | undefined
  limits?: string
}) {
  if (cachedAt === undefined) return null
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
    >
      <span>
        {offlineCopyText(cachedAt)}
        {limits ? `；${limits}` : ''}
      </span>
    </p>
  )
}

/** A read that failed: offline without a copy, or the server's reason; with a retry. */
export function ReadError({
  offline,
  message,
  onRetry,
}: {
  offline: boolean
  message: string
  onRetry: () => void
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-dashed px-4 py-3 text-sm text-muted-foreground"
    >
      <span>
        {offline
          ? '当前离线，本机还没有这部分数据的离线副本；联网后点击重试。'
          : `加载失败：${message}`}
      </span>
      <button type="button" className="ml-auto text-primary hover:underline" onClick={onRetry}>
        重试
      </button>
    </div>
  )
}
