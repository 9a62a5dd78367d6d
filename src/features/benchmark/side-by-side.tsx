import { useState } from 'react'
import { Select } from '@/components/ui/select'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { deviationText, figureText, flagText, pairingGap, resultLabel } from './format'
import type { StoredScheme } from './scheme-commands'
import { SchemeGate } from './scheme-gate'
import { useSchemeResult, useSchemes } from './use-benchmark'
import { useProjectValues } from './use-run-pages'

const diff = (a: number | null, b: number | null) =>
  a === null || b === null || b === 0 ? null : ((a - b) / Math.abs(b)) * 100

/** differContrast: two projects of the scheme (the target or a sample) side by side, indicator by indicator. */
export function ProjectsSideBySide() {
  return <SchemeGate>{(s) => <TwoProjects scheme={s} />}</SchemeGate>
}

function TwoProjects({ scheme }: { scheme: StoredScheme }) {
  const { result, projects } = useSchemeResult(scheme)
  const all = projects ? [...(projects.target ? [projects.target] : []), ...projects.samples] : []
  const [a, setA] = useState(scheme.targetId)
  const [b, setB] = useState('')
  const other = b || all.find((p) => p.id !== a)?.id || ''
  // The sample values stay in the worker: each side reads its project's value in every result.
  const runId = result?.runId ?? null
  const leftValues = useProjectValues(runId, a)
  const rightValues = useProjectValues(runId, other)
  const indexOf = new Map((result?.results ?? []).map((r, i) => [r, i]))
  const at = (values: (number | null)[] | null | undefined, r: CompactResult) =>
    values?.[indexOf.get(r) ?? -1] ?? null
  const options = all.map((p) => ({
    value: p.id,
    label: p.id === scheme.targetId ? `${p.name}（目标）` : p.name,
  }))
  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="项目甲"
          className="w-56"
          value={a}
          onValueChange={setA}
          options={options}
        />
        <span>对比</span>
        <Select
          aria-label="项目乙"
          className="w-56"
          value={other}
          onValueChange={setB}
          options={options}
        />
      </div>
      <Compare
        rows={result?.results ?? []}
        left={(r) => at(leftValues, r)}
        right={(r) => at(rightValues, r)}
        heads={['项目甲', '项目乙']}
      />
    </div>
  )
}

/** compardiffercontract: two schemes side by side (their targets and sample medians). */
export function SchemesSideBySide() {
  return <SchemeGate>{(s) => <TwoSchemes scheme={s} />}</SchemeGate>
}

function TwoSchemes({ scheme }: { scheme: StoredScheme }) {
  const schemes = useSchemes() ?? []
  const [otherId, setOtherId] = useState('')
  const other =
    schemes.find((s) => s.id === (otherId || schemes.find((x) => x.id !== scheme.id)?.id)) ?? null
  const left = useSchemeResult(scheme).result
  const right = useSchemeResult(other).result
  const rightOf = new Map((right?.results ?? []).map((r) => [`${r.group}|${r.key}`, r]))
  const gap =
    other && left && right
      ? pairingGap(
          { level: scheme.level, rows: left.results },
          { level: other.level, rows: right.results },
        )
      : null
  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span>{scheme.name}</span>
        <span>对比</span>
        <Select
          aria-label="对比方案"
          className="w-56"
          value={other?.id ?? ''}
          onValueChange={setOtherId}
          placeholder="选择另一个方案"
          options={schemes
            .filter((s) => s.id !== scheme.id)
            .map((s) => ({ value: s.id, label: s.name }))}
        />
      </div>
      {!other && <p className="text-muted-foreground">还没有另一个方案可以对比。</p>}
      {other && left && right && gap && (
        <p role="note" className="text-amber-700">
          {gap}
        </p>
      )}
      <Compare
        rows={left?.results ?? []}
        left={(r) => r.stats.median}
        right={(r) => rightOf.get(`${r.group}|${r.key}`)?.stats.median ?? null}
        heads={['本方案中位数', '对比方案中位数']}
        extra={(r) =>
          `${flagText(r)} / ${(() => {
            const o = rightOf.get(`${r.group}|${r.key}`)
            return o ? flagText(o) : '—'
          })()}`
        }
      />
    </div>
  )
}

interface CompareProps {
  rows: readonly CompactResult[]
  left: (r: CompactResult) => number | null
  right: (r: CompactResult) => number | null
  heads: [string, string]
  extra?: (r: CompactResult) => string
}

function Compare({ rows, left, right, heads, extra }: CompareProps) {
  if (rows.length === 0) return <p className="text-muted-foreground">没有可对比的指标。</p>
  return (
    <table className="w-full table-fixed text-xs" aria-label="并排对比">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th className="w-[34%] py-1">指标</th>
          <th className="py-1 text-right">{heads[0]}</th>
          <th className="py-1 text-right">{heads[1]}</th>
          <th className="py-1 text-right">差异</th>
          {extra && <th className="py-1 text-right">判断</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.group}|${r.key}`} className="border-b">
            <td className="truncate py-1">
              {resultLabel(r)}（{r.unit}）
            </td>
            <td className="py-1 text-right tabular-nums">{figureText(left(r), r)}</td>
            <td className="py-1 text-right tabular-nums">{figureText(right(r), r)}</td>
            <td className="py-1 text-right tabular-nums">
              {deviationText(diff(left(r), right(r)))}
            </td>
            {extra && <td className="py-1 text-right">{extra(r)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
