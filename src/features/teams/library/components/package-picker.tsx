import { useEffect, useId, useState } from 'react'
import type { PackageDoc } from '@/domain/api/materials'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import { useMyPackages, useSettled, type PackageKind } from '../hooks/use-library'

/**
 * The upload dialog's choice of price package: a search over name, province, city and period
 * (the server's GetPricePackage `Q`, so all 816 official packages are reachable, not the first
 * 500), the first PICKER_SIZE matches as a list, and how many match in all.
 */
export function PackagePicker({
  kind,
  value,
  onChange,
}: {
  kind: PackageKind
  value: PackageDoc | null
  onChange: (p: PackageDoc) => void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const q = useDebounced(text.trim(), 250)
  const packages = useMyPackages(kind, q)
  const list = useSettled(packages.state) ?? []
  const total = packages.state.status === 'ready' ? packages.state.total : list.length
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={`${id}-q`}>价格包</Label>
      <Input
        id={`${id}-q`}
        type="search"
        value={text}
        placeholder="搜索名称、城市或期次，如 深圳 2026-05"
        onChange={(e) => setText(e.target.value)}
      />
      <div
        role="radiogroup"
        aria-label="价格包"
        className="max-h-48 min-w-0 overflow-y-auto rounded-md border"
      >
        {list.map((p) => (
          <button
            key={p.ID}
            type="button"
            role="radio"
            aria-checked={value?.ID === p.ID}
            onClick={() => onChange(p)}
            className={cn(
              'flex w-full min-w-0 justify-between gap-2 px-2 py-1.5 text-left text-sm hover:bg-accent/60',
              value?.ID === p.ID && 'bg-accent font-medium',
            )}
          >
            <span className="truncate">{p.Name}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">{p.ItemCount}条</span>
          </button>
        ))}
        {packages.state.status !== 'loading' && list.length === 0 && (
          <p className="p-2 text-sm text-muted-foreground">
            {q ? '没有符合条件的价格包' : '没有价格包'}
          </p>
        )}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {packages.state.status === 'loading'
          ? '加载中…'
          : total > list.length
            ? `共 ${total} 个，显示前 ${list.length} 个：输入名称、城市或期次缩小范围`
            : `共 ${total} 个`}
      </p>
      {packages.state.status === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {packages.state.message}
        </p>
      )}
    </div>
  )
}

/** `value`, once it has stayed the same for `ms` (a search sent after typing pauses). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
