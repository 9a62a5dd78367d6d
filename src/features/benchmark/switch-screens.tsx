import { useNavigate } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { BENCHMARK_LEVELS, type BenchmarkLevel } from '@/domain/benchmark/figures'
import { LEVEL_LABELS } from '@/domain/benchmark/scheme-doc'
import { schemeCommands, type StoredScheme } from './scheme-commands'
import { SchemeGate } from './scheme-gate'
import { usageOf } from '@/domain/projects/usage'
import { useSchemeProjects } from './use-benchmark'

/** cutbenchamark: switch the sample set (and the level) of the current scheme. */
export function CutScreen() {
  return <SchemeGate>{(s) => <Cut scheme={s} />}</SchemeGate>
}

function Cut({ scheme }: { scheme: StoredScheme }) {
  const navigate = useNavigate()
  const projects = useSchemeProjects(scheme)
  const set = (patch: Partial<StoredScheme>) =>
    void schemeCommands.update(scheme.id, { ...scheme, ...patch })
  return (
    <div className="space-y-4 p-4 text-sm">
      <section className="space-y-2">
        <h2 className="font-medium">对标层级</h2>
        <div className="flex flex-wrap gap-2">
          {BENCHMARK_LEVELS.map((l: BenchmarkLevel) => (
            <Button
              key={l}
              size="sm"
              variant={scheme.level === l ? 'default' : 'outline'}
              aria-pressed={scheme.level === l}
              onClick={() => set({ level: l })}
            >
              {LEVEL_LABELS[l]}
            </Button>
          ))}
        </div>
      </section>
      <section className="space-y-2">
        <h2 className="font-medium">样本（取消勾选即不参与对标）</h2>
        <ul className="space-y-1">
          {(projects?.samples ?? []).map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2">
                <Checkbox
                  checked
                  onCheckedChange={() =>
                    set({ sampleIds: scheme.sampleIds.filter((x) => x !== p.id) })
                  }
                  aria-label={p.name}
                />
                {p.name}
                <span className="text-xs text-muted-foreground">
                  {[p.meta.type, p.meta.city, p.meta.year].filter(Boolean).join(' · ')}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">要加入新的样本，请在方案列表中编辑方案。</p>
      </section>
      <Button onClick={() => void navigate({ to: '/Page/NewBenchmarking/contrastlist' })}>
        查看对标结果
      </Button>
    </div>
  )
}

/** switchfunction: the 功能区 (a top-level 单项 of the target) or the 专业 view. */
export function FunctionScreen() {
  return <SchemeGate>{(s) => <FunctionSwitch scheme={s} />}</SchemeGate>
}

function FunctionSwitch({ scheme }: { scheme: StoredScheme }) {
  const navigate = useNavigate()
  const projects = useSchemeProjects(scheme)
  const rows = (projects?.target?.structure ?? []).filter((r) => r.ParentID === '')
  async function pick(level: BenchmarkLevel, rowId = '') {
    await schemeCommands.update(scheme.id, { ...scheme, level, targetRowId: rowId })
    await navigate({ to: '/Page/NewBenchmarking/contrastlist' })
  }
  return (
    <div className="space-y-3 p-4 text-sm">
      <h2 className="font-medium">按功能区（目标项目的单项工程）对标</h2>
      <p className="text-xs text-muted-foreground">
        只与样本中业态/部位相同的单项工程对比（地下室对地下室、塔楼对塔楼）；业态/部位在项目结构中填写，未填写时按名称推测。
      </p>
      <div className="flex flex-wrap gap-2">
        {rows.map((r) => (
          <Button
            key={r.ID}
            size="sm"
            variant={scheme.level === 'row' && scheme.targetRowId === r.ID ? 'default' : 'outline'}
            onClick={() => void pick('row', r.ID)}
          >
            {r.Project_Name || '未命名单项'}
            <span className="text-xs opacity-70">{usageOf(r)}</span>
          </Button>
        ))}
        {rows.length === 0 && <span className="text-muted-foreground">目标项目还没有单项工程</span>}
      </div>
      <h2 className="font-medium">按专业对标</h2>
      <Button
        size="sm"
        variant={scheme.level === 'specialty' ? 'default' : 'outline'}
        onClick={() => void pick('specialty')}
      >
        各专业
      </Button>
      <h2 className="font-medium">整个项目</h2>
      <Button
        size="sm"
        variant={scheme.level === 'project' ? 'default' : 'outline'}
        onClick={() => void pick('project')}
      >
        整个项目
      </Button>
    </div>
  )
}
