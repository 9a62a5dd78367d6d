import { useState } from 'react'
import { syncNow, useConflicts, useFailedEntries, useSyncStatus } from '@/data/sync'
import { loginDialogStore } from '@/data/state/app-state'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { ConflictList } from './conflict-list'
import { FailedList } from './failed-list'
import { syncTimeText } from './labels'
import { storageProblem } from './status-text'

export interface SyncDetailsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

function persistText(persisted: boolean | null): string {
  if (persisted === null) return '尚未申请（首次修改后申请）'
  return persisted
    ? '已获准（浏览器不会自动清除离线数据）'
    : '未获准（存储紧张时浏览器可能清除离线数据）'
}

/** 同步详情: the state of sync, and the page to resolve failed writes and conflicts. */
export function SyncDetailsDialog({ open, onOpenChange }: SyncDetailsDialogProps) {
  const status = useSyncStatus()
  const failed = useFailedEntries()
  const conflicts = useConflicts()
  const [running, setRunning] = useState(false)
  const storage = storageProblem(status)
  const blocked = status.authRequired || status.upgradeRequired
  const syncNowClick = () => {
    setRunning(true)
    void syncNow().finally(() => setRunning(false))
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>同步详情</DialogTitle>
          <DialogDescription>离线时的修改保存在本机，联网后按顺序发送到服务器。</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">网络</dt>
          <dd>{status.online ? '在线' : '离线'}</dd>
          <dt className="text-muted-foreground">待同步</dt>
          <dd>{status.pending} 条</dd>
          <dt className="text-muted-foreground">上次同步</dt>
          <dd>{status.lastSyncAt === null ? '尚未同步' : syncTimeText(status.lastSyncAt)}</dd>
          {status.pull.active && (
            <>
              <dt className="text-muted-foreground">正在拉取</dt>
              <dd>已拉取 {status.pull.rows} 条</dd>
            </>
          )}
          <dt className="text-muted-foreground">持久存储</dt>
          <dd>{persistText(status.storagePersisted)}</dd>
        </dl>
        {(status.lastError ?? storage) && (
          <div
            role="status"
            className="grid gap-1 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
          >
            {status.lastError && <p>{status.lastError}</p>}
            {storage && storage !== status.lastError && <p>{storage}</p>}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {status.authRequired && (
            <Button variant="outline" onClick={() => loginDialogStore.set({ open: true, mode: 1 })}>
              登录
            </Button>
          )}
          <Button
            onClick={syncNowClick}
            disabled={!status.online || blocked || running || status.syncing}
          >
            {running || status.syncing ? '同步中…' : '立即同步'}
          </Button>
        </div>
        {failed.length > 0 && <FailedList entries={failed} />}
        {conflicts.length > 0 && <ConflictList conflicts={conflicts} />}
        {failed.length === 0 && conflicts.length === 0 && (
          <p className="text-sm text-muted-foreground">没有失败或冲突的修改。</p>
        )}
      </DialogContent>
    </Dialog>
  )
}
