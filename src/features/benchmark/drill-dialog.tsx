import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { BenchmarkLevel, BenchmarkProject, Scope } from '@/domain/benchmark/figures'
import type { CompactResult, TracedRows } from '@/domain/benchmark/worker-cache'
import { formatDecimal } from '@/domain/money/decimal'
import { getCompute } from '@/lib/compute'
import { figureText, resultLabel } from './format'
import { useRunSamples } from './use-run-pages'
import { refOf } from './worker-run'
import { TraceSection } from './trace-section'

interface Props {
  row: CompactResult | null
  /** The run the row comes from and its place in the run's results (the sample values stay in the worker). */
  runId: string | null
  index: number
  level: BenchmarkLevel
  projects: readonly BenchmarkProject[]
  onClose: () => void
}

const PAGE = 100

/** Drill-down: the samples behind a figure (read from the worker in pages), then the bill rows behind one project's value (traced in the worker). */
export function DrillDialog({ row, runId, index, level, projects, onClose }: Props) {
  const [traced, setTraced] = useState<TracedRows | null>(null)
  const [shown, setShown] = useState(PAGE)
  useEffect(() => {
    setTraced(null)
    setShown(PAGE)
  }, [row])
  const page = useRunSamples(row ? runId : null, index, shown)
  if (!row) return null
  const byId = new Map(projects.map((p) => [p.id, p]))

  async function trace(scope: Scope) {
    const project = byId.get(scope.projectId)
    if (!project || !row) return
    const figure = { group: row.group, key: row.key, scope }
    const compute = getCompute()
    const rows = await compute.benchmarkTraceRows(refOf(project), level, figure)
    if (rows) return setTraced(rows)
    // Not kept in the worker (evicted): trace on the project itself.
    const t = await compute.benchmarkTrace(project, level, figure)
    const items = project.data.items.filter((i) => t.itemIds.includes(i.ID))
    setTraced({
      name: project.name,
      units: project.data.units.filter((u) => t.unitIds.includes(u.ID)),
      items: items.slice(0, 200),
      itemCount: items.length,
      reconcile: t.reconcile,
    })
  }

  const targetName = row.targetScope
    ? (byId.get(row.targetScope.projectId)?.name ?? '目标项目')
    : null
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>数据来源：{resultLabel(row)}</DialogTitle>
          <DialogDescription>
            样本数 {row.stats.n}，中位数 {figureText(row.stats.median, row)} {row.unit}
            。点“查看清单”看该项目算出这个数的清单项。
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm" aria-label="样本取值">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-1">项目</th>
              <th className="py-1 text-right">原值</th>
              <th className="py-1 text-right">换算系数</th>
              <th className="py-1 text-right">采用值</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {row.targetScope && targetName !== null && (
              <tr className="border-b bg-muted/40">
                <td className="py-1">{targetName}（目标）</td>
                <td className="py-1 text-right">{figureText(row.stats.target, row)}</td>
                <td className="py-1 text-right">—</td>
                <td className="py-1 text-right">{figureText(row.stats.target, row)}</td>
                <td className="py-1 text-right">
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() => void trace(row.targetScope as Scope)}
                  >
                    查看清单
                  </Button>
                </td>
              </tr>
            )}
            {(page?.samples ?? []).map((s) => (
              <tr
                key={s.projectId + (s.scope.rowId ?? '') + (s.scope.specialty ?? '')}
                className="border-b"
              >
                <td className="py-1">{s.name}</td>
                <td className="py-1 text-right">{figureText(s.value, row)}</td>
                <td className="py-1 text-right">
                  {s.factor === null ? '—' : formatDecimal(s.factor, 3, false)}
                </td>
                <td className="py-1 text-right">{figureText(s.used, row)}</td>
                <td className="py-1 text-right">
                  <Button size="sm" variant="link" onClick={() => void trace(s.scope)}>
                    查看清单
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page === undefined && <p className="text-xs text-muted-foreground">正在读取样本…</p>}
        {page === null && (
          <p role="alert" className="text-xs text-destructive">
            样本取值已失效，请关闭后重新打开。
          </p>
        )}
        {page && page.samples.length < page.total && (
          <Button size="sm" variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            显示更多样本（已列出 {page.samples.length} / {page.total}）
          </Button>
        )}
        {traced && <TraceSection traced={traced} row={row} />}
      </DialogContent>
    </Dialog>
  )
}
