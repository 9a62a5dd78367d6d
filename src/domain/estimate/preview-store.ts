import type { ExistingUnit, PlanAction, PlanEntry } from './plan'
import { smartListPreview, type SmartListInput, type SmartListPreview } from './preview'

/**
 * The 智能清单 preview kept in the compute worker, in a PreviewStore (docs/estimate.md "Preview in the worker"): a
 * 20,000-entry plan is never cloned to the main thread whole. The screen gets the counts and
 * the lines it draws; its ticks travel as the ids the user toggled against the defaults; the
 * commit reads the chosen entries in pages.
 */

export interface PreviewSummary {
  previewId: string
  generated: number
  comparable?: SmartListPreview['comparable']
  counts: Record<PlanAction, number>
  /** Entries ticked by default (never 无变化). */
  ticked: number
  /** Entries the table lists (all but 无变化). */
  lines: number
}

/** The previews and staged bills a worker keeps (workers/estimate.ts holds one). */
export interface PreviewStore {
  /** The listed entries of the last few previews, by preview id. */
  readonly previews: Map<string, PlanEntry[]>
  /**
   * The project's bill (input.existing) sent ahead in several messages, by stage id: a
   * regeneration over 20,000 items would otherwise clone them in one long main-thread task.
   */
  readonly staged: Map<string, ExistingUnit[]>
  count: number
}

export function newPreviewStore(): PreviewStore {
  return { previews: new Map(), staged: new Map(), count: 0 }
}

const KEEP = 4

const listed = (plan: readonly PlanEntry[]) => plan.filter((e) => e.Action !== 'same')

/** Adds units of the project's bill under `stageId` (`first` starts it afresh). */
export function smartListStage(
  { staged }: PreviewStore,
  stageId: string,
  units: readonly ExistingUnit[],
  first: boolean,
): void {
  const list = first ? [] : (staged.get(stageId) ?? [])
  list.push(...units)
  staged.set(stageId, list)
  while (staged.size > KEEP) staged.delete(staged.keys().next().value ?? '')
}

/** Runs smartListPreview and keeps the plan here; answers its summary. With `stageId` the staged units are the existing bill. */
export function smartListPrepare(
  store: PreviewStore,
  input: SmartListInput,
  stageId?: string,
): PreviewSummary {
  const { previews, staged } = store
  let existing = input.existing
  if (stageId !== undefined) {
    existing = staged.get(stageId) ?? []
    staged.delete(stageId)
  }
  const preview = smartListPreview({ ...input, existing })
  const previewId = `preview${++store.count}`
  const lines = listed(preview.plan)
  previews.set(previewId, lines)
  while (previews.size > KEEP) previews.delete(previews.keys().next().value ?? '')
  const counts: Record<PlanAction, number> = { add: 0, update: 0, same: 0, edited: 0, remove: 0 }
  for (const e of preview.plan) counts[e.Action]++
  return {
    previewId,
    generated: preview.generated,
    counts,
    lines: lines.length,
    ticked: lines.filter((e) => e.Tick).length,
    ...(preview.comparable ? { comparable: preview.comparable } : {}),
  }
}

/** The listed entries offset … offset + limit (the table draws the first ones); null when the preview is gone. */
export function smartListLines(
  { previews }: PreviewStore,
  previewId: string,
  offset: number,
  limit: number,
): PlanEntry[] | null {
  return previews.get(previewId)?.slice(offset, offset + limit) ?? null
}

/** A page of the entries to commit: ticked by default unless toggled, or toggled on. */
export function smartListChosen(
  { previews }: PreviewStore,
  previewId: string,
  toggled: readonly string[],
  offset: number,
  limit: number,
): { total: number; entries: PlanEntry[] } | null {
  const lines = previews.get(previewId)
  if (!lines) return null
  const flip = new Set(toggled)
  const chosen = lines.filter((e) => e.Tick !== flip.has(e.Id))
  return { total: chosen.length, entries: chosen.slice(offset, offset + limit) }
}
