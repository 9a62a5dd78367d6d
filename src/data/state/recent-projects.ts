import { createStore, useStore } from './store'

/**
 * The projects this browser opened last, newest first (at most RECENT_LIMIT): the first is the
 * "current project" the side menu's 计价 items open, and the project picker lists them first
 * (docs/architecture.md "Client state"). Names are kept so the side menu can show the current
 * project without reading IndexedDB; a project screen refreshes its entry each time it opens.
 * localStorage is cleared at logout, so another user never sees this list.
 */
export interface RecentProject {
  id: string
  name: string
}

export const RECENT_PROJECTS_KEY = 'recentProjects'
export const RECENT_LIMIT = 8

function load(): RecentProject[] {
  try {
    const parsed: unknown = JSON.parse(
      globalThis.localStorage?.getItem(RECENT_PROJECTS_KEY) ?? '[]',
    )
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(
        (p): p is RecentProject =>
          typeof p === 'object' &&
          p !== null &&
          typeof (p as RecentProject).id === 'string' &&
          typeof (p as RecentProject).name === 'string',
      )
      .slice(0, RECENT_LIMIT)
  } catch {
    return []
  }
}

export const recentProjectsStore = createStore<RecentProject[]>(load(), (list) => {
  try {
    globalThis.localStorage?.setItem(RECENT_PROJECTS_KEY, JSON.stringify(list))
  } catch {
    // Storage unavailable: the list still works for this page.
  }
})

/** A project screen opened `id`: it becomes the current project (first in the list). */
export function rememberProject(id: string, name: string): void {
  recentProjectsStore.set((list) => {
    if (list[0]?.id === id && list[0].name === name) return list
    return [{ id, name }, ...list.filter((p) => p.id !== id)].slice(0, RECENT_LIMIT)
  })
}

/** Deleted projects leave the list (the next one becomes current). */
export function forgetProjects(ids: readonly string[]): void {
  const gone = new Set(ids)
  recentProjectsStore.set((list) =>
    list.some((p) => gone.has(p.id)) ? list.filter((p) => !gone.has(p.id)) : list,
  )
}

export const useRecentProjects = (): RecentProject[] => useStore(recentProjectsStore)

/** The current project: the one opened last, or null. */
export const useCurrentProject = (): RecentProject | null => useRecentProjects()[0] ?? null
