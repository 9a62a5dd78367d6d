import { useState } from 'react'
import { showConfirm } from '@/components/message-box-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { showToast } from '@/components/ui/toast-store'
import { formatMoney } from '@/domain/format'
import {
  actionLabel,
  batchSummary,
  historyTime,
  type HistoryBatch,
  type ItemChange,
} from '../history-batches'
import { restoreToPoint, usePackageHistory } from '../hooks/use-package-history'

/** The restoring key of 最初状态 (a batch id is a UUID, so it never collides). */
const INITIAL = 'initial'

/** Changes listed per entry before 展开; an import can hold thousands. */
const SHOWN_CHANGES = 8

function ChangeLine({ change }: { change: ItemChange }) {
  const price = (v: string) => <span className="tabular-nums">{formatMoney(v)}</span>
  return (
    <li className="break-words" data-action={change.action}>
      {change.action !== 'update' && (
        <Badge variant={change.action === 'delete' ? 'destructive' : 'secondary'} className="mr-1">
          {actionLabel(change.action)}
        </Badge>
      )}
      <span className="font-medium">{change.name}</span>
      {change.spec && <span className="text-muted-foreground"> {change.spec}</span>}
      <span className="text-muted-foreground">：</span>
      {change.action === 'update' && change.priceBefore !== change.priceAfter && (
        <>
          含税价 {price(change.priceBefore)} → {price(change.priceAfter)}
        </>
      )}
      {change.action === 'insert' && <>含税价 {price(change.priceAfter)}</>}
      {change.action === 'delete' && <>含税价 {price(change.priceBefore)}</>}
      {change.otherFields.length > 0 && (
        <span className="text-muted-foreground">
          {change.priceBefore !== change.priceAfter ? '；另改 ' : '修改 '}
          {change.otherFields.join('、')}
        </span>
      )}
    </li>
  )
}

interface BatchEntryProps {
  batch: HistoryBatch
  /** The newest entry: the package as it is now (nothing to restore). */
  current: boolean
  restoredToTime: string | null
  onRestore: (() => void) | undefined
  /** 'this' entry is being restored, or an 'other' one. */
  restoring: 'this' | 'other' | null
}

