import { useLiveQuery } from 'dexie-react-hooks'
import { useCallRead } from '@/data/api/use-call-read'
import { getEstimate } from '@/data/repositories/estimates'
import { cachedItems, cachedPackages } from '@/data/repositories/material-cache'
import { getProject } from '@/data/repositories/projects'
import {
  applySmartList,
  type ApplyResult,
  existingUnits,
  generationRows,
  localTemplates,
  projectsWithBill,
  templateBill,
} from '@/data/repositories/smart-list'
import { readCall } from '@/data/api/read'
import { onAppDb } from '@/data/app-db'
import { ESTIMATE_CALLS } from '@/domain/api/calls/estimate'
import type { PlanEntry } from '@/domain/estimate/plan'
import type { PreviewSummary } from '@/domain/estimate/preview-store'
import type { ReferenceBundle } from '@/domain/estimate/schemas'
import {
  DEFAULT_STANDARD_VERSION,
  STANDARD_VERSIONS,
  type StandardVersion,
} from '@/domain/projects/model'
import { getCompute } from '@/lib/compute'
import { stageExisting } from './stage-existing'

/** Reads and commands of /Page/editBrainList (docs/estimate.md "Smart list"). */

export function useSmartListProject(projectId: string) {
  return useLiveQuery(async () => {
    const [project, estimate, sources] = await Promise.all([
      onAppDb(getProject)(projectId),
      onAppDb(getEstimate)(projectId),
      onAppDb(projectsWithBill)(projectId),
    ])
    const v = project?.data['StandardVersion']
    const version: StandardVersion = (STANDARD_VERSIONS as readonly unknown[]).includes(v)
      ? (v as StandardVersion)
      : DEFAULT_STANDARD_VERSION
    return { project: project ?? null, estimate, sources, version }
  }, [projectId])
}

/** The same offline copy as the estimate screen's (one key per call and query). */
export const useReferenceData = () =>
  useCallRead(
    ESTIMATE_CALLS.synchronousFileClearing,
    {},
    {
      offlineCopy: true,
      offline: '当前离线，本机还没有估算基础数据',
      failed: '估算基础数据加载失败',
    },
  )

export type Source =
  { kind: 'estimate' } | { kind: 'template'; projectId: string } | { kind: 'indicators' }

/** The lines the table draws (the plan itself stays in the worker). */
export const SHOWN_LINES = 300

export type Preview = PreviewSummary & { shown: PlanEntry[] }

/** Gathers the project, the source and the cached price packages; the worker makes and keeps the plan. */
export async function previewSmartList(
  projectId: string,
  source: Source,
  reference: ReferenceBundle | null,
): Promise<Preview | { error: string }> {
  const summary = await prepare(projectId, source, reference)
  if ('error' in summary) return summary
  return {
    ...summary,
    shown: (await getCompute().smartListLines(summary.previewId, 0, SHOWN_LINES)) ?? [],
  }
}

async function prepare(
  projectId: string,
  source: Source,
  reference: ReferenceBundle | null,
): Promise<PreviewSummary | { error: string }> {
  const [rows, existing, packages] = await Promise.all([
    onAppDb(generationRows)(projectId),
    onAppDb(existingUnits)(projectId),
    cachedPackages(),
  ])
  if (!rows.some((r) => (r.BuiltArea ?? 0) > 0))
    return { error: '项目结构中没有填写建筑面积的单项工程，请先在项目结构中填写面积' }
  const packageItems = await cachedItems(packages.map((p) => p.ID))
  const stageId = await stageExisting(existing, getCompute())
  const base = {
    rows,
    existing: [],
    packages: packages.map((p) => ({ ID: p.ID, Type: p.Type, City: p.City, Period: p.Period })),
    packageItems,
  }
  if (source.kind === 'indicators') {
    const [project, own] = await Promise.all([
      onAppDb(getProject)(projectId),
      onAppDb(templateBill)(projectId),
    ])
    const str = (v: unknown) => (typeof v === 'string' ? v : '')
    const target = {
      ProjectType: str(project?.data['ProjectType']),
      City: str(project?.data['City']),
      BuiltArea: own.BuiltArea,
    }
    if (!target.ProjectType) return { error: '请先在项目信息中选择项目类型' }
    // Released templates from the server (its last answer offline), plus the templates on this device.
    const [remote, local] = await Promise.all([
      readCall(ESTIMATE_CALLS.getTemplateIndicators, target, { offlineCopy: true })
        .then((a) => a.data.Templates)
        .catch(() => []),
      onAppDb(localTemplates)(target.ProjectType, projectId),
    ])
    const result = await getCompute().smartListPrepare(
      { ...base, indicators: { project: target, templates: remote, local } },
      stageId,
    )
    if ((result.comparable?.n ?? 0) === 0)
      return {
        error: `没有可比的模板（${target.ProjectType}${target.City ? '、' + target.City : ''}、建筑面积 ${target.BuiltArea} m² 的 0.5~2 倍）`,
      }
    return result
  }
  if (source.kind === 'template') {
    const template = await onAppDb(templateBill)(source.projectId)
    if (!(template.BuiltArea > 0) || template.Items.length === 0)
      return { error: '所选模板没有清单或建筑面积' }
    return getCompute().smartListPrepare({ ...base, template }, stageId)
  }
  const estimate = await onAppDb(getEstimate)(projectId)
  if (!estimate) return { error: '该项目还没有保存估算，请先完成估算' }
  if (!reference) return { error: '本机还没有估算基础数据，请联网后重试' }
  return getCompute().smartListPrepare(
    {
      ...base,
      estimate: {
        doc: estimate.doc,
        systems: reference.Systems,
        recipes: reference.Recipes,
        brands: reference.Brands,
      },
    },
    stageId,
  )
}

/** Entries per message when the commit reads the chosen entries back (each page a short task). */
const COMMIT_PAGE = 1000

/** Reads the chosen entries from the worker in pages, then writes them in one local transaction. */
export async function commitSmartList(
  projectId: string,
  version: StandardVersion,
  previewId: string,
  toggled: ReadonlySet<string>,
): Promise<ApplyResult> {
  const entries: PlanEntry[] = []
  for (let offset = 0; ; offset += COMMIT_PAGE) {
    const page = await getCompute().smartListChosen(previewId, [...toggled], offset, COMMIT_PAGE)
    if (page === null) return { ok: false, message: '生成预览已过期，请重新预览' }
    entries.push(...page.entries)
    if (offset + COMMIT_PAGE >= page.total) break
  }
  return onAppDb(applySmartList)(projectId, version, entries)
}
