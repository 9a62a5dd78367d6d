import { useState } from 'react'
import { discardFailed, retryFailed, syncRowKey, useSyncRows, type OutboxEntry } from '@/data/sync'
import { Button } from '@/components/ui/button'
import { fieldLabel, opLabel, rowLabel } from './labels'

/** Failed writes with the server's reason: 重试 sends again, 放弃修改 restores the server value. */
export function FailedList({ entries }: { entries: OutboxEntry[] }) {
  const rows = useSyncRows(entries)
  const [busy, setBusy] = useState<number | null>(null)
  const run = (seq: number, action: (seq: number) => Promise<void>) => {
    setBusy(seq)
    void action(seq).finally(() => setBusy(null))
  }
  return (
    <section aria-labelledby="sync-failed-title" className="grid gap-2">
      <h3 id="sync-failed-title" className="text-sm font-semibold">
        失败的修改（{entries.length}）
      </h3>
      <ul className="grid gap-2">
        {entries.map((e) => {
          const row = rows.get(syncRowKey(e.entity, e.entityId))
          const label = rowLabel(e.entity, row?.data, row?.base, e.payload)
          const fields = e.changedFields
            .filter((f) => f !== 'deleted')
            .map((f) => fieldLabel(f, e.entity))
          return (
            <li key={e.seq} aria-label={label} className="grid gap-1 rounded-md border p-3 text-sm">
              <div className="font-medium">{label}</div>
              <div className="text-muted-foreground">
                {opLabel(e.op)}
                {fields.length > 0 && `：${fields.join('、')}`}
              </div>
              <div role="alert" className="text-destructive">
                {e.lastError ?? '服务器拒绝了这次修改'}
              </div>
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy === e.seq}
                  onClick={() => run(e.seq, retryFailed)}
                >
                  重试
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={busy === e.seq}
                  onClick={() => run(e.seq, discardFailed)}
                >
                  放弃修改
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
