import type { SmartBoqDb } from '@/data/db'
import { loadWorkspace, type WorkspaceData } from './tenders'
import { warmedProjectList } from './project-list-warm'

/**
 * The last answers of a few project workspaces for this page, and the read that fills one while
 * the page is idle after a signed-in session started. Opening a project shows its answer at once
 * while the workspace's live query reads IndexedDB again (100-300 ms for 2,000 rows, most of it
 * IndexedDB decoding the stored rows), then the fresh answer replaces it. Which project is read
 * ahead: the one this user opened last on this device, else the most recently edited one
 * (bench/projects; docs in src/features/projects/README.md). Nothing is written from an answer.
 */
const RECENT_MAX = 3
const recent = new Map<string, WorkspaceData>()
let recentFor: SmartBoqDb | null = null
const LAST_OPENED = 'smartboq.lastProject.'

function entries(db: SmartBoqDb): Map<string, WorkspaceData> {
  if (recentFor !== db) {
    recent.clear()
    recentFor = db
  }
  return recent
}

function remember(db: SmartBoqDb, projectId: string, data: WorkspaceData): WorkspaceData {
  const map = entries(db)
  map.delete(projectId)
  map.set(projectId, data)
  for (const key of map.keys()) {
    if (map.size <= RECENT_MAX) break
    map.delete(key)
  }
  return data
}

/** The last answer known for this project in this database, or undefined. */
export function recentWorkspace(db: SmartBoqDb, projectId: string): WorkspaceData | undefined {
  return recentFor === db ? recent.get(projectId) : undefined
}

/** loadWorkspace for the workspace's live query: remembers the answer and the opened project. */
export async function loadWorkspaceRemembered(
  db: SmartBoqDb,
  projectId: string,
): Promise<WorkspaceData> {
  const data = remember(db, projectId, await loadWorkspace(db, projectId))
  try {
    globalThis.localStorage?.setItem(LAST_OPENED + db.name, projectId)
  } catch {
    // storage unavailable (private mode): only the read-ahead guess is lost
  }
  return data
}

function lastOpened(db: SmartBoqDb): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_OPENED + db.name) ?? null
  } catch {
    return null
  }
}

/**
 * Runs warmLikelyWorkspace once every one of `after` has settled (the list's read ahead and the
 * first sync run) and then the page is idle. Started any earlier, the read of a 2,000-row
 * workspace (300-450 ms of IndexedDB and decoding here) ran while a user who clicked 我的项目 as
 * soon as the header showed was waiting for the list (bench/projects).
 */
export function warmWorkspaceWhenSettled(
  db: SmartBoqDb,
  after: readonly Promise<unknown>[],
  idle: (work: () => void) => void = whenIdle,
): Promise<void> {
  return Promise.allSettled(after).then(
    () => new Promise<void>((resolve) => idle(() => void warmLikelyWorkspace(db).then(resolve))),
  )
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 })
  else setTimeout(work, 500)
}

/** Reads ahead the workspace this user most likely opens next (see above); never throws. */
export async function warmLikelyWorkspace(db: SmartBoqDb): Promise<void> {
  const newest = (warmedProjectList(db, 0) ?? []).reduce<{ ID: string; updatedAt: number } | null>(
    (a, p) => (a === null || p.updatedAt > a.updatedAt ? p : a),
    null,
  )
  const projectId = lastOpened(db) ?? newest?.ID
  if (!projectId || recentWorkspace(db, projectId)) return
  try {
    const data = await loadWorkspace(db, projectId)
    // A live answer that arrived meanwhile is newer; a project that is gone is not kept.
    if (data.project !== null && !recentWorkspace(db, projectId)) remember(db, projectId, data)
  } catch {
    // only the read-ahead is lost
  }
}
