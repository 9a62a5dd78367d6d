import { useState } from 'react'
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react'
import { useSyncStatus } from '@/data/sync'
import { cn } from '@/lib/cn'
import { SyncDetailsDialog } from './sync-details-dialog'
import { indicatorParts, storageProblem, storageShort } from './status-text'

/**
 * The header's sync indicator (issue 4): online state, pending count, pull progress, last sync
 * time, failed and conflicting counts, storage warnings. Clicking opens 同步详情.
 */
export function SyncIndicator() {
  const status = useSyncStatus()
  const [open, setOpen] = useState(false)
  const parts = indicatorParts(status)
  const storage = storageProblem(status)
  const attention =
    status.failed > 0 || status.conflicts > 0 || status.authRequired || status.upgradeRequired
  const Icon = !status.online ? CloudOff : status.syncing ? RefreshCw : Cloud
  return (
    <>
      <button
        type="button"
        aria-label={`同步状态：${[...parts, ...(storage ? [storage] : [])].join('，')}`}
        title={storage ? `${storage}（点击查看同步详情）` : '同步详情'}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md px-2 text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          attention ? 'text-destructive' : status.online ? 'text-muted-foreground' : 'text-warning',
        )}
      >
        <Icon
          aria-hidden
          className={cn('size-4 shrink-0', status.syncing && status.online && 'animate-spin')}
        />
        {/* Below 1280 px (a 1024-wide tablet) the icon and counts only, so the header keeps room for
            the avatar; the dialog has the rest. */}
        <span className="hidden xl:inline">{parts.join(' · ')}</span>
        <span className="xl:hidden">
          {parts.filter((p) => /待同步|失败|冲突/.test(p)).join(' ')}
        </span>
        {storage && (
          <span className="inline-flex items-center gap-1 text-warning">
            <AlertTriangle aria-hidden className="size-4 shrink-0" />
            <span className="hidden xl:inline">{storageShort(status)}</span>
          </span>
        )}
      </button>
      {open && <SyncDetailsDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
