import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatArea } from '@/domain/format/money'
import type { AreaTotals } from '@/domain/projects/structure'
import { cn } from '@/lib/cn'

const ZERO: AreaTotals = { BuiltArea: 0, InArea: 0, SellArea: 0 }

/** One tender (or 未分配 when id is ''): name, areas, its rows; a drop target for dragged rows. */
export function TenderCard({
  id,
  name,
  totals,
  rowNames,
  onRename,
  onDelete,
  onDropRows,
}: {
  id: string
  name: string
  totals: AreaTotals | undefined
  rowNames: string[]
  onRename?: (name: string) => void
  onDelete?: () => void
  onDropRows: (tenderId: string) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  const [over, setOver] = useState(false)
  const t = totals ?? ZERO
  return (
    <section
      aria-label={name}
      data-tender-id={id}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg border p-3',
        over && 'border-primary bg-primary/5',
        id === '' && 'border-dashed',
      )}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        onDropRows(id)
      }}
    >
      <div className="flex items-center gap-2">
        {editing === null ? (
          <h3 className="flex-1 truncate font-semibold">{name}</h3>
        ) : (
          <Input
            aria-label="标段名称"
            autoFocus
            value={editing}
            className="h-8 flex-1"
            onChange={(e) => setEditing(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                onRename?.(editing)
                setEditing(null)
              } else if (e.key === 'Escape') setEditing(null)
            }}
            onBlur={() => setEditing(null)}
          />
        )}
        {onRename && editing === null && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(name)}>
            重命名
          </Button>
        )}
        {onDelete && (
          <Button size="sm" variant="ghost" className="text-destructive" onClick={onDelete}>
            删除
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-1 text-xs">
        <div>
          <dt className="text-muted-foreground">建筑面积(m²)</dt>
          <dd className="tabular-nums">{formatArea(t.BuiltArea)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">套内面积(m²)</dt>
          <dd className="tabular-nums">{formatArea(t.InArea)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">可售面积(m²)</dt>
          <dd className="tabular-nums">{formatArea(t.SellArea)}</dd>
        </div>
      </dl>
      <ul className="max-h-32 space-y-0.5 overflow-auto text-sm" aria-label={`${name}的单项`}>
        {rowNames.length === 0 && <li className="text-muted-foreground">拖动单项到这里</li>}
        {rowNames.map((n, i) => (
          <li key={i} className="truncate">
            {n}
          </li>
        ))}
      </ul>
    </section>
  )
}
