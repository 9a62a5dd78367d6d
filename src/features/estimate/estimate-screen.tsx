import { useEffect, useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ProjectNav } from '@/components/project-nav'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { asFen, fenToDecimal } from '@/domain/money'
import { splitArea } from '@/domain/estimate/compute'
import { GRADES, type EstimateDoc, type Grade } from '@/domain/estimate/model'
import { EstimateGrid } from './components/estimate-grid'
import { EstimateReport } from './components/estimate-report'
import { EstimateResults } from './components/estimate-results'
import { RoomsSection } from './components/rooms-section'
import {
  saveProjectEstimate,
  useComparables,
  useEstimateFigures,
  useEstimateProject,
  useReference,
} from './hooks/use-estimate'

type Form = Omit<EstimateDoc, 'ProId'>
const LABEL = 'grid gap-1 text-xs text-muted-foreground'
const isResidential = (type: string) => type === '住宅' || type === '公寓'

/**
 * 估算 of one project (/Page/estimate?pid=…): type, city and areas → functions × systems × grades
 * and brands → the point figure beside the range of comparable released templates, computed in
 * the worker on every change; saved on the project (synced entity `estimates`), offline.
 */
export function EstimateScreen({ projectId }: { projectId: string }) {
  const data = useEstimateProject(projectId)
  const reference = useReference()
  const [form, setForm] = useState<Form | null>(null)
  const [status, setStatus] = useState('')
  const [printing, setPrinting] = useState(false)
  const [areaError, setAreaError] = useState('')
  const ref = reference.state.status === 'ready' ? reference.state.data : null

  useEffect(() => {
    if (form || !data || !ref) return
    if (data.estimate) return setForm({ ...data.estimate.doc })
    const type =
      typeof data.project?.data['ProjectType'] === 'string' && data.project.data['ProjectType']
        ? String(data.project.data['ProjectType'])
        : '住宅'
    const area = data.builtArea > 0 ? data.builtArea : 10000
    const defaults =
      data.zones.length > 0 ? data.zones : ref.Functions.filter((f) => f.ProjectType === type)
    setForm({
      ProjectType: type,
      City: typeof data.project?.data['City'] === 'string' ? data.project.data['City'] : '',
      TotalArea: area,
      Grade: '标准',
      Functions: splitArea(area, defaults),
      Choices: [],
      Rooms: {},
      TotalCost: null,
      Note: '',
    })
  }, [form, data, ref])

  const comparables = useComparables(form?.ProjectType ?? '', form?.City ?? '')
  const cmp = comparables.state.status === 'ready' ? comparables.state.data : null
  const input = useMemo(
    // 户型 counts only price a residential type: hidden for 酒店, 办公 …, they must not add to its total.
    () =>
      form && ref
        ? {
            Functions: form.Functions,
            Choices: form.Choices,
            Grade: form.Grade,
            Rooms: isResidential(form.ProjectType) ? form.Rooms : {},
            Systems: ref.Systems,
            CountItems: ref.CountItems,
            Brands: ref.Brands,
            Samples: cmp?.Samples ?? [],
          }
        : null,
    [form, ref, cmp],
  )
  const { figures, failed } = useEstimateFigures(input)

  if (data === undefined || (reference.state.status === 'loading' && !ref)) {
    return (
      <div className="flex justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  }
  if (data.project === null)
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="找不到这个项目"
        description="它可能已被删除，或还没有同步到这台设备。"
      />
    )
  if (reference.state.status === 'error')
    return (
      <EmptyState level={1} className="mt-10" title="估算" description={reference.state.message} />
    )
  if (!form || !ref) return null

  const types = [...new Set(ref.Functions.map((f) => f.ProjectType))]
  const update = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch })
    setStatus('')
  }
  // The default split: the structure's area per 业态 (scaled to the total), else the type's shares.
  const resplit = (type: string, area: number | null) =>
    splitArea(
      area ?? 0,
      data.zones.length > 0 ? data.zones : ref.Functions.filter((f) => f.ProjectType === type),
    )
  const setGrade = (fn: string, system: string, grade: Grade) => {
    const rest = form.Choices.filter((c) => !(c.Function === fn && c.System === system))
    const brand = form.Choices.find((c) => c.System === system && c.BrandId)?.BrandId ?? ''
    update({ Choices: [...rest, { Function: fn, System: system, Grade: grade, BrandId: brand }] })
  }
  const setBrand = (system: string, brandId: string) => {
    const others = form.Choices.filter((c) => c.System !== system)
    update({
      Choices: [
        ...others,
        ...form.Functions.map((f) => ({
          Function: f.Code,
          System: system,
          Grade:
            form.Choices.find((c) => c.Function === f.Code && c.System === system)?.Grade ??
            form.Grade,
          BrandId: brandId,
        })),
      ],
    })
  }
  const residential = isResidential(form.ProjectType)
  const save = async () => {
    const result = await saveProjectEstimate(projectId, {
      ...form,
      TotalCost: figures ? Number(fenToDecimal(asFen(figures.totals.TotalFen))) : form.TotalCost,
    })
    setStatus(result.ok ? '已保存到本机，联网后自动同步' : result.message)
  }
  const name =
    (typeof data.project.data['Project_Name'] === 'string' && data.project.data['Project_Name']) ||
    '未命名项目'
  if (printing && figures) {
    return (
      <EstimateReport
        head={{
          name,
          projectType: form.ProjectType,
          city: form.City,
          grade: form.Grade,
          scope: cmp?.Scope ?? '无',
        }}
        figures={figures}
        onClose={() => setPrinting(false)}
      />
    )
  }

  return (
    <div className="flex min-w-0 flex-col gap-3 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <span className="max-w-60 truncate text-sm text-muted-foreground">{name}</span>
        <span className="text-muted-foreground" aria-hidden>
          /
        </span>
        <h1 className="text-xl font-semibold">估算</h1>
        {reference.state.status === 'ready' && reference.state.cachedAt !== undefined && (
          <span className="text-xs text-amber-600">离线：使用本机保存的基础数据</span>
        )}
        <div className="ml-auto flex items-center gap-2">
          <span className="text-xs text-muted-foreground" role="status">
            {status}
          </span>
          <Button onClick={() => void save()}>保存估算</Button>
          <Button variant="outline" disabled={!figures} onClick={() => setPrinting(true)}>
            打印估算
          </Button>
          <Link
            to="/Page/editBrainList"
            search={{ pid: projectId }}
            className="text-sm text-primary hover:underline"
          >
            生成清单
          </Link>
        </div>
      </header>
      <ProjectNav projectId={projectId} name={name} current="estimate" />
      <section aria-label="基本信息" className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <label className={LABEL}>
          项目类型
          <select
            aria-label="项目类型"
            className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground"
            value={form.ProjectType}
            onChange={(e) =>
              update({
                ProjectType: e.currentTarget.value,
                Functions: resplit(e.currentTarget.value, form.TotalArea),
                Choices: [],
              })
            }
          >
            {types.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          城市
          <Input
            aria-label="城市"
            defaultValue={form.City}
            onBlur={(e) => update({ City: e.currentTarget.value.trim() })}
          />
        </label>
        <label className={LABEL}>
          总建筑面积（m²）
          <Input
            aria-label="总建筑面积"
            inputMode="decimal"
            defaultValue={form.TotalArea ?? ''}
            aria-invalid={areaError !== ''}
            onBlur={(e) => {
              const text = e.currentTarget.value.replace(/,/g, '').trim()
              const n = Number(text)
              if (text !== '' && Number.isFinite(n) && n > 0) {
                setAreaError('')
                if (n !== form.TotalArea)
                  update({ TotalArea: n, Functions: resplit(form.ProjectType, n) })
                return
              }
              // A refused value does not stay in the field as if the figures below were computed from it.
              setAreaError('总建筑面积必须是大于0的数字')
              e.currentTarget.value = String(form.TotalArea ?? '')
            }}
          />
          {areaError && (
            <span role="alert" className="text-destructive">
              {areaError}
            </span>
          )}
        </label>
        <label className={LABEL}>
          默认档次
          <select
            aria-label="默认档次"
            className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground"
            value={form.Grade}
            onChange={(e) => update({ Grade: e.currentTarget.value as Grade })}
          >
            {GRADES.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <Button
            variant="outline"
            onClick={() => update({ Functions: resplit(form.ProjectType, form.TotalArea) })}
          >
            {data.zones.length > 0 ? '按项目结构拆分' : '按默认比例拆分'}
          </Button>
        </div>
      </section>
      <EstimateGrid
        functions={form.Functions}
        systems={ref.Systems}
        brands={ref.Brands}
        choices={form.Choices}
        grade={form.Grade}
        onArea={(code, area) =>
          update({
            Functions: form.Functions.map((f) => (f.Code === code ? { ...f, Area: area } : f)),
          })
        }
        onGrade={setGrade}
        onBrand={setBrand}
      />
      {residential && (
        <RoomsSection
          rooms={form.Rooms}
          functions={form.Functions}
          perFlat={ref.PerFlat}
          onChange={(rooms) => update({ Rooms: rooms })}
        />
      )}
      {failed && <p className="text-sm text-destructive">估算计算失败，请重试</p>}
      {figures && <EstimateResults figures={figures} scope={cmp?.Scope ?? '无'} city={form.City} />}
    </div>
  )
}
