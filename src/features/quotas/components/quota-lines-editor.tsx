import { Plus, Trash2 } from 'lucide-react'
import { RESOURCE_KINDS } from '@/domain/bill/compose-entity'
import { emptyQuotaLine, type QuotaLineDraft } from '@/domain/bill/quota-edit'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'

type TextKey = Exclude<keyof QuotaLineDraft, 'Kind'>

const FIELDS: readonly { key: TextKey; label: string; width: string }[] = [
  { key: 'Code', label: '编码', width: 'flex-[3]' },
  { key: 'Name', label: '名称', width: 'flex-[4]' },
  { key: 'Spec', label: '规格', width: 'flex-[3]' },
  { key: 'Unit', label: '单位', width: 'flex-[2]' },
  { key: 'Consumption', label: '消耗量', width: 'flex-[2]' },
  { key: 'Price', label: '单价（元）', width: 'flex-[2]' },
]

const KIND_OPTIONS = RESOURCE_KINDS.map((k) => ({ value: k, label: k }))

/** The 人材机 lines of a 子目 being edited: 类别, 编码, 名称, 规格, 单位, 消耗量 per 定额 unit, 单价. */
export function QuotaLinesEditor({
  lines,
  onChange,
}: {
  lines: readonly QuotaLineDraft[]
  onChange: (lines: QuotaLineDraft[]) => void
}) {
  const set = (k: number, line: QuotaLineDraft) =>
    onChange(lines.map((l, i) => (i === k ? line : l)))
  return (
    <section aria-label="人材机" className="grid min-w-0 gap-1 text-sm">
      <div className="flex items-center gap-2">
        <h3 className="font-medium">人材机（消耗量按定额单位）</h3>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="ml-auto"
          onClick={() => onChange([...lines, emptyQuotaLine()])}
        >
          <Plus aria-hidden />
          添加人材机
        </Button>
      </div>
      {/* Column heads aligned with the inputs below. */}
      <div aria-hidden className="flex gap-1 pr-8 text-xs text-muted-foreground">
        <span className="w-20 shrink-0 px-3">类别</span>
        {FIELDS.map((f) => (
          <span key={f.key} className={`min-w-0 truncate px-3 ${f.width}`}>
            {f.label}
          </span>
        ))}
      </div>
      <ul className="grid max-h-[40vh] gap-1 overflow-y-auto" aria-label="定额人材机">
        {lines.map((l, k) => (
          <li key={k} className="flex gap-1">
            <Select
              className="h-8 w-20 shrink-0"
              aria-label={`第 ${k + 1} 行类别`}
              value={l.Kind}
              options={KIND_OPTIONS}
              onValueChange={(Kind) => set(k, { ...l, Kind })}
            />
            {FIELDS.map((f) => (
              <Input
                key={f.key}
                className={`h-8 min-w-0 ${f.width}`}
                aria-label={`第 ${k + 1} 行${f.label}`}
                placeholder={f.label}
                value={l[f.key]}
                onChange={(e) => set(k, { ...l, [f.key]: e.target.value })}
              />
            ))}
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-8 shrink-0"
              aria-label={`删除第 ${k + 1} 行人材机`}
              onClick={() => onChange(lines.filter((_, i) => i !== k))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {lines.length === 0 && <p className="text-muted-foreground">还没有人材机：至少添加一条。</p>}
    </section>
  )
}
