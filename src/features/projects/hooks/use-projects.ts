import { useEffect, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { listFolders, type FolderKind, type FolderRecord } from '@/data/repositories/folders'
import {
  getProjectRecord,
  listProjectRecords,
  readAllStructureRows,
  type ProjectRecord,
} from '@/data/repositories/projects'
import {
  projectListWarming,
  readProjectListRemembered,
  warmedProjectList,
} from '@/data/repositories/project-list-warm'
import { onAppDb } from '@/data/app-db'
import { useStore } from '@/data/state/store'
import { builtAreaCents } from '../lib/areas'
import type { ProjectItem } from '../lib/list-query'
import { pendingDeleteStore } from './pending-deletes'

/**
 * Live reads of 我的项目 from IndexedDB (dexie-react-hooks): any local write or applied pull
 * re-renders the screen, online or not. Projects waiting out their 撤销 delay are hidden here.
 * The projects and their built areas are two reads: the list shows as soon as the projects are
 * read, and the 建筑面积 column fills in when the roll-up of every structure row (thousands of
 * rows, the slower read) arrives; until then builtArea is null. Until the live query's first
 * answer the list shows the last answer of this page (project-list-warm.ts: read when the session
 * started, or the previous visit's), so a full page load does not wait for the read.
 */
export function useProjectItems(isTemplate: 0 | 1): ProjectItem[] | undefined {
  const hidden = useStore(pendingDeleteStore)
  const live = useLiveQuery(() => onAppDb(readProjectListRemembered)(isTemplate), [isTemplate])
  const warmed = useWarmedList(isTemplate, live !== undefined)
  const projects = live ?? warmed
  // Started once the projects are in: run together, the two reads share IndexedDB's backend and
  // the projects' transaction only completes after the larger read (~50 ms later in Chromium).
  const loaded = projects !== undefined
  const areas = useLiveQuery(
    async () => (loaded ? builtAreaCents(await onAppDb(readAllStructureRows)()) : undefined),
    [loaded],
  )
  return useMemo(
    () =>
      projects
        ?.filter((p) => !hidden.has(p.ID))
        .map((p): ProjectItem => ({
          ...p,
          builtArea: areas === undefined ? null : (areas.get(p.ID) ?? 0) / 100,
        })),
    [projects, areas, hidden],
  )
}

/** The read-ahead answer, including one that arrives after the screen mounted (until `done`). */
function useWarmedList(isTemplate: 0 | 1, done: boolean) {
  const [warmed, setWarmed] = useState(() => onAppDb(warmedProjectList)(isTemplate))
  useEffect(() => {
    if (done || warmed !== undefined) return
    let live = true
    void projectListWarming().then(() => live && setWarmed(onAppDb(warmedProjectList)(isTemplate)))
    return () => {
      live = false
    }
  }, [done, warmed, isTemplate])
  return done ? undefined : warmed
}

/**
 * My released templates by the project each was last published from: 我的项目 shows 已发布 ·
 * 版本 n on that project and offers 更新发布 (docs/api-shop.md "Versions").
 */
export function useReleases(enabled: boolean): ReadonlyMap<string, ProjectRecord> | undefined {
  return useLiveQuery(async () => {
    if (!enabled) return undefined
    const templates = await onAppDb(listProjectRecords)(1)
    const out = new Map<string, ProjectRecord>()
    for (const t of templates) {
      if (t.Released !== 1 || t.SourceID === '') continue
      const seen = out.get(t.SourceID)
      if (!seen || seen.ReleaseVersion < t.ReleaseVersion) out.set(t.SourceID, t)
    }
    return out
  }, [enabled])
}

/** One project or template of mine, live: undefined while reading, null when there is none. */
export function useProjectRecord(id: string): ProjectRecord | null | undefined {
  const answer = useLiveQuery(
    async () => ({
      id,
      record: id === '' ? null : ((await onAppDb(getProjectRecord)(id)) ?? null),
    }),
    [id],
  )
  // Until the query for this id answers, the hook may still hold the previous id's answer.
  return answer?.id === id ? answer.record : undefined
}

export function useFolders(kind: FolderKind): FolderRecord[] | undefined {
  return useLiveQuery(() => onAppDb(listFolders)(kind), [kind])
}

export type ProjectChoice = ProjectRecord

/**
 * The projects a picker offers (project-picker.tsx): the recently opened ones first, in the order
 * they were opened, then the others by 最近编辑. Undefined until the first read.
 */
export function useProjectChoices(
  recentIds: readonly string[],
): { recent: ProjectRecord[]; others: ProjectRecord[] } | undefined {
  const live = useLiveQuery(() => onAppDb(readProjectListRemembered)(0), [])
  return useMemo(() => {
    if (live === undefined) return undefined
    const byId = new Map(live.map((p) => [p.ID, p]))
    const recent = recentIds.flatMap((id) => byId.get(id) ?? [])
    const shown = new Set(recent.map((p) => p.ID))
    const others = live.filter((p) => !shown.has(p.ID)).sort((a, b) => b.updatedAt - a.updatedAt)
    return { recent, others }
  }, [live, recentIds])
}
