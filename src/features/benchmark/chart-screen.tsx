import { useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Select } from '@/components/ui/select'
import { BoxPlots } from './box-plots'
import { Histogram, Scatter, SpecialtyBars, type ScatterPoint } from './charts'
import { resultLabel } from './format'
import type { StoredScheme } from './scheme-commands'
import { SchemeGate } from './scheme-gate'
import { useSchemeResult } from './use-benchmark'
import { useRunSamples } from './use-run-pages'

/** selfChart: the charts the user composes from the scheme's results (all computed in the worker). */
export function ChartScreen() {
  return <SchemeGate>{(s) => <Charts scheme={s} />}</SchemeGate>
}

const KINDS = [
  ['box', '箱线图'],
  ['hist', '直方图'],
  ['bars', '按专业柱状图'],
  ['scatter', '散点图'],
] as const

function Charts({ scheme }: { scheme: StoredScheme }) {
  const main = useSchemeResult(scheme)
  const bySpecialty = useSchemeResult(scheme, { level: 'specialty' })
  const byProject = useSchemeResult(scheme, { level: 'project' })
  const [kinds, setKinds] = useState<Set<string>>(new Set(['box', 'hist']))
  const rows = main.result?.results ?? []
  const [picked, setPicked] = useState<string[]>([])
  const keyOf = (r: (typeof rows)[number]) => `${r.group}|${r.key}`
  const chosen =
    picked.length > 0
      ? rows.filter((r) => picked.includes(keyOf(r)))
      : rows.filter((r) => r.money).slice(0, 4)
  const histRow = chosen[0] ?? rows[0]
  const points: ScatterPoint[] = []
  const perIndex = byProject.result?.results.findIndex((r) => r.key === 'perBuilt') ?? -1
  const per = byProject.result?.results[perIndex]
  // The scatter needs every sample's value: read from the worker only while it is shown.
  const perSamples = useRunSamples(
    kinds.has('scatter') && per ? (byProject.result?.runId ?? null) : null,
    perIndex,
    Number.POSITIVE_INFINITY,
  )
  const all = byProject.projects
    ? [
        ...(byProject.projects.target ? [byProject.projects.target] : []),
        ...byProject.projects.samples,
      ]
    : []
  const areaOf = (id: string) => all.find((p) => p.id === id)?.meta.builtArea ?? 0
  if (per) {
    for (const s of perSamples?.samples ?? [])
      points.push({ name: s.name, area: areaOf(s.projectId), value: s.used, target: false })
    if (per.stats.target !== null && per.targetScope)
      points.push({
        name: '目标项目',
        area: areaOf(per.targetScope.projectId),
        value: per.stats.target,
        target: true,
      })
  }
  const toggle = (k: string, on: boolean) =>
    setKinds((prev) => {
      const n = new Set(prev)
      if (on) n.add(k)
      else n.delete(k)
      return n
    })
  return (
    <div className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {KINDS.map(([k, label]) => (
          <label key={k} className="flex items-center gap-1">
            <Checkbox checked={kinds.has(k)} onCheckedChange={(v) => toggle(k, v === true)} />
            {label}
          </label>
        ))}
        <Select
          aria-label="加入指标"
          className="w-64"
          value=""
          placeholder="加入指标…"
          onValueChange={(v) =>
            v && setPicked((p) => [...new Set([...(p.length ? p : chosen.map(keyOf)), v])])
          }
          options={[
            { value: '', label: '加入指标…' },
            ...rows.map((r) => ({ value: keyOf(r), label: resultLabel(r) })),
          ]}
        />
        {picked.length > 0 && (
          <button type="button" className="text-xs text-primary" onClick={() => setPicked([])}>
            恢复默认指标
          </button>
        )}
      </div>
      {!main.result && <p className="text-sm text-muted-foreground">正在计算…</p>}
      {main.result && kinds.has('box') && <BoxPlots rows={chosen} />}
      {main.result && kinds.has('hist') && histRow && <Histogram row={histRow} />}
      {kinds.has('bars') && (
        <SpecialtyBars
          rows={(bySpecialty.result?.results ?? []).filter((r) => r.key === 'perBuilt')}
        />
      )}
      {kinds.has('scatter') && <Scatter points={points} />}
    </div>
  )
}
