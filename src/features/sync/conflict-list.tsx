import { useState } from 'react'
import { resolveConflict, syncRowKey, useSyncRows, type ConflictRecord } from '@/data/sync'
import { Button } from '@/components/ui/button'
import { fieldLabel, rowLabel, valueText } from './labels'

/** Fields the server kept because someone else changed them first: the user picks a value. */
export function ConflictList({ conflicts }: { conflicts: ConflictRecord[] }) {
  const rows = useSyncRows(conflicts)
  const [busy, setBusy] = useState<string | null>(null)
  const choose = (id: string, choice: 'mine' | 'theirs') => {
    setBusy(id)
    void resolveConflict(id, choice).finally(() => setBusy(null))
  }
  return (
    <section aria-labelledby="sync-conflicts-title" className="grid gap-2">
      <h3 id="sync-conflicts-title" className="text-sm font-semibold">
        冲突（{conflicts.length}）
      </h3>
      <ul className="grid gap-2">
        {conflicts.map((c) => {
          const row = rows.get(syncRowKey(c.entity, c.entityId))
          const label = `${rowLabel(c.entity, row?.data, row?.base)} · ${fieldLabel(c.field, c.entity)}`
          return (
            <li key={c.id} aria-label={label} className="grid gap-1 rounded-md border p-3 text-sm">
              <div className="font-medium">{label}</div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">我的值</dt>
                <dd>{valueText(c.mine)}</dd>
                <dt className="text-muted-foreground">服务器值</dt>
                <dd>{valueText(c.theirs)}</dd>
              </dl>
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy === c.id}
                  onClick={() => choose(c.id, 'mine')}
                >
                  保留我的
                </Button>
                <Button size="sm" disabled={busy === c.id} onClick={() => choose(c.id, 'theirs')}>
                  使用服务器的
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
