import { WifiOff } from 'lucide-react'
import { useOnline } from '@/data/state/use-online'

/** Tells the user the app runs from what this device saved, so stale figures are not a surprise. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-warning/30 bg-warning/10 px-4 py-2 text-sm text-warning"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      当前离线：显示的是本机已保存的数据，联网后自动同步。
    </div>
  )
}
