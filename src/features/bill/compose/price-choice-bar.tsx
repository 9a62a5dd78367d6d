import { useState } from 'react'
import { PACKAGE_TYPE_LABELS } from '@/domain/materials/model'
import type { ProjectPriceChoice } from '@/domain/projects/entities'
import { Select } from '@/components/ui/select'
import { switchChoice, type ComposeData } from './use-compose'

const keyOf = (c: ProjectPriceChoice) => `${c.Type}|${c.Period}`

/**
 * The project's price package for 组价: 市场价 or 官方信息价 of a period, among the packages
 * downloaded to this device (材料价格库 → 下载到本机). Choosing another one reprices every
 * resource taken from the library and every composed item (in the compute worker).
 */
export function PriceChoiceBar({ projectId, data }: { projectId: string; data: ComposeData }) {
  const [busy, setBusy] = useState(false)
  const choices = new Map<string, ProjectPriceChoice>()
  for (const p of data.packages)
    if (
      (p.Type === 2 || p.Type === 3) &&
      (data.city === '' || p.City === '' || p.City === data.city)
    )
      choices.set(keyOf({ Type: p.Type, Period: p.Period }), { Type: p.Type, Period: p.Period })
  if (data.choice) choices.set(keyOf(data.choice), data.choice)
  const options = [...choices.values()]
    .sort((a, b) => b.Period.localeCompare(a.Period) || b.Type - a.Type)
    .map((c) => ({ value: keyOf(c), label: `${PACKAGE_TYPE_LABELS[c.Type]} ${c.Period}` }))
  return (
    <label className="ml-auto flex items-center gap-1">
      <span className="shrink-0 text-muted-foreground">
        价格来源{data.city ? `（${data.city}）` : ''}
      </span>
      <Select
        aria-label="组价价格来源"
        className="h-8 w-44"
        disabled={busy || options.length === 0}
        placeholder={options.length === 0 ? '请先在材料价格库下载价格包' : '选择价格包'}
        value={data.choice ? keyOf(data.choice) : ''}
        options={options}
        onValueChange={(v) => {
          const next = choices.get(v)
          if (!next) return
          setBusy(true)
          void switchChoice(projectId, next, data.city).finally(() => setBusy(false))
        }}
      />
    </label>
  )
}
