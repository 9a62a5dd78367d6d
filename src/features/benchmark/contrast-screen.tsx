import { useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Select } from '@/components/ui/select'
import { schemeCommands, type StoredScheme } from './scheme-commands'
import type { CompactResult, CompactSchemeResult } from '@/domain/benchmark/worker-cache'
import { LEVEL_LABELS } from '@/domain/benchmark/scheme-doc'
import { useSchemeActions } from '@/components/scheme-layout/scheme-actions'
import { DrillDialog } from './drill-dialog'
import { exportResultTable } from './excel'
import { OutlierPanel } from './outlier-panel'
import { ResultTable } from './result-table'
import { SchemeGate } from './scheme-gate'
import { useCandidates, useSchemeResult } from './use-benchmark'
import { useRebaseTables } from '@/data/reference/reference-tables'
import type { BenchmarkProject } from '@/domain/benchmark/figures'

/** contrastlist: the scheme's result table, recorded or rebased values, drill-down and Excel export. */
export function ContrastScreen() {
  return <SchemeGate>{(s) => <Contrast scheme={s} />}</SchemeGate>
}

function Contrast({ scheme }: { scheme: StoredScheme }) {
  const [rebase, setRebase] = useState(scheme.rebase)
  const [group, setGroup] = useState('')
  const [drill, setDrill] = useState<CompactResult | null>(null)
  const [saved, setSaved] = useState('')
  const [dropOutliers, setDropOutliers] = useState(false)
  const { result, failed, projects } = useSchemeResult(scheme, { rebase, dropOutliers })
  // 保存 keeps the view's 取值方式 in the scheme (synced); level, samples and 功能区 are saved as they change.
  const save = async () => {
    await schemeCommands.update(scheme.id, { ...scheme, rebase })
    setSaved(`已保存：${rebase ? '换算到目标城市与价格期' : '样本按原值'}`)
  }
  const candidates = useCandidates()
  const tables = useRebaseTables()
  // The workbook states its context: settings, filters, target, each sample and (in the worker) its values.
  const exportNow = (r: CompactSchemeResult) => {
    const local = new Map((candidates ?? []).map((c) => [c.id, c.isTemplate]))
    const sourceOf = (id: string) =>
      local.has(id) ? (local.get(id) ? '本机模板' : '本人项目') : '共享样本库（已发布模板）'
    const meta = (p: BenchmarkProject) => ({ id: p.id, name: p.name, meta: p.meta })
    return exportResultTable({
      scheme: {
        name: scheme.name,
        level: scheme.level,
        filter: scheme.filter,
        deviationLimit: scheme.deviationLimit,
        indicators: scheme.indicators,
      },
      result: r,
      rebased: rebase,
      dropOutliers,
      target: projects?.target ? meta(projects.target) : null,
      samples: (projects?.samples ?? []).map((p) => ({ ...meta(p), source: sourceOf(p.id) })),
      tables,
      at: new Date(),
    })
  }
  useSchemeActions({
    onSave: save,
    onExport: result ? () => exportNow(result) : undefined,
  })
  const groups = result
    ? [...new Map(result.results.map((r) => [r.group, r.groupLabel])).entries()]
    : []
  const rows = result ? result.results.filter((r) => group === '' || r.group === group) : []
  const all = projects ? [...(projects.target ? [projects.target] : []), ...projects.samples] : []
  return (
    <div className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>对标层级：{LEVEL_LABELS[scheme.level]}</span>
        <span>样本 {result?.sampleIds.length ?? 0} 个</span>
        {scheme.deviationLimit !== null && <span>偏差率限额 ±{scheme.deviationLimit}%</span>}
        <Select
          aria-label="取值方式"
          className="w-44"
          value={rebase ? 'rebased' : 'recorded'}
          onValueChange={(v) => {
            setRebase(v === 'rebased')
            setSaved('')
          }}
          options={[
            { value: 'recorded', label: '样本按原值' },
            { value: 'rebased', label: '换算到目标城市与价格期' },
          ]}
        />
        {rebase !== scheme.rebase && <span className="text-xs text-amber-700">取值方式未保存</span>}
        <label className="flex items-center gap-1.5">
          <Checkbox
            checked={dropOutliers}
            onCheckedChange={(v) => setDropOutliers(v === true)}
            aria-label="剔除离群样本"
          />
          剔除离群样本
        </label>
        <span role="status" className="text-xs text-success">
          {saved}
        </span>
        {groups.length > 1 && (
          <Select
            aria-label="分组"
            className="w-56"
            value={group}
            onValueChange={setGroup}
            options={[
              { value: '', label: '全部分组' },
              ...groups.map(([value, label]) => ({ value, label })),
            ]}
          />
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          计算失败，请刷新后重试。
        </p>
      )}
      {!result && !failed && <p className="text-sm text-muted-foreground">正在计算…</p>}
      {result && <ResultTable rows={rows} onDrill={setDrill} />}
      {result && dropOutliers && <OutlierPanel rows={rows} />}
      {result && result.excluded.length > 0 && (
        <details className="text-xs text-muted-foreground">
          <summary>{result.excluded.length} 个样本被筛选排除</summary>
          <ul className="ml-4 list-disc">
            {result.excluded.map((e) => (
              <li key={e.projectId}>
                {all.find((p) => p.id === e.projectId)?.name ?? e.projectId}：{e.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result &&
        result.warnings.map((w) => (
          <p key={w} className="text-xs text-amber-700">
            {w}
          </p>
        ))}
      <p className="text-xs text-muted-foreground">
        判断：目标值在 P25–P75 之间为正常；低于 P25 偏低，高于 P75 偏高；超出 1.5
        倍四分位距或偏差率限额为异常。样本少于3个时仅供参考。
      </p>
      <DrillDialog
        row={drill}
        runId={result?.runId ?? null}
        index={
          drill && result
            ? result.results.findIndex((r) => r.group === drill.group && r.key === drill.key)
            : -1
        }
        level={scheme.level}
        projects={all}
        onClose={() => setDrill(null)}
      />
    </div>
  )
}
