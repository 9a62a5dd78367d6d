import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import type { BenchmarkLevel } from '@/domain/benchmark/figures'
import { LEVEL_LABELS } from '@/domain/benchmark/scheme-doc'
import { formatDecimal } from '@/domain/money/decimal'
import { STRUCTURE_TYPES } from '@/domain/projects/model'
import type { Candidate } from './use-benchmark'
import { SharedSamples } from './shared-samples'

import type { SchemeDraft } from './scheme-commands'

export type { SchemeDraft }

export const emptyDraft = (): SchemeDraft => ({
  name: '',
  targetId: '',
  level: 'project',
  targetRowId: '',
  indicators: [],
  filter: {},
  sampleIds: [],
  deviationLimit: null,
  rebase: false,
  note: '',
})

interface Props {
  initial: SchemeDraft
  candidates: readonly Candidate[]
  onSave: (d: SchemeDraft) => Promise<void>
  onClose: () => void
}

const num = (s: string): number | null =>
  s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s)

/** Create or edit a scheme: name, target (own project), level, limit, rebasing, and samples picked with filters. */
export function SchemeEditor({ initial, candidates, onSave, onClose }: Props) {
  const [d, setD] = useState<SchemeDraft>(initial)
  const [limit, setLimit] = useState(
    initial.deviationLimit === null ? '' : String(initial.deviationLimit),
  )
  const [f, setF] = useState({
    source: 'all',
    type: '',
    city: '',
    structure: '',
    yearFrom: '',
    yearTo: '',
    areaMin: '',
    areaMax: '',
  })
  const [error, setError] = useState('')
  const chosen = new Set(d.sampleIds)
  const types = [...new Set(candidates.map((c) => c.type).filter(Boolean))]
  const cities = [...new Set(candidates.map((c) => c.city).filter(Boolean))]
  const visible = candidates.filter((c) => {
    if (c.id === d.targetId) return false
    if (f.source === 'own' && c.isTemplate) return false
    if (f.source === 'template' && !c.isTemplate) return false
    if (f.type && c.type !== f.type) return false
    if (f.city && c.city !== f.city) return false
    if (f.structure && c.structureType !== f.structure) return false
    const [y0, y1, a0, a1] = [num(f.yearFrom), num(f.yearTo), num(f.areaMin), num(f.areaMax)]
    if (
      (y0 !== null && (c.year === null || c.year < y0)) ||
      (y1 !== null && (c.year === null || c.year > y1))
    )
      return false
    return !((a0 !== null && c.builtArea < a0) || (a1 !== null && c.builtArea > a1))
  })
  const toggle = (id: string, on: boolean) =>
    setD({ ...d, sampleIds: on ? [...d.sampleIds, id] : d.sampleIds.filter((x) => x !== id) })

  async function save() {
    const l = num(limit)
    if (d.name.trim() === '') return setError('请填写方案名称')
    if (d.targetId === '') return setError('请选择目标项目')
    if (limit.trim() !== '' && (l === null || l <= 0 || l > 1000))
      return setError('偏差率限额必须是大于0且不超过1000的数字')
    if (d.sampleIds.length === 0) return setError('请至少选择一个样本项目')
    await onSave({
      ...d,
      deviationLimit: l,
      sampleIds: d.sampleIds.filter((x) => x !== d.targetId),
    })
  }

  const field = (key: keyof typeof f, label: string, w = 'w-24') => (
    <label className="flex items-center gap-1 text-xs">
      {label}
      <Input
        className={`h-8 ${w}`}
        inputMode="numeric"
        value={f[key]}
        onChange={(e) => setF({ ...f, [key]: e.target.value })}
      />
    </label>
  )
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{initial.name ? '编辑对标方案' : '新建对标方案'}</DialogTitle>
          <DialogDescription>
            目标项目取自本机的项目；样本取自本机的项目与模板，或联网时从共享样本库（交易中心已发布的模板）选取，保存时下载到本机，离线也能计算。
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3 text-sm">
          <div className="space-y-1">
            <Label htmlFor="scheme-name">方案名称</Label>
            <Input
              id="scheme-name"
              value={d.name}
              maxLength={50}
              onChange={(e) => setD({ ...d, name: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label>目标项目</Label>
            <Select
              aria-label="目标项目"
              value={d.targetId}
              onValueChange={(v) => setD({ ...d, targetId: v, targetRowId: '' })}
              placeholder="选择自己的项目"
              options={candidates
                .filter((c) => !c.isTemplate)
                .map((c) => ({ value: c.id, label: c.name }))}
            />
          </div>
          <div className="space-y-1">
            <Label>对标层级</Label>
            <Select
              aria-label="对标层级"
              value={d.level}
              onValueChange={(v) => setD({ ...d, level: v as BenchmarkLevel })}
              options={Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="scheme-limit">偏差率限额（%，可不填）</Label>
            <Input
              id="scheme-limit"
              inputMode="decimal"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
            />
          </div>
          <label className="col-span-2 flex items-center gap-2">
            <Checkbox
              checked={d.rebase}
              onCheckedChange={(v) => setD({ ...d, rebase: v === true })}
            />
            样本单方造价按目标项目的城市系数和价格指数换算
          </label>
        </div>
        <fieldset className="space-y-2 rounded border p-2">
          <legend className="px-1 text-sm font-medium">
            样本项目（已选 {d.sampleIds.length} 个）
          </legend>
          <div className="flex flex-wrap items-center gap-2">
            <Select
              aria-label="样本来源"
              className="w-28"
              value={f.source}
              onValueChange={(v) => setF({ ...f, source: v })}
              options={[
                { value: 'all', label: '全部来源' },
                { value: 'own', label: '我的项目' },
                { value: 'template', label: '模板' },
              ]}
            />
            <Select
              aria-label="项目类型"
              className="w-28"
              value={f.type}
              onValueChange={(v) => setF({ ...f, type: v })}
              options={[
                { value: '', label: '全部类型' },
                ...types.map((t) => ({ value: t, label: t })),
              ]}
            />
            <Select
              aria-label="城市"
              className="w-28"
              value={f.city}
              onValueChange={(v) => setF({ ...f, city: v })}
              options={[
                { value: '', label: '全部城市' },
                ...cities.map((t) => ({ value: t, label: t })),
              ]}
            />
            <Select
              aria-label="结构类型"
              className="w-32"
              value={f.structure}
              onValueChange={(v) => setF({ ...f, structure: v })}
              options={[
                { value: '', label: '全部结构类型' },
                ...STRUCTURE_TYPES.map((t) => ({ value: t, label: t })),
              ]}
            />
            {field('yearFrom', '年份', 'w-16')}
            {field('yearTo', '至', 'w-16')}
            {field('areaMin', '面积', 'w-20')}
            {field('areaMax', '至', 'w-20')}
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setD({
                  ...d,
                  sampleIds: [...new Set([...d.sampleIds, ...visible.map((c) => c.id)])],
                })
              }
            >
              全选筛选结果
            </Button>
          </div>
          <ul className="max-h-56 overflow-y-auto text-sm" aria-label="候选样本">
            {visible.map((c) => (
              <li key={c.id}>
                <label className="flex items-center gap-2 py-0.5">
                  <Checkbox
                    checked={chosen.has(c.id)}
                    onCheckedChange={(v) => toggle(c.id, v === true)}
                    aria-label={c.name}
                  />
                  <span className="truncate">{c.name}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {[
                      c.isTemplate ? '模板' : '项目',
                      c.type,
                      c.city,
                      c.structureType,
                      c.year ?? '',
                      c.builtArea > 0 ? `${formatDecimal(c.builtArea, 0, true) ?? ''}m²` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </label>
              </li>
            ))}
            {visible.length === 0 && (
              <li className="text-muted-foreground">没有符合筛选条件的项目</li>
            )}
          </ul>
          {f.source !== 'own' && (
            <SharedSamples
              filter={f}
              chosen={chosen}
              exclude={new Set(candidates.map((c) => c.id))}
              onToggle={toggle}
            />
          )}
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void save()}>保存方案</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
