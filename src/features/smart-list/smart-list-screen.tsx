import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { ProjectNav } from '@/components/project-nav'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ACTION_LABELS, type PlanAction } from '@/domain/estimate/plan'
import { PlanTable } from './components/plan-table'
import {
  commitSmartList,
  previewSmartList,
  useReferenceData,
  useSmartListProject,
  type Preview,
  type Source,
} from './hooks/use-smart-list'

const ACTIONS: PlanAction[] = ['add', 'update', 'remove', 'edited', 'same']

/**
 * 智能清单生成 (/Page/editBrainList?pid=…): a bill from the project's estimate or another
 * project's bill (template), per structure row and 专业; preview, tick, commit in one local
 * transaction, then open it in 清单计价. Regenerating never overwrites a hand-edited item unasked.
 */
export function SmartListScreen({ projectId }: { projectId: string }) {
  const data = useSmartListProject(projectId)
  const reference = useReferenceData()
  const navigate = useNavigate()
  const [source, setSource] = useState<string>('estimate')
  // The plan stays in the compute worker: the screen holds its summary, the lines it draws and
  // the ids the user ticked or unticked against the defaults.
  const [plan, setPlan] = useState<Preview | null>(null)
  const [toggled, setToggled] = useState<Set<string>>(new Set())
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  if (data === undefined)
    return (
      <div className="flex justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  if (data.project === null)
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="找不到这个项目"
        description="它可能已被删除，或还没有同步到这台设备。"
      />
    )

  const preview = async () => {
    setBusy(true)
    setMessage('')
    const src: Source =
      source === 'estimate' || source === 'indicators'
        ? { kind: source }
        : { kind: 'template', projectId: source }
    try {
      const result = await previewSmartList(
        projectId,
        src,
        reference.state.status === 'ready' ? reference.state.data : null,
      )
      if ('error' in result) {
        setPlan(null)
        setMessage(result.error)
      } else {
        setPlan(result)
        setToggled(new Set())
      }
    } catch {
      setMessage('生成预览失败，请重试')
    } finally {
      setBusy(false)
    }
  }
  const commit = async () => {
    if (!plan) return
    setBusy(true)
    const result = await commitSmartList(projectId, data.version, plan.previewId, toggled)
    setBusy(false)
    if (!result.ok) return setMessage(result.message)
    await navigate({ to: '/Page/bill', search: { pid: projectId } })
  }
  const tickOf = new Map((plan?.shown ?? []).map((e) => [e.Id, e.Tick]))
  const ticked = (id: string) => (tickOf.get(id) ?? false) !== toggled.has(id)
  const summary = plan
    ? {
        counts: plan.counts,
        ticked: plan.ticked + [...toggled].reduce((n, id) => n + (tickOf.get(id) ? -1 : 1), 0),
      }
    : null
  const comparable = plan?.comparable
  const name =
    (typeof data.project.data['Project_Name'] === 'string' && data.project.data['Project_Name']) ||
    '未命名项目'

  return (
    <div className="flex h-full min-h-0 min-w-0 flex-col gap-3 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <span className="max-w-60 truncate text-sm text-muted-foreground">{name}</span>
        <span className="text-muted-foreground" aria-hidden>
          /
        </span>
        <h1 className="text-xl font-semibold">智能清单生成</h1>
        <Link
          to="/Page/estimate"
          search={{ pid: projectId }}
          className="ml-auto text-sm text-primary hover:underline"
        >
          返回估算
        </Link>
      </header>
      <ProjectNav projectId={projectId} name={name} current="smartList" />
      <section aria-label="生成来源" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs text-muted-foreground">
          生成来源
          <select
            aria-label="生成来源"
            className="h-9 min-w-64 rounded-md border border-input bg-background px-2 text-sm text-foreground"
            value={source}
            onChange={(e) => {
              setSource(e.currentTarget.value)
              setPlan(null)
            }}
          >
            <option value="estimate">
              {data.estimate ? '本项目的估算（按系统典型清单和含量）' : '本项目的估算（尚未保存）'}
            </option>
            <option value="indicators">同类模板指标（含量、单价取中位数）</option>
            {data.sources.map((p) => (
              <option
                key={p.id}
                value={p.id}
              >{`${p.template ? '模板' : '项目'}：${p.name}`}</option>
            ))}
          </select>
        </label>
        <Button onClick={() => void preview()} disabled={busy}>
          生成预览
        </Button>
        {plan && (
          <Button onClick={() => void commit()} disabled={busy || (summary?.ticked ?? 0) === 0}>
            提交所选（{summary?.ticked ?? 0} 条）
          </Button>
        )}
        <span className="text-sm text-destructive" role="alert">
          {message}
        </span>
      </section>
      {plan && comparable && (
        <p className="text-sm text-muted-foreground" data-testid="comparable">
          {`按 ${comparable.n} 个可比模板（${comparable.scope}）的含量中位数生成：`}
          <span className="break-all">
            {comparable.names.slice(0, 10).join('、')}
            {comparable.n > 10 ? ' 等' : ''}
          </span>
        </p>
      )}
      {summary && (
        <p className="flex flex-wrap gap-3 text-sm" data-testid="plan-summary">
          {ACTIONS.map((a) => (
            <span key={a}>
              {ACTION_LABELS[a]} {summary.counts[a]}
            </span>
          ))}
          {summary.counts.edited > 0 && (
            <span className="text-amber-700">已手工修改的清单项默认不勾选，不会被覆盖</span>
          )}
        </p>
      )}
      {plan && (
        <PlanTable
          lines={plan.shown}
          total={plan.lines}
          ticked={ticked}
          onTick={(id) =>
            setToggled((s) => {
              const next = new Set(s)
              if (next.has(id)) next.delete(id)
              else next.add(id)
              return next
            })
          }
        />
      )}
    </div>
  )
}
