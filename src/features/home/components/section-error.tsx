import { CloudOff, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** In-place notice for a home section that could not load, with a retry. */
export function SectionError({
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
      {offline ? (
        <CloudOff className="size-4 shrink-0" aria-hidden />
      ) : (
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
      )}
      <span>
        {offline ? '当前离线，暂时无法获取这部分数据；联网后点击重试。' : `加载失败：${message}`}
      </span>
      <Button variant="outline" size="sm" className="ml-auto" onClick={onRetry}>
        重试
      </Button>
    </div>
  )
}
