import { showToast } from '@/components/ui/toast-store'
import * as folders from '@/data/repositories/folders'
import * as projects from '@/data/repositories/projects'
import { saveAsTemplate } from '@/data/repositories/templates'
const { appDb } = projects
import type { ProjectDoc } from '@/domain/projects/model'
import { userMessage } from '@/lib/user-message'

/**
 * Writes of 我的项目: each one a repository call on the app database (row + outbox entry in one
 * transaction), so it works offline and syncs later. Errors carry a Chinese message.
 */
export const projectCommands = {
  create: (input: projects.ProjectInput) => projects.addProject(appDb(), input),
  edit: (id: string, patch: Partial<ProjectDoc>) => projects.editProject(appDb(), id, patch),
  move: (ids: readonly string[], folderId: string) => projects.moveProjects(appDb(), ids, folderId),
  saveAsTemplate: (id: string) => saveAsTemplate(appDb(), id),
}

export const folderCommands = {
  create: (name: string, parentId: string, kind: folders.FolderKind) => folders.createFolder(appDb(), { Name: name, ParentID: parentId, Kind: kind }),
  rename: (id: string, name: string) => folders.renameFolder(appDb(), id, name),
  move: (id: string, parentId: string) => folders.moveFolder(appDb(), id, parentId),
  remove: (id: string) => folders.deleteFolder(appDb(), id),
  content: (id: string) => folders.folderContent(appDb(), id),
}

/** Runs a command; on failure shows its message as an error toast. Resolves true on success. */
export async function attempt(run: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    await run()
    if (success) showToast(success, { kind: 'success' })
    return true
  } catch (e) {
    showToast(userMessage(e, '操作失败'), { kind: 'error', durationMs: 5000 })
    return false
  }
}
