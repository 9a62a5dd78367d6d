import { useMemo, useState } from 'react'
import { Plus } from 'lucide-react'
import { addUnit, notifier } from '../hooks/bill-commands'
import { SPECIALTIES, type BillUnit } from '@/domain/bill/model'
import { unitLabel } from '@/domain/bill/summary'
import type { StandardVersion } from '@/domain/projects/model'
import { buildTree, flattenTree, type StructureRow } from '@/domain/projects/structure'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn'

const OWN = '__own__'

function AddUnitDialog({
  row,
  projectId,
  version,
  onClose,
  onMade,
}: {
  row: StructureRow | null
  projectId: string
  version: StandardVersion
  onClose: () => void
  onMade: (id: string) => void
}) {
  const [choice, setChoice] = useState<string>(SPECIALTIES[0])
  const [own, setOwn] = useState('')
  const [error, setError] = useState('')
  const save = async () => {
    if (!row) return
    const custom = choice === OWN
    const made = await addUnit({
      projectId,
      rowId: row.ID,
      specialty: custom ? own : choice,
      custom,
      version,
    })
    if (!made.ok) return setError(made.message)
    notifier().toast('已添加单位工程', { kind: 'success' })
    onMade(made.value)
    onClose()
  }
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>添加专业</DialogTitle>
          <DialogDescription>
            为“{row?.Project_Name || '未命名单项'}
            ”新建一个单位工程，按项目的清单规范带出总价措施、规费和其他项目。
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <Select
            aria-label="专业"
            value={choice}
            onValueChange={(v) => {
              setChoice(v)
              setError('')
            }}
            options={[
              ...SPECIALTIES.map((s) => ({ value: s, label: s })),
              { value: OWN, label: '其他（自定义专业）' },
            ]}
          />
          {choice === OWN && (
            <Input
              aria-label="自定义专业名称"
              placeholder="如：泛光照明"
              value={own}
              maxLength={20}
              onChange={(e) => {
                setOwn(e.target.value)
                setError('')
              }}
            />
          )}
          {error !== '' && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void save()}>添加</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The structure rows (单项工程) with their 单位工程 under them; choose one, or add a 专业. */
export function UnitList({
  projectId,
  version,
  rows,
  units,
  selected,
  onSelect,
}: {
  projectId: string
  version: StandardVersion
  rows: readonly StructureRow[]
  units: readonly BillUnit[]
  selected: string | null
  onSelect: (unitId: string) => void
}) {
  const ordered = useMemo(() => flattenTree(buildTree(rows)), [rows])
  const [adding, setAdding] = useState<StructureRow | null>(null)
  return (
    <nav
      aria-label="单项工程与单位工程"
      className="min-h-0 overflow-y-auto rounded-md border p-2 text-sm"
    >
      {ordered.length === 0 && (
        <p className="p-2 text-muted-foreground">项目还没有单项工程，请先在“项目结构”中添加。</p>
      )}
      <ul className="grid gap-1">
        {ordered.map((row) => (
          <li key={row.ID} style={{ paddingLeft: `${row.depth * 0.75}rem` }}>
            <div className="flex items-center gap-1">
              <span className="min-w-0 flex-1 truncate font-medium" title={row.Project_Name}>
                {row.Project_Name || '未命名单项'}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-1.5"
                aria-label={`为${row.Project_Name || '未命名单项'}添加专业`}
                onClick={() => setAdding(row)}
              >
                <Plus aria-hidden />
                专业
              </Button>
            </div>
            <ul className="grid">
              {units
                .filter((u) => u.RowId === row.ID)
                .map((u) => (
                  <li key={u.ID}>
                    <button
                      type="button"
                      aria-current={u.ID === selected ? 'true' : undefined}
                      className={cn(
                        'w-full truncate rounded px-2 py-1 text-left hover:bg-accent',
                        u.ID === selected && 'bg-primary/10 font-medium text-primary',
                      )}
                      onClick={() => onSelect(u.ID)}
                    >
                      {unitLabel(u)}
                    </button>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <AddUnitDialog
        row={adding}
        projectId={projectId}
        version={version}
        onClose={() => setAdding(null)}
        onMade={onSelect}
      />
    </nav>
  )
}