function BatchEntry({ batch, current, restoredToTime, onRestore, restoring }: BatchEntryProps) {
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? batch.changes : batch.changes.slice(0, SHOWN_CHANGES)
  const time = historyTime(batch.time)
  return (
    <li className="rounded-md border p-3" aria-label={`${time} ${batch.userName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-medium tabular-nums">{time}</span>
        <span className="text-sm">{batch.userName || '（已删除用户）'}</span>
        <span className="text-xs text-muted-foreground">
          {batch.restoredTo !== null &&
            `恢复到 ${restoredToTime ?? '较早的记录'}${batch.restoredBefore ? ' 那次修改之前' : ''}：`}
          {batchSummary(batch)}
        </span>
        {current ? (
          <Badge variant="outline" className="ml-auto">
            当前状态
          </Badge>
        ) : (
          onRestore && (
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              disabled={restoring !== null}
              onClick={onRestore}
            >
              {restoring === 'this' && <Spinner />}
              恢复到此
            </Button>
          )
        )}
      </div>
      <ul className="mt-2 space-y-1 text-sm" aria-label="变化">
        {shown.map((c) => (
          <ChangeLine key={c.historyId} change={c} />
        ))}
      </ul>
      {batch.changes.length > SHOWN_CHANGES && (
        <Button
          size="sm"
          variant="link"
          className="h-auto px-0"
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? '收起' : `展开其余 ${batch.changes.length - SHOWN_CHANGES} 条`}
        </Button>
      )}
    </li>
  )
}

export interface HistoryDialogProps {
  /** The package whose history is shown (the dialog is open while it is rendered). */
  pkg: { ID: string; Name: string }
  onClose: () => void
  /**
   * Whoever may write the package (the owner of a personal one, the administrator): each earlier
   * entry offers 恢复到此, and so does 最初状态 (before the oldest recorded write).
   */
  canRestore: boolean
  /** After a restore: the grid, the list and the downloaded copy read again. */
  onRestored: () => void
}

/**
 * 修改记录 of a price package, newest first: when, who, and what changed (material, 含税价 before →
 * after, added and deleted items), paged by 加载更早的记录. Whoever may write the package restores
 * it to any earlier entry (恢复到此, confirmed), or, once every entry is read, to 最初状态: how it
 * was before the oldest recorded write (a published price edited twice comes back). The restore is
 * itself a new entry. Online only.
 */
export function HistoryDialog({ pkg, onClose, canRestore, onRestored }: HistoryDialogProps) {
  const { state, batches, loadMore, reload } = usePackageHistory(pkg.ID)
  const [restoring, setRestoring] = useState<string | null>(null)
  const oldest = batches.at(-1)
  const allRead = state.status === 'ready' && state.rows.length >= state.total
  const timeOf = new Map(
    state.status === 'ready' ? state.rows.map((r) => [r.ID, r.CreateTime] as const) : [],
  )

  /** `before`: to the state before `batch` (最初状态 when it is the oldest), else right after it. */
  const restore = async (batch: HistoryBatch, newer: number, before = false) => {
    const when = historyTime(batch.time)
    const target = before ? '最初状态（有记录以来的第一次修改之前）' : `${when} 这次修改之后的状态`
    const message = `把“${pkg.Name}”恢复到${target}吗？此后 ${newer} 次修改的内容将被撤销，恢复本身也会记入修改记录。`
    if (!(await showConfirm(message, { title: '恢复价格包', confirmText: '恢复' }))) return
    const key = before ? INITIAL : batch.batchId
    setRestoring(key)
    const result = await restoreToPoint(pkg.ID, before ? batch.firstId : batch.pointId, before)
    setRestoring(null)
    if (!result.ok) return void showToast(result.message, { kind: 'error' })
    showToast(
      result.data.Changed > 0
        ? `已恢复到${before ? '最初状态' : ` ${when}`}，${result.data.Changed} 条材料已还原`
        : '价格包已是该状态，无需恢复',
      { kind: 'success' },
    )
    reload()
    onRestored()
  }
  const more = async () => {
    const error = await loadMore()
    if (error) showToast(error, { kind: 'error' })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[88vh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>修改记录</DialogTitle>
          <DialogDescription>
            {pkg.Name}：每次保存、导入或恢复为一条记录，最新的在前。
            {canRestore &&
              '“恢复到此”撤销该记录之后的全部修改；列表末尾的“最初状态”撤销全部有记录的修改。'}
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 overflow-y-auto overflow-x-hidden">
          {(state.status === 'loading' || state.status === 'idle') && (
            <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground" role="status">
              <Spinner />
              正在加载修改记录…
            </p>
          )}
          {state.status === 'error' && (
            <p role="alert" className="p-4 text-sm text-destructive">
              {state.message}
            </p>
          )}
          {state.status === 'ready' && batches.length === 0 && (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              暂无修改记录
            </p>
          )}
          {batches.length > 0 && (
            <ol className="space-y-3" aria-label="修改记录列表">
              {batches.map((b, i) => (
                <BatchEntry
                  key={b.batchId}
                  batch={b}
                  current={i === 0}
                  restoredToTime={
                    b.restoredTo !== null && timeOf.has(b.restoredTo)
                      ? historyTime(timeOf.get(b.restoredTo) ?? '')
                      : null
                  }
                  onRestore={canRestore ? () => void restore(b, i) : undefined}
                  restoring={restoring === null ? null : restoring === b.batchId ? 'this' : 'other'}
                />
              ))}
              {canRestore && oldest && state.status === 'ready' && allRead && (
                <li
                  className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3"
                  aria-label="最初状态"
                >
                  <span className="text-sm">
                    最初状态<span className="text-muted-foreground">：第一次修改之前的价格</span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    className="ml-auto"
                    disabled={restoring !== null}
                    onClick={() => void restore(oldest, batches.length, true)}
                  >
                    {restoring === INITIAL && <Spinner />}
                    恢复到此
                  </Button>
                </li>
              )}
            </ol>
          )}
          {state.status === 'ready' && state.rows.length < state.total && (
            <Button
              size="sm"
              variant="outline"
              className="mt-3 w-full"
              disabled={state.loadingMore}
              onClick={() => void more()}
            >
              {state.loadingMore && <Spinner />}
              加载更早的记录（已显示 {state.rows.length} / {state.total} 条变化）
            </Button>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            关闭
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
