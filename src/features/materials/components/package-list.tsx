import { useState } from 'react'
import { Download, Trash2 } from 'lucide-react'
import type { CachedPackage, PullState } from '../hooks/library-commands'
import { usePulls } from '../hooks/use-library'
import type { PackageDoc } from '@/domain/api/materials'
import { groupThousands } from '@/domain/format'
import { formatPercent } from '@/domain/format/money'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** Packages of the tab: name, place, period, item count and date; pick one to download it. */
export interface PackageListProps {
  packages: PackageDoc[]
  picked: CachedPackage[] | undefined
  selectedId: string | null
  onSelect: (pkg: PackageDoc) => void
  onPick: (pkg: PackageDoc) => Promise<void>
  onUnpick: (pkg: PackageDoc) => Promise<void>
  /** Official and market packages: copy into a new personal package. */
  onCopy?: ((pkg: PackageDoc) => void) | undefined
  onDelete?: ((pkg: PackageDoc) => void) | undefined
}

export function PackageList({
  packages,
  picked,
  selectedId,
  onSelect,
  onPick,
  onUnpick,
  onCopy,
  onDelete,
}: PackageListProps) {
  const [busy, setBusy] = useState<string | null>(null)
  // Downloads under way or cut off: stored of total rows, updated as each page is stored.
  const pulls = usePulls()
  const pickedIds = new Set((picked ?? []).map((p) => p.ID))
  if (packages.length === 0)
    return <p className="p-4 text-sm text-muted-foreground">没有符合条件的价格包</p>
  const run = async (id: string, work: () => Promise<void>) => {
    setBusy(id)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }
  return (
    <ul className="divide-y rounded-md border" aria-label="价格包列表">
      {packages.map((p) => {
        const isPicked = pickedIds.has(p.ID)
        return (
          <li key={p.ID} className={cn('space-y-1 p-2', p.ID === selectedId && 'bg-accent')}>
            <button
              type="button"
              className="block w-full text-left"
              onClick={() => onSelect(p)}
              aria-current={p.ID === selectedId ? 'true' : undefined}
            >
              <span className="block truncate text-sm font-medium">{p.Name}</span>
              <span className="block text-xs text-muted-foreground">
                {[p.Province, p.City].filter(Boolean).join(' ') || '不限城市'} · {p.Period} ·{' '}
                {p.ItemCount} 条 · 更新于 {p.UpdateTime.slice(0, 10)}
              </span>
            </button>
            <div className="flex flex-wrap gap-1">
              {isPicked ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy === p.ID}
                  onClick={() => void run(p.ID, () => onUnpick(p))}
                  aria-label={`从本机移除${p.Name}`}
                >
                  已下载 · 移除
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy === p.ID}
                  onClick={() => void run(p.ID, () => onPick(p))}
                  aria-label={`下载${p.Name}到本机`}
                >
                  <Download className="size-3.5" aria-hidden />
                  {pullLabel(busy === p.ID, pulls?.get(p.ID))}
                </Button>
              )}
              {onCopy && (
                <Button size="sm" variant="ghost" onClick={() => onCopy(p)}>
                  复制到个人
                </Button>
              )}
              {onDelete && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(p)}
                  aria-label={`删除${p.Name}`}
                >
                  <Trash2 className="size-3.5" aria-hidden />
                </Button>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** 下载中 12,500 / 200,000 条（6%）while it runs; 继续下载（6%）for a download cut off. */
function pullLabel(running: boolean, pull: PullState | undefined): string {
  const total = Math.max(pull?.total ?? 0, pull?.stored ?? 0)
  const share = pull && total > 0 ? formatPercent(pull.stored / total, 0) : ''
  if (running)
    return pull
      ? `下载中 ${groupThousands(String(pull.stored))} / ${groupThousands(String(total))} 条（${share}）`
      : '下载中…'
  return pull && pull.stored > 0 ? `继续下载（${share}）` : '下载到本机'
}
